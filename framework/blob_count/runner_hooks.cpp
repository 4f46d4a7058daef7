// Blob count's hooks as the runner calls them: the shared ones through the
// standard entries, the deck's blobSize and findBlobs through entries of
// their own, which send back the image as the hook left it (the grader checks
// what was erased and what was restored). Linked only into runners.

#include "framework/blob_count/hooks.hpp"
#include "framework/blob_count/rules.hpp"
#include "framework/harness/standard_hooks.hpp"

namespace framework::harness {

namespace {

using blob_count::rules;

// {state, at: [r, c]} -> {size, state}
nlohmann::json blob_size_entry(const request& r) {
  blob_count::image img = input_state<rules>(r);
  const blob_count::pixel at = input_move<rules>(r, "at");
  begin_search({&img.identity()});
  const std::uint64_t size = blob_count::blob_size(img, at.row, at.col);
  return {{"size", size}, {"state", rules::state_json(img)}};
}

// {state} -> {blobs: [[r, c, size], ...], state}
nlohmann::json find_blobs_entry(const request& r) {
  blob_count::image img = input_state<rules>(r);
  begin_search({&img.identity()});
  const auto blobs = blob_count::find_blobs(img);
  nlohmann::json list = nlohmann::json::array();
  for (const auto& b : blobs) list.push_back({b.at.row, b.at.col, b.size});
  return {{"blobs", list}, {"state", rules::state_json(img)}};
}

}  // namespace

const runner_problem& this_problem() {
  return table_of<rules>({
      {blob_count::hook_name::blob_size, &blob_size_entry},
      {blob_count::hook_name::find_blobs, &find_blobs_entry},
      {blob_count::hook_name::valid_moves, &valid_moves_entry<rules, &blob_count::valid_moves>},
      {blob_count::hook_name::apply_move, &edit_entry<rules, &blob_count::apply_move>},
      {blob_count::hook_name::undo_move, &edit_entry<rules, &blob_count::undo_move>},
  });
}

}  // namespace framework::harness
