// The grader's blob-count reference (reference/blob_count/fast_labeller)
// checked against what does not depend on it: the deck's own example, shapes
// whose answer is known by construction, and the deck's algorithm without
// recursion (reference/blob_count/flood_fill.hpp) on seeded random images
// around both percolation thresholds, where blobs are largest and most
// tangled. Images stay small: this file must run in well under a second
// optimised and in seconds under sanitizers; 4096 x 4096 is the benchmark's.
#include "reference/blob_count/fast_labeller.hpp"

#include "reference/blob_count/flood_fill.hpp"

#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <limits>
#include <random>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace {

namespace fast = blob_count::fast;
using fast::blob;
using fast::connectivity;

struct image {
  std::vector<std::uint8_t> pixels;
  int rows = 0;
  int cols = 0;

  std::uint8_t& at(int r, int c) {
    return pixels[static_cast<std::size_t>(r) * static_cast<std::size_t>(cols) + static_cast<std::size_t>(c)];
  }
};

image blank(int rows, int cols) {
  return {std::vector<std::uint8_t>(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols)), rows,
          cols};
}

// '*' is a spot, anything else is background; every line has the same length.
image drawn(const std::vector<std::string>& lines) {
  image img = blank(static_cast<int>(lines.size()), lines.empty() ? 0 : static_cast<int>(lines[0].size()));
  for (int r = 0; r < img.rows; ++r) {
    for (int c = 0; c < img.cols; ++c)
      img.at(r, c) = lines[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] == '*';
  }
  return img;
}

image random_image(int rows, int cols, double density, std::uint32_t seed) {
  std::mt19937 rng(seed);
  std::bernoulli_distribution spot(density);
  image img = blank(rows, cols);
  for (auto& p : img.pixels) p = spot(rng) ? 1 : 0;
  return img;
}

std::uint64_t spot_count(const image& img) {
  std::uint64_t spots = 0;
  for (const auto p : img.pixels) spots += p != 0;
  return spots;
}

std::vector<blob> fast_blobs(const image& img, connectivity c) {
  return fast::find_blobs(img.pixels, img.rows, img.cols, c);
}

std::vector<blob> flood_blobs(const image& img, connectivity c) {
  return blob_count::flood::find_blobs(img.pixels, img.rows, img.cols, c);
}

std::string picture(const image& img) {
  std::string text;
  for (std::size_t i = 0; i < img.pixels.size(); ++i) {
    text += img.pixels[i] != 0 ? '*' : '.';
    if ((i + 1) % static_cast<std::size_t>(img.cols) == 0) text += '\n';
  }
  return text;
}

std::string listing(const std::vector<blob>& blobs) {
  std::string text;
  for (const blob& b : blobs) {
    text += "[" + std::to_string(b.row) + "][" + std::to_string(b.col) + "]:" + std::to_string(b.size) + " ";
  }
  return text;
}

void expect_same_as_flood_fill(const image& img, connectivity c, const std::string& what) {
  const auto expected = flood_blobs(img, c);
  const auto got = fast_blobs(img, c);
  if (got != expected) {
    ADD_FAILURE() << what << ", " << static_cast<int>(c) << "-connected, " << img.rows << " x " << img.cols
                  << "\nflood fill: " << listing(expected) << "\nfast:       " << listing(got)
                  << (img.pixels.size() <= 400 ? "\n" + picture(img) : "");
  }
}

// The deck's slide ("in this small image: Blob at [0][1]: size 5, ..."), with
// blobs joined through corners so that 4-connectivity splits them.
const std::vector<std::string> deck_image = {
    ".**.....",  //
    "...*....",  //
    "..*.*..*",  //
    "........",  //
    "........",  //
    "........",  //
    "**....**",  //
    "**...**.",  //
};

