#pragma once
// The count kind: how many solutions a search finds (to a limit the case may
// give), beside the reference's count and the lecture's count both ways.

#include "grader/core/hooks/standard_hook.hpp"

#include "framework/core/lecture_search.hpp"
#include "grader/core/feedback.hpp"
#include "grader/core/hooks/lecture_readings.hpp"
#include "grader/core/reference_run.hpp"
#include "grader/core/rules_reference.hpp"

#include <functional>

namespace grader {

template <class R>
class count_hook final : public standard_hook<R> {
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

  // A count of every solution.
  count_hook(const typename base::driver& d, std::string hook, std::string returns,
             std::function<std::uint64_t(state&)> model)
      : base(d, {std::move(hook), std::move(returns), true}, hook_kind::count), model_(std::move(model)) {}
  // A count that stops at a limit the case gives (`limit: 2`), passed to the hook.
  count_hook(const typename base::driver& d, std::string hook, std::string returns,
             std::function<std::uint64_t(state&, std::uint64_t)> model, bool /*to_limit*/)
      : base(d, {std::move(hook), std::move(returns), true}, hook_kind::count),
        model_to_limit_(std::move(model)),
        takes_limit_(true) {}

  // Known without the model answer (the handout has none).
  [[nodiscard]] bool takes_limit() const noexcept { return takes_limit_; }

  [[nodiscard]] std::vector<std::string_view> fields() const override {
    auto f = d_.start_fields();
    f.push_back("expect");
    if (takes_limit_) f.push_back("limit");
    return f;
  }

  void parse(const yaml_cursor& at, const path& problem_dir, test_case& tc) const override {
    const state start = d_.read_start(at, problem_dir);
    const yaml_cursor e = at.at("expect");
    if (!e.is_map()) e.fail("should be a map: { count: N }");
    e.allow_only({"count"});
    tc.input = {{"state", R::state_json(start)}};
    // count_solutions(limit): counts no further than the case's limit ("unique, several or none").
    if (takes_limit()) tc.input["limit"] = static_cast<std::uint64_t>(at.at("limit").as_int(1));
    tc.expected = {{"count", static_cast<std::uint64_t>(e.at("count").as_int(0))}};
  }

  [[nodiscard]] judgement judge(const test_case& tc, const state&, const json& output) const override {
    const json& count = output_field(output, "count");
    if (!count.is_number_unsigned())
      throw malformed("the count is not a whole number: " + feedback::quote(count));
    const auto expected = tc.expected.at("count").get<std::uint64_t>();
    const auto got = count.get<std::uint64_t>();
    if (got == expected) {
      judgement j{verdict::accepted, "the count " + std::to_string(got) + " is right", {}};
      j.witness =
          answer_witness{got,
                         {},
                         "solutions",
                         "Count a solution when your search reaches it with apply_move on that board (or "
                         "on a copy of it), not on a representation of your own."};
      return j;
    }
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

  void consult(const test_case& tc, const state& given, std::uint64_t cap,
               reference_report& report) const override {
    if (!model_ && !model_to_limit_) no_reference("consulting the reference on a " + tc.hook + " case");
    const auto expected = tc.expected.at("count").get<std::uint64_t>();
    const auto truth = d_.reference_count(tc, given, cap, report);
    if (truth && *truth != expected)
      report.disagreements.push_back("expect.count is " + std::to_string(expected) +
                                     " but the reference counts " + std::to_string(*truth));
    std::uint64_t answer = 0;
    report.runs.push_back(run_capped("model answer", &R::nodes, cap, [&] {
      state s = given;
      answer = takes_limit() ? model_to_limit_(s, tc.input.at("limit").get<std::uint64_t>()) : model_(s);
    }));
    report.model_nodes = report.runs.back().nodes;
    if (report.model_nodes && answer != (truth ? *truth : expected))
      report.disagreements.push_back("the model answer counts " + std::to_string(answer));
    // Counting to a limit stops at a point that depends on the order the
    // moves are tried in: the lecture's back-to-front order has a count of its own.
    if (takes_limit()) {
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

  [[nodiscard]] std::vector<std::string> show(const test_case& tc, const state& start,
                                              const std::optional<json>& output) const override {
    std::string text = "start:\n" + d_.render(start) +
                       (tc.input.contains("limit") ? "limit: " + tc.input.at("limit").dump() + '\n' : "") +
                       "expect: " + std::to_string(tc.expected.at("count").get<std::uint64_t>()) + '\n';
    if (output && output->contains("count")) text += "answer: " + output->at("count").dump() + '\n';
    return {text};
  }

  [[nodiscard]] std::vector<figure> figures(const test_case&, const state& given,
                                            const std::optional<json>&) const override {
    std::vector<figure> out;
    this->add_figure(out, "start", given);
    return out;
  }

  // The solutions reached, told apart by their pictures (is_goal rejects in
  // O(1) on every problem, so a picture is drawn only for a solution).
  [[nodiscard]] framework::witness_ptr<state> witness() const override {
    return framework::naming_witness<state>([](const state& s) {
      return R::is_goal(s) ? std::optional<std::string>(R::render(s)) : std::nullopt;
    });
  }

  // Every solution counted is proven by the whole tree; a count to a limit
  // stops at its last solution.
  [[nodiscard]] std::optional<framework::proof_claim> proof_claim(const test_case&) const override {
    return takes_limit_ ? framework::proof_claim::stops_at_goal : framework::proof_claim::whole_tree;
  }

  [[nodiscard]] std::string node_advice(const test_case&) const override {
    return std::string("the lecture's count tries the ") + move_word<R>() +
           "s in valid_moves' order, counts a goal as one solution without searching below it, and " +
           (takes_limit_ ? "stops as soon as it has counted `limit` solutions" : "searches the whole tree");
  }

  [[nodiscard]] std::optional<lecture_runs<R>> lecture_search(const test_case& tc) const override {
    const std::uint64_t limit = takes_limit_ ? tc.input.at("limit").get<std::uint64_t>() : 0;
    return lecture_runs<R>{
        [limit](framework::move_order order, framework::cut_rule) {
          return std::function<void(state&)>([order, limit](state& s) {
            (void)framework::lecture_count<R>(s, order, limit == 0 ? UINT64_MAX : limit, 0);
          });
        },
        takes_limit_ ? "once it has counted `limit` solutions" : "having counted every solution"};
  }

 private:
  std::function<std::uint64_t(state&)> model_;
  std::function<std::uint64_t(state&, std::uint64_t)> model_to_limit_;
  bool takes_limit_ = false;
};

}  // namespace grader
