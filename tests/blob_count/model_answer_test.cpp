// The model answer: the deck's example, blob_size leaving exactly its blob
// erased in the deck's order without the deck's recursion, find_blobs restoring the image, and both agreeing
// with the rules' labelling on random images of either connectivity.

#include "framework/blob_count/hooks.hpp"
#include "framework/blob_count/pixels.hpp"
#include "framework/blob_count/rules.hpp"
#include "framework/core/trace.hpp"
#include "test_support.hpp"

#include <gtest/gtest.h>

namespace {

using blob_count::blob;
using blob_count::connectivity;
using blob_count::image;
using blob_count::pixel;
using blob_count::rules;
using blob_count::testing::deck_rows;
using blob_count::testing::draw;

std::vector<pixel> erasures_of(const std::function<void()>& search) {
  framework::trace::recorder recorded;
  {
    const framework::probe::scoped_sink listening(recorded);
    search();
  }
  std::vector<pixel> out;
  for (const auto& r : recorded.records()) {
    if (r.kind == framework::trace::op::remove) out.push_back({r.a, r.b});
  }
  return out;
}

TEST(model_answer, finds_the_decks_blobs) {
  image img = draw(deck_rows);
  const image before = img;
  EXPECT_EQ(blob_count::find_blobs(img),
            (std::vector<blob>{{{0, 1}, 5}, {{2, 7}, 1}, {{6, 0}, 4}, {{6, 6}, 4}}));
  EXPECT_EQ(img, before) << "findBlobs restores the image";
}

TEST(model_answer, blob_size_leaves_exactly_its_blob_erased) {
  image img = draw(deck_rows);
  EXPECT_EQ(blob_count::blob_size(img, 1, 3), 5U);
  EXPECT_EQ(img, draw({".OO.....", "..OO....", "...O...*", "........", "........", "........", "**....**",
                       "**....**"}));
  EXPECT_EQ(blob_count::blob_size(img, 0, 1), 0U) << "already erased";
  EXPECT_EQ(blob_count::blob_size(img, -1, 0), 0U) << "off the grid";
  EXPECT_EQ(blob_count::blob_size(img, 3, 3), 0U) << "not a spot";
}

// The deck's blobSize as the deck writes it, recursion and all: the order
// of erasures the model answer's explicit stack must reproduce.
std::uint64_t deck_blob_size(image& img, int row, int col) {
  if (!img.is_spot(row, col)) return 0;
  img.erase(row, col);
  std::uint64_t size = 1;
  for (const pixel d : img.neighbours()) size += deck_blob_size(img, row + d.row, col + d.col);
  return size;
}

TEST(model_answer, erases_in_the_decks_order) {
  // blobSize(0,0) calls (0,1) first (its first neighbour that is a spot);
  // (0,1) calls (1,1); (1,1) calls (1,2), then (2,0) (its (row+1, col-1)).
  image small = draw({"**.", ".**", "*.."});
  EXPECT_EQ(erasures_of([&] { EXPECT_EQ(blob_count::blob_size(small, 0, 0), 5U); }),
            (std::vector<pixel>{{0, 0}, {0, 1}, {1, 1}, {1, 2}, {2, 0}}));
  const auto px = blob_count::random_pixels(40, 40, 0.6, 11);
  for (const auto c : {connectivity::eight, connectivity::four}) {
    const image start(40, 40, px.spots, c);
    const auto first = rules::legal_moves(start).front();
    image theirs = start;
    image ours = start;
    std::uint64_t a = 0;
    std::uint64_t b = 0;
    const auto model = erasures_of([&] { a = blob_count::blob_size(theirs, first.row, first.col); });
    const auto deck = erasures_of([&] { b = deck_blob_size(ours, first.row, first.col); });
    EXPECT_EQ(a, b);
    EXPECT_EQ(model, deck);
    EXPECT_EQ(theirs, ours);
  }
}

TEST(model_answer, needs_no_deep_stack) {
  const auto px = blob_count::filled_pixels(1000, 1000);
  image img(1000, 1000, px.spots);
  EXPECT_EQ(blob_count::blob_size(img, 0, 0), 1'000'000U) << "a million pixels, on a test thread's stack";
}

TEST(model_answer, agrees_with_the_rules_labelling) {
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    const auto c = seed % 2 == 0 ? connectivity::four : connectivity::eight;
    const auto px = blob_count::random_pixels(50, 70, c == connectivity::four ? 0.59 : 0.41, seed);
    image img(50, 70, px.spots, c);
    const image before = img;
    const auto label = rules::labels(before);
    const auto blobs = blob_count::find_blobs(img);
    EXPECT_EQ(img, before);
    std::vector<std::uint64_t> sizes;
    for (const auto l : label) {
      if (l < 0) continue;
      if (sizes.size() <= static_cast<std::size_t>(l)) sizes.resize(static_cast<std::size_t>(l) + 1);
      ++sizes[static_cast<std::size_t>(l)];
    }
    ASSERT_EQ(blobs.size(), sizes.size()) << "seed " << seed;
    for (std::size_t i = 0; i < blobs.size(); ++i) {
      EXPECT_EQ(blobs[i].size, sizes[i]);
      EXPECT_EQ(rules::blob_pixels(before, blobs[i].at).front(), blobs[i].at)
          << "the highest, then leftmost pixel";
    }
    const auto erased = erasures_of([&] { (void)blob_count::find_blobs(img); });
    EXPECT_EQ(erased.size(), before.spots()) << "each spot erased exactly once";
  }
}

TEST(model_answer, shared_hooks_follow_the_rules) {
  image img = draw({"*O*", ".**"});
  EXPECT_EQ(blob_count::valid_moves(img), rules::legal_moves(img));
  blob_count::apply_move(img, {0, 0});
  EXPECT_TRUE(img.is_erased(0, 0));
  blob_count::undo_move(img, {0, 0});
  EXPECT_EQ(img, draw({"*O*", ".**"}));
}

}  // namespace
