#pragma once
// A hook of one of the standard kinds, handled once for every problem: the
// kind's case fields and parsing, judging, what the reference says of a case,
// and how `grader show` and the HTML reports tell it. One small class per
// kind (valid_moves_hook.hpp, edit_hook.hpp, solve_hook.hpp, count_hook.hpp)
// holds the kind's model answer; rules_driver registers them and hands each
// case to its hook's handler. The handlers read positions and draw them
// through the problem's driver, whose friends they are.
//
// The standard kinds and their runner input/output (framework/harness/standard_hooks.hpp):
//   valid_moves  {state}        -> {moves}     expected {moves, order}
//   apply_move   {state, move}  -> {state}     expected {state}
//   undo_move    {state, move}  -> {state}     expected {state}
//   solve        {state}        -> {solution}  expected {solvable}     a search; moves replayed
//   count        {state}        -> {count}     expected {count}        a search

#include "framework/core/problem.hpp"
#include "framework/core/replay.hpp"
#include "framework/core/trace.hpp"
#include "grader/core/feedback.hpp"
#include "grader/core/hooks/lecture_readings.hpp"
#include "grader/core/problem_driver.hpp"
#include "grader/core/untrusted.hpp"

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace grader {

using framework::move_word;

enum class hook_kind { valid_moves, apply_move, undo_move, solve, count, custom };

template <class R>
class rules_driver;

// A list of moves in the runner's JSON, and back (std::invalid_argument when it is not one).
template <class R>
[[nodiscard]] nlohmann::json moves_to_json(const std::vector<typename R::move>& ms) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& m : ms) out.push_back(R::move_json(m));
  return out;
}
template <class R>
[[nodiscard]] std::vector<typename R::move> moves_from_json(const nlohmann::json& j) {
  if (!j.is_array()) throw std::invalid_argument("moves must be a list, not " + feedback::quote(j));
  std::vector<typename R::move> out;
  out.reserve(j.size());
  for (const auto& item : j) out.push_back(R::move_from_json(item));
  return out;
}
// Each move in the problem's words.
template <class R>
[[nodiscard]] std::vector<std::string> described(const std::vector<typename R::move>& ms) {
  std::vector<std::string> out;
  for (const auto& m : ms) out.push_back(R::describe(m));
  return out;
}

template <class R>
class standard_hook {
 public:
  using state = typename R::state;
  using move = typename R::move;
  using moves = std::vector<move>;
  using json = nlohmann::json;
  using yaml_cursor = framework::yaml_cursor;
  using path = std::filesystem::path;
  using driver = rules_driver<R>;

  standard_hook(const driver& d, hook_info info, hook_kind kind)
      : d_(d), info_(std::move(info)), kind_(kind) {}
  virtual ~standard_hook() = default;
  standard_hook(const standard_hook&) = delete;
  standard_hook& operator=(const standard_hook&) = delete;

  [[nodiscard]] const hook_info& info() const noexcept { return info_; }
  [[nodiscard]] hook_kind kind() const noexcept { return kind_; }

  // The case fields this hook's cases use; any other is an error located at it.
  [[nodiscard]] virtual std::vector<std::string_view> fields() const = 0;
  virtual void parse(const yaml_cursor& case_at, const path& problem_dir, test_case& tc) const = 0;
  // `given`: the case's input position, decoded by the driver.
  [[nodiscard]] virtual judgement judge(const test_case& tc, const state& given,
                                        const json& output) const = 0;
  virtual void consult(const test_case& tc, const state& given, std::uint64_t cap,
                       reference_report& report) const = 0;
  // `grader show`'s steps: the case, then (for a solution) one per move.
  [[nodiscard]] virtual std::vector<std::string> show(const test_case& tc, const state& given,
                                                      const std::optional<json>& output) const = 0;
  [[nodiscard]] virtual std::vector<figure> figures(const test_case& tc, const state& given,
                                                    const std::optional<json>& output) const = 0;
  // Where the lecture's search stops, and what it never does, in the words of the kind.
  [[nodiscard]] virtual std::string node_advice(const test_case&) const { return {}; }
  // What the replay notes of each state the search reaches, for an answer
  // that is no list of moves (judgement::witness); nothing for the others.
  [[nodiscard]] virtual framework::witness_ptr<state> witness() const { return {}; }
  // What the answer of a case claims of the search tree below its input, for
  // the replay to check (framework/core/proof_tree.hpp); nothing for a hook
  // whose count is no claim about a tree.
  [[nodiscard]] virtual std::optional<framework::proof_claim> proof_claim(const test_case&) const {
    return std::nullopt;
  }
  // The lecture's search of the hook's cases, to tell where a student's
  // parted from it and to draw both; nothing for a hook that is no search
  // or whose search is not the lecture's backtracking.
  [[nodiscard]] virtual std::optional<lecture_runs<R>> lecture_search(const test_case&) const {
    return std::nullopt;
  }

 protected:
  [[nodiscard]] static moves untrusted_moves(const json& j) {
    return untrusted(j, "not a list of moves", [](const json& x) { return driver::moves_from_json(x); });
  }

  // --- figures for the HTML reports, drawn as the problem draws
  void add_figure(std::vector<figure>& out, std::string caption, const state& s) const {
    if (auto pic = d_.draw(s)) out.push_back({std::move(caption), {{{}, std::move(*pic)}}});
  }

  // The answer's board, its differences from the expected one marked.
  void add_answer(std::vector<figure>& out, const json& output, const std::optional<state>& expected) const {
    const state answer = R::state_from_json(output.at("state"));
    // A board that is the expected one needs no second picture.
    if (expected && answer == *expected) return;
    auto pic = d_.draw(answer);
    if (!pic) return;
    if (expected) {
      if (const auto want = d_.draw(*expected)) mark_differences(*pic, *want);
    }
    figure f{"your " + framework::state_word<R>(), {{{}, std::move(*pic)}}};
    f.wrong = expected.has_value();
    out.push_back(std::move(f));
  }

  // The answer played by the rules, one frame per move; an illegal move ends
  // the play with its reason.
  void add_play(std::vector<figure>& out, const state& start, const json& solution) const {
    if (solution.is_null()) return;
    const moves ms = driver::moves_from_json(solution);
    state s = start;
    auto first = d_.draw(s);
    if (!first) return;
    figure f{"your solution, " + feedback::plural(ms.size(), move_word<R>()), {}};
    f.frames.push_back({"start", std::move(*first)});
    for (std::size_t i = 0; i < ms.size(); ++i) {
      const std::string step = "move " + std::to_string(i + 1) + ": " + R::describe(ms[i]);
      if (auto why = R::why_illegal(s, ms[i])) {
        f.frames.back().caption += "; next, " + step + " is illegal: " + *why;
        f.wrong = true;
        break;
      }
      const state before = s;
      R::apply(s, ms[i]);
      auto pic = d_.draw(s);
      if (!pic) return;
      // The move drawn on the position it was made from would hide the
      // result; draw it on the result, where its cells are.
      d_.mark_move(*pic, before, ms[i]);
      f.frames.push_back({step, std::move(*pic)});
    }
    if (!f.wrong && !R::is_goal(s)) {
      f.frames.back().caption += " (not the goal)";
      f.wrong = true;
    }
    out.push_back(std::move(f));
  }

  const driver& d_;

 private:
  hook_info info_;
  hook_kind kind_;
};

}  // namespace grader
