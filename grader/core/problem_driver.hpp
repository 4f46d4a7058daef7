#pragma once
// What the grader knows about one problem. A driver turns the problem-specific
// part of a YAML case into a runner request, judges the runner's output with
// the framework's rules (never the student's), replays the runner's search
// trace to measure it, and asks the reference what it says about a case. One
// driver per problem (grader/problems/<problem>.cpp), most of it written once
// in grader/core/rules_driver.hpp; the pipeline, the CLI and the reports are
// written once against this interface.

#include "framework/core/trace.hpp"
#include "framework/core/yaml_input.hpp"
#include "grader/core/game_play.hpp"
#include "grader/core/picture.hpp"
#include "grader/core/reference_run.hpp"
#include "grader/core/search_drawing.hpp"
#include "grader/core/test_case.hpp"
#include "grader/core/verdict.hpp"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <filesystem>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace grader {

class case_generator;  // grader/core/case_generator.hpp (with yaml-cpp): only `grader generate` needs it

// One hook of a problem, as the generic layers see it.
struct hook_info {
  std::string name;     // "valid_moves", "solve", "count_solutions", ...
  std::string returns;  // what it returns, in words ("the legal moves", "a solution or none")
  // A search: its nodes are what node expectations judge, what the
  // leaderboard ranks and what `grader solve` reports.
  bool search = false;
  // A best-first search: its count depends on how it breaks ties, so its
  // cases judge nodes by a budget, never `exact`.
  bool best_first = false;
  // For a search: the hooks it is built from, when that is not every hook
  // that is no search (tic-tac-toe's alphabeta does not call evaluate), so
  // that a failing search points only at the hooks that can explain it.
  std::vector<std::string> uses{};
};

// What a trace must show for an answer to be the search's: the things the
// hook's witness names (framework::witness) as the search reaches them.
struct answer_witness {
  std::optional<std::uint64_t> at_least;  // distinct things reached (a count's solutions)
  std::vector<std::string> each;          // things each reached (a word list's words)
  std::string unit;                       // what they are: "solutions", "words"
  std::string advice;                     // how a search on the board reaches one
  // What is missing, said whole (a game's value the explored tree does not
  // prove), "{reached}" standing for how many things were reached; empty:
  // the count or the missing ones, listed.
  std::string unproven{};
};

// What a game's answer needs of the trace: the bounds the explored tree must
// prove (grader/core/game_tree_witness.hpp names them), `claim` in words
// ("that (2,1) is a best move").
[[nodiscard]] answer_witness game_tree_answer(std::vector<std::string> facts, const std::string& claim);

struct judgement {
  judgement() = default;
  judgement(verdict r, std::string text, std::optional<std::size_t> moves = std::nullopt)
      : result(r), feedback(std::move(text)), answer_moves(moves) {}

  verdict result = verdict::accepted;
  std::string feedback;  // what to fix, precise: "valid_moves misses the jump (3,1)->(1,1)"
  // For an accepted sequence of moves: how many, since a search that found
  // them on the framework's state applied each at least once.
  std::optional<std::size_t> answer_moves;
  // For an accepted answer that is no list of moves: what the search must
  // have reached on the framework's state for the trace to witness it.
  std::optional<answer_witness> witness;
};

// What the grader saw of a runner killed by a signal, for a driver's advice.
struct crash_facts {
  std::uint64_t stack_bytes = 0;  // the runner's stack
  double cpu_seconds = 0.0;       // CPU time used before the signal
  // A recursion too deep for the stack fills it within a fraction of a
  // second; a crash after longer is more likely an index that ran away in a
  // loop that did not end.
  [[nodiscard]] bool after_a_long_run() const noexcept { return cpu_seconds >= 0.5; }
};

