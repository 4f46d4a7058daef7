#pragma once
// The valid_moves kind: every legal move of a position, in any order or the
// canonical one, judged against the rules.

#include "grader/core/hooks/standard_hook.hpp"

#include "framework/core/checks.hpp"
#include "grader/core/feedback.hpp"
#include "grader/core/reference_run.hpp"
#include "grader/core/rules_reference.hpp"

#include <algorithm>
#include <functional>

namespace grader {

template <class R>
class valid_moves_hook final : public standard_hook<R> {
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

  valid_moves_hook(const typename base::driver& d, std::string hook, std::function<moves(const state&)> model)
      : base(d, {std::move(hook), "every legal " + move_word<R>() + " of a position", false},
             hook_kind::valid_moves),
        model_(std::move(model)) {}

  // The model answer; empty in the student handout.
  [[nodiscard]] const std::function<moves(const state&)>& model() const noexcept { return model_; }

  [[nodiscard]] std::vector<std::string_view> fields() const override {
    auto f = d_.position_fields();
    f.push_back("expect");
    return f;
  }

  void parse(const yaml_cursor& at, const path& problem_dir, test_case& tc) const override {
    const auto expect_at = at.find("expect");
    const state position = d_.read_position(at, problem_dir);
    moves expected = R::legal_moves(position);
    std::string order = "any";
    if (expect_at) {
      if (!expect_at->is_map()) expect_at->fail("should be a map");
      expect_at->allow_only({"moves", "order"});
      if (auto o = expect_at->find("order")) order = o->as_choice({"canonical", "any"});
      if (auto listed = expect_at->find("moves")) {
        expected.clear();
        for (const auto& item : listed->items()) {
          const move m = d_.read_move(item);
          if (std::find(expected.begin(), expected.end(), m) != expected.end())
            item.fail("lists " + R::describe(m) + " twice");
          expected.push_back(m);
        }
      } else if (expect_at->has_empty("moves")) {
        expected.clear();  // `moves:` with nothing after it: no legal move
      }
    }
    tc.input = {{"state", R::state_json(position)}};
    tc.expected = {{"moves", d_.moves_json(expected)}, {"order", order}};
  }

  [[nodiscard]] judgement judge(const test_case& tc, const state& b, const json& output) const override {
    const moves expected = d_.moves_from_json(tc.expected.at("moves"));
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
    text += "on this position:\n" + d_.render(b);
    return {verdict::wrong_answer, text, {}};
  }

  void consult(const test_case& tc, const state& given, std::uint64_t cap,
               reference_report& report) const override {
    if (!model_) no_reference("consulting the reference on a " + tc.hook + " case");
    const moves truth = R::legal_moves(given);
    const moves claimed = d_.moves_from_json(tc.expected.at("moves"));
    compare_with_rules("expect.moves", truth, claimed, given, tc.expected.at("order") == "canonical", report);
    moves answer;
    report.runs.push_back(run_capped("model answer", &R::nodes, cap, [&] { answer = model_(given); }));
    report.model_nodes = report.runs.back().nodes;
    compare_with_rules("the model answer's " + tc.hook, truth, answer, given, true, report);
    report.answer = json{{"moves", d_.moves_json(truth)}};
    report.findings.push_back(
        "legal " + move_word<R>() +
        "s: " + (truth.empty() ? std::string("none") : feedback::list_some(d_.describe_all(truth), 64)));
  }

  [[nodiscard]] std::vector<std::string> show(const test_case& tc, const state& given,
                                              const std::optional<json>& output) const override {
    std::string text = "position:\n" + d_.render(given);
    const auto expected = d_.describe_all(d_.moves_from_json(tc.expected.at("moves")));
    text += "legal " + move_word<R>() + "s (" + tc.expected.at("order").get<std::string>() +
            " order): " + (expected.empty() ? std::string("none") : feedback::list_some(expected, 64)) + '\n';
    if (output && output->contains("moves")) {
      try {
        const auto answer = d_.describe_all(d_.moves_from_json(output->at("moves")));
        text += answer == expected ? "answer: exactly these\n"
                                   : "answer: " + feedback::list_some(answer, 64) + '\n';
      } catch (const std::exception& e) {
        text += std::string("answer: malformed moves: ") + e.what() + '\n';
      }
    }
    return {text};
  }

  [[nodiscard]] std::vector<figure> figures(const test_case& tc, const state& given,
                                            const std::optional<json>&) const override {
    std::vector<figure> out;
    auto pic = d_.draw(given);
    if (!pic) return out;
    for (const auto& m : d_.moves_from_json(tc.expected.at("moves"))) d_.mark_move(*pic, given, m);
    out.push_back({"position and its legal " + move_word<R>() + "s", {{{}, std::move(*pic)}}});
    return out;
  }

 private:
  static void compare_with_rules(const std::string& what, const moves& truth, const moves& claimed,
                                 const state& given, bool check_order, reference_report& report) {
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

  std::function<moves(const state&)> model_;
};

}  // namespace grader
