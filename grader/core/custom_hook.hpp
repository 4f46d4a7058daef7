#pragma once
// A hook of a problem's own kind (N-queens' in_jeopardy, Boggle's
// find_all_words, tic-tac-toe's alphabeta): one object that parses its cases,
// judges an answer and shows a case. A driver registers it in its constructor
// (rules_driver::add_custom), usually as a class nested in the driver, so it
// reads positions and renders them the way the problem's other hooks do. What
// the reference says of its cases is in the problem's reference part
// (rules_reference::consult, under the same hook name), which only the
// instructor's build has.

#include "framework/core/replay.hpp"
#include "grader/core/hooks/lecture_readings.hpp"
#include "grader/core/problem_driver.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace grader {

template <class R>
class custom_hook {
 public:
  using state = typename R::state;
  using json = nlohmann::json;
  using yaml_cursor = framework::yaml_cursor;
  using path = std::filesystem::path;

  explicit custom_hook(hook_info info) : info_(std::move(info)) {}
  virtual ~custom_hook() = default;
  custom_hook(const custom_hook&) = delete;
  custom_hook& operator=(const custom_hook&) = delete;

  [[nodiscard]] const hook_info& info() const noexcept { return info_; }

  // The case fields only this hook's cases have (the position's are the driver's).
  [[nodiscard]] virtual std::vector<std::string_view> fields() const { return {}; }
  // A case of this hook from its YAML: tc.input for the runner, tc.expected for judge().
  virtual void parse(const yaml_cursor& case_at, const path& problem_dir, test_case& tc) const = 0;
  // The runner's output for the case; throw malformed for an answer that does not decode.
  [[nodiscard]] virtual judgement judge(const test_case& tc, const json& output) const = 0;
  // The case, and the answer when there is one, as `grader show` prints them.
  [[nodiscard]] virtual std::string show(const test_case& tc, const std::optional<json>& output) const = 0;
  // Where this hook's search stops and what it never does, in the problem's
  // words; empty: the words of the hook's kind.
  [[nodiscard]] virtual std::string node_advice(const test_case&) const { return {}; }
  // What the replay notes of each state the search reaches on the case, for
  // an answer that is no list of moves (judgement::witness); nothing by
  // default.
  [[nodiscard]] virtual framework::witness_ptr<state> witness(const test_case&) const { return {}; }
  // What the answer of a case claims of the search tree below the input's
  // "state", for the replay to check (framework/core/proof_tree.hpp);
  // nothing by default.
  [[nodiscard]] virtual std::optional<framework::proof_claim> proof_claim(const test_case&) const {
    return std::nullopt;
  }
  // For a game's order_of_moves claim: the window alpha-beta's cutoffs are
  // checked from; nothing: the order alone.
  [[nodiscard]] virtual std::optional<framework::game_window> proof_window(const test_case&) const {
    return std::nullopt;
  }
  // The lecture's search of the hook's cases on the input's "state", when
  // it is the lecture's backtracking through the rules: the grader tells
  // where a student's search parted from it, and draws both.
  [[nodiscard]] virtual std::optional<lecture_runs<R>> lecture_search(const test_case&) const {
    return std::nullopt;
  }
  // The states the hook receives, its trace's roots; default: the input's "state".
  [[nodiscard]] virtual std::vector<state> inputs(const test_case& tc) const {
    return {R::state_from_json(tc.input.at("state"))};
  }
  // The case's figures in the HTML reports; nullopt: the positions it
  // receives and the position it answers with.
  [[nodiscard]] virtual std::optional<std::vector<figure>> figures(const test_case&,
                                                                   const std::optional<json>&) const {
    return std::nullopt;
  }

 private:
  hook_info info_;
};

// A custom hook nested in its driver, reading positions and rendering them
// the way the driver's other hooks do: `d_` is the driver.
template <class R, class Driver>
class driver_hook : public custom_hook<R> {
 public:
  driver_hook(const Driver& d, hook_info info) : custom_hook<R>(std::move(info)), d_(d) {}

 protected:
  const Driver& d_;
};

}  // namespace grader
