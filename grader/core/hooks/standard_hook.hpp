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
#include "framework/core/trace.hpp"
#include "grader/core/problem_driver.hpp"
#include "grader/core/untrusted.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace grader {

using framework::move_word;

enum class hook_kind { valid_moves, apply_move, undo_move, solve, count, custom };

template <class R>
class rules_driver;

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
  // Where a search parted from the lecture's, in every reading the case accepts.
  [[nodiscard]] virtual std::string explain_count(const test_case&,
                                                  const framework::trace::search_line&) const {
    return {};
  }

 protected:
  [[nodiscard]] static moves untrusted_moves(const json& j) {
    return untrusted(j, "not a list of moves", [](const json& x) { return driver::moves_from_json(x); });
  }

  const driver& d_;

 private:
  hook_info info_;
  hook_kind kind_;
};

}  // namespace grader
