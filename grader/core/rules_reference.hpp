#pragma once
// What only the instructor's kit can answer for a problem: the model answers
// of its hooks, its fast references, its case generator. The student handout
// has no model answers and no fast references, so none of it may be compiled
// into the handout's drivers. A problem fills one rules_reference in its own
// <problem>_reference.cpp (beside its driver), which only the instructor's
// build compiles and links; the generated registry hands it to the problem's
// driver, or nullptr in the handout. A driver's code is then the same in both
// builds: it asks the reference when there is one, and the generic layers say
// what the handout cannot answer (no_reference) when there is none.

#include "framework/core/hook_names.hpp"
#include "grader/core/problem_driver.hpp"
#include "grader/core/reference_run.hpp"

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <typeinfo>
#include <vector>

namespace grader {

class case_generator;

// The part every problem's reference has, whatever its rules.
struct problem_reference {
  virtual ~problem_reference() = default;
  // What makes fresh cases of the problem (`grader generate`), or nullptr.
  const case_generator* generator = nullptr;
};

// The fastest reference's verdict on a search's start: decided or not, and a solution.
template <class R>
struct solve_decision {
  bool decided = false;
  bool solvable = false;
  std::optional<std::vector<typename R::move>> solution;
  std::string reason;  // how it was decided, in words an instructor can quote
  reference_run run;
};

// A standard hook's model answer, in the slot of its kind.
template <class R>
struct model_answer {
  using state = typename R::state;
  using move = typename R::move;
  using moves = std::vector<move>;
  std::function<moves(const state&)> valid_moves;
  std::function<void(state&, const move&)> edit;  // apply_move, undo_move
  std::function<std::optional<moves>(state&)> solve;
  std::function<std::uint64_t(state&)> count;
  std::function<std::uint64_t(state&, std::uint64_t)> count_to_limit;
};

template <class R>
struct rules_reference : problem_reference {
  using state = typename R::state;
  using move = typename R::move;
  using moves = std::vector<move>;

  // The model answer of each standard hook, by the hook's name; the driver
  // checks, when it registers a hook, that its kind's slot is filled.
  std::map<std::string, model_answer<R>, std::less<>> models;
  // A solve case's fastest reference; empty: the lecture's search, under the cap.
  std::function<solve_decision<R>(const state& start, std::uint64_t cap)> decide;
  // A count case's true answer and the runs that produced it; empty: the model answer's count.
  std::function<std::optional<std::uint64_t>(const test_case&, const state&, std::uint64_t cap,
                                             reference_report&)>
      count;
  // The reference's report on a case of a hook of the problem's own kind, by the hook's name.
  std::map<std::string, std::function<reference_report(const test_case&, std::uint64_t cap)>, std::less<>>
      consult;

  void model_valid_moves(std::string hook, std::function<moves(const state&)> f) {
    models[std::move(hook)].valid_moves = std::move(f);
  }
  void model_edit(std::string hook, std::function<void(state&, const move&)> f) {
    models[std::move(hook)].edit = std::move(f);
  }
  // The hooks most problems share, under their usual names: valid_moves, apply_move, undo_move.
  void model_moves_and_edits(std::function<moves(const state&)> valid_moves,
                             std::function<void(state&, const move&)> apply_move,
                             std::function<void(state&, const move&)> undo_move) {
    model_valid_moves(framework::hook_name::valid_moves, std::move(valid_moves));
    model_edit(framework::hook_name::apply_move, std::move(apply_move));
    model_edit(framework::hook_name::undo_move, std::move(undo_move));
  }
  void model_solve(std::string hook, std::function<std::optional<moves>(state&)> f) {
    models[std::move(hook)].solve = std::move(f);
  }
  void model_count(std::string hook, std::function<std::uint64_t(state&)> f) {
    models[std::move(hook)].count = std::move(f);
  }
  void model_count_to_limit(std::string hook, std::function<std::uint64_t(state&, std::uint64_t)> f) {
    models[std::move(hook)].count_to_limit = std::move(f);
  }
};

// The model answer's run on a case, added to the report: its nodes by the
// rules' node rule, none past the cap.
template <class R, class Call>
std::optional<std::uint64_t> run_model(reference_report& report, std::uint64_t cap, Call&& call) {
  report.runs.push_back(run_capped("model answer", &R::nodes, cap, std::forward<Call>(call)));
  return report.runs.back().nodes;
}

// The reference the registry hands a driver, as the problem's own type
// (a problem whose reference answers more derives from rules_reference).
template <class T>
[[nodiscard]] const T* reference_as(const problem_reference* reference) {
  if (reference == nullptr) return nullptr;
  if (const T* typed = dynamic_cast<const T*>(reference)) return typed;
  throw std::logic_error(std::string("a driver was handed a reference of the wrong type; it expects ") +
                         typeid(T).name());
}

// Why a command or a case cannot be answered in this build.
[[nodiscard]] inline std::string reference_missing(const std::string& what) {
  return what +
         " needs the reference (model answers and fast solvers), which the student handout "
         "does not include: run it with the instructor's kit";
}

// What a driver says when only the reference could answer: the commands that
// would reach it check reference_built() first, and the suite loader turns it
// into the case's recorded resolution (`grader handout`).
[[noreturn]] inline void no_reference(const std::string& what) {
  throw reference_unavailable(reference_missing(what));
}

}  // namespace grader