TEST(FastLabeller, DeckExample) {
  const image img = drawn(deck_image);
  EXPECT_EQ(fast_blobs(img, connectivity::eight),
            (std::vector<blob>{{0, 1, 5}, {2, 7, 1}, {6, 0, 4}, {6, 6, 4}}));
  EXPECT_EQ(fast_blobs(img, connectivity::four),
            (std::vector<blob>{{0, 1, 2}, {1, 3, 1}, {2, 2, 1}, {2, 4, 1}, {2, 7, 1}, {6, 0, 4}, {6, 6, 4}}));
}

TEST(FastLabeller, CheckerboardIsOneBlobOrSinglePixels) {
  for (const auto& [rows, cols] : {std::pair{8, 8}, std::pair{7, 9}, std::pair{3, 130}, std::pair{65, 2}}) {
    image img = blank(rows, cols);
    std::uint64_t spots = 0;
    for (int r = 0; r < rows; ++r) {
      for (int c = 0; c < cols; ++c) {
        img.at(r, c) = (r + c) % 2 == 0;
        spots += img.at(r, c);
      }
    }
    EXPECT_EQ(fast_blobs(img, connectivity::eight), (std::vector<blob>{{0, 0, spots}}));
    const auto singles = fast_blobs(img, connectivity::four);
    ASSERT_EQ(singles.size(), spots);
    for (const blob& b : singles) EXPECT_EQ(b.size, 1u);
    expect_same_as_flood_fill(img, connectivity::four, "checkerboard");
  }
}

TEST(FastLabeller, DiagonalLinesTouchOnlyThroughCorners) {
  for (const int n : {2, 5, 64, 65, 100}) {
    image down = blank(n, n);
    image up = blank(n, n);
    for (int i = 0; i < n; ++i) {
      down.at(i, i) = 1;
      up.at(i, n - 1 - i) = 1;
    }
    const auto size = static_cast<std::uint64_t>(n);
    EXPECT_EQ(fast_blobs(down, connectivity::eight), (std::vector<blob>{{0, 0, size}}));
    EXPECT_EQ(fast_blobs(up, connectivity::eight), (std::vector<blob>{{0, n - 1, size}}));
    EXPECT_EQ(fast_blobs(down, connectivity::four).size(), size);
    EXPECT_EQ(fast_blobs(up, connectivity::four).size(), size);
    expect_same_as_flood_fill(up, connectivity::four, "anti-diagonal");
  }
}

// A square spiral walled in from the outside towards the centre: one blob
// whose runs join the row above only at the ends, over and over.
TEST(FastLabeller, SpiralIsOneBlob) {
  const image img = drawn({
      "***********",  //
      "..........*",  //
      "********..*",  //
      "*......*..*",  //
      "*..**..*..*",  //
      "*...*..*..*",  //
      "*...****..*",  //
      "*.........*",  //
      "***********",  //
  });
  const std::uint64_t spots = spot_count(img);
  for (const auto c : {connectivity::four, connectivity::eight}) {
    EXPECT_EQ(fast_blobs(img, c), (std::vector<blob>{{0, 0, spots}})) << static_cast<int>(c);
  }
}

// Two arms that are separate blobs for many rows and only meet at the bottom:
// the labeller must move the right arm's runs under the left arm's root, and
// keep the root that comes first in reading order even when it is on the
// right.
TEST(FastLabeller, ArmsThatMergeLate) {
  const image u = drawn({
      "*...*",  //
      "*...*",  //
      "*...*",  //
      "*...*",  //
      "*****",  //
  });
  for (const auto c : {connectivity::four, connectivity::eight}) {
    EXPECT_EQ(fast_blobs(u, c), (std::vector<blob>{{0, 0, 13}}));
  }
  const image right_first = drawn({
      "......*",  //
      "..*...*",  //
      "..*...*",  //
      "*.*.*.*",  //
      "*.*.*.*",  //
      "*******",  //
  });
  for (const auto c : {connectivity::four, connectivity::eight}) {
    EXPECT_EQ(fast_blobs(right_first, c), (std::vector<blob>{{0, 6, spot_count(right_first)}}));
  }
  // A comb whose teeth (columns 0, 2, ..., 8, longest on the left) meet one by
  // one, from the right, only through the corners of a diagonal below them.
  const int teeth_rows = 11;
  image comb = blank(teeth_rows, 10);
  for (int c = 0; c <= 8; c += 2) {
    for (int r = 0; r <= teeth_rows - c - 2; ++r) comb.at(r, c) = 1;
  }
  for (int c = 1; c <= 9; ++c) comb.at(teeth_rows - c, c) = 1;
  EXPECT_EQ(fast_blobs(comb, connectivity::eight), (std::vector<blob>{{0, 0, spot_count(comb)}}));
  EXPECT_EQ(fast_blobs(comb, connectivity::four).size(), 5u + 9u);
  expect_same_as_flood_fill(comb, connectivity::four, "comb");
}