// What came back from one run of a case, as the pipeline read it, for the
// driver's judgement of the whole run.
struct run_evidence {
  // The runner answered (whatever it said): its search ended by itself.
  bool answered = false;
  // Its output, when it answered "ok" on its own channel: untrusted.
  const nlohmann::json* output = nullptr;
  // It answered that its search reached the case's node budget.
  bool stopped_at_budget = false;
  // The search as the grader replayed it (its edits, by depth), or nullptr.
  const framework::trace::search_line* line = nullptr;
  // The count the case judges: the checked tree's size where the trace
  // proves one, none where the proof failed or there is no trace.
  std::optional<std::uint64_t> nodes;
  // A runner killed by a signal.
  std::optional<crash_facts> crash;
};

// Everything the problem says about one run of a case, in its own words, so
// that a case goes down to its driver once after the run.
struct case_judgement {
  // The judgement of the output, when the evidence has one.
  std::optional<judgement> answer;
  // Where the lecture's search of this case stops, for a count past the
  // exact one or over a budget ("the lecture's alpha-beta leaves a node's
  // loop as soon as alpha >= beta"), replacing the generic sentence about
  // first solutions and bounds; empty: the generic one.
  std::string node_advice;
  // Where the student's search parted from the lecture's, told from its line
  // on an `exact` case whose count it missed (accepted answer, count off the
  // mark, or stopped past it); empty when the driver cannot tell.
  std::string parting;
  // The student's search beside the lecture's, by depth, for a search that
  // answered and whose search is the lecture's backtracking through the rules.
  std::optional<search_drawing> drawing;
  // Advice for a runner killed by a signal, beyond the generic hints (the
  // blob that needs a deeper recursion than the runner's stack), or empty.
  std::string crash_advice;
  // The grader's time on the lecture's search, for the parting and the drawing.
  double lecture_seconds = 0.0;
};

// What the reference says about a case, for `grader validate`, `solve` and `show`.
struct reference_report {
  std::vector<std::string> disagreements;  // expectations the reference contradicts; empty = agrees
  // The model answer's nodes trying moves front to back (canonical order), and
  // the lecture's search trying them back to front, when they finished.
  std::optional<std::uint64_t> model_nodes;
  std::optional<std::uint64_t> reversed_nodes;
  // For a branch and bound, the lecture's search with the deck's own cut
  // (ties with the best searched), both ways, when they finished.
  std::optional<std::uint64_t> ties_nodes;
  std::optional<std::uint64_t> ties_reversed_nodes;
  // The count of a reading, as the fields above hold them.
  [[nodiscard]] const std::optional<std::uint64_t>& nodes_of(reading how) const noexcept;
  // The reference's answer in the runner's output form, for `grader show`.
  std::optional<nlohmann::json> answer;
  // What the reference found, one line each ("solvable (found by search)",
  // "solution, 18 moves: (3,1)->(5,1) ..."), for people.
  std::vector<std::string> findings;
  std::vector<reference_run> runs;  // every reference consulted, with its nodes and time
};

[[nodiscard]] nlohmann::json to_json(const reference_report& r);

class problem_driver {
 public:
  virtual ~problem_driver() = default;

  [[nodiscard]] virtual std::string_view name() const = 0;
  [[nodiscard]] virtual const std::vector<hook_info>& hooks() const = 0;
  // The source files, relative to a submission's exercises/<problem>/ folder,
  // that make up the student's part. Empty: every *.cpp there.
  [[nodiscard]] virtual std::vector<std::string> sources() const { return {}; }

  // Parses the problem-specific fields of one case into tc.input and
  // tc.expected (tc.hook is set). `problem_dir` is testcases/<problem>/ (for
  // shared data). Throws framework::input_error naming file, line and field.
  virtual void parse_case(const framework::yaml_cursor& at, const std::filesystem::path& problem_dir,
                          test_case& tc) const = 0;
  // The fields parse_case accepts besides the generic ones.
  [[nodiscard]] virtual std::vector<std::string_view> case_fields() const = 0;

  // Judges one run of the case from what the pipeline read of it: the
  // output's judgement, with the rules (malformed output is the student's
  // wrong_answer, not a crash of the grader), and the problem's words on the
  // search. Throws only on the grader's own fault (a judge error).
  [[nodiscard]] virtual case_judgement judge(const test_case& tc, const run_evidence& run) const = 0;
  // The judgement of a runner's "ok" output alone.
  [[nodiscard]] judgement judge_answer(const test_case& tc, const nlohmann::json& output) const;

