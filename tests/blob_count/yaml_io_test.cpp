// Images from YAML: drawings, the random, filled and picture forms, the
// connectivity and erased fields, PBM pictures, and every mistake named by
// file, line and field.

#include "framework/blob_count/yaml_io.hpp"
#include "framework/blob_count/pixels.hpp"
#include "framework/blob_count/rules.hpp"
#include "test_support.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

namespace {

using blob_count::connectivity;
using blob_count::image;
using blob_count::pixel;
using blob_count::testing::draw;
using framework::yaml_cursor;

image image_of(const std::string& yaml, const blob_count::picture_loader& load = {}) {
  return blob_count::parse_image(yaml_cursor::load_string(yaml, "case.yaml"), load);
}

framework::input_error error_of(const std::string& yaml) {
  try {
    (void)image_of(yaml);
  } catch (const framework::input_error& e) {
    return e;
  }
  ADD_FAILURE() << "no error for\n" << yaml;
  return framework::input_error({}, "none");
}

void expect_error(const std::string& yaml, int line, const std::string& field, const std::string& phrase) {
  const auto e = error_of(yaml);
  EXPECT_EQ(e.where().file, "case.yaml") << e.what();
  EXPECT_EQ(e.where().line, line) << e.what();
  EXPECT_EQ(e.where().field, field) << e.what();
  EXPECT_NE(std::string(e.what()).find(phrase), std::string::npos) << e.what();
}

TEST(yaml_io, a_drawing_with_spots_empties_and_erasures) {
  const image img = image_of("image: |\n  . * *\n  O . .\n");
  EXPECT_EQ(img, draw({".**", "O.."}));
  EXPECT_EQ(img.connectivity(), connectivity::eight);
  EXPECT_EQ(image_of("image: [\".*\", \"*.\"]\nconnectivity: 4\n"), draw({".*", "*."}, connectivity::four));
}

TEST(yaml_io, erased_pixels_by_list) {
  const image img = image_of("image: \"***\"\nerased: [\"(0,0)\", \"(0,2)\"]\n");
  EXPECT_EQ(img, draw({"O*O"}));
  expect_error("image: \"*.*\"\nerased: [\"(0,1)\"]\n", 2, "erased[0]", "(0,1) is not a spot");
  expect_error("image: \"*.*\"\nerased: [\"(0,0)\", \"(0,0)\"]\n", 2, "erased[1]", "already erased");
  expect_error("image: \"*\"\nerased: [\"zero\"]\n", 2, "erased[0]", "not a pixel");
}

TEST(yaml_io, random_and_filled_images) {
  const image img = image_of("image: { random: { rows: 30, cols: 40, density: 0.5, seed: 7 } }\n");
  const auto px = blob_count::random_pixels(30, 40, 0.5, 7);
  EXPECT_EQ(img, image(30, 40, px.spots));
  EXPECT_EQ(image_of("image: { filled: { rows: 2, cols: 3 } }\n"), draw({"***", "***"}));
  EXPECT_EQ(image_of("image: { filled: { rows: 0, cols: 0 } }\n").spots(), 0U);
  expect_error("image: { random: { rows: 3, cols: 3, density: 1.5, seed: 1 } }\n", 1, "image.random.density",
               "");
  expect_error("image: { filled: { rows: 3 } }\n", 1, "image.filled.cols", "missing");
  expect_error("image: { sparkles: 3 }\n", 1, "image.sparkles", "allowed here: random, filled, file");
  expect_error("connectivity: 6\nimage: \"*\"\n", 1, "connectivity", "");
}

TEST(yaml_io, a_picture_needs_the_graders_loader) {
  expect_error("image: { file: gel }\n", 1, "image.file", "read by the grader");
  const auto load = [](const yaml_cursor&, const std::string& name) {
    EXPECT_EQ(name, "gel");
    return blob_count::parse_pbm("P1 3 1 1 0 1");
  };
  EXPECT_EQ(image_of("image: { file: gel }\n", load), draw({"*.*"}));
}

TEST(yaml_io, drawing_errors_are_located) {
  expect_error("image: |\n  * *\n  * x\n", 3, "image", "'*' for a spot");
  expect_error("image: |\n  * *\n  *\n", 3, "image", "");
}

TEST(yaml_io, a_drawn_expectation_keeps_the_spots) {
  const image like = draw({"**.", "..*"});
  const auto at = yaml_cursor::load_string("position: |\n  O * .\n  . . O\n", "case.yaml").at("position");
  EXPECT_EQ(blob_count::parse_drawn(at, like), draw({"O*.", "..O"}));
  const auto moved = yaml_cursor::load_string("position: |\n  * * *\n  . . O\n", "case.yaml").at("position");
  EXPECT_THROW((void)blob_count::parse_drawn(moved, like), framework::input_error);
}

TEST(yaml_io, pbm_pictures) {
  const auto px = blob_count::parse_pbm("P1\n# a comment\n4 2\n1 0 0 1\n0110\n");
  EXPECT_EQ(px.rows, 2);
  EXPECT_EQ(px.cols, 4);
  EXPECT_EQ(px.spots, (std::vector<std::uint8_t>{1, 0, 0, 1, 0, 1, 1, 0}));
  EXPECT_THROW((void)blob_count::parse_pbm("P4 1 1 1"), std::invalid_argument);
  EXPECT_THROW((void)blob_count::parse_pbm("P1 2 2 1 0 1"), std::invalid_argument);
  EXPECT_THROW((void)blob_count::parse_pbm("P1 2 1 1 2"), std::invalid_argument);
  EXPECT_THROW((void)blob_count::parse_pbm("P1 x 1 1"), std::invalid_argument);
}

TEST(yaml_io, the_case_picture_is_read) {
  const auto file = std::string(BT_SOURCE_DIR) + "/testcases/blob_count/images/gel.pbm";
  std::ifstream in(file);
  std::ostringstream text;
  text << in.rdbuf();
  const auto px = blob_count::parse_pbm(text.str());
  EXPECT_EQ(px.rows, 16);
  EXPECT_EQ(px.cols, 24);
}

TEST(pixels, random_images_are_the_same_on_every_machine) {
  // splitmix64's published first outputs for seed 0 (Vigna's reference code).
  std::uint64_t state = 0;
  EXPECT_EQ(blob_count::splitmix64(state), 0xe220a8397b1dcdafULL);
  EXPECT_EQ(blob_count::splitmix64(state), 0x6e789e6aa1b965f4ULL);
  const auto px = blob_count::random_pixels(64, 64, 0.4073, 1);
  std::uint64_t spots = 0;
  for (std::size_t i = 0; i < px.spots.size(); ++i) {
    spots += px.spots[i];
  }
  EXPECT_EQ(spots, 1753U);
  EXPECT_EQ(blob_count::random_pixels(64, 64, 0.4073, 1).spots, px.spots);
  EXPECT_NE(blob_count::random_pixels(64, 64, 0.4073, 2).spots, px.spots);
  EXPECT_EQ(blob_count::random_pixels(8, 8, 0.0, 3).spots, std::vector<std::uint8_t>(64, 0));
  EXPECT_EQ(blob_count::random_pixels(8, 8, 1.0, 3).spots, std::vector<std::uint8_t>(64, 1));
  EXPECT_THROW((void)blob_count::random_pixels(8, 8, -0.1, 3), std::invalid_argument);
}

}  // namespace
