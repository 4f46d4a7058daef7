// The gel image: spots fixed at construction, erase and restore the only
// edits, each refused with a sentence naming the pixel, every edit heard by
// the probe, and the neighbours in the deck's order.

#include "framework/blob_count/image.hpp"
#include "framework/blob_count/rules.hpp"
#include "framework/core/errors.hpp"
#include "framework/core/probe_sink.hpp"
#include "test_support.hpp"

#include <gtest/gtest.h>

#include <stdexcept>

namespace {

using blob_count::connectivity;
using blob_count::image;
using blob_count::pixel;
using blob_count::testing::draw;

std::string refusal(const std::function<void()>& edit) {
  try {
    edit();
  } catch (const framework::rule_violation& e) {
    return e.what();
  }
  ADD_FAILURE() << "the edit was not refused";
  return {};
}

TEST(image, queries_answer_off_the_grid_without_failing) {
  const image img = draw({"*.", ".*", "**"});
  EXPECT_EQ(img.rows(), 3);
  EXPECT_EQ(img.cols(), 2);
  EXPECT_EQ(img.spots(), 4U);
  EXPECT_TRUE(img.is_spot(0, 0));
  EXPECT_FALSE(img.is_spot(0, 1));
  for (const pixel p : {pixel{-1, 0}, pixel{0, -1}, pixel{3, 0}, pixel{0, 2}}) {
    EXPECT_FALSE(img.is_spot(p.row, p.col)) << to_string(p);
    EXPECT_FALSE(img.is_erased(p.row, p.col)) << to_string(p);
    EXPECT_FALSE(img.on_grid(p.row, p.col)) << to_string(p);
  }
}

TEST(image, erase_and_restore_turn_a_spot_into_O_and_back) {
  image img = draw({"**"});
  const image before = img;
  img.erase(0, 1);
  EXPECT_FALSE(img.is_spot(0, 1));
  EXPECT_TRUE(img.is_erased(0, 1));
  EXPECT_TRUE(img.has_spot(0, 1));
  EXPECT_EQ(img.erased_count(), 1U);
  EXPECT_EQ(blob_count::symbol_of(img, 0, 1), 'O');
  EXPECT_FALSE(img == before);
  img.restore(0, 1);
  EXPECT_EQ(img, before);
}

TEST(image, refuses_what_no_search_does_naming_the_pixel) {
  image img = draw({"*.", "O*"});
  EXPECT_EQ(refusal([&] { img.erase(2, 0); }), "erase(2,0): not a pixel of the 2x2 image");
  EXPECT_EQ(refusal([&] { img.erase(0, 1); }),
            "erase(0,1): the pixel is not a spot; only spots ('*') are erased");
  EXPECT_EQ(refusal([&] { img.erase(1, 0); }),
            "erase(1,0): the spot is already erased ('O'): each spot is counted once");
  EXPECT_NE(refusal([&] { img.restore(0, 0); }).find("restore(0,0): the spot is not erased"),
            std::string::npos);
  EXPECT_NE(refusal([&] { img.restore(0, 1); }).find("restore(0,1): the pixel is not a spot"),
            std::string::npos);
  EXPECT_NE(refusal([&] { img.restore(-1, 0); }).find("not a pixel"), std::string::npos);
}

TEST(image, needs_a_consistent_size) {
  const std::vector<std::uint8_t> three(3, 1);
  EXPECT_THROW(image(2, 2, three), std::invalid_argument);
  EXPECT_THROW(image(-1, 2), std::invalid_argument);
  EXPECT_THROW(image(1, image::max_side + 1), std::invalid_argument);
  const image none(0, 0);
  EXPECT_EQ(none.spots(), 0U);
}

TEST(image, neighbours_come_in_the_decks_order) {
  const image eight = draw({"*"});
  const std::vector<pixel> deck{{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};
  EXPECT_EQ(std::vector<pixel>(eight.neighbours().begin(), eight.neighbours().end()), deck);
  const image four = draw({"*"}, connectivity::four);
  const std::vector<pixel> edges{{-1, 0}, {0, -1}, {0, 1}, {1, 0}};
  EXPECT_EQ(std::vector<pixel>(four.neighbours().begin(), four.neighbours().end()), edges);
  EXPECT_FALSE(eight == four) << "the connectivity is part of the image";
}

TEST(image, every_erasure_is_heard_and_is_a_node) {
  image img = draw({"***"});
  framework::probe::counter counted(&blob_count::rules::nodes);
  const framework::probe::scoped_sink listening(counted);
  img.erase(0, 0);
  img.erase(0, 1);
  img.restore(0, 1);
  (void)refusal([&] { img.erase(0, 0); });
  EXPECT_EQ(counted.removals(), 2U);
  EXPECT_EQ(counted.placements(), 1U);
  EXPECT_EQ(counted.nodes(), 2U) << "a refused edit is no node";
}

}  // namespace
