#pragma once
// The grader's side of a problem, written once for every problem whose rules
// satisfy framework::backtracking_rules (and replayable_rules, and carry the
// runner's JSON codec). A problem's driver (grader/problems/<problem>.cpp)
// derives from rules_driver<R>, registers its hooks with the model answer's
// functions, and says how its positions are written in YAML; everything else
// is here: case parsing of the standard hook kinds, judging, the trace replay,
// consulting the model answer and the lecture's search, and `grader show`.
//
// The standard kinds and their runner input/output (framework/harness/standard_hooks.hpp):
//   valid_moves  {state}        -> {moves}     expected {moves, order}
//   apply_move   {state, move}  -> {state}     expected {state}
//   undo_move    {state, move}  -> {state}     expected {state}
//   solve        {state}        -> {solution}  expected {solvable}     a search; moves replayed
//   count        {state}        -> {count}     expected {count}        a search
// A problem adds hooks of its own kind by overriding the *_custom functions.

#include "framework/core/checks.hpp"
#include "framework/core/lecture_search.hpp"
#include "framework/core/replay.hpp"
#include "grader/core/custom_hook.hpp"
#include "grader/core/feedback.hpp"
#include "grader/core/lecture_comparison.hpp"
#include "grader/core/problem_driver.hpp"
#include "grader/core/reference_run.hpp"
#include "grader/core/rules_reference.hpp"
#include "grader/core/untrusted.hpp"

#include <algorithm>
#include <functional>
#include <iterator>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace grader {

enum class hook_kind { valid_moves, apply_move, undo_move, solve, count, custom };

using framework::move_word;

template <class R>
class rules_driver : public problem_driver {
 public:
  using state = typename R::state;
  using move = typename R::move;
  using moves = std::vector<move>;
  using yaml_cursor = framework::yaml_cursor;
  using path = std::filesystem::path;
  using json = nlohmann::json;
  using reference = rules_reference<R>;

  // `instructor`: the model answers and fast references (grader/core/rules_reference.hpp),
  // or nullptr in the student handout.
  explicit rules_driver(const reference* instructor) : reference_(instructor) {}

  [[nodiscard]] std::string_view name() const override { return R::name; }
  [[nodiscard]] const case_generator* generator() const override {
    return reference_ != nullptr ? reference_->generator : nullptr;
  }
  [[nodiscard]] const std::vector<hook_info>& hooks() const override { return infos_; }

  [[nodiscard]] std::vector<std::string_view> case_fields() const override {
    std::vector<std::string_view> fields;
    const auto add = [&](std::string_view f) {
      if (std::find(fields.begin(), fields.end(), f) == fields.end()) fields.push_back(f);
    };
    for (const auto f : position_fields()) add(f);
    for (const auto f : start_fields()) add(f);
    add("move");
    add("expect");
    if (counts_to_limit()) add("limit");
    for (const auto f : custom_fields()) add(f);
    // In the order the hooks were registered: the order a driver's own list of them had.
    for (const auto& info : infos_) {
      if (const hook_spec& h = spec(info.name); h.custom) {
        for (const auto f : h.custom->fields()) add(f);
      }
    }
    return fields;
  }

  void parse_case(const yaml_cursor& at, const path& problem_dir, test_case& tc) const override {
    const hook_spec& h = spec(tc.hook);
    if (h.custom) return h.custom->parse(at, problem_dir, tc);
    if (h.kind == hook_kind::custom) return parse_custom(at, problem_dir, tc);
    reject_unused(at, h);
    const auto expect_at = at.find("expect");
    switch (h.kind) {
      case hook_kind::valid_moves:
        return parse_valid_moves(at, problem_dir, expect_at, tc);
      case hook_kind::apply_move:
      case hook_kind::undo_move:
        return parse_edit(at, problem_dir, expect_at, h.kind, tc);
      case hook_kind::solve: {
        const state start = read_start(at, problem_dir);
        const yaml_cursor e = at.at("expect");
        tc.input = {{"state", R::state_json(start)}};
        if constexpr (framework::optimising_rules<R>) {
          // A best goal is asked for: its cost is part of the expectation.
          if (!e.is_map()) e.fail("should be a map: { solvable: true, cost: N } or { solvable: false }");
          e.allow_only({"solvable", "cost"});
          const bool solvable = e.at("solvable").as_bool();
          tc.expected = {{"solvable", solvable}};
          if (solvable) {
            tc.expected["cost"] = e.at("cost").as_int();
          } else if (const auto c = e.find("cost")) {
            c->fail("a case without a solution has no cost: remove it, or set solvable: true");
          }
          return;
        }
        if (!e.is_map()) e.fail("should be a map: { solvable: true } or { solvable: false }");
        e.allow_only({"solvable"});
        tc.expected = {{"solvable", e.at("solvable").as_bool()}};
        return;
      }
      case hook_kind::count: {
        const state start = read_start(at, problem_dir);
        const yaml_cursor e = at.at("expect");
        if (!e.is_map()) e.fail("should be a map: { count: N }");
        e.allow_only({"count"});
        tc.input = {{"state", R::state_json(start)}};
        // count_solutions(limit): counts no further than the case's limit ("unique, several or none").
        if (h.takes_limit) tc.input["limit"] = static_cast<std::uint64_t>(at.at("limit").as_int(1));
        tc.expected = {{"count", static_cast<std::uint64_t>(e.at("count").as_int(0))}};
        return;
      }
      case hook_kind::custom:
        break;
    }
  }

  [[nodiscard]] judgement judge(const test_case& tc, const json& output) const override {
    const hook_spec* h = find_spec(tc.hook);
    if (h == nullptr)
      return {verdict::judge_error, std::string(R::name) + " has no hook '" + tc.hook + "'", {}};
    try {
      if (h->custom) return h->custom->judge(tc, output);
      if (h->kind == hook_kind::custom) return judge_custom(tc, output);
      // The case was built by the grader: failing to decode it is the
      // grader's fault (judge_error), never the student's.
      std::optional<state> given;
      try {
        given = R::state_from_json(tc.input.at("state"));
      } catch (const std::exception& e) {
        return {verdict::judge_error, "the case " + tc.id + " has a bad input: " + e.what(), {}};
      }
      switch (h->kind) {
        case hook_kind::valid_moves:
          return judge_valid_moves(tc, *given, output);
        case hook_kind::apply_move:
        case hook_kind::undo_move:
          return judge_edit(tc, *given, output);
        case hook_kind::solve:
          return judge_solve(tc, *given, output);
        case hook_kind::count:
          return judge_count(tc, output);
        case hook_kind::custom:
          break;
      }
      return {verdict::judge_error, "unhandled hook kind", {}};
    } catch (const malformed& e) {
      return {verdict::wrong_answer, tc.hook + " returned malformed output: " + e.what(), {}};
    } catch (const std::exception& e) {
      return {verdict::judge_error, "judging " + tc.id + " failed: " + e.what(), {}};
    }
  }

  // The most edits of a search's line kept for telling where it parted from
  // the lecture's (8 bytes each): far more than any count a student reads
  // through, few enough to keep beside a grading run's other cases.
  static constexpr std::size_t kLineEdits = std::size_t{1} << 20;

  [[nodiscard]] std::unique_ptr<framework::trace::replayer> make_replayer(
      const test_case& tc) const override {
    const bool exact = tc.nodes.mode == node_mode::exact;
    return std::make_unique<framework::state_replayer<R>>(replay_inputs(tc), std::size_t{1} << 21,
                                                          exact ? kLineEdits : 0);
  }

