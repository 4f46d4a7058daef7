// What only the instructor's kit answers for blob count: the model answers
// (reference/blob_count/model_answer.cpp), the fast labeller behind the
// answers of blob_size and find_blobs cases, the reference's view of those
// cases, and the case generator.

#include "grader/problems/blob_count_reference.hpp"

#include "framework/blob_count/hooks.hpp"
#include "framework/blob_count/rules.hpp"
#include "grader/problems/blob_count_judge.hpp"
#include "reference/blob_count/fast_labeller.hpp"

#include <algorithm>

namespace grader::problems {

const case_generator& blob_count_case_generator();  // grader/problems/blob_count_generator.cpp

namespace {

namespace bc = blob_count;
using bc::rules;
using blob_judge::blobs_json;
using blob_judge::summary;
using blob_judge::thousands;
using nlohmann::json;

// The deepest recursion a student's blob_size may rely on (docs/testcases.md):
// every case that carries points keeps its blobs this small, which leaves a
// recursive call 640 bytes of the runner's 64 MiB stack (a faithful port of
// the deck takes 112 at -O2).
constexpr std::uint64_t promised_depth = 100'000;

// The fast reference's blobs: what decides every answer.
std::vector<bc::blob> fast_blobs(const bc::image& img) {
  const auto spots = blob_judge::spots_of(img);
  const auto c = img.connectivity() == bc::connectivity::four ? bc::fast::connectivity::four
                                                              : bc::fast::connectivity::eight;
  std::vector<bc::blob> out;
  for (const auto& b : bc::fast::find_blobs(spots, img.rows(), img.cols(), c))
    out.push_back({{b.row, b.col}, b.size});
  return out;
}

// The fast labeller's run over the case's image, and the case's promise on its depth.
reference_report label(const test_case& tc, const bc::image& start, std::vector<bc::blob>& truth) {
  reference_report report;
  report.runs.push_back(run_capped("fast reference", nullptr, 0, [&] { truth = fast_blobs(start); }));
  report.runs.back().nodes = start.spots();
  report.runs.back().note = "pixels it labelled, every blob at once";
  const auto largest = tc.expected.at("largest").get<std::uint64_t>();
  if (tc.points > 0 && largest > promised_depth)
    report.disagreements.push_back(
        "the largest blob has " + thousands(largest) + " pixels, more than the " + thousands(promised_depth) +
        " a recursive blob_size may rely on (the runner's stack): give the case points: 0 and say it is a "
        "stack-limit case, or choose a smaller blob");
  return report;
}

reference_report consult_blob_size(const test_case& tc, std::uint64_t cap) {
  const bc::image start = rules::state_from_json(tc.input.at("state"));
  std::vector<bc::blob> truth;
  reference_report report = label(tc, start, truth);
  bc::image img = start;
  const bc::pixel p = rules::move_from_json(tc.input.at("at"));
  const auto blob = rules::blob_pixels(start, p);
  const auto size = tc.expected.at("size").get<std::uint64_t>();
  // The fast reference knows the blob by its position, its highest-leftmost pixel.
  if (!blob.empty()) {
    const auto it =
        std::find_if(truth.begin(), truth.end(), [&](const bc::blob& b) { return b.at == blob.front(); });
    if (it == truth.end() || it->size != size)
      report.disagreements.push_back("the fast reference's blob at " + rules::deck_position(blob.front()) +
                                     " differs from the rules' " + feedback::plural(size, "pixel"));
  }
  std::uint64_t answer = 0;
  report.model_nodes = run_model<rules>(report, cap, [&] { answer = bc::blob_size(img, p.row, p.col); });
  if (report.model_nodes && (answer != size || img.erased_count() != size))
    report.disagreements.push_back("the model answer measures " + std::to_string(answer) + " and erases " +
                                   std::to_string(img.erased_count()) + " pixels, not " +
                                   std::to_string(size));
  bc::image erased = start;
  for (const bc::pixel q : blob) erased.erase(q.row, q.col);
  report.answer = json{{"size", size}, {"state", rules::state_json(erased)}};
  report.findings.push_back(bc::hook_name::blob_size + bc::to_string(p) + " = " + thousands(size));
  return report;
}

reference_report consult_find_blobs(const test_case& tc, std::uint64_t cap) {
  const bc::image start = rules::state_from_json(tc.input.at("state"));
  std::vector<bc::blob> truth;
  reference_report report = label(tc, start, truth);
  bc::image img = start;
  if (blobs_json(truth) != tc.expected.at("blobs"))
    report.disagreements.push_back("the fast reference's blobs differ from the case's");
  std::vector<bc::blob> answer;
  report.model_nodes = run_model<rules>(report, cap, [&] { answer = bc::find_blobs(img); });
  if (report.model_nodes && (answer != truth || !(img == start)))
    report.disagreements.push_back("the model answer disagrees with the fast reference");
  report.answer = json{{"blobs", tc.expected.at("blobs")}, {"state", rules::state_json(start)}};
  report.findings.push_back(summary(start, truth));
  return report;
}

}  // namespace

const problem_reference* blob_count_reference() {
  static const blob_count_rules_reference instance = [] {
    blob_count_rules_reference r;
    r.model_moves_and_edits(&bc::valid_moves, &bc::apply_move, &bc::undo_move);
    r.blobs = &fast_blobs;
    r.consult = {{bc::hook_name::blob_size, &consult_blob_size},
                 {bc::hook_name::find_blobs, &consult_find_blobs}};
    r.generator = &blob_count_case_generator();
    return r;
  }();
  return &instance;
}

}  // namespace grader::problems
