#pragma once
// The self-check `grader validate` runs on every case's position: the rules
// agree with themselves (a listed move is legal, undo restores, the position
// survives the runner's JSON) and with the model answers when the kit has
// them, and the trace of a random play, with a copy made halfway, replays to
// exactly the moves made.

#include "framework/core/probe.hpp"
#include "framework/core/replay.hpp"
#include "grader/core/hooks/edit_hook.hpp"
#include "grader/core/hooks/valid_moves_hook.hpp"

#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace grader {

// `valid`, `apply`, `undo`: the hooks whose model answers are checked too, or
// nullptr (the student handout has none).
template <class R>
[[nodiscard]] std::vector<std::string> self_check_rules(const test_case& tc, std::uint64_t seed,
                                                        const std::vector<typename R::state>& inputs,
                                                        const valid_moves_hook<R>* valid,
                                                        const edit_hook<R>* apply, const edit_hook<R>* undo) {
  using state = typename R::state;
  using move = typename R::move;
  using moves = std::vector<move>;
  std::vector<std::string> problems;
  const auto fail = [&](std::string what) { problems.push_back(tc.id + ": " + std::move(what)); };
  if (inputs.empty()) return problems;
  if (!(R::state_from_json(R::state_json(inputs.front())) == inputs.front()))
    fail("the position does not survive the runner's JSON");

  // Random play, traced as a runner would trace it, on the input and on a
  // copy made halfway: the replay must follow both and count every move.
  framework::trace::recorder recorded;
  std::uint64_t applied = 0;
  std::mt19937_64 rng(seed);
  state s = inputs.front();
  std::optional<state> copy;
  {
    const framework::probe::scoped_sink listening(recorded);
    recorded.root(s.identity().id(), 0);
    for (int step = 0; step < 40; ++step) {
      state& here = copy ? *copy : s;
      const moves legal = R::legal_moves(here);
      if (valid && !(valid->model()(here) == legal))
        fail("the model answer's " + valid->info().name + " differs from the rules after " +
             std::to_string(step) + " moves");
      if (legal.empty()) break;
      const move m = legal[rng() % legal.size()];
      if (auto why = R::why_illegal(here, m))
        fail("the rules list " + R::describe(m) + " but call it illegal: " + *why);
      const state before = here;
      R::apply(here, m);
      ++applied;
      if (apply) {
        state theirs = before;
        apply->model()(theirs, m);
        ++applied;
        if (!(theirs == here))
          fail("the model answer's " + apply->info().name + " " + R::describe(m) + " differs from the rules");
      }
      if (rng() % 3 == 0) {
        state back = here;
        R::undo(back, m);
        if (!(back == before)) fail("undoing " + R::describe(m) + " does not restore the position");
        if (undo) {
          state theirs = here;
          undo->model()(theirs, m);
          if (!(theirs == before))
            fail("the model answer's " + undo->info().name + " " + R::describe(m) + " does not restore");
        }
      }
      if (step == 10 && !copy) copy = s;
    }
  }
  try {
    framework::state_replayer<R> replay(inputs);
    replay.replay(recorded.records());
    if (replay.nodes() != applied)
      fail("the replayed trace counts " + std::to_string(replay.nodes()) + " nodes for " +
           std::to_string(applied) + " moves made");
  } catch (const std::exception& e) {
    fail(std::string("the trace of a legal play does not replay: ") + e.what());
  }
  return problems;
}

}  // namespace grader
