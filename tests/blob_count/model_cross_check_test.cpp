// The two references of blob count must agree: the model answer (the deck's
// recursive blobSize and findBlobs on the framework's image, which decides
// what the lecture's search does) and the fast labeller (which decides the
// answers of large cases). Checked on seeded random images around both
// percolation thresholds, small enough for the model answer's recursion.
#include "framework/blob_count/hooks.hpp"
#include "framework/blob_count/image.hpp"
#include "reference/blob_count/fast_labeller.hpp"

#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace {

namespace fast = blob_count::fast;

std::vector<std::uint8_t> random_spots(int rows, int cols, double density, std::uint32_t seed) {
  std::mt19937 rng(seed);
  std::bernoulli_distribution spot(density);
  std::vector<std::uint8_t> spots(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols));
  for (auto& p : spots) p = spot(rng) ? 1 : 0;
  return spots;
}

std::vector<fast::blob> model_blobs(const std::vector<std::uint8_t>& spots, int rows, int cols,
                                    blob_count::connectivity c) {
  blob_count::image img(rows, cols, spots, c);
  const blob_count::image before = img;
  std::vector<fast::blob> blobs;
  for (const auto& b : blob_count::find_blobs(img)) blobs.push_back({b.at.row, b.at.col, b.size});
  EXPECT_TRUE(img == before) << "the model answer left the image changed";
  return blobs;
}

TEST(FastLabeller, AgreesWithTheModelAnswer) {
  const int shapes[][2] = {{1, 40}, {40, 1}, {9, 70}, {33, 31}, {48, 64}};
  struct threshold {
    blob_count::connectivity model;
    fast::connectivity fast;
    double density;
  };
  const threshold thresholds[] = {{blob_count::connectivity::eight, fast::connectivity::eight, 0.4073},
                                  {blob_count::connectivity::four, fast::connectivity::four, 0.5927}};
  std::uint32_t seed = 500;
  for (const auto& shape : shapes) {
    for (const auto& t : thresholds) {
      for (const double offset : {-0.05, 0.0, 0.05}) {
        const auto spots = random_spots(shape[0], shape[1], t.density + offset, seed++);
        EXPECT_EQ(fast::find_blobs(spots, shape[0], shape[1], t.fast),
                  model_blobs(spots, shape[0], shape[1], t.model))
            << shape[0] << " x " << shape[1] << ", density " << t.density + offset << ", seed " << seed - 1;
      }
    }
  }
}

}  // namespace
