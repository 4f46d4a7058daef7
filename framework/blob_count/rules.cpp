#include "framework/blob_count/rules.hpp"

#include "framework/core/drawn_grid.hpp"
#include "framework/core/problem.hpp"
#include "framework/core/replay.hpp"

#include <sodium.h>

#include <stdexcept>

namespace blob_count {

static_assert(framework::backtracking_rules<rules>);
static_assert(framework::replayable_rules<rules>);

namespace {

// How many pixels differences() names before it only counts: an image may
// have millions, a student needs the first few.
constexpr std::size_t named_differences = 20;

std::string size_text(const image& img) { return framework::size_text(img.rows(), img.cols()); }

template <class Bit>
std::string pack(const image& img, Bit bit) {
  const auto pixels = static_cast<std::size_t>(img.rows()) * static_cast<std::size_t>(img.cols());
  std::vector<unsigned char> bytes((pixels + 7) / 8, 0);
  std::size_t i = 0;
  for (int r = 0; r < img.rows(); ++r) {
    for (int c = 0; c < img.cols(); ++c, ++i) {
      if (bit(r, c)) bytes[i / 8] = static_cast<unsigned char>(bytes[i / 8] | (0x80u >> (i % 8)));
    }
  }
  std::string out(sodium_base64_ENCODED_LEN(bytes.size(), sodium_base64_VARIANT_ORIGINAL), '\0');
  sodium_bin2base64(out.data(), out.size(), bytes.data(), bytes.size(), sodium_base64_VARIANT_ORIGINAL);
  out.resize(out.size() - 1);  // the terminating NUL
  return out;
}

std::vector<std::uint8_t> unpack(const nlohmann::json& j, const char* key, std::size_t pixels) {
  if (!j.is_string()) throw std::invalid_argument(std::string("'") + key + "' must be a base64 string");
  const auto& text = j.get_ref<const std::string&>();
  std::vector<unsigned char> bytes(text.size() / 4 * 3 + 3);
  std::size_t length = 0;
  if (sodium_base642bin(bytes.data(), bytes.size(), text.data(), text.size(), nullptr, &length, nullptr,
                        sodium_base64_VARIANT_ORIGINAL) != 0 ||
      length != (pixels + 7) / 8)
    throw std::invalid_argument(std::string("'") + key + "' must hold " + std::to_string(pixels) +
                                " bits in base64");
  std::vector<std::uint8_t> bits(pixels);
  for (std::size_t i = 0; i < pixels; ++i)
    bits[i] = static_cast<std::uint8_t>((unsigned{bytes[i / 8]} >> (7 - i % 8)) & 1u);
  return bits;
}

int side_of(const nlohmann::json& j, const char* key) {
  if (!j.contains(key) || !j[key].is_number_integer())
    throw std::invalid_argument(std::string("an image needs its '") + key + "'");
  const auto side = j[key].get<std::int64_t>();
  if (side < 0 || side > image::max_side)
    throw std::invalid_argument(std::string("'") + key + "' must be 0 to " + std::to_string(image::max_side));
  return static_cast<int>(side);
}

// Claims each spot of the blob through `start` once, by an explicit stack (any
// size): claim(i) marks pixel i (row * cols + col) and says whether it was new.
template <class Claim>
void fill_blob(const image& img, pixel start, std::vector<pixel>& stack, Claim&& claim) {
  const auto cols = static_cast<std::size_t>(img.cols());
  const auto index = [cols](int r, int c) {
    return static_cast<std::size_t>(r) * cols + static_cast<std::size_t>(c);
  };
  claim(index(start.row, start.col));
  stack.push_back(start);
  while (!stack.empty()) {
    const pixel p = stack.back();
    stack.pop_back();
    for (const pixel d : img.neighbours()) {
      const int r = p.row + d.row;
      const int c = p.col + d.col;
      if (img.is_spot(r, c) && claim(index(r, c))) stack.push_back({r, c});
    }
  }
}

}  // namespace

std::vector<pixel> rules::legal_moves(const image& img) {
  std::vector<pixel> moves;
  for (int r = 0; r < img.rows(); ++r) {
    for (int c = 0; c < img.cols(); ++c) {
      if (img.is_spot(r, c)) moves.push_back({r, c});
    }
  }
  return moves;
}

std::optional<std::string> rules::why_illegal(const image& img, const pixel& p) {
  if (!img.on_grid(p.row, p.col)) return to_string(p) + " is not a pixel of the " + size_text(img) + " image";
  if (img.is_erased(p.row, p.col)) return to_string(p) + " is already erased: each spot is counted once";
  if (!img.is_spot(p.row, p.col)) return to_string(p) + " is not a spot";
  return std::nullopt;
}

std::string render(const image& img) {
  if (img.rows() > render_limit || img.cols() > render_limit) {
    return "    (a " + size_text(img) + " image with " + std::to_string(img.spots()) + " spots, " +
           std::to_string(img.erased_count()) + " erased: too large to draw)\n";
  }
  return framework::render_grid(img.cols(), img.rows(),
                                [&](int x, int y) { return std::string(1, symbol_of(img, y, x)); });
}

std::string rules::render(const image& img) { return blob_count::render(img); }

std::vector<std::string> rules::differences(const image& expected, const image& actual) {
  if (expected.rows() != actual.rows() || expected.cols() != actual.cols())
    return {"the image is " + size_text(actual) + " but should be " + size_text(expected)};
  if (expected.connectivity() != actual.connectivity()) return {"the image's connectivity changed"};
  std::vector<std::string> out;
  std::size_t more = 0;
  const auto word = [&](int r, int c, const image& img) {
    return img.is_spot(r, c)     ? std::string("a spot ('*')")
           : img.is_erased(r, c) ? std::string("erased ('O')")
                                 : std::string("empty ('.')");
  };
  for (int r = 0; r < expected.rows(); ++r) {
    for (int c = 0; c < expected.cols(); ++c) {
      if (symbol_of(expected, r, c) == symbol_of(actual, r, c)) continue;
      if (out.size() == named_differences) {
        ++more;
        continue;
      }
      out.push_back(to_string(pixel{r, c}) + " should be " + word(r, c, expected) + " but is " +
                    word(r, c, actual));
    }
  }
  if (more > 0) out.push_back("... and " + std::to_string(more) + " more pixels differ");
  return out;
}

std::vector<std::string> rules::goal_differences(const image& img) {
  if (is_goal(img)) return {};
  const auto left = img.spots() - img.erased_count();
  return {std::to_string(left) + (left == 1 ? " spot is" : " spots are") + " not erased yet"};
}

nlohmann::json rules::state_json(const image& img) {
  nlohmann::json j = {{"rows", img.rows()},
                      {"cols", img.cols()},
                      {"connectivity", static_cast<int>(img.connectivity())},
                      {"spots", pack(img, [&](int r, int c) { return img.has_spot(r, c); })}};
  if (img.erased_count() > 0) j["erased"] = pack(img, [&](int r, int c) { return img.is_erased(r, c); });
  return j;
}

image rules::state_from_json(const nlohmann::json& j) {
  if (!j.is_object()) throw std::invalid_argument("an image must be an object");
  const int rows = side_of(j, "rows");
  const int cols = side_of(j, "cols");
  if (!j.contains("connectivity") || !j["connectivity"].is_number_integer() ||
      (j["connectivity"] != 4 && j["connectivity"] != 8))
    throw std::invalid_argument("an image's 'connectivity' is 4 or 8");
  const auto c = j["connectivity"] == 4 ? connectivity::four : connectivity::eight;
  const auto pixels = static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols);
  if (!j.contains("spots")) throw std::invalid_argument("an image needs its 'spots'");
  const auto spots = unpack(j["spots"], "spots", pixels);
  image img(rows, cols, spots, c);
  if (j.contains("erased")) {
    const auto erased = unpack(j["erased"], "erased", pixels);
    for (std::size_t i = 0; i < pixels; ++i) {
      if (erased[i] == 0) continue;
      if (spots[i] == 0) throw std::invalid_argument("'erased' holds a pixel that is not a spot");
      img.erase(static_cast<int>(i / static_cast<std::size_t>(cols)),
                static_cast<int>(i % static_cast<std::size_t>(cols)));
    }
  }
  return img;
}

