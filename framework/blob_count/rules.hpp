#pragma once
// The framework's own rules of blob count: the trusted implementation every
// student answer is checked against. Satisfies framework::backtracking_rules
// and replayable_rules.
//
// A move erases a pixel (the deck's ERASE SPOT). The legal moves of an image,
// in canonical order, are its spots not yet erased in reading order; undoing
// a move restores the pixel. The goal, every spot erased, is where the deck's
// counting ends before findBlobs restores the image. Nodes: erasures.

#include "framework/blob_count/image.hpp"
#include "framework/core/hook_names.hpp"
#include "framework/core/probe.hpp"
#include "framework/core/square_move_rules.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace blob_count {

// describe, the move codec, the node rule and the trace's edits:
// square_move_rules; a move erases, so nodes are the erasures.
struct rules : framework::square_move_rules<rules> {
  using state = image;
  using move = pixel;
  static constexpr std::string_view name = "blob_count";
  static constexpr std::string_view move_word = "pixel";
  static constexpr std::string_view state_word = "image";
  static constexpr std::string_view square_word = "pixel";
  static constexpr std::string_view placed_by = "restore";
  static constexpr std::string_view removed_by = "erase";
  static constexpr framework::probe::edit move_edit = framework::probe::edit::remove;
  // A refused erasure is told by its own message and the image: blobSize
  // never undoes a move, and a gel is too large to rebuild edit by edit.
  static constexpr bool retell_search = false;

  static std::vector<pixel> legal_moves(const image& img);
  static std::optional<std::string> why_illegal(const image& img, const pixel& p);
  static void apply(image& img, const pixel& p) { img.erase(p.row, p.col); }
  static void undo(image& img, const pixel& p) { img.restore(p.row, p.col); }
  static bool is_goal(const image& img) { return img.erased_count() == img.spots(); }
  static std::string render(const image& img);
  static std::vector<std::string> differences(const image& expected, const image& actual);
  static std::vector<std::string> goal_differences(const image& img);

  // The runner protocol's encoding, compact enough for 4096x4096 images:
  // {"rows": R, "cols": C, "connectivity": 8, "spots": B, "erased": B}, each B
  // one bit per pixel in reading order (most significant bit first), in
  // base64; "erased" is left out when nothing is. A move is [row, col].
  static nlohmann::json state_json(const image& img);
  static image state_from_json(const nlohmann::json& j);

  // Every spot not erased labelled with its blob: blobs numbered from 0 in
  // reading order of their positions, -1 for other pixels; reading order.
  // An explicit stack: any size.
  static std::vector<std::int32_t> labels(const image& img);
  // The pixels of the blob through `start`, in reading order; none when start
  // is not a spot.
  static std::vector<pixel> blob_pixels(const image& img, pixel start);
  // The erased pixels in reading order, the first `limit` of them.
  static std::vector<pixel> erased_pixels(const image& img, std::size_t limit);
  // "[2][7]", the deck's notation of a blob's position.
  static std::string deck_position(pixel p);
};

// The image with coordinates (row down the side, column across the top), the
// deck's symbols: '*' spot, 'O' erased, '.' empty. An image wider or higher
// than render_limit is summarised in a line instead.
inline constexpr int render_limit = 80;
[[nodiscard]] std::string render(const image& img);

namespace hook_name {  // each hook's name, spelt once (framework/core/hook_names.hpp)
using namespace framework::hook_name;
inline constexpr char blob_size[] = "blob_size";
inline constexpr char find_blobs[] = "find_blobs";
}  // namespace hook_name

}  // namespace blob_count