  // A fresh replay of the case's search trace: the case's inputs as the hook
  // receives them. Throws when the case's own input does not decode (a judge error).
  [[nodiscard]] virtual std::unique_ptr<framework::trace::replayer> make_replayer(
      const test_case& tc) const = 0;

  // Runs the reference on the case (in process: the reference is trusted) and
  // compares with every expectation in it. `node_cap` bounds the model
  // answer's search, which can be exponential on big boards. Thread-safe.
  [[nodiscard]] virtual reference_report consult_reference(const test_case& tc,
                                                           std::uint64_t node_cap) const = 0;

  // A text rendering of the case's position(s), and, when `output` is a
  // runner output or reference answer, what it leads to (`grader show`).
  [[nodiscard]] virtual std::string show(const test_case& tc,
                                         const std::optional<nlohmann::json>& output) const = 0;
  // The same text cut into the steps `grader show --step` pages through: the
  // case and its position(s) first, then one step per move of the answer
  // played, the last one ending with where the play ended. Concatenated, the
  // steps are show()'s text. Default: one step.
  [[nodiscard]] virtual std::vector<std::string> show_steps(
      const test_case& tc, const std::optional<nlohmann::json>& output) const {
    return {show(tc, output)};
  }

  // The case's boards as pictures (the HTML reports): the start, the goal,
  // the answer's board beside the expected one where they differ, a solution
  // played out move by move. `output` is the runner's untrusted output: what
  // does not decode is left out, never an exception. Empty: the problem draws
  // nothing, and the report shows show()'s text instead.
  [[nodiscard]] virtual std::vector<figure> figures(const test_case&,
                                                    const std::optional<nlohmann::json>& /*output*/) const {
    return {};
  }
  // The CSS that colours the styles its pictures use (".s-peg{...}"), added
  // to every HTML page (grader/core/picture.hpp lists the shared ones).
  [[nodiscard]] virtual std::string_view picture_styles() const { return {}; }

  // The driver's own consistency on one case's position, for the conformance
  // test of the kit's tests: random play from it with the rules, every move
  // taken back exactly, the model answer's hooks agreeing with the rules, the
  // position surviving the runner's JSON, and the trace of the play replaying
  // to the moves made. What went wrong, one line each; empty when nothing did.
  [[nodiscard]] virtual std::vector<std::string> self_check(const test_case& tc,
                                                            std::uint64_t seed) const = 0;

  // Whether parse_case itself consults a reference (the true value of a game
  // position): the student handout then carries each public case's resolution,
  // recorded by `grader handout`.
  [[nodiscard]] virtual bool parse_needs_reference() const { return false; }

  // What makes fresh cases of this problem (`grader generate`), or nullptr.
  [[nodiscard]] virtual const case_generator* generator() const { return nullptr; }

  // The game a person can play against the reference or a team (`grader
  // play`), or nullptr when the problem is not a two-player game.
  [[nodiscard]] virtual const game_play* game() const { return nullptr; }

  // The hook's description, or nullptr when the problem has no such hook.
  [[nodiscard]] const hook_info* find_hook(std::string_view hook) const;
  [[nodiscard]] bool is_search(std::string_view hook) const;
};

// Every problem the kit knows (the registry is generated from the problems
// CMake registers), and lookup by name (nullptr when unknown).
[[nodiscard]] const std::vector<const problem_driver*>& all_drivers();
[[nodiscard]] const problem_driver* find_driver(std::string_view name);
// "peg_solitaire, n_queens"
[[nodiscard]] std::string known_problems();
// Thrown by a driver built without the references (the student handout) when
// it needs one; the suite loader then looks for the case's recorded
// resolution, recorded by `grader handout`.
class reference_unavailable : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Whether this grader was built with the references (model answers, fast
// solvers): false in the student handout (grader/core/rules_reference.hpp).
[[nodiscard]] bool reference_built() noexcept;

}  // namespace grader
