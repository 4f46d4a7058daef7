#pragma once
// The apply_move and undo_move kinds: the position after a move, or before
// it, restored exactly.

#include "grader/core/hooks/standard_hook.hpp"

#include "framework/core/checks.hpp"
#include "grader/core/feedback.hpp"
#include "grader/core/reference_run.hpp"
#include "grader/core/rules_reference.hpp"

#include <functional>

namespace grader {

// How `actual` differs from `expected` after `hook` made a move, one line each, in the rules' words.
template <class R>
[[nodiscard]] std::vector<std::string> edit_differences(const std::string& hook,
                                                        const typename R::state& expected,
                                                        const typename R::state& actual) {
  std::vector<std::string> lines;
  for (const auto& d : R::differences(expected, actual)) lines.push_back(hook + ": " + d);
  return lines;
}

template <class R>
class edit_hook final : public standard_hook<R> {
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

  // `kind`: hook_kind::apply_move or hook_kind::undo_move.
  edit_hook(const typename base::driver& d, hook_kind kind, std::string hook,
            std::function<void(state&, const move&)> model)
      : base(d,
             {std::move(hook),
              kind == hook_kind::apply_move ? "the position after the move"
                                            : "the position before the move, restored",
              false},
             kind),
        model_(std::move(model)) {}

  // The model answer; empty in the student handout.
  [[nodiscard]] const std::function<void(state&, const move&)>& model() const noexcept { return model_; }

  [[nodiscard]] std::vector<std::string_view> fields() const override {
    auto f = d_.position_fields();
    f.push_back("move");
    if (applies()) f.push_back("expect");
    return f;
  }

  void parse(const yaml_cursor& at, const path& problem_dir, test_case& tc) const override {
    const auto expect_at = at.find("expect");
    const state position = d_.read_position(at, problem_dir);
    const yaml_cursor move_at = at.at("move");
    const move m = d_.read_move(move_at);
    if (auto why = R::why_illegal(position, m)) move_at.fail("is not legal on this position: " + *why);
    state after = position;
    R::apply(after, m);
    if (applies()) {
      state expected = after;
      if (expect_at) {
        if (!expect_at->is_map()) expect_at->fail("should be a map");
        expect_at->allow_only({"position"});
        if (auto p = expect_at->find("position")) expected = d_.read_like(*p, position);
      }
      tc.input = {{"state", R::state_json(position)}, {"move", R::move_json(m)}};
      tc.expected = {{"state", R::state_json(expected)}};
    } else {
      tc.input = {{"state", R::state_json(after)}, {"move", R::move_json(m)}};
      tc.expected = {{"state", R::state_json(position)}};
    }
  }

  [[nodiscard]] judgement judge(const test_case& tc, const state& given, const json& output) const override {
    const state expected = R::state_from_json(tc.expected.at("state"));
    const move m = R::move_from_json(tc.input.at("move"));
    const state actual = untrusted(output_field(output, "state"), "not a position", [&](const json& j) {
      state s = R::state_from_json(j);
      if (auto why = d_.incompatible(expected, s)) throw malformed(*why);
      return s;
    });
    if (actual == expected) return {verdict::accepted, tc.hook + " " + R::describe(m) + " is right", {}};
    const bool apply = applies();
    std::string text = feedback::lines_some(d_.explain_edit(tc.hook, m, expected, actual), "differences");
    text += feedback::side_by_side({{(apply ? "before " : "after ") + R::describe(m), d_.render(given)},
                                    {apply ? "expected" : "expected (restored)", d_.render(expected)},
                                    {"your " + framework::state_word<R>(), d_.render(actual)}});
    return {verdict::wrong_answer, text, {}};
  }

  void consult(const test_case& tc, const state& given, std::uint64_t cap,
               reference_report& report) const override {
    if (!model_) no_reference("consulting the reference on a " + tc.hook + " case");
    const move m = R::move_from_json(tc.input.at("move"));
    const state expected = R::state_from_json(tc.expected.at("state"));
    const bool apply = applies();
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
    report.runs.push_back(run_capped("model answer", &R::nodes, cap, [&] { model_(answer, m); }));
    report.model_nodes = report.runs.back().nodes;
    for (const auto& d : R::differences(truth, answer))
      report.disagreements.push_back("the model answer's " + tc.hook + ": " + d);
    report.answer = json{{"state", R::state_json(truth)}};
  }

  [[nodiscard]] std::vector<std::string> show(const test_case& tc, const state& given,
                                              const std::optional<json>& output) const override {
    const move m = R::move_from_json(tc.input.at("move"));
    const state expected = R::state_from_json(tc.expected.at("state"));
    const bool apply = applies();
    std::vector<std::pair<std::string, std::string>> pictures{
        {(apply ? "before " : "after ") + R::describe(m), d_.render(given)},
        {apply ? "after" : "restored", d_.render(expected)}};
    std::string text;
    if (output && output->contains("state")) {
      try {
        const state answer = R::state_from_json(output->at("state"));
        if (!(answer == expected)) pictures.emplace_back("answer", d_.render(answer));
      } catch (const std::exception&) {
        text += "answer: not a position\n";
      }
    }
    return {text + feedback::side_by_side(pictures)};
  }

  [[nodiscard]] std::vector<figure> figures(const test_case& tc, const state& given,
                                            const std::optional<json>& output) const override {
    std::vector<figure> out;
    const move m = R::move_from_json(tc.input.at("move"));
    const bool apply = applies();
    auto before = d_.draw(given);
    if (!before) return out;
    d_.mark_move(*before, given, m);
    out.push_back({(apply ? "before " : "after ") + R::describe(m), {{{}, std::move(*before)}}});
    const state expected = R::state_from_json(tc.expected.at("state"));
    this->add_figure(out, apply ? "expected" : "expected (restored)", expected);
    if (output && output->is_object() && output->contains("state")) this->add_answer(out, *output, expected);
    return out;
  }

 private:
  [[nodiscard]] bool applies() const noexcept { return this->kind() == hook_kind::apply_move; }

  std::function<void(state&, const move&)> model_;
};

}  // namespace grader
