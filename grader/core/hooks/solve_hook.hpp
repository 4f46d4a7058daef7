#pragma once
// The solve kind: a search for a goal (for an optimising problem, a best one),
// its answer replayed move by move by the rules, and the lecture's search
// both ways (and with the deck's cut) as the yardsticks of its node count.

#include "grader/core/hooks/standard_hook.hpp"

#include "framework/core/checks.hpp"
#include "framework/core/lecture_search.hpp"
#include "framework/core/replay.hpp"
#include "grader/core/feedback.hpp"
#include "grader/core/hooks/lecture_readings.hpp"
#include "grader/core/reference_run.hpp"
#include "grader/core/rules_reference.hpp"

#include <functional>

namespace grader {

// The cost of the goal a (replayed, legal) solution reaches.
template <class R>
requires framework::optimising_rules<R>
[[nodiscard]] std::int64_t cost_reached(const typename R::state& start,
                                        const std::vector<typename R::move>& solution) {
  typename R::state reached = start;
  for (const auto& m : solution) R::apply(reached, m);
  return R::cost(reached);
}

// A solution for `grader solve` and `validate`: its moves one per line (and
// for an optimising problem, the cost it reaches).
template <class R>
[[nodiscard]] std::string solution_lines([[maybe_unused]] const typename R::state& start,
                                         const std::vector<typename R::move>& solution) {
  std::string line = "solution, " + feedback::plural(solution.size(), move_word<R>());
  if constexpr (framework::optimising_rules<R>)
    line += ", " + framework::cost_word<R>() + " " + std::to_string(cost_reached<R>(start, solution));
  line += ":";
  for (const auto& m : solution) line += "\n    " + R::describe(m);
  return line;
}

// Whether a start is solvable, by the lecture's search (canonical order) under the cap:
// the reference of a problem with no faster one of its own.
template <class R>
[[nodiscard]] solve_decision<R> lecture_decision(const typename R::state& start, std::uint64_t cap) {
  solve_decision<R> d;
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

template <class R>
class solve_hook final : public standard_hook<R> {
 public:
  using base = standard_hook<R>;
  using json = nlohmann::json;
  using base::d_;
  using base::untrusted_moves;
  using typename base::move;
  using typename base::moves;
  using typename base::path;
  using typename base::state;
  using typename base::yaml_cursor;

  solve_hook(const typename base::driver& d, std::string hook, std::string returns,
             framework::search_style style, std::function<std::optional<moves>(state&)> model)
      : base(d, {std::move(hook), std::move(returns), true, style == framework::search_style::best_first},
             hook_kind::solve),
        model_(std::move(model)) {}

  [[nodiscard]] std::vector<std::string_view> fields() const override {
    auto f = d_.start_fields();
    f.push_back("expect");
    return f;
  }

  void parse(const yaml_cursor& at, const path& problem_dir, test_case& tc) const override {
    const state start = d_.read_start(at, problem_dir);
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
  }

  // A solution is the search's only if the search reached the goal it ends
  // in on the framework's state: making as many moves elsewhere is not it.
  [[nodiscard]] judgement judge(const test_case& tc, const state& start, const json& output) const override {
    judgement j = judge_answer(tc, start, output);
    if (j.result != verdict::accepted || !j.answer_moves) return j;
    state reached = start;
    for (const auto& m : untrusted_moves(output_field(output, "solution"))) R::apply(reached, m);
    answer_witness w;
    w.each = {R::render(reached)};
    w.unit = "goals";
    w.advice = "Search with apply_move and undo_move on the position you are given (or on a copy of it).";
    w.unproven =
        "the goal your solution ends in was never reached by the search on the position your hook "
        "received.";
    j.witness = std::move(w);
    return j;
  }

  // The goals the search reached, told apart by their pictures.
  [[nodiscard]] framework::witness_ptr<state> witness() const override {
    return framework::naming_witness<state>([](const state& s) {
      return R::is_goal(s) ? std::optional<std::string>(R::render(s)) : std::nullopt;
    });
  }

  // A first solution is proven by the moves refuted before it; no solution,
  // or a best one, by the whole tree (cut only where the bound allows).
  [[nodiscard]] std::optional<framework::proof_claim> proof_claim(const test_case& tc) const override {
    if (framework::optimising_rules<R> || !tc.expected.at("solvable").get<bool>())
      return framework::proof_claim::whole_tree;
    return framework::proof_claim::stops_at_goal;
  }

  void consult(const test_case& tc, const state& given, std::uint64_t cap,
               reference_report& report) const override {
    if (!model_) no_reference("consulting the reference on a " + tc.hook + " case");
    const bool expected = tc.expected.at("solvable").get<bool>();
    const solve_decision<R> fast = consult_fast(tc, given, cap, expected, report);
    std::optional<moves> answer;
    const reference_run model = consult_model(tc, given, cap, expected, answer, report);
    if (this->info().best_first) {
      best_first_yardstick(tc, model, report);
    } else {
      lecture_yardsticks(given, cap, model, report);
      // A budget no reference meets would fail every team.
      if (tc.nodes.budget && fast.decided && fast.run.nodes && *tc.nodes.budget < *fast.run.nodes &&
          (!model.nodes || *tc.nodes.budget < *model.nodes)) {
        report.disagreements.push_back(
            "nodes.budget is " + std::to_string(*tc.nodes.budget) +
            " but neither reference stays within it: the fast reference explores " +
            std::to_string(*fast.run.nodes) + " nodes, the model answer " +
            (model.nodes ? std::to_string(*model.nodes) + " nodes" : std::string("did not finish")));
      }
    }
    finish_solve_report(given, fast, model, answer, report);
  }

  // The start (and goal), then one step per move of the answer.
  [[nodiscard]] std::vector<std::string> show(const test_case& tc, const state& start,
                                              const std::optional<json>& output) const override {
    std::vector<std::pair<std::string, std::string>> pictures{{"start", d_.render(start)}};
    if (auto goal = d_.goal_picture(start)) pictures.emplace_back("goal", d_.render(*goal));
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

  [[nodiscard]] std::vector<figure> figures(const test_case&, const state& given,
                                            const std::optional<json>& output) const override {
    std::vector<figure> out;
    this->add_figure(out, "start", given);
    if (auto goal = d_.goal_picture(given)) this->add_figure(out, "goal", *goal);
    if (output && output->is_object() && output->contains("solution"))
      this->add_play(out, given, output->at("solution"));
    return out;
  }

  [[nodiscard]] std::string node_advice(const test_case&) const override {
    if (this->info().best_first) {
      return "a best-first branch and bound always extends the open " + framework::state_word<R>() +
             " with the smallest bound, and never one whose bound is not below the best " +
             framework::cost_word<R>() + " found";
    }
    if constexpr (framework::optimising_rules<R>) {
      return "the lecture's branch and bound tries " + move_word<R>() +
             "s in valid_moves' order (front to back, or back to front), searches below one only while "
             "its bound can still beat the best " +
             framework::cost_word<R>() + " found (a tie may be cut or searched), and searches the whole tree";
    }
    return "the lecture's search tries the " + move_word<R>() +
           "s in valid_moves' order (front to back, or back to front), undoes each before trying the next, "
           "and stops at its first solution";
  }

  [[nodiscard]] std::optional<lecture_runs<R>> lecture_search(const test_case&) const override {
    if (this->info().best_first) return std::nullopt;
    return lecture_runs<R>{[](framework::move_order order, framework::cut_rule cut) {
                             return std::function<void(state&)>([order, cut](state& s) {
                               (void)framework::lecture_search<R>(s, order, 0, cut);
                             });
                           },
                           framework::optimising_rules<R>
                               ? "having searched every branch its bound lets through"
                               : "at its first solution"};
  }

 private:
  // The fast reference decides the case; its solution must replay.
  solve_decision<R> consult_fast(const test_case& tc, const state& given, std::uint64_t cap, bool expected,
                                 reference_report& report) const {
    solve_decision<R> fast = d_.decide(given, cap);
    report.runs.push_back(fast.run);
    if (!fast.decided) {
      report.disagreements.push_back(
          "the fast reference could not decide within its limit whether this is solvable");
    } else if (fast.solvable != expected) {
      report.disagreements.push_back(
          expected
              ? "expect.solvable is true, but the reference proves there is no solution (" + fast.reason + ")"
              : "expect.solvable is false, but the reference solves it" + d_.solution_hint(given));
    }
    if (fast.decided && fast.solution) {
      if (auto failure = framework::replay<R>(given, *fast.solution))
        report.disagreements.push_back("the fast reference's solution fails the replay: " + failure->reason);
      else
        check_cost(tc, given, *fast.solution, "the fast reference's", report);
    }
    return fast;
  }

  // The model answer run, its answer in `answer`; it must agree and replay.
  reference_run consult_model(const test_case& tc, const state& given, std::uint64_t cap, bool expected,
                              std::optional<moves>& answer, reference_report& report) const {
    report.runs.push_back(run_capped("model answer", &R::nodes, cap, [&] {
      state s = given;
      answer = model_(s);
    }));
    const reference_run model = report.runs.back();  // a copy: more runs are added later
    report.model_nodes = model.nodes;
    if (!model.nodes) return model;
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
    return model;
  }

  // Not the lecture's depth-first search: no forward/reversed yardstick.
  void best_first_yardstick(const test_case& tc, const reference_run& model, reference_report& report) const {
    if (tc.nodes.mode == node_mode::exact)
      report.disagreements.push_back(
          tc.hook +
          " is a best-first search, whose node count depends on how it breaks ties "
          "between equal bounds: judge its nodes with a budget, not `exact`");
    if (tc.nodes.budget && model.nodes && *tc.nodes.budget < *model.nodes)
      report.disagreements.push_back("nodes.budget is " + std::to_string(*tc.nodes.budget) +
                                     " but the model answer's best-first search explores " +
                                     std::to_string(*model.nodes) + " nodes");
  }

  // The lecture's search both ways: forward must be the model answer's count
  // (the model answer is that search), reversed is the lecture's pop() order;
  // and, for an optimisation, with the deck's own cut.
  void lecture_yardsticks(const state& given, std::uint64_t cap, const reference_run& model,
                          reference_report& report) const {
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
    if constexpr (framework::optimising_rules<R>) ties_yardsticks(given, cap, report);
    if (model.nodes && !backward_run.nodes) {
      report.disagreements.push_back(
          "the lecture's search with moves taken back to front (its pop()) does not finish "
          "within " +
          std::to_string(cap) +
          " nodes: a faithful port of the lecture cannot pass this case; choose a position "
          "where both orders finish, or raise --node-cap if it is just big");
    }
  }

  // The deck's own cut, "if its lb exceeds the cost of a found solution":
  // ties with the best are searched, and a faithful port counts them.
  void ties_yardsticks(const state& given, std::uint64_t cap, reference_report& report) const {
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

  [[nodiscard]] judgement judge_answer(const test_case& tc, const state& start, const json& output) const {
    const bool solvable = tc.expected.at("solvable").get<bool>();
    const json& solution = output_field(output, "solution");
    if (solution.is_null()) {
      if (!solvable) return {verdict::accepted, "correct: there is no solution", {}};
      return {verdict::wrong_answer,
              "your " + tc.hook + " says there is no solution, but there is one: the reference solves it" +
                  d_.solution_hint(start),
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
                  ":\n" + d_.render(reached),
              {}};
    }
    std::string text = failure->reason + '\n' + hint;
    if (!solvable) text += "(this case has no solution: " + tc.hook + " should return none)\n";
    std::vector<std::pair<std::string, std::string>> pictures{{"your final position", d_.render(reached)}};
    if (auto goal = d_.goal_picture(start)) pictures.emplace_back("the goal", d_.render(*goal));
    text += feedback::side_by_side(pictures);
    return {verdict::invalid_solution, text, {}};
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
                d_.describe_solution(start, ms) + '\n' + d_.render(reached),
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

  // The answer shown and the findings of a solve case.
  void finish_solve_report(const state& given, const solve_decision<R>& fast, const reference_run& model,
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
      report.answer = json{{"solution", shown ? d_.moves_json(*shown) : json(nullptr)}};
    if (fast.decided) {
      report.findings.push_back(std::string(fast.solvable ? "solvable" : "NO SOLUTION") +
                                (fast.reason.empty() ? "" : " (" + fast.reason + ")"));
    } else {
      report.findings.push_back("undecided");
    }
    if (shown) report.findings.push_back(d_.describe_solution(given, *shown));
  }

  // An optimising case's cost against a reference's solution (already replayed).
  void check_cost([[maybe_unused]] const test_case& tc, [[maybe_unused]] const state& given,
                  [[maybe_unused]] const moves& solution, [[maybe_unused]] const std::string& who,
                  [[maybe_unused]] reference_report& report) const {
    if constexpr (framework::optimising_rules<R>) {
      if (!tc.expected.contains("cost")) return;
      const std::int64_t got = cost_reached<R>(given, solution);
      const std::int64_t want = tc.expected.at("cost").get<std::int64_t>();
      if (got != want)
        report.disagreements.push_back("expect.cost is " + std::to_string(want) + " but " + who +
                                       " solution's " + framework::cost_word<R>() + " is " +
                                       std::to_string(got));
    }
  }

  // A solution played by the rules: first what comes before any move (why
  // there is none to play, or nothing), then one step per move with the
  // position after it; the last step ends with where the play ended.
  [[nodiscard]] std::vector<std::string> play(const state& start, const json& solution) const {
    if (solution.is_null()) return {"no solution\n"};
    moves ms;
    try {
      ms = d_.moves_from_json(solution);
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
      steps.push_back(step + '\n' + d_.render(s));
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

  std::function<std::optional<moves>(state&)> model_;
};

}  // namespace grader
