#include "grader/core/problem_driver.hpp"

#include <algorithm>

namespace grader {

namespace {

nlohmann::json optional_count(const std::optional<std::uint64_t>& n) {
  return n ? nlohmann::json(*n) : nlohmann::json(nullptr);
}

}  // namespace

const std::optional<std::uint64_t>& reference_report::nodes_of(reading how) const noexcept {
  switch (how) {
    case reading::front_to_back:
      return model_nodes;
    case reading::back_to_front:
      return reversed_nodes;
    case reading::ties_front_to_back:
      return ties_nodes;
    case reading::ties_back_to_front:
      return ties_reversed_nodes;
  }
  return model_nodes;
}

const hook_info* problem_driver::find_hook(std::string_view hook) const {
  const auto& all = hooks();
  const auto it = std::find_if(all.begin(), all.end(), [&](const hook_info& h) { return h.name == hook; });
  return it == all.end() ? nullptr : &*it;
}

bool problem_driver::is_search(std::string_view hook) const {
  const hook_info* h = find_hook(hook);
  return h != nullptr && h->search;
}

judgement problem_driver::judge_answer(const test_case& tc, const nlohmann::json& output) const {
  run_evidence run;
  run.answered = true;
  run.output = &output;
  auto j = judge(tc, run);
  if (!j.answer) return {verdict::judge_error, std::string(name()) + "'s driver did not judge the output"};
  return std::move(*j.answer);
}

nlohmann::json to_json(const reference_report& r) {
  nlohmann::json runs = nlohmann::json::array();
  for (const auto& run : r.runs) {
    runs.push_back({{"who", run.who},
                    {"nodes", optional_count(run.nodes)},
                    {"finished", run.nodes.has_value()},
                    {"cap", run.cap},
                    {"seconds", run.seconds},
                    {"note", run.note}});
  }
  return {{"agrees", r.disagreements.empty()},
          {"disagreements", r.disagreements},
          {"model_nodes", optional_count(r.model_nodes)},
          {"reversed_nodes", optional_count(r.reversed_nodes)},
          {"ties_nodes", optional_count(r.ties_nodes)},
          {"ties_reversed_nodes", optional_count(r.ties_reversed_nodes)},
          {"answer", r.answer ? *r.answer : nlohmann::json(nullptr)},
          {"findings", r.findings},
          {"runs", std::move(runs)}};
}

answer_witness game_tree_answer(std::vector<std::string> facts, const std::string& claim) {
  answer_witness w;
  w.each = std::move(facts);
  w.unit = "bounds";
  w.advice =
      "Search with apply_move and undo_move on the board you are given (or on copies of it), not on a "
      "representation of your own.";
  w.unproven = "the positions it visited on the board your hook received do not prove " + claim +
               " (a position left unexplored below could change it).";
  return w;
}

}  // namespace grader
