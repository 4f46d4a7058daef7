#include "framework/blob_count/yaml_io.hpp"

#include "framework/blob_count/rules.hpp"

namespace blob_count {

using framework::yaml_cursor;

const framework::drawing_rules& drawing_rules() {
  static const framework::drawing_rules rules{
      .symbols = "*.O",
      .meaning = "'*' for a spot, '.' for an empty pixel, 'O' for an erased spot",
      .pad_hint = "pad with '.'",
      .cell_word = "pixel",
      .max_width = max_drawn_side,
      .max_height = max_drawn_side,
  };
  return rules;
}

namespace {

struct drawn {
  pixels spots;
  std::vector<pixel> erased;
};

drawn from_drawing(const yaml_cursor& at) {
  const framework::drawing d = framework::parse_drawing(at, drawing_rules());
  drawn out{{d.height, d.width, {}}, {}};
  for (int r = 0; r < d.height; ++r) {
    for (int c = 0; c < d.width; ++c) {
      const char symbol = d.at(c, r)[0];
      out.spots.spots.push_back(symbol == '.' ? 0 : 1);
      if (symbol == 'O') out.erased.push_back({r, c});
    }
  }
  return out;
}

int side(const yaml_cursor& at, const char* key) {
  return static_cast<int>(at.at(key).as_int(0, image::max_side));
}

pixels from_map(const yaml_cursor& at, const picture_loader& load) {
  at.allow_only({"random", "filled", "file"});
  if (at.keys().size() != 1)
    at.fail("give one of random: {rows, cols, density, seed}, filled: {rows, cols} or file: NAME");
  if (auto r = at.find("random")) {
    r->allow_only({"rows", "cols", "density", "seed"});
    return random_pixels(side(*r, "rows"), side(*r, "cols"), r->at("density").as_number(0.0, 1.0),
                         static_cast<std::uint64_t>(r->at("seed").as_int(0)));
  }
  if (auto f = at.find("filled")) {
    f->allow_only({"rows", "cols"});
    return filled_pixels(side(*f, "rows"), side(*f, "cols"));
  }
  const yaml_cursor file = at.at("file");
  if (!load) file.fail("pictures are read by the grader; draw the image here instead");
  return load(file, file.as_string());
}

}  // namespace

pixel parse_pixel(const yaml_cursor& at) { return framework::parse_row_col(at, "pixel"); }

image parse_image(const yaml_cursor& case_at, const picture_loader& load) {
  const yaml_cursor image_at = case_at.at("image");
  auto c = connectivity::eight;
  if (auto k = case_at.find("connectivity"))
    c = k->as_choice({"4", "8"}) == "4" ? connectivity::four : connectivity::eight;
  drawn source;
  if (image_at.is_map()) {
    source.spots = from_map(image_at, load);
  } else {
    source = from_drawing(image_at);
  }
  image img(source.spots.rows, source.spots.cols, source.spots.spots, c);
  for (const pixel p : source.erased) img.erase(p.row, p.col);
  if (auto erased_at = case_at.find("erased")) {
    for (const auto& item : erased_at->items()) {
      const pixel p = parse_pixel(item);
      if (auto why = rules::why_illegal(img, p)) item.fail("cannot be erased: " + *why);
      img.erase(p.row, p.col);
    }
  }
  return img;
}

image parse_drawn(const yaml_cursor& at, const image& like) {
  const drawn d = from_drawing(at);
  framework::require_same_size(at, d.spots.rows, d.spots.cols, like.rows(), like.cols(), "image");
  for (int r = 0; r < like.rows(); ++r) {
    for (int c = 0; c < like.cols(); ++c) {
      const bool spot = d.spots.spots[static_cast<std::size_t>(r * like.cols() + c)] != 0;
      if (spot != like.has_spot(r, c))
        at.fail(to_string(pixel{r, c}) + (spot ? " is not a spot of the image" : " is a spot of the image") +
                ": only erasures ('O') may differ");
    }
  }
  image img(like.rows(), like.cols(), d.spots.spots, like.connectivity());
  for (const pixel p : d.erased) img.erase(p.row, p.col);
  return img;
}

}  // namespace blob_count