// A one-pixel path that snakes over a whole image: a single blob spread over
// thousands of runs, each merged from one end.
TEST(FastLabeller, SnakeCoveringAnImage) {
  const int rows = 199;
  const int cols = 150;
  image img = blank(rows, cols);
  std::uint64_t spots = 0;
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      const bool on = r % 2 == 0 || (r % 4 == 1 ? c == cols - 1 : c == 0);
      img.at(r, c) = on;
      spots += on;
    }
  }
  for (const auto c : {connectivity::four, connectivity::eight}) {
    EXPECT_EQ(fast_blobs(img, c), (std::vector<blob>{{0, 0, spots}}));
  }
}

TEST(FastLabeller, OneBlobCoveringEverything) {
  for (const auto& [rows, cols] : {std::pair{1, 1}, std::pair{1, 200}, std::pair{200, 1}, std::pair{64, 64},
                                   std::pair{3, 63}, std::pair{3, 65}, std::pair{1000, 1000}}) {
    image img = blank(rows, cols);
    for (auto& p : img.pixels) p = 255;  // any non-zero byte is a spot
    const auto size = img.pixels.size();
    for (const auto c : {connectivity::four, connectivity::eight}) {
      EXPECT_EQ(fast_blobs(img, c), (std::vector<blob>{{0, 0, size}})) << rows << " x " << cols;
    }
  }
}

TEST(FastLabeller, EmptyImages) {
  for (const auto& [rows, cols] : {std::pair{0, 0}, std::pair{0, 7}, std::pair{7, 0}, std::pair{1, 1},
                                   std::pair{5, 64}, std::pair{130, 131}}) {
    const image img = blank(rows, cols);
    for (const auto c : {connectivity::four, connectivity::eight}) {
      EXPECT_TRUE(fast_blobs(img, c).empty()) << rows << " x " << cols;
    }
  }
}

TEST(FastLabeller, SingleRowsAndColumns) {
  const image row = drawn({"**.*..***.*"});
  const std::vector<blob> runs{{0, 0, 2}, {0, 3, 1}, {0, 6, 3}, {0, 10, 1}};
  const image column = drawn({"*", "*", ".", "*", ".", ".", "*", "*", "*", ".", "*"});
  const std::vector<blob> stretches{{0, 0, 2}, {3, 0, 1}, {6, 0, 3}, {10, 0, 1}};
  for (const auto c : {connectivity::four, connectivity::eight}) {
    EXPECT_EQ(fast_blobs(row, c), runs);
    EXPECT_EQ(fast_blobs(column, c), stretches);
  }
}

// Runs that cross the 64-pixel words the rows are read in, or end exactly on
// their boundaries.
TEST(FastLabeller, RunsAcrossWordBoundaries) {
  for (const int cols : {63, 64, 65, 127, 128, 129, 192}) {
    image img = blank(2, cols);
    for (int c = 0; c < cols; ++c) img.at(0, c) = c >= 60;
    img.at(1, 0) = 1;
    img.at(1, cols - 1) = 1;
    const auto top = static_cast<std::uint64_t>(cols - 60);
    EXPECT_EQ(fast_blobs(img, connectivity::four), (std::vector<blob>{{0, 60, top + 1}, {1, 0, 1}})) << cols;
    expect_same_as_flood_fill(img, connectivity::eight, "word boundaries");
  }
}