  // The standard searches are the lecture's own (framework/core/lecture_search.hpp),
  // so their line can be followed in every reading the case accepts.
  [[nodiscard]] std::string explain_count(const test_case& tc,
                                          const framework::trace::search_line& line) const override {
    const hook_spec* h = find_spec(tc.hook);
    if (h == nullptr || h->info.best_first || (h->kind != hook_kind::solve && h->kind != hook_kind::count))
      return {};
    try {
      const state given = R::state_from_json(tc.input.at("state"));
      std::vector<comparison::lecture_reading<R>> readings;
      const bool cuts = framework::optimising_rules<R>;
      for (const reading how : all_readings) {
        if (!tc.nodes.count_of(how)) continue;
        const accepted_count c{how, *tc.nodes.count_of(how)};
        const auto order = c.how == reading::front_to_back || c.how == reading::ties_front_to_back
                               ? framework::move_order::forward
                               : framework::move_order::reversed;
        const auto cut = c.how == reading::ties_front_to_back || c.how == reading::ties_back_to_front
                             ? framework::cut_rule::above_best
                             : framework::cut_rule::not_below_best;
        std::function<void(state&)> run;
        if (h->kind == hook_kind::solve) {
          run = [order, cut](state& s) { (void)framework::lecture_search<R>(s, order, 0, cut); };
        } else {
          const std::uint64_t limit = h->takes_limit ? tc.input.at("limit").get<std::uint64_t>() : 0;
          run = [order, limit](state& s) {
            (void)framework::lecture_count<R>(s, order, limit == 0 ? UINT64_MAX : limit, 0);
          };
        }
        readings.push_back({std::string(long_label(c.how, cuts)), std::move(run)});
      }
      const std::string stops =
          h->kind == hook_kind::count
              ? (h->takes_limit ? "once it has counted `limit` solutions" : "having counted every solution")
          : framework::optimising_rules<R> ? "having searched every branch its bound lets through"
                                           : "at its first solution";
      return comparison::tell_parting<R>(given, line, readings, stops);
    } catch (const std::exception&) {
      return {};  // a story is a help, never a verdict
    }
  }

  // Where the lecture's search stops, and what it never does, in the words of
  // the hook's kind; a driver with searches of its own says it for them.
  [[nodiscard]] std::string node_advice(const test_case& tc) const override {
    const hook_spec* h = find_spec(tc.hook);
    if (h == nullptr) return {};
    if (h->custom) {
      if (auto own = h->custom->node_advice(tc); !own.empty()) return own;
    }
    if (h->kind == hook_kind::solve && h->info.best_first) {
      return "a best-first branch and bound always extends the open " + framework::state_word<R>() +
             " with the smallest bound, and never one whose bound is not below the best " +
             framework::cost_word<R>() + " found";
    }
    if (h->kind == hook_kind::solve) {
      if constexpr (framework::optimising_rules<R>) {
        return "the lecture's branch and bound tries " + move_word<R>() +
               "s in valid_moves' order (front to back, or back to front), searches below one only while "
               "its bound can still beat the best " +
               framework::cost_word<R>() +
               " found (a tie may be cut or searched), and searches the whole tree";
      }
      return "the lecture's search tries the " + move_word<R>() +
             "s in valid_moves' order (front to back, or back to front), undoes each before trying the next, "
             "and stops at its first solution";
    }
    if (h->kind == hook_kind::count) {
      return std::string("the lecture's count tries the ") + move_word<R>() +
             "s in valid_moves' order, counts a goal as one solution without searching below it, and " +
             (h->takes_limit ? "stops as soon as it has counted `limit` solutions"
                             : "searches the whole tree");
    }
    return {};
  }

  [[nodiscard]] reference_report consult_reference(const test_case& tc,
                                                   std::uint64_t node_cap) const override {
    const hook_spec& h = spec(tc.hook);
    if (h.kind == hook_kind::custom) {
      reference_report report = consult_custom(tc, node_cap);
      check_node_expectation(tc, node_cap, report);
      return report;
    }
    reference_report report;
    const state given = R::state_from_json(tc.input.at("state"));
    switch (h.kind) {
      case hook_kind::valid_moves:
        consult_valid_moves(tc, h, given, node_cap, report);
        break;
      case hook_kind::apply_move:
      case hook_kind::undo_move:
        consult_edit(tc, h, given, node_cap, report);
        break;
      case hook_kind::solve:
        consult_solve(tc, h, given, node_cap, report);
        break;
      case hook_kind::count:
        consult_count(tc, h, given, node_cap, report);
        break;
      case hook_kind::custom:
        break;
    }
    check_node_expectation(tc, node_cap, report);
    return report;
  }

