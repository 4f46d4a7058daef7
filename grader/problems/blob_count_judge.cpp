// Judging blob count's own hooks, blob_size and find_blobs: the answers are
// the fast reference's, the feedback names pixels and blobs, and recognises
// the usual mistakes (the wrong neighbours, a bound off by one, a position
// that is not the highest-then-leftmost pixel, a forgotten restore). A helper
// file of the driver (grader/problems/blob_count.cpp).

#include "grader/problems/blob_count_judge.hpp"

#include "framework/blob_count/rules.hpp"
#include "grader/core/untrusted.hpp"

#include <algorithm>

namespace grader::problems::blob_judge {

namespace {

using bc::rules;

constexpr int render_limit_side = 40;

[[nodiscard]] std::string picture(const bc::image& start, const bc::image& after) {
  if (start.rows() > render_limit_side || start.cols() > render_limit_side) return {};
  return feedback::side_by_side({{"the image", render(start)}, {"after your hook", render(after)}});
}

// The blob's unerased pixels all on the last row or column: a bound off by one.
[[nodiscard]] std::optional<std::string> border_hint(const bc::image& img, const bc::image& after,
                                                     const std::vector<bc::pixel>& blob, bc::pixel start) {
  std::size_t missing = 0;
  bool all_on_edge = true;
  for (const bc::pixel p : blob) {
    if (after.is_erased(p.row, p.col)) continue;
    ++missing;
    all_on_edge = all_on_edge && (p.row == img.rows() - 1 || p.col == img.cols() - 1);
  }
  // Nothing erased from a pixel on the last row or column: the start itself was thought off the grid.
  const bool start_on_edge =
      missing == blob.size() && (start.row == img.rows() - 1 || start.col == img.cols() - 1);
  if (missing == 0 || (!start_on_edge && (missing == blob.size() || !all_on_edge))) return {};
  const std::string bounds =
      ": is the bound check off by one? A pixel is on the grid when 0 <= row < img.rows() and 0 <= col < "
      "img.cols() (img.is_spot checks it for you)";
  if (start_on_edge)
    return bc::to_string(start) + " is on the last row or column, and nothing was counted" + bounds;
  return "every pixel left out is on the last row or column" + bounds;
}

// Why a list of blobs is not the image's, naming the blobs.
[[nodiscard]] std::vector<std::string> blob_differences(const bc::image& img,
                                                        const std::vector<bc::blob>& expected,
                                                        const std::vector<bc::blob>& got,
                                                        const blob_count_rules_reference* instructor) {
  std::vector<std::string> lines;
  auto sorted = got;
  std::sort(sorted.begin(), sorted.end());
  if (sorted == expected)
    return {
        "find_blobs finds every blob, but not in reading order of their positions: scan the rows from the "
        "top, each from the left"};
  if (got == reference_blobs(instructor, with_connectivity(img, other(img.connectivity()))))
    return {"find_blobs finds the blobs of the image as if " +
            std::to_string(static_cast<int>(other(img.connectivity()))) +
            " pixels around each touched it: " + neighbours_hint(img.connectivity())};
  // Blobs reported at another pixel of a blob, or with another size.
  const auto label = rules::labels(img);
  const auto label_of = [&](bc::pixel p) {
    if (!img.is_spot(p.row, p.col)) return std::int32_t{-1};
    return label[static_cast<std::size_t>(p.row) * static_cast<std::size_t>(img.cols()) +
                 static_cast<std::size_t>(p.col)];
  };
  std::vector<std::string> moved;
  std::vector<std::string> sized;
  std::vector<std::string> bogus;
  std::vector<bool> reported(expected.size(), false);
  std::size_t wrong_neighbours = 0;
  // The size of each blob of the other connectivity, by pixel: what wrong neighbours measure.
  const auto swapped_label = rules::labels(with_connectivity(img, other(img.connectivity())));
  std::vector<std::uint64_t> swapped_size;
  for (const auto l : swapped_label) {
    if (l < 0) continue;
    if (swapped_size.size() <= static_cast<std::size_t>(l))
      swapped_size.resize(static_cast<std::size_t>(l) + 1, 0);
    ++swapped_size[static_cast<std::size_t>(l)];
  }
  for (const auto& b : got) {
    const auto l = label_of(b.at);
    if (l < 0) {
      bogus.push_back(blob_text(b));
      continue;
    }
    const auto& truth = expected[static_cast<std::size_t>(l)];
    reported[static_cast<std::size_t>(l)] = true;
    if (!(truth.at == b.at))
      moved.push_back(rules::deck_position(b.at) + " (the blob at " + rules::deck_position(truth.at) + ")");
    if (truth.size != b.size) {
      sized.push_back(rules::deck_position(truth.at) + " has " + std::to_string(truth.size) + ", not " +
                      std::to_string(b.size));
      const auto at = static_cast<std::size_t>(b.at.row) * static_cast<std::size_t>(img.cols()) +
                      static_cast<std::size_t>(b.at.col);
      if (b.size == swapped_size[static_cast<std::size_t>(swapped_label[at])]) ++wrong_neighbours;
    }
  }
  std::vector<std::string> missed;
  for (std::size_t i = 0; i < expected.size(); ++i) {
    if (!reported[i]) missed.push_back(blob_text(expected[i]));
  }
  if (got.size() != expected.size())
    lines.push_back("find_blobs finds " + feedback::plural(got.size(), "blob") + "; the image has " +
                    std::to_string(expected.size()));
  if (!moved.empty())
    lines.push_back(
        "find_blobs reports blobs at a pixel that is not their position: " + feedback::list_some(moved) +
        ". A blob's position is its highest pixel, the leftmost of them: the first the deck's row-by-row "
        "scan meets");
  if (!sized.empty()) {
    lines.push_back(
        "find_blobs measures blobs wrong: " + feedback::list_some(sized) +
        (wrong_neighbours == sized.size() ? "; " + neighbours_hint(img.connectivity()) : std::string()));
  }
  if (!missed.empty()) lines.push_back("find_blobs misses " + feedback::list_some(missed));
  if (!bogus.empty())
    lines.push_back("find_blobs reports " + feedback::list_some(bogus) + " where the image has no spot");
  if (lines.empty()) lines.push_back("find_blobs reports some blobs more than once");
  return lines;
}

}  // namespace

std::vector<std::uint8_t> spots_of(const bc::image& img) {
  std::vector<std::uint8_t> out;
  out.reserve(static_cast<std::size_t>(img.rows()) * static_cast<std::size_t>(img.cols()));
  for (int r = 0; r < img.rows(); ++r) {
    for (int c = 0; c < img.cols(); ++c) out.push_back(img.has_spot(r, c) ? 1 : 0);
  }
  return out;
}

// The fast reference's blobs: what decides every answer.
std::vector<bc::blob> reference_blobs(const blob_count_rules_reference* instructor, const bc::image& img) {
  if (instructor != nullptr && instructor->blobs) return instructor->blobs(img);
  // The handout has no fast labeller: the rules' own labelling, once for the
  // whole image (a flood fill per blob would relabel the image for each), each
  // blob found at its first pixel in reading order.
  const auto label = rules::labels(img);
  const auto cols = static_cast<std::size_t>(img.cols());
  std::vector<std::size_t> blob_of_label;  // label -> index into out, or npos while unseen
  std::vector<bc::blob> out;
  for (std::size_t i = 0; i < label.size(); ++i) {
    if (label[i] < 0) continue;
    const auto l = static_cast<std::size_t>(label[i]);
    if (blob_of_label.size() <= l) blob_of_label.resize(l + 1, std::string::npos);
    if (blob_of_label[l] == std::string::npos) {
      blob_of_label[l] = out.size();
      out.push_back({{static_cast<int>(i / cols), static_cast<int>(i % cols)}, 0});
    }
    ++out[blob_of_label[l]].size;
  }
  return out;
}

json blobs_json(const std::vector<bc::blob>& blobs) {
  json out = json::array();
  for (const auto& b : blobs) out.push_back({b.at.row, b.at.col, b.size});
  return out;
}

std::vector<bc::blob> blobs_from_json(const json& j) {
  if (!j.is_array()) throw std::invalid_argument("the blobs must be a list, not " + feedback::quote(j));
  std::vector<bc::blob> out;
  out.reserve(j.size());
  for (const auto& b : j) {
    if (!b.is_array() || b.size() != 3 || !b[0].is_number_integer() || !b[1].is_number_integer() ||
        !b[2].is_number_unsigned())
      throw std::invalid_argument("a blob is [row, col, size], not " + feedback::quote(b));
    out.push_back({{b[0].get<std::int32_t>(), b[1].get<std::int32_t>()}, b[2].get<std::uint64_t>()});
  }
  return out;
}

std::string blob_text(const bc::blob& b) {
  return rules::deck_position(b.at) + " size " + std::to_string(b.size);
}

// The same image with the other connectivity: what a hook that uses the
// wrong neighbours measures.
bc::image with_connectivity(const bc::image& img, bc::connectivity c) {
  return bc::image(img.rows(), img.cols(), spots_of(img), c);
}

bc::connectivity other(bc::connectivity c) {
  return c == bc::connectivity::four ? bc::connectivity::eight : bc::connectivity::four;
}

std::string neighbours_hint(bc::connectivity c) {
  return c == bc::connectivity::eight
             ? "it counts only the four neighbours that share an edge; the deck's blobSize calls all eight "
               "(loop over img.neighbours())"
             : "it counts diagonal neighbours too, but this case's image is 4-connected: use "
               "img.neighbours(), "
               "which gives only the four that share an edge";
}

std::string summary(const bc::image& img, const std::vector<bc::blob>& blobs) {
  std::uint64_t largest = 0;
  for (const auto& b : blobs) largest = std::max(largest, b.size);
  return feedback::plural(blobs.size(), "blob") + " in " + thousands(img.spots()) + " spots" +
         (blobs.empty() ? std::string() : ", the largest " + thousands(largest) + " pixels");
}

[[nodiscard]] std::vector<std::string> erasure_lines(const bc::image& after,
                                                     const std::vector<bc::pixel>& blob,
                                                     const std::string& hook) {
  std::vector<std::string> missing;
  std::vector<std::string> extra;
  std::size_t in_blob = 0;
  for (const bc::pixel p : blob) {
    if (after.is_erased(p.row, p.col)) {
      ++in_blob;
    } else {
      missing.push_back(bc::to_string(p));
    }
  }
  if (after.erased_count() > in_blob) {
    for (const bc::pixel p : rules::erased_pixels(after, after.erased_count())) {
      if (!std::binary_search(blob.begin(), blob.end(), p)) extra.push_back(bc::to_string(p));
      if (extra.size() > feedback::list_limit) break;
    }
  }
  std::vector<std::string> lines;
  if (!missing.empty() && in_blob == 0) {
    lines.push_back(
        hook + " leaves none of the blob's " + feedback::plural(blob.size(), "pixel") +
        " erased: the deck keeps a counted spot erased ('O') until findBlobs has counted every blob");
  } else if (!missing.empty()) {
    lines.push_back(hook + " leaves " + feedback::plural(missing.size(), "pixel") +
                    " of the blob unerased: " + feedback::list_some(missing));
  }
  if (!extra.empty())
    lines.push_back(hook + " erases " + feedback::list_some(extra) + ", which " +
                    (extra.size() == 1 ? "is" : "are") + " not in the blob");
  return lines;
}

[[nodiscard]] judgement judge_blob_size(const test_case& tc, const bc::image& start, const bc::image& after,
                                        const json& output) {
  const json& got = output_field(output, "size");
  if (!got.is_number_unsigned()) throw malformed("the size is not a whole number: " + feedback::quote(got));
  const auto size = got.get<std::uint64_t>();
  const bc::pixel p = rules::move_from_json(tc.input.at("at"));
  const auto expected = tc.expected.at("size").get<std::uint64_t>();
  const auto blob = rules::blob_pixels(start, p);
  const std::string call = blob_count::hook_name::blob_size + bc::to_string(p);
  std::vector<std::string> lines;
  if (size != expected) {
    std::string line = call + " returns " + std::to_string(size) + " but the blob through " +
                       bc::to_string(p) + " has " + feedback::plural(expected, "pixel");
    const bc::image swapped = with_connectivity(start, other(start.connectivity()));
    if (expected > 0 && size == rules::blob_pixels(swapped, p).size())
      line += ": " + neighbours_hint(start.connectivity());
    lines.push_back(line);
  }
  auto erased = erasure_lines(after, blob, call);
  lines.insert(lines.end(), erased.begin(), erased.end());
  if (lines.empty())
    return {verdict::accepted, call + " = " + std::to_string(size) + ", with exactly its blob erased", {}};
  if (const auto hint = border_hint(start, after, blob, p)) lines.push_back(*hint);
  return {verdict::wrong_answer, feedback::lines_some(lines, "differences") + picture(start, after), {}};
}

[[nodiscard]] judgement judge_find_blobs(const test_case& tc, const bc::image& start, const bc::image& after,
                                         const json& output, const blob_count_rules_reference* instructor) {
  const auto got = untrusted(output_field(output, "blobs"), "not a list of blobs",
                             [](const json& j) { return blobs_from_json(j); });
  const auto expected = blobs_from_json(tc.expected.at("blobs"));
  std::vector<std::string> lines;
  if (got != expected) lines = blob_differences(start, expected, got, instructor);
  if (after.erased_count() > 0) {
    std::vector<std::string> left;
    for (const bc::pixel p : rules::erased_pixels(after, feedback::list_limit))
      left.push_back(bc::to_string(p));
    const auto more = after.erased_count() - left.size();
    lines.push_back(
        "find_blobs leaves the image changed: " + feedback::plural(after.erased_count(), "pixel") +
        " still erased ('O'), " + feedback::list_some(left) +
        (more > 0 ? " and " + thousands(more) + " more" : std::string()) +
        ". findBlobs restores each 'O' to '*' once every blob is counted (img.restore)");
  }
  if (lines.empty())
    return {verdict::accepted,
            "all " + feedback::plural(expected.size(), "blob") + " right, the image restored",
            {}};
  return {verdict::wrong_answer, feedback::lines_some(lines, "differences") + picture(start, after), {}};
}

}  // namespace grader::problems::blob_judge