std::vector<std::int32_t> rules::labels(const image& img) {
  const auto cols = static_cast<std::size_t>(img.cols());
  std::vector<std::int32_t> label(static_cast<std::size_t>(img.rows()) * cols, -1);
  std::vector<pixel> stack;
  std::int32_t next = 0;
  for (int row = 0; row < img.rows(); ++row) {
    for (int col = 0; col < img.cols(); ++col) {
      const auto at = static_cast<std::size_t>(row) * cols + static_cast<std::size_t>(col);
      if (!img.is_spot(row, col) || label[at] >= 0) continue;
      fill_blob(img, {row, col}, stack, [&](std::size_t i) {
        if (label[i] >= 0) return false;
        label[i] = next;
        return true;
      });
      ++next;
    }
  }
  return label;
}

// Filled from `start` alone: a case's blob on a large image is found without
// labelling every other blob.
std::vector<pixel> rules::blob_pixels(const image& img, pixel start) {
  std::vector<pixel> out;
  if (!img.is_spot(start.row, start.col)) return out;
  const auto cols = static_cast<std::size_t>(img.cols());
  std::vector<bool> in_blob(static_cast<std::size_t>(img.rows()) * cols, false);
  std::vector<pixel> stack;
  std::size_t size = 0;
  fill_blob(img, start, stack, [&](std::size_t i) {
    if (in_blob[i]) return false;
    in_blob[i] = true;
    ++size;
    return true;
  });
  out.reserve(size);
  for (std::size_t i = 0; i < in_blob.size() && out.size() < size; ++i) {
    if (in_blob[i]) out.push_back({static_cast<int>(i / cols), static_cast<int>(i % cols)});
  }
  return out;
}

std::vector<pixel> rules::erased_pixels(const image& img, std::size_t limit) {
  std::vector<pixel> out;
  if (img.erased_count() == 0) return out;
  for (int r = 0; r < img.rows() && out.size() < limit; ++r) {
    for (int c = 0; c < img.cols() && out.size() < limit; ++c) {
      if (img.is_erased(r, c)) out.push_back({r, c});
    }
  }
  return out;
}

std::string rules::deck_position(pixel p) {
  return "[" + std::to_string(p.row) + "][" + std::to_string(p.col) + "]";
}

}  // namespace blob_count