  [[nodiscard]] std::vector<std::string> self_check(const test_case& tc, std::uint64_t seed) const override {
    std::vector<std::string> problems;
    const auto fail = [&](std::string what) { problems.push_back(tc.id + ": " + std::move(what)); };
    const std::vector<state> inputs = replay_inputs(tc);
    if (inputs.empty()) return problems;
    if (!(R::state_from_json(R::state_json(inputs.front())) == inputs.front()))
      fail("the position does not survive the runner's JSON");
    // Without the model answer (the student handout), the rules alone.
    const auto with_model = [&](hook_kind kind) {
      const hook_spec* h = find_kind(kind);
      return h != nullptr && (h->model_moves || h->model_edit) ? h : nullptr;
    };
    const hook_spec* valid = with_model(hook_kind::valid_moves);
    const hook_spec* apply = with_model(hook_kind::apply_move);
    const hook_spec* undo = with_model(hook_kind::undo_move);

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
        if (valid && !(valid->model_moves(here) == legal))
          fail("the model answer's " + valid->info.name + " differs from the rules after " +
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
          apply->model_edit(theirs, m);
          ++applied;
          if (!(theirs == here))
            fail("the model answer's " + apply->info.name + " " + R::describe(m) + " differs from the rules");
        }
        if (rng() % 3 == 0) {
          state back = here;
          R::undo(back, m);
          if (!(back == before)) fail("undoing " + R::describe(m) + " does not restore the position");
          if (undo) {
            state theirs = here;
            undo->model_edit(theirs, m);
            if (!(theirs == before))
              fail("the model answer's " + undo->info.name + " " + R::describe(m) + " does not restore");
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

  [[nodiscard]] std::string show(const test_case& tc, const std::optional<json>& output) const override {
    std::string text;
    for (const auto& step : show_steps(tc, output)) text += step;
    return text;
  }

  [[nodiscard]] std::vector<std::string> show_steps(const test_case& tc,
                                                    const std::optional<json>& output) const override {
    std::string text = tc.id + " (" + tc.hook + ")";
    if (!tc.description.empty()) text += ": " + tc.description;
    text += '\n';
    const hook_spec& h = spec(tc.hook);
    if (h.custom) return {text + h.custom->show(tc, output)};
    if (h.kind == hook_kind::custom) return {text + show_custom(tc, output)};
    const state given = R::state_from_json(tc.input.at("state"));
    switch (h.kind) {
      case hook_kind::valid_moves:
        return {text + show_valid_moves(tc, given, output)};
      case hook_kind::apply_move:
      case hook_kind::undo_move:
        return {text + show_edit(tc, given, output)};
      case hook_kind::solve: {
        auto steps = show_solve(tc, given, output);
        steps.front().insert(0, text);
        return steps;
      }
      case hook_kind::count:
        return {text + show_count(tc, given, output)};
      case hook_kind::custom:
        break;
    }
    return {text};
  }

  [[nodiscard]] std::vector<figure> figures(const test_case& tc,
                                            const std::optional<json>& output) const override {
    std::vector<figure> out;
    // Drawing is for people: a case or an answer that does not decode
    // leaves its figure out, and the report keeps the text of show().
    try {
      const hook_spec& h = spec(tc.hook);
      if (h.custom) {
        if (auto own = h.custom->figures(tc, output)) return std::move(*own);
      }
      if (h.kind == hook_kind::custom) return figures_custom(tc, output);
      const state given = R::state_from_json(tc.input.at("state"));
      switch (h.kind) {
        case hook_kind::valid_moves: {
          auto pic = draw(given);
          if (!pic) return out;
          for (const auto& m : moves_from_json(tc.expected.at("moves"))) mark_move(*pic, given, m);
          out.push_back({"position and its legal " + move_word<R>() + "s", {{{}, std::move(*pic)}}});
          return out;
        }
        case hook_kind::apply_move:
        case hook_kind::undo_move: {
          const move m = R::move_from_json(tc.input.at("move"));
          const bool apply = h.kind == hook_kind::apply_move;
          auto before = draw(given);
          if (!before) return out;
          mark_move(*before, given, m);
          out.push_back({(apply ? "before " : "after ") + R::describe(m), {{{}, std::move(*before)}}});
          const state expected = R::state_from_json(tc.expected.at("state"));
          add_figure(out, apply ? "expected" : "expected (restored)", expected);
          if (output && output->is_object() && output->contains("state")) add_answer(out, *output, expected);
          return out;
        }
        case hook_kind::solve: {
          add_figure(out, "start", given);
          if (auto goal = goal_picture(given)) add_figure(out, "goal", *goal);
          if (output && output->is_object() && output->contains("solution"))
            add_play(out, given, output->at("solution"));
          return out;
        }
        case hook_kind::count:
          add_figure(out, "start", given);
          return out;
        case hook_kind::custom:
          break;
      }
    } catch (const std::exception&) {
      // Keep the figures drawn so far.
    }
    return out;
  }

 protected:
  struct hook_spec {
    hook_info info;
    hook_kind kind = hook_kind::custom;
    std::function<moves(const state&)> model_moves;                            // valid_moves
    std::function<void(state&, const move&)> model_edit;                       // apply_move, undo_move
    std::function<std::optional<moves>(state&)> model_solve;                   // solve
    std::function<std::uint64_t(state&)> model_count;                          // count
    std::function<std::uint64_t(state&, std::uint64_t)> model_count_to_limit;  // count(limit)
    bool takes_limit = false;  // count(limit); known without the model answer (the handout has none)
    std::shared_ptr<const custom_hook<R>> custom;  // a hook of the problem's own kind
  };

  // --- registering hooks (in the problem's constructor) -----------------------
  // A standard hook's model answer comes from the reference, by the hook's
  // name; the instructor's build must have one in the slot of its kind.
  void add_valid_moves(std::string hook) {
    hook_spec h = make_spec({std::move(hook), "every legal " + move_word<R>() + " of a position", false},
                            hook_kind::valid_moves);
    h.model_moves = model_of(h, &model_answer<R>::valid_moves);
    add(std::move(h));
  }
  void add_edit(hook_kind kind, std::string hook) {
    hook_spec h = make_spec({std::move(hook),
                             kind == hook_kind::apply_move ? "the position after the move"
                                                           : "the position before the move, restored",
                             false},
                            kind);
    h.model_edit = model_of(h, &model_answer<R>::edit);
    add(std::move(h));
  }
  void add_solve(std::string hook, std::string returns = "a sequence of moves to the goal, or none",
                 framework::search_style style = framework::search_style::depth_first) {
    hook_spec h =
        make_spec({std::move(hook), std::move(returns), true, style == framework::search_style::best_first},
                  hook_kind::solve);
    h.model_solve = model_of(h, &model_answer<R>::solve);
    add(std::move(h));
  }
  void add_count(std::string hook, std::string returns) {
    hook_spec h = make_spec({std::move(hook), std::move(returns), true}, hook_kind::count);
    h.model_count = model_of(h, &model_answer<R>::count);
    add(std::move(h));
  }
  // A count that stops at a limit the case gives (`limit: 2`), passed to the hook.
  void add_count_to_limit(std::string hook, std::string returns) {
    hook_spec h = make_spec({std::move(hook), std::move(returns), true}, hook_kind::count);
    h.model_count_to_limit = model_of(h, &model_answer<R>::count_to_limit);
    h.takes_limit = true;
    add(std::move(h));
  }
  [[nodiscard]] bool counts_to_limit() const {
    const hook_spec* count = find_kind(hook_kind::count);
    return count != nullptr && count->takes_limit;
  }
  void add_custom(hook_info info) { add(make_spec(std::move(info), hook_kind::custom)); }
  void add_custom(std::shared_ptr<const custom_hook<R>> hook) {
    hook_spec h = make_spec(hook->info(), hook_kind::custom);
    h.custom = std::move(hook);
    add(std::move(h));
  }

  [[nodiscard]] const hook_spec* find_spec(std::string_view hook) const {
    const auto it = specs_.find(std::string(hook));
    return it == specs_.end() ? nullptr : &it->second;
  }
  [[nodiscard]] const hook_spec* find_kind(hook_kind kind) const {
    for (const auto& [name, h] : specs_) {
      if (h.kind == kind) return &h;
    }
    return nullptr;
  }
  // The kind of the case's hook: what a driver's refinements of parse_case and the like ask.
  [[nodiscard]] hook_kind kind_of(const test_case& tc) const { return spec(tc.hook).kind; }
  [[nodiscard]] const hook_spec& spec(std::string_view hook) const {
    if (const hook_spec* h = find_spec(hook)) return *h;
    throw std::invalid_argument(std::string(R::name) + " has no hook '" + std::string(hook) + "'");
  }

  // --- what a problem provides ---------------------------------------------------
  // The case fields that give a hook case's position.
  [[nodiscard]] virtual std::vector<std::string_view> position_fields() const = 0;
  [[nodiscard]] virtual state read_position(const yaml_cursor& case_at, const path& problem_dir) const = 0;
  // A position written like `like` (an apply_move case's expect.position).
  [[nodiscard]] virtual state read_like(const yaml_cursor& at, const state& like) const = 0;
  [[nodiscard]] virtual move read_move(const yaml_cursor& at) const = 0;
  // A search's start: by default written as a hook case's position is.
  [[nodiscard]] virtual std::vector<std::string_view> start_fields() const { return position_fields(); }
  [[nodiscard]] virtual state read_start(const yaml_cursor& case_at, const path& problem_dir) const {
    return read_position(case_at, problem_dir);
  }

  // --- what a problem may refine --------------------------------------------------
  // Why a decoded answer cannot be a position of this case at all (malformed).
  [[nodiscard]] virtual std::optional<std::string> incompatible(const state&, const state&) const {
    return {};
  }
  // How `actual` differs from `expected` after `hook` made move `m`, one line each.
  [[nodiscard]] virtual std::vector<std::string> explain_edit(const std::string& hook, const move& /*m*/,
                                                              const state& expected,
                                                              const state& actual) const {
    std::vector<std::string> lines;
    for (const auto& d : R::differences(expected, actual)) lines.push_back(hook + ": " + d);
    return lines;
  }
  // A picture of the goal beside a start or a final position, when the goal is a position.
  [[nodiscard]] virtual std::optional<state> goal_picture(const state&) const { return {}; }
  // A solution for `grader solve` and `validate`: default, its moves one per line.
  [[nodiscard]] virtual std::string describe_solution([[maybe_unused]] const state& start,
                                                      const moves& solution) const {
    std::string line = "solution, " + feedback::plural(solution.size(), move_word<R>());
    if constexpr (framework::optimising_rules<R>)
      line += ", " + framework::cost_word<R>() + " " + std::to_string(cost_reached(start, solution));
    line += ":";
    for (const auto& m : solution) line += "\n    " + R::describe(m);
    return line;
  }
  // " in 18 moves": how far the goal is, for "there is one" messages.
  [[nodiscard]] virtual std::string solution_hint(const state&) const { return {}; }

  using decision = solve_decision<R>;
  // The solve case's fastest reference; without one of the problem's own, the
  // lecture's search (canonical order), under the cap.
  [[nodiscard]] virtual decision decide(const state& start, std::uint64_t cap) const {
    if (reference_ != nullptr && reference_->decide) return reference_->decide(start, cap);
    decision d;
    std::optional<framework::lecture_search_result<R>> found;
    d.run = run_capped("lecture's search", &R::nodes, 0, [&] {
      found = framework::lecture_search<R>(start, framework::move_order::forward, cap);
    });
    d.run.nodes = found->finished ? std::optional<std::uint64_t>(found->nodes) : std::nullopt;
    d.run.cap = cap;
    d.decided = found->finished;
    d.solvable = found->solution.has_value();
    d.solution = found->solution;
    d.reason = d.decided ? (d.solvable ? "found by search" : "the whole search tree has no solution") : "";
    return d;
  }
  // A count hook's true answer, and the references that produced it.
  [[nodiscard]] virtual std::optional<std::uint64_t> reference_count(const test_case& tc, const state& start,
                                                                     std::uint64_t cap,
                                                                     reference_report& report) const {
    if (reference_ != nullptr && reference_->count) return reference_->count(tc, start, cap, report);
    return {};
  }

  // --- pictures (the HTML reports) ---------------------------------------------------
  // The position as a picture, or none: the problem draws nothing.
  [[nodiscard]] virtual std::optional<picture> draw(const state&) const { return {}; }
  // Shows move `m`, made from `before`, on the picture of `before` (an
  // arrow, a highlighted cell).
  virtual void mark_move(picture&, const state& /*before*/, const move&) const {}
  // A custom hook's figures; default: the positions it receives, and the
  // position it answers with, if any.
  [[nodiscard]] virtual std::vector<figure> figures_custom(const test_case& tc,
                                                           const std::optional<json>& output) const {
    std::vector<figure> out;
    const auto inputs = replay_inputs(tc);
    for (const auto& s : inputs) add_figure(out, "position", s);
    // The board a hook answers with is worth a look only when it is not the one it was given.
    if (output && output->is_object() && output->contains("state")) {
      const state answer = R::state_from_json(output->at("state"));
      if (inputs.empty() || !(answer == inputs.front()))
        add_figure(out, "your " + framework::state_word<R>(), answer);
    }
    return out;
  }

  // --- hooks of the problem's own kinds -------------------------------------------
  [[nodiscard]] virtual std::vector<std::string_view> custom_fields() const { return {}; }
  virtual void parse_custom(const yaml_cursor&, const path&, test_case& tc) const { no_custom(tc); }
  [[nodiscard]] virtual judgement judge_custom(const test_case& tc, const json&) const { no_custom(tc); }
  [[nodiscard]] virtual reference_report consult_custom(const test_case& tc, std::uint64_t cap) const {
    if (reference_ == nullptr) no_reference("consulting the reference on a " + tc.hook + " case");
    const auto consult = reference_->consult.find(tc.hook);
    if (consult == reference_->consult.end()) no_custom(tc);
    return consult->second(tc, cap);
  }
  [[nodiscard]] virtual std::string show_custom(const test_case& tc, const std::optional<json>&) const {
    no_custom(tc);
  }
  // The states a custom hook receives (its trace's roots); default: input "state".
  [[nodiscard]] virtual std::vector<state> replay_inputs(const test_case& tc) const {
    if (const hook_spec* h = find_spec(tc.hook); h != nullptr && h->custom) return h->custom->inputs(tc);
    return {R::state_from_json(tc.input.at("state"))};
  }

  // --- tools for problems ------------------------------------------------------------
  [[nodiscard]] static json moves_json(const moves& ms) {
    json out = json::array();
    for (const auto& m : ms) out.push_back(R::move_json(m));
    return out;
  }
  [[nodiscard]] static moves moves_from_json(const json& j) {
    if (!j.is_array()) throw std::invalid_argument("moves must be a list, not " + feedback::quote(j));
    moves out;
    out.reserve(j.size());
    for (const auto& item : j) out.push_back(R::move_from_json(item));
    return out;
  }
  [[nodiscard]] static std::vector<std::string> describe_all(const moves& ms) {
    std::vector<std::string> out;
    for (const auto& m : ms) out.push_back(R::describe(m));
    return out;
  }
  [[nodiscard]] static std::string render(const state& s) { return R::render(s); }
  // The fields of a case, as the problem's field list has them.
  void reject(const yaml_cursor& at, const char* key, const std::string& why) const {
    if (auto found = at.find(key)) found->fail(why);
  }

 private:
  static hook_spec make_spec(hook_info info, hook_kind kind) {
    hook_spec h;
    h.info = std::move(info);
    h.kind = kind;
    return h;
  }

  // The reference's model answer for hook `h`, from the slot of its kind; none in the handout.
  template <class Model>
  [[nodiscard]] Model model_of(const hook_spec& h, Model model_answer<R>::*slot) const {
    if (reference_ == nullptr) return {};
    const auto found = reference_->models.find(h.info.name);
    if (found == reference_->models.end() || !(found->second.*slot))
      throw std::logic_error(std::string(R::name) + "'s reference has no model answer for its hook '" +
                             h.info.name + "' (grader/problems/" + std::string(R::name) + "_reference.cpp)");
    return found->second.*slot;
  }

  [[noreturn]] static void no_custom(const test_case& tc) {
    throw std::logic_error(std::string(R::name) + ": the hook '" + tc.hook + "' has no handler");
  }

  void add(hook_spec h) {
    infos_.push_back(h.info);
    const std::string key = h.info.name;
    specs_.emplace(key, std::move(h));
  }

  [[nodiscard]] std::vector<std::string_view> fields_of(hook_kind kind) const {
    std::vector<std::string_view> f;
    switch (kind) {
      case hook_kind::valid_moves:
      case hook_kind::apply_move:
      case hook_kind::undo_move:
        f = position_fields();
        if (kind != hook_kind::valid_moves) f.push_back("move");
        if (kind != hook_kind::undo_move) f.push_back("expect");
        break;
      case hook_kind::solve:
      case hook_kind::count:
        f = start_fields();
        f.push_back("expect");
        if (counts_to_limit()) f.push_back("limit");
        break;
      case hook_kind::custom:
        f = case_fields();
        break;
    }
    return f;
  }

  // A field this kind of case does not use would be silently ignored: say
  // which cases it is for instead.
  void reject_unused(const yaml_cursor& at, const hook_spec& h) const {
    const auto used = fields_of(h.kind);
    for (const auto field : case_fields()) {
      if (std::find(used.begin(), used.end(), field) != used.end()) continue;
      const auto found = at.find(field);
      if (!found) continue;
      if (h.kind == hook_kind::undo_move && field == "expect") {
        found->fail(
            "undo_move cases need no 'expect': undo_move receives the position after 'move' and must "
            "restore 'position' exactly");
      }
      std::vector<std::string> users;
      for (const auto& info : infos_) {
        const auto& other = specs_.at(info.name);
        const auto theirs = fields_of(other.kind);
        if (other.kind != hook_kind::custom && std::find(theirs.begin(), theirs.end(), field) != theirs.end())
          users.push_back(info.name);
      }
      std::string list;
      for (std::size_t i = 0; i < users.size(); ++i)
        list += (i == 0 ? "" : i + 1 == users.size() ? " and " : ", ") + users[i];
      std::string fields;
      for (const auto f : used) fields += (fields.empty() ? "" : ", ") + std::string(f);
      found->fail((users.empty() ? std::string("is not used by ") + h.info.name + " cases"
                                 : "is for " + list + " cases") +
                  "; a " + h.info.name + " case uses " + fields);
    }
  }

  // --------------------------------------------------------------- parsing

  void parse_valid_moves(const yaml_cursor& at, const path& problem_dir,
                         const std::optional<yaml_cursor>& expect_at, test_case& tc) const {
    const state position = read_position(at, problem_dir);
    moves expected = R::legal_moves(position);
    std::string order = "any";
    if (expect_at) {
      if (!expect_at->is_map()) expect_at->fail("should be a map (see docs/testcases.md)");
      expect_at->allow_only({"moves", "order"});
      if (auto o = expect_at->find("order")) order = o->as_choice({"canonical", "any"});
      if (auto listed = expect_at->find("moves")) {
        expected.clear();
        for (const auto& item : listed->items()) {
          const move m = read_move(item);
          if (std::find(expected.begin(), expected.end(), m) != expected.end())
            item.fail("lists " + R::describe(m) + " twice");
          expected.push_back(m);
        }
      } else if (expect_at->has_empty("moves")) {
        expected.clear();  // `moves:` with nothing after it: no legal move
      }
    }
    tc.input = {{"state", R::state_json(position)}};
    tc.expected = {{"moves", moves_json(expected)}, {"order", order}};
  }

  void parse_edit(const yaml_cursor& at, const path& problem_dir, const std::optional<yaml_cursor>& expect_at,
                  hook_kind kind, test_case& tc) const {
    const state position = read_position(at, problem_dir);
    const yaml_cursor move_at = at.at("move");
    const move m = read_move(move_at);
    if (auto why = R::why_illegal(position, m)) move_at.fail("is not legal on this position: " + *why);
    state after = position;
    R::apply(after, m);
    if (kind == hook_kind::apply_move) {
      state expected = after;
      if (expect_at) {
        if (!expect_at->is_map()) expect_at->fail("should be a map (see docs/testcases.md)");
        expect_at->allow_only({"position"});
        if (auto p = expect_at->find("position")) expected = read_like(*p, position);
      }
      tc.input = {{"state", R::state_json(position)}, {"move", R::move_json(m)}};
      tc.expected = {{"state", R::state_json(expected)}};
    } else {
      tc.input = {{"state", R::state_json(after)}, {"move", R::move_json(m)}};
      tc.expected = {{"state", R::state_json(position)}};
    }
  }

  // --------------------------------------------------------------- judging

  [[nodiscard]] moves untrusted_moves(const json& j) const {
    return untrusted(j, "not a list of moves", [](const json& x) { return moves_from_json(x); });
  }

  [[nodiscard]] judgement judge_valid_moves(const test_case& tc, const state& b, const json& output) const {
    const moves expected = moves_from_json(tc.expected.at("moves"));
    const bool canonical = tc.expected.at("order") == "canonical";
    const moves actual = untrusted_moves(output_field(output, "moves"));
    const std::string word = move_word<R>();

    const auto report = framework::compare_moves<R>(expected, actual, canonical);
    if (report.ok())
      return {
          verdict::accepted, "all " + feedback::plural(expected.size(), "legal " + word) + " returned", {}};

    std::vector<std::string> lines;
    if (!report.missing.empty()) {
      lines.push_back(report.missing.size() == 1
                          ? tc.hook + " misses the " + word + " " + report.missing.front()
                          : tc.hook + " misses " + feedback::plural(report.missing.size(), "legal " + word) +
                                ": " + feedback::list_some(report.missing));
    }
    // Extras come with the rule they break, which is what the student must fix.
    auto distinct = actual;
    std::sort(distinct.begin(), distinct.end());
    distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
    std::size_t extras = 0;
    for (const auto& m : distinct) {
      if (std::find(expected.begin(), expected.end(), m) != expected.end()) continue;
      if (++extras > feedback::list_limit) continue;
      const auto why = R::why_illegal(b, m);
      lines.push_back(tc.hook + " returns " + R::describe(m) +
                      (why ? ", which is not legal: " + *why : ", which this case does not expect"));
    }
    if (extras > feedback::list_limit)
      lines.push_back("... and " + std::to_string(extras - feedback::list_limit) +
                      " more moves that are not legal");
    for (std::size_t i = 0; i < report.duplicated.size() && i < feedback::list_limit; ++i) {
      const auto times = std::count_if(actual.begin(), actual.end(),
                                       [&](const move& m) { return R::describe(m) == report.duplicated[i]; });
      lines.push_back(tc.hook + " returns " + report.duplicated[i] + " " +
                      (times == 2 ? std::string("twice") : std::to_string(times) + " times"));
    }
    if (report.order)
      lines.push_back(tc.hook + " returns the right " + word + "s in the wrong order: " + *report.order);

    std::string text;
    for (const auto& l : lines) text += l + '\n';
    text += "on this position:\n" + render(b);
    return {verdict::wrong_answer, text, {}};
  }

  [[nodiscard]] judgement judge_edit(const test_case& tc, const state& given, const json& output) const {
    const state expected = R::state_from_json(tc.expected.at("state"));
    const move m = R::move_from_json(tc.input.at("move"));
    const state actual = untrusted(output_field(output, "state"), "not a position", [&](const json& j) {
      state s = R::state_from_json(j);
      if (auto why = incompatible(expected, s)) throw malformed(*why);
      return s;
    });
    if (actual == expected) return {verdict::accepted, tc.hook + " " + R::describe(m) + " is right", {}};
    const bool apply = spec(tc.hook).kind == hook_kind::apply_move;
    std::string text = feedback::lines_some(explain_edit(tc.hook, m, expected, actual), "differences");
    text += feedback::side_by_side({{(apply ? "before " : "after ") + R::describe(m), render(given)},
                                    {apply ? "expected" : "expected (restored)", render(expected)},
                                    {"your " + framework::state_word<R>(), render(actual)}});
    return {verdict::wrong_answer, text, {}};
  }

  [[nodiscard]] judgement judge_solve(const test_case& tc, const state& start, const json& output) const {
    const bool solvable = tc.expected.at("solvable").get<bool>();
    const json& solution = output_field(output, "solution");
    if (solution.is_null()) {
      if (!solvable) return {verdict::accepted, "correct: there is no solution", {}};
      return {verdict::wrong_answer,
              "your " + tc.hook + " says there is no solution, but there is one: the reference solves it" +
                  solution_hint(start),
              {}};
    }
    const moves ms = untrusted_moves(solution);
    const auto failure = framework::replay<R>(start, ms);
    if (!failure) {
      if constexpr (framework::optimising_rules<R>) {
        if (solvable) return judge_cost(tc, start, ms);
      }
      if (solvable)
        return {verdict::accepted,
                "the solution's " + feedback::plural(ms.size(), "move") + " reach the goal", ms.size()};
      // A replayed solution is a proof: the case's expectation is wrong. That is
      // the grader's fault (judge_error), never charged to the team.
      return {
          verdict::judge_error,
          "your solution replays correctly to the goal, but this case says there is none: the case is wrong, "
          "not your code (`grader validate` reports it)",
          {}};
    }
    // The position where the replay stopped, shown so the student can see why.
    state reached = start;
    for (std::size_t i = 0; i + 1 < failure->index && i < ms.size(); ++i) R::apply(reached, ms[i]);
    const std::string hint = answer_hint(start, ms);
    if (failure->index <= ms.size()) {
      return {verdict::illegal_move,
              failure->reason + '\n' + hint + "the position before move " + std::to_string(failure->index) +
                  ":\n" + render(reached),
              {}};
    }
    std::string text = failure->reason + '\n' + hint;
    if (!solvable) text += "(this case has no solution: " + tc.hook + " should return none)\n";
    std::vector<std::pair<std::string, std::string>> pictures{{"your final position", render(reached)}};
    if (auto goal = goal_picture(start)) pictures.emplace_back("the goal", render(*goal));
    text += feedback::side_by_side(pictures);
    return {verdict::invalid_solution, text, {}};
  }

  // The cost of the goal a (replayed, legal) solution reaches.
  [[nodiscard]] static std::int64_t cost_reached(
      const state& start, const moves& solution) requires framework::optimising_rules<R> {
    state reached = start;
    for (const auto& m : solution) R::apply(reached, m);
    return R::cost(reached);
  }

  // A replayed goal of an optimising problem: as good as the best, or not.
  [[nodiscard]] judgement judge_cost(const test_case& tc, const state& start,
                                     const moves& ms) const requires framework::optimising_rules<R> {
    state reached = start;
    for (const auto& m : ms) R::apply(reached, m);
    const std::int64_t got = R::cost(reached);
    const std::int64_t best = tc.expected.at("cost").get<std::int64_t>();
    const std::string word = framework::cost_word<R>();
    if (got == best) {
      return {verdict::accepted,
              "the solution's " + feedback::plural(ms.size(), move_word<R>()) +
                  " reach the goal, with the best " + word + ", " + std::to_string(got),
              ms.size()};
    }
    if (got < best) {
      return {verdict::judge_error,
              "your solution replays correctly to a goal of " + word + " " + std::to_string(got) +
                  ", below the best " + word + " this case expects (" + std::to_string(best) +
                  "): the case is wrong, not your code (`grader validate` reports it)",
              {}};
    }
    return {verdict::wrong_answer,
            "your solution is legal and reaches the goal, but its " + word + " is " + std::to_string(got) +
                "; the best " + word + " is " + std::to_string(best) +
                ". A branch and bound stops only once no branch left can do better: cut a branch when its "
                "bound is not below the best found so far, and keep searching the others.\n" +
                describe_solution(start, ms) + '\n' + render(reached),
            {}};
  }

  // What a solution that fails the replay is, when the replay can tell
  // (checked, never guessed): the right moves read backwards, or the right
  // moves mixed with those of branches that failed.
  [[nodiscard]] std::string answer_hint(const state& start, const moves& ms) const {
    const std::string word = move_word<R>();
    if (ms.size() > 1) {
      if (const auto backwards = framework::read_backwards<R>(start, ms); backwards.legal) {
        return "read backwards, your " + feedback::plural(ms.size(), word) + " are all legal" +
               (backwards.reaches_goal ? " and reach the goal" : "") +
               ": your solution lists them from the last to the first. Return them in the order they are "
               "made, from the start (reverse the list, or add each " +
               word + " in front of the ones found after it).\n";
      }
    }
    if (const auto kept = framework::without_failed_branches<R>(start, ms)) {
      return "your answer holds the " + word + "s of branches that failed as well: without those " +
             feedback::plural(ms.size() - kept->size(), word) + ", your other " +
             feedback::plural(kept->size(), word) + " reach the goal. When the search undoes " +
             framework::with_article(word) + " (undo_move), take it off the path too (path.pop_back()).\n";
    }
    return {};
  }

  [[nodiscard]] judgement judge_count(const test_case& tc, const json& output) const {
    const json& count = output_field(output, "count");
    if (!count.is_number_unsigned())
      throw malformed("the count is not a whole number: " + feedback::quote(count));
    const auto expected = tc.expected.at("count").get<std::uint64_t>();
    const auto got = count.get<std::uint64_t>();
    if (got == expected) return {verdict::accepted, "the count " + std::to_string(got) + " is right", {}};
    if (tc.input.contains("limit") && got > tc.input.at("limit").get<std::uint64_t>()) {
      return {verdict::wrong_answer,
              tc.hook + " returns " + std::to_string(got) + ", more than its limit " +
                  tc.input.at("limit").dump() +
                  ": stop counting once the limit is reached (the right answer is " +
                  std::to_string(expected) + ")",
              {}};
    }
    return {verdict::wrong_answer,
            tc.hook + " returns " + std::to_string(got) + " but the right count is " +
                std::to_string(expected) +
                (got < expected ? ": the search misses some (a branch cut too early, or a move not tried?)"
                                : ": the search counts some twice or counts non-solutions"),
            {}};
  }

  // ------------------------------------------------------- consulting the reference

  void consult_valid_moves(const test_case& tc, const hook_spec& h, const state& given, std::uint64_t cap,
                           reference_report& report) const {
    const moves truth = R::legal_moves(given);
    const moves claimed = moves_from_json(tc.expected.at("moves"));
    compare_with_rules("expect.moves", truth, claimed, given, tc.expected.at("order") == "canonical", report);
    moves answer;
    report.runs.push_back(run_capped("model answer", &R::nodes, cap, [&] { answer = h.model_moves(given); }));
    report.model_nodes = report.runs.back().nodes;
    compare_with_rules("the model answer's " + tc.hook, truth, answer, given, true, report);
    report.answer = json{{"moves", moves_json(truth)}};
    report.findings.push_back(
        "legal " + move_word<R>() +
        "s: " + (truth.empty() ? std::string("none") : feedback::list_some(describe_all(truth), 64)));
  }

  void compare_with_rules(const std::string& what, const moves& truth, const moves& claimed,
                          const state& given, bool check_order, reference_report& report) const {
    const auto cmp = framework::compare_moves<R>(truth, claimed, check_order);
    for (const auto& m : cmp.missing)
      report.disagreements.push_back(what + " lacks the legal " + move_word<R>() + " " + m);
    for (const auto& m : claimed) {
      if (std::find(truth.begin(), truth.end(), m) != truth.end()) continue;
      report.disagreements.push_back(what + " lists " + R::describe(m) +
                                     ", which is not legal: " + R::why_illegal(given, m).value_or("?"));
    }
    for (const auto& d : cmp.duplicated)
      report.disagreements.push_back(what + " lists " + d + " more than once");
    if (cmp.order) report.disagreements.push_back(what + " is not in canonical order: " + *cmp.order);
  }

  void consult_edit(const test_case& tc, const hook_spec& h, const state& given, std::uint64_t cap,
                    reference_report& report) const {
    const move m = R::move_from_json(tc.input.at("move"));
    const state expected = R::state_from_json(tc.expected.at("state"));
    const bool apply = h.kind == hook_kind::apply_move;
    state truth = given;
    try {
      if (apply) {
        if (auto why = R::why_illegal(given, m))
          report.disagreements.push_back("the move " + R::describe(m) + " is not legal here: " + *why);
        R::apply(truth, m);
      } else {
        R::undo(truth, m);
      }
    } catch (const framework::rule_violation& e) {
      report.disagreements.push_back(tc.hook + " " + R::describe(m) +
                                     " cannot be made on the case's position: " + e.what());
      return;
    }
    for (const auto& d : R::differences(truth, expected))
      report.disagreements.push_back(
          (apply ? "expect.position disagrees with the rules" : std::string("the case's position")) + ": " +
          d);
    state answer = given;
    report.runs.push_back(run_capped("model answer", &R::nodes, cap, [&] { h.model_edit(answer, m); }));
    report.model_nodes = report.runs.back().nodes;
    for (const auto& d : R::differences(truth, answer))
      report.disagreements.push_back("the model answer's " + tc.hook + ": " + d);
    report.answer = json{{"state", R::state_json(truth)}};
  }

  void consult_solve(const test_case& tc, const hook_spec& h, const state& given, std::uint64_t cap,
                     reference_report& report) const {
    const bool expected = tc.expected.at("solvable").get<bool>();
    const decision fast = decide(given, cap);
    report.runs.push_back(fast.run);
    if (!fast.decided) {
      report.disagreements.push_back(
          "the fast reference could not decide within its limit whether this is solvable");
    } else if (fast.solvable != expected) {
      report.disagreements.push_back(
          expected
              ? "expect.solvable is true, but the reference proves there is no solution (" + fast.reason + ")"
              : "expect.solvable is false, but the reference solves it" + solution_hint(given));
    }
    if (fast.decided && fast.solution) {
      if (auto failure = framework::replay<R>(given, *fast.solution))
        report.disagreements.push_back("the fast reference's solution fails the replay: " + failure->reason);
      else
        check_cost(tc, given, *fast.solution, "the fast reference's", report);
    }

    std::optional<moves> answer;
    report.runs.push_back(run_capped("model answer", &R::nodes, cap, [&] {
      state s = given;
      answer = h.model_solve(s);
    }));
    const reference_run model = report.runs.back();  // a copy: more runs are added below
    report.model_nodes = model.nodes;
    if (model.nodes) {
      if (answer.has_value() != expected) {
        report.disagreements.push_back(std::string("the model answer says the case is ") +
                                       (answer ? "solvable" : "unsolvable") + ", against expect.solvable");
      }
      if (answer) {
        if (auto failure = framework::replay<R>(given, *answer))
          report.disagreements.push_back("the model answer's solution fails the replay: " + failure->reason);
        else
          check_cost(tc, given, *answer, "the model answer's", report);
      }
    }
    if (h.info.best_first) {
      // Not the lecture's depth-first search: no forward/reversed yardstick.
      if (tc.nodes.mode == node_mode::exact)
        report.disagreements.push_back(
            tc.hook +
            " is a best-first search, whose node count depends on how it breaks ties "
            "between equal bounds: judge its nodes with a budget, not `exact`");
      if (tc.nodes.budget && model.nodes && *tc.nodes.budget < *model.nodes)
        report.disagreements.push_back("nodes.budget is " + std::to_string(*tc.nodes.budget) +
                                       " but the model answer's best-first search explores " +
                                       std::to_string(*model.nodes) + " nodes");
      finish_solve_report(given, fast, model, answer, report);
      return;
    }
    // The lecture's search both ways: forward must be the model answer's count
    // (the model answer is that search), reversed is the lecture's pop() order.
    std::optional<framework::lecture_search_result<R>> forward, backward;
    auto forward_run = run_capped("lecture's search, moves front to back", &R::nodes, 0, [&] {
      forward = framework::lecture_search<R>(given, framework::move_order::forward, cap);
    });
    auto backward_run = run_capped("lecture's search, moves back to front (pop())", &R::nodes, 0, [&] {
      backward = framework::lecture_search<R>(given, framework::move_order::reversed, cap);
    });
    forward_run.nodes = forward->finished ? std::optional<std::uint64_t>(forward->nodes) : std::nullopt;
    backward_run.nodes = backward->finished ? std::optional<std::uint64_t>(backward->nodes) : std::nullopt;
    forward_run.cap = backward_run.cap = cap;
    report.reversed_nodes = backward_run.nodes;
    if (model.nodes && forward_run.nodes && *model.nodes != *forward_run.nodes) {
      report.disagreements.push_back("the model answer explores " + std::to_string(*model.nodes) +
                                     " nodes but the lecture's search in canonical order " +
                                     std::to_string(*forward_run.nodes) +
                                     ": the model answer is not the lecture's search");
    }
    report.runs.push_back(forward_run);
    report.runs.push_back(backward_run);
    if constexpr (framework::optimising_rules<R>) {
      // The deck's own cut, "if its lb exceeds the cost of a found solution":
      // ties with the best are searched, and a faithful port counts them.
      for (const auto order : {framework::move_order::forward, framework::move_order::reversed}) {
        const bool forward_order = order == framework::move_order::forward;
        std::optional<framework::lecture_search_result<R>> ties;
        auto run = run_capped(
            forward_order ? "lecture's search, ties searched (the deck's cut), front to back"
                          : "lecture's search, ties searched (the deck's cut), back to front",
            &R::nodes, 0,
            [&] { ties = framework::lecture_search<R>(given, order, cap, framework::cut_rule::above_best); });
        run.nodes = ties->finished ? std::optional<std::uint64_t>(ties->nodes) : std::nullopt;
        run.cap = cap;
        (forward_order ? report.ties_nodes : report.ties_reversed_nodes) = run.nodes;
        report.runs.push_back(run);
      }
    }
    if (model.nodes && !backward_run.nodes) {
      report.disagreements.push_back(
          "the lecture's search with moves taken back to front (its pop()) does not finish "
          "within " +
          std::to_string(cap) +
          " nodes: a faithful port of the lecture cannot pass this case; choose a position "
          "where both orders finish, or raise --node-cap if it is just big");
    }

    // A budget no reference meets would fail every team.
    if (tc.nodes.budget && fast.decided && fast.run.nodes && *tc.nodes.budget < *fast.run.nodes &&
        (!model.nodes || *tc.nodes.budget < *model.nodes)) {
      report.disagreements.push_back(
          "nodes.budget is " + std::to_string(*tc.nodes.budget) +
          " but neither reference stays within it: the fast reference explores " +
          std::to_string(*fast.run.nodes) + " nodes, the model answer " +
          (model.nodes ? std::to_string(*model.nodes) + " nodes" : std::string("did not finish")));
    }
    finish_solve_report(given, fast, model, answer, report);
  }

  // The answer shown and the findings of a solve case.
  void finish_solve_report(const state& given, const decision& fast, const reference_run& model,
                           const std::optional<moves>& answer, reference_report& report) const {
    // Show the lecture's own solution (the model answer's) when it finished:
    // it is the one a student's search finds; the fast reference's otherwise.
    std::optional<moves> shown;
    if (model.nodes) {
      shown = answer;
    } else if (fast.decided && fast.solvable) {
      shown = fast.solution;
    }
    if (fast.decided || model.nodes)
      report.answer = json{{"solution", shown ? moves_json(*shown) : json(nullptr)}};
    if (fast.decided) {
      report.findings.push_back(std::string(fast.solvable ? "solvable" : "NO SOLUTION") +
                                (fast.reason.empty() ? "" : " (" + fast.reason + ")"));
    } else {
      report.findings.push_back("undecided");
    }
    if (shown) report.findings.push_back(describe_solution(given, *shown));
  }

  // An optimising case's cost against a reference's solution (already replayed).
  void check_cost([[maybe_unused]] const test_case& tc, [[maybe_unused]] const state& given,
                  [[maybe_unused]] const moves& solution, [[maybe_unused]] const std::string& who,
                  [[maybe_unused]] reference_report& report) const {
    if constexpr (framework::optimising_rules<R>) {
      if (!tc.expected.contains("cost")) return;
      const std::int64_t got = cost_reached(given, solution);
      const std::int64_t want = tc.expected.at("cost").get<std::int64_t>();
      if (got != want)
        report.disagreements.push_back("expect.cost is " + std::to_string(want) + " but " + who +
                                       " solution's " + framework::cost_word<R>() + " is " +
                                       std::to_string(got));
    }
  }

  // A case's limits must hold for every order the lecture allows. Timing the
  // model answer here would make the check depend on the machine's load, so
  // the rule is a fixed rate: a search that makes kSlowNodesPerSecond nodes a
  // second (a few times slower than the model answer in a runner) must finish
  // within the CPU limit in either order.
  static constexpr double kSlowNodesPerSecond = 1e6;

  void check_limits(const test_case& tc, std::uint64_t model_nodes,
                    const std::optional<std::uint64_t>& backward, reference_report& report) const {
    const auto slower = std::max(model_nodes, backward.value_or(0));
    const double needed = static_cast<double>(slower) / kSlowNodesPerSecond;
    if (needed > tc.limits.cpu_seconds) {
      std::ostringstream text;
      text << "limits.cpu_seconds is " << tc.limits.cpu_seconds << " but the lecture's search"
           << (backward ? " in its slowest reading (" : " (") << slower << " nodes) needs " << needed
           << " s at a million nodes a second: raise the limit or choose another position";
      report.disagreements.push_back(text.str());
    }
  }

  void consult_count(const test_case& tc, const hook_spec& h, const state& given, std::uint64_t cap,
                     reference_report& report) const {
    const auto expected = tc.expected.at("count").get<std::uint64_t>();
    const auto truth = reference_count(tc, given, cap, report);
    if (truth && *truth != expected)
      report.disagreements.push_back("expect.count is " + std::to_string(expected) +
                                     " but the reference counts " + std::to_string(*truth));
    std::uint64_t answer = 0;
    report.runs.push_back(run_capped("model answer", &R::nodes, cap, [&] {
      state s = given;
      answer = h.takes_limit ? h.model_count_to_limit(s, tc.input.at("limit").get<std::uint64_t>())
                             : h.model_count(s);
    }));
    report.model_nodes = report.runs.back().nodes;
    if (report.model_nodes && answer != (truth ? *truth : expected))
      report.disagreements.push_back("the model answer counts " + std::to_string(answer));
    // Counting to a limit stops at a point that depends on the order the
    // moves are tried in: the lecture's back-to-front order has a count of its own.
    if (h.takes_limit) {
      framework::lecture_count_result backward;
      auto run = run_capped("lecture's count, moves back to front (pop())", &R::nodes, 0, [&] {
        backward = framework::lecture_count<R>(given, framework::move_order::reversed,
                                               tc.input.at("limit").get<std::uint64_t>(), cap);
      });
      run.nodes = backward.finished ? std::optional<std::uint64_t>(backward.nodes) : std::nullopt;
      run.cap = cap;
      report.runs.push_back(run);
      report.reversed_nodes = run.nodes;
      if (backward.finished && backward.count != (truth ? *truth : expected))
        report.disagreements.push_back("the lecture's count back to front finds " +
                                       std::to_string(backward.count));
    }
    if (truth) {
      report.answer = json{{"count", *truth}};
      report.findings.push_back("count: " + std::to_string(*truth));
    }
  }

  void check_node_expectation(const test_case& tc, std::uint64_t cap, reference_report& report) const {
    const auto check = [&](const std::optional<std::uint64_t>& want, const std::optional<std::uint64_t>& got,
                           const char* field, const char* who) {
      if (!want) return;
      if (!got) {
        report.disagreements.push_back("nodes." + std::string(field) + " is " + std::to_string(*want) +
                                       " but " + who + " did not finish within " + std::to_string(cap) +
                                       " nodes, so it cannot be checked (raise --node-cap)");
      } else if (*got != *want) {
        report.disagreements.push_back("nodes." + std::string(field) + " is " + std::to_string(*want) +
                                       " but " + who + " explores " + std::to_string(*got) + " nodes");
      }
    };
    check(tc.nodes.reference, report.model_nodes, "reference", "the model answer");
    check(tc.nodes.reversed, report.reversed_nodes, "reversed",
          "the lecture's search with moves back to front");
    check(tc.nodes.ties, report.ties_nodes, "ties",
          "the lecture's search with the deck's cut (ties searched), front to back");
    check(tc.nodes.ties_reversed, report.ties_reversed_nodes, "ties_reversed",
          "the lecture's search with the deck's cut (ties searched), back to front");
    // Any search: a budget the model answer cannot meet fails every team, and
    // the CPU limit must let a slow but honest search finish.
    if (is_search(tc.hook) && report.model_nodes) {
      if (tc.nodes.budget && *tc.nodes.budget < *report.model_nodes &&
          spec(tc.hook).kind != hook_kind::solve) {
        report.disagreements.push_back("nodes.budget is " + std::to_string(*tc.nodes.budget) +
                                       " but the model answer explores " +
                                       std::to_string(*report.model_nodes) + " nodes");
      }
      std::optional<std::uint64_t> others;
      for (const reading how :
           {reading::back_to_front, reading::ties_front_to_back, reading::ties_back_to_front})
        if (const auto& n = report.nodes_of(how)) others = std::max(others.value_or(0), *n);
      check_limits(tc, *report.model_nodes, others, report);
    }
    // The lecture takes moves from the back (its possible_moves.pop()); a
    // faithful port must earn what the front-to-back order earns.
    const auto& back = report.reversed_nodes;
    if (tc.nodes.mode == node_mode::exact && back && report.model_nodes && *back != *report.model_nodes &&
        !tc.nodes.reversed) {
      report.disagreements.push_back("the lecture's search taking moves from the back (its pop()) explores " +
                                     std::to_string(*back) +
                                     " nodes: add `reversed: " + std::to_string(*back) +
                                     "` to nodes so that a faithful port of the lecture earns the points");
    }
    if (tc.nodes.mode == node_mode::budget && tc.nodes.budget && back && report.model_nodes &&
        *report.model_nodes <= *tc.nodes.budget && *back > *tc.nodes.budget) {
      report.disagreements.push_back(
          "nodes.budget is " + std::to_string(*tc.nodes.budget) +
          ": the model answer meets it, but the lecture's search taking moves from the "
          "back (its pop()) explores " +
          std::to_string(*back) + " nodes; a budget must not depend on the order the lecture allows");
    }
    // The deck cuts a branch only once its bound exceeds the best found: a
    // port that searches ties explores more, and must earn the points too.
    for (const reading how : {reading::ties_front_to_back, reading::ties_back_to_front}) {
      const auto& ties = report.nodes_of(how);
      if (!ties || !report.model_nodes) continue;
      const std::string field(field_of(how));
      if (tc.nodes.mode == node_mode::exact && !tc.nodes.count_of(how) && !tc.nodes.reading_of(*ties)) {
        report.disagreements.push_back(
            "the lecture's search with the deck's cut (a branch cut only when its "
            "bound exceeds the best found: ties searched), " +
            std::string(how == reading::ties_front_to_back ? "front to back" : "back to front") +
            ", explores " + std::to_string(*ties) + " nodes: add `" + field + ": " + std::to_string(*ties) +
            "` to nodes so that a faithful port of the deck earns the points");
      }
      if (tc.nodes.mode == node_mode::budget && tc.nodes.budget && *report.model_nodes <= *tc.nodes.budget &&
          *ties > *tc.nodes.budget) {
        report.disagreements.push_back(
            "nodes.budget is " + std::to_string(*tc.nodes.budget) +
            ": the model answer meets it, but the lecture's search with the deck's cut (ties searched) "
            "explores " +
            std::to_string(*ties) + " nodes; a budget must not depend on the cut the lecture allows");
      }
    }
  }

  // ----------------------------------------------------------------- show

  [[nodiscard]] std::string show_valid_moves(const test_case& tc, const state& given,
                                             const std::optional<json>& output) const {
    std::string text = "position:\n" + render(given);
    const auto expected = describe_all(moves_from_json(tc.expected.at("moves")));
    text += "legal " + move_word<R>() + "s (" + tc.expected.at("order").get<std::string>() +
            " order): " + (expected.empty() ? std::string("none") : feedback::list_some(expected, 64)) + '\n';
    if (output && output->contains("moves")) {
      try {
        const auto answer = describe_all(moves_from_json(output->at("moves")));
        text += answer == expected ? "answer: exactly these\n"
                                   : "answer: " + feedback::list_some(answer, 64) + '\n';
      } catch (const std::exception& e) {
        text += std::string("answer: malformed moves: ") + e.what() + '\n';
      }
    }
    return text;
  }

  [[nodiscard]] std::string show_edit(const test_case& tc, const state& given,
                                      const std::optional<json>& output) const {
    const move m = R::move_from_json(tc.input.at("move"));
    const state expected = R::state_from_json(tc.expected.at("state"));
    const bool apply = spec(tc.hook).kind == hook_kind::apply_move;
    std::vector<std::pair<std::string, std::string>> pictures{
        {(apply ? "before " : "after ") + R::describe(m), render(given)},
        {apply ? "after" : "restored", render(expected)}};
    std::string text;
    if (output && output->contains("state")) {
      try {
        const state answer = R::state_from_json(output->at("state"));
        if (!(answer == expected)) pictures.emplace_back("answer", render(answer));
      } catch (const std::exception&) {
        text += "answer: not a position\n";
      }
    }
    return text + feedback::side_by_side(pictures);
  }

  // The start (and goal), then one step per move of the answer.
  [[nodiscard]] std::vector<std::string> show_solve(const test_case& tc, const state& start,
                                                    const std::optional<json>& output) const {
    std::vector<std::pair<std::string, std::string>> pictures{{"start", render(start)}};
    if (auto goal = goal_picture(start)) pictures.emplace_back("goal", render(*goal));
    std::vector<std::string> steps{feedback::side_by_side(pictures)};
    steps.front() +=
        "expect: " + std::string(tc.expected.at("solvable").get<bool>() ? "solvable" : "no solution") + '\n';
    if (output && output->contains("solution")) {
      auto played = play(start, output->at("solution"));
      steps.front() += played.front();
      steps.insert(steps.end(), std::make_move_iterator(played.begin() + 1),
                   std::make_move_iterator(played.end()));
    }
    return steps;
  }

  // A solution played by the rules: first what comes before any move (why
  // there is none to play, or nothing), then one step per move with the
  // position after it; the last step ends with where the play ended.
  [[nodiscard]] std::vector<std::string> play(const state& start, const json& solution) const {
    if (solution.is_null()) return {"no solution\n"};
    moves ms;
    try {
      ms = moves_from_json(solution);
    } catch (const std::exception& e) {
      return {std::string("malformed solution: ") + e.what() + '\n'};
    }
    std::vector<std::string> steps{""};
    state s = start;
    for (std::size_t i = 0; i < ms.size(); ++i) {
      std::string step = "move " + std::to_string(i + 1) + ": " + R::describe(ms[i]);
      if (auto why = R::why_illegal(s, ms[i])) {
        steps.push_back(step + " is illegal: " + *why + '\n');
        return steps;
      }
      R::apply(s, ms[i]);
      steps.push_back(step + '\n' + render(s));
    }
    if (R::is_goal(s)) {
      steps.back() += "the goal is reached after " + feedback::plural(ms.size(), "move") + '\n';
      return steps;
    }
    const auto diff = R::goal_differences(s);
    steps.back() += "after " + feedback::plural(ms.size(), "move") + " the position is not the goal" +
                    (diff.empty() ? std::string() : ": " + diff.front()) + '\n';
    return steps;
  }

  void add_figure(std::vector<figure>& out, std::string caption, const state& s) const {
    if (auto pic = draw(s)) out.push_back({std::move(caption), {{{}, std::move(*pic)}}});
  }

  // The answer's board, its differences from the expected one marked.
  void add_answer(std::vector<figure>& out, const json& output, const std::optional<state>& expected) const {
    const state answer = R::state_from_json(output.at("state"));
    // A board that is the expected one needs no second picture.
    if (expected && answer == *expected) return;
    auto pic = draw(answer);
    if (!pic) return;
    if (expected) {
      if (const auto want = draw(*expected)) mark_differences(*pic, *want);
    }
    figure f{"your " + framework::state_word<R>(), {{{}, std::move(*pic)}}};
    f.wrong = expected.has_value();
    out.push_back(std::move(f));
  }

  // The answer played by the rules, one frame per move; an illegal move ends
  // the play with its reason.
  void add_play(std::vector<figure>& out, const state& start, const json& solution) const {
    if (solution.is_null()) return;
    const moves ms = moves_from_json(solution);
    state s = start;
    auto first = draw(s);
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
      auto pic = draw(s);
      if (!pic) return;
      // The move drawn on the position it was made from would hide the
      // result; draw it on the result, where its cells are.
      mark_move(*pic, before, ms[i]);
      f.frames.push_back({step, std::move(*pic)});
    }
    if (!f.wrong && !R::is_goal(s)) {
      f.frames.back().caption += " (not the goal)";
      f.wrong = true;
    }
    out.push_back(std::move(f));
  }

  [[nodiscard]] std::string show_count(const test_case& tc, const state& start,
                                       const std::optional<json>& output) const {
    std::string text = "start:\n" + render(start) +
                       (tc.input.contains("limit") ? "limit: " + tc.input.at("limit").dump() + '\n' : "") +
                       "expect: " + std::to_string(tc.expected.at("count").get<std::uint64_t>()) + '\n';
    if (output && output->contains("count")) text += "answer: " + output->at("count").dump() + '\n';
    return text;
  }

  const reference* reference_;
  std::vector<hook_info> infos_;
  std::map<std::string, hook_spec> specs_;
};

}  // namespace grader
