// The rules of blob count: legal moves are the unerased spots in reading
// order, the runner's JSON carries any image exactly and compactly, the
// labelling agrees with the deck, and differences
// name pixels.

#include "framework/blob_count/rules.hpp"
#include "framework/blob_count/pixels.hpp"
#include "framework/core/probe_sink.hpp"
#include "framework/core/trace.hpp"
#include "test_support.hpp"

#include <gtest/gtest.h>

namespace {

using blob_count::connectivity;
using blob_count::image;
using blob_count::pixel;
using blob_count::rules;
using blob_count::testing::deck_rows;
using blob_count::testing::draw;

TEST(rules, legal_moves_are_the_spots_left_in_reading_order) {
  const image img = draw({".O*", "*.*"});
  EXPECT_EQ(rules::legal_moves(img), (std::vector<pixel>{{0, 2}, {1, 0}, {1, 2}}));
  EXPECT_FALSE(rules::why_illegal(img, {0, 2}));
  EXPECT_EQ(*rules::why_illegal(img, {0, 1}), "(0,1) is already erased: each spot is counted once");
  EXPECT_EQ(*rules::why_illegal(img, {0, 0}), "(0,0) is not a spot");
  EXPECT_EQ(*rules::why_illegal(img, {2, 0}), "(2,0) is not a pixel of the 2x3 image");
}

TEST(rules, the_goal_is_every_spot_erased) {
  EXPECT_TRUE(rules::is_goal(draw({"O.O"})));
  EXPECT_FALSE(rules::is_goal(draw({"O.*"})));
  EXPECT_EQ(rules::goal_differences(draw({"*.*"})), std::vector<std::string>{"2 spots are not erased yet"});
}

TEST(rules, json_round_trips_spots_erasures_and_connectivity) {
  for (const auto c : {connectivity::eight, connectivity::four}) {
    const image img = draw({"*O.**", ".*..O", "O****"}, c);
    const auto j = rules::state_json(img);
    EXPECT_EQ(rules::state_from_json(j), img);
  }
  const image fresh = draw({"**."});
  EXPECT_FALSE(rules::state_json(fresh).contains("erased")) << "nothing erased, nothing sent";
  EXPECT_EQ(rules::state_from_json(rules::state_json(image(0, 0))), image(0, 0));
}

TEST(rules, json_of_a_large_image_is_a_bit_per_pixel) {
  const auto px = blob_count::random_pixels(1024, 1024, 0.5, 1);
  const image img(1024, 1024, px.spots);
  const auto text = rules::state_json(img).dump();
  EXPECT_LT(text.size(), 1024U * 1024U / 8U * 4U / 3U + 200U);
  EXPECT_EQ(rules::state_from_json(nlohmann::json::parse(text)), img);
}

TEST(rules, json_decoding_refuses_what_is_malformed) {
  auto j = rules::state_json(draw({"**"}));
  auto bad = j;
  bad["spots"] = "not base64!";
  EXPECT_THROW((void)rules::state_from_json(bad), std::invalid_argument);
  bad = j;
  bad["rows"] = 5;
  EXPECT_THROW((void)rules::state_from_json(bad), std::invalid_argument);
  bad = j;
  bad["connectivity"] = 6;
  EXPECT_THROW((void)rules::state_from_json(bad), std::invalid_argument);
  bad = rules::state_json(draw({"*."}));
  bad["erased"] = rules::state_json(draw({".*"}))["spots"];
  EXPECT_THROW((void)rules::state_from_json(bad), std::invalid_argument) << "an erased pixel that is no spot";
  EXPECT_THROW((void)rules::move_from_json(nlohmann::json::array({1})), std::invalid_argument);
  EXPECT_EQ(rules::move_from_json(nlohmann::json::array({2, 7})), (pixel{2, 7}));
}

TEST(rules, labels_number_the_blobs_in_reading_order_of_their_positions) {
  const image img = draw(deck_rows);
  const auto label = rules::labels(img);
  EXPECT_EQ(label[0 * 8 + 1], 0);
  EXPECT_EQ(label[2 * 8 + 3], 0);
  EXPECT_EQ(label[2 * 8 + 7], 1);
  EXPECT_EQ(label[7 * 8 + 1], 2);
  EXPECT_EQ(label[6 * 8 + 6], 3);
  EXPECT_EQ(label[0], -1);
  EXPECT_EQ(rules::blob_pixels(img, {7, 7}), (std::vector<pixel>{{6, 6}, {6, 7}, {7, 6}, {7, 7}}));
  EXPECT_TRUE(rules::blob_pixels(img, {3, 3}).empty());
  EXPECT_TRUE(rules::blob_pixels(img, {-1, 0}).empty());
  EXPECT_EQ(rules::blob_pixels(draw({"*.", ".*"}, connectivity::four), {0, 0}).size(), 1U);
}

TEST(rules, differences_name_pixels_and_stop_counting_after_a_few) {
  const image expected = draw({"**", ".*"});
  const image actual = draw({"O*", ".O"});
  EXPECT_EQ(rules::differences(expected, actual),
            (std::vector<std::string>{"(0,0) should be a spot ('*') but is erased ('O')",
                                      "(1,1) should be a spot ('*') but is erased ('O')"}));
  const auto px = blob_count::filled_pixels(10, 10);
  image all(10, 10, px.spots);
  const image none = all;
  for (int r = 0; r < 10; ++r) {
    for (int c = 0; c < 10; ++c) all.erase(r, c);
  }
  const auto lines = rules::differences(none, all);
  EXPECT_EQ(lines.size(), 21U);
  EXPECT_EQ(lines.back(), "... and 80 more pixels differ");
  EXPECT_EQ(rules::differences(draw({"*"}), draw({"**"})).front(), "the image is 1x2 but should be 1x1");
}

TEST(rules, render_draws_small_images_and_summarises_large_ones) {
  EXPECT_EQ(blob_count::render(draw({"*O", ".*"})), "    0 1\n  0 * O\n  1 . *\n");
  const auto px = blob_count::filled_pixels(100, 100);
  EXPECT_EQ(blob_count::render(image(100, 100, px.spots)),
            "    (a 100x100 image with 10000 spots, 0 erased: too large to draw)\n");
}

}  // namespace