// Percolation thresholds of site percolation on the square lattice: 0.5927
// with four neighbours, 0.4073 with eight (the matching lattice). Near them
// the largest blob spans the image and is as branched as blobs get. Widths
// cover fewer than, exactly and more than one 64-pixel word.
TEST(FastLabeller, RandomImagesMatchTheFloodFill) {
  const int shapes[][2] = {{1, 1},   {1, 300}, {300, 1}, {2, 2},   {7, 13},   {13, 7},  {31, 64},
                           {40, 65}, {50, 63}, {64, 64}, {9, 200}, {100, 37}, {60, 129}};
  const double densities[] = {0.05, 0.3, 0.4073, 0.45, 0.55, 0.5927, 0.7, 0.95};
  std::uint32_t seed = 1;
  int images = 0;
  for (const auto& shape : shapes) {
    for (const double density : densities) {
      for (int repeat = 0; repeat < 3; ++repeat) {
        const image img = random_image(shape[0], shape[1], density, seed++);
        for (const auto c : {connectivity::four, connectivity::eight}) {
          expect_same_as_flood_fill(
              img, c, "seed " + std::to_string(seed - 1) + " density " + std::to_string(density));
        }
        ++images;
      }
    }
  }
  EXPECT_EQ(images, 13 * 8 * 3);
}

// Larger images exactly at the thresholds, where a single blob holds most spots.
TEST(FastLabeller, ThresholdImagesMatchTheFloodFill) {
  for (std::uint32_t seed = 1000; seed < 1006; ++seed) {
    expect_same_as_flood_fill(random_image(256, 256, 0.5927, seed), connectivity::four, "threshold 4");
    expect_same_as_flood_fill(random_image(256, 256, 0.4073, seed), connectivity::eight, "threshold 8");
  }
}

TEST(FastLabeller, SizesAddUpToTheSpots) {
  const image img = random_image(200, 300, 0.5, 77);
  const std::uint64_t spots = spot_count(img);
  for (const auto c : {connectivity::four, connectivity::eight}) {
    std::uint64_t total = 0;
    for (const blob& b : fast_blobs(img, c)) total += b.size;
    EXPECT_EQ(total, spots);
  }
}

// No shared mutable state: threads labelling at once get what one thread gets.
TEST(FastLabeller, ThreadsMayLabelAtOnce) {
  const image img = random_image(300, 300, 0.5927, 5);
  const auto expected = fast_blobs(img, connectivity::four);
  std::vector<std::vector<blob>> results(4);
  {
    std::vector<std::jthread> threads;
    for (auto& result : results) {
      threads.emplace_back([&img, &result] {
        for (int i = 0; i < 5; ++i) result = fast_blobs(img, connectivity::four);
      });
    }
  }
  for (const auto& result : results) EXPECT_EQ(result, expected);
}

TEST(FastLabeller, RejectsBadArguments) {
  const std::vector<std::uint8_t> six(6, 1);
  EXPECT_THROW(fast::find_blobs(six, 2, 2, connectivity::four), std::invalid_argument);
  EXPECT_THROW(fast::find_blobs(six, 4, 2, connectivity::eight), std::invalid_argument);
  EXPECT_THROW(fast::find_blobs(six, -2, -3, connectivity::four), std::invalid_argument);
  EXPECT_THROW(fast::find_blobs({}, 0, -1, connectivity::four), std::invalid_argument);
  EXPECT_THROW(fast::find_blobs(six, 2, 3, static_cast<connectivity>(6)), std::invalid_argument);
  EXPECT_THROW(fast::find_blobs({}, 0, std::numeric_limits<int>::max(), connectivity::four),
               std::invalid_argument);
  try {
    (void)fast::find_blobs(six, 2, 2, connectivity::four);
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("6 pixels given for a 2 x 2 image (4 expected)"), std::string::npos)
        << e.what();
  }
  EXPECT_EQ(fast::find_blobs(six, 2, 3, connectivity::four), (std::vector<blob>{{0, 0, 6}}));
}

}  // namespace
