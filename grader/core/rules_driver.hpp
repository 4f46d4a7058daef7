#pragma once
// The grader's side of a problem, written once for every problem whose rules
// satisfy framework::backtracking_rules (and replayable_rules, and carry the
// runner's JSON codec). A problem's driver (grader/problems/<problem>.cpp)
// derives from rules_driver<R>, registers its hooks, and says how its
// positions are written in YAML and drawn. Each hook is one handler: a
// standard kind's is written once (grader/core/hooks/), a hook of the
// problem's own kind is a custom_hook the driver registers. Here is what
// every hook shares: the case fields, the trace replay, the node
// expectations, the self-check of the rules, and `grader show`'s frame. What
// only the instructor's kit can answer comes from the problem's reference
// part (rules_reference.hpp), which the student handout does not have.

#include "framework/core/hook_names.hpp"
#include "grader/core/case_fields.hpp"
#include "grader/core/custom_hook.hpp"
#include "grader/core/hooks/count_hook.hpp"
#include "grader/core/hooks/edit_hook.hpp"
#include "grader/core/hooks/self_check.hpp"
#include "grader/core/hooks/solve_hook.hpp"
#include "grader/core/hooks/valid_moves_hook.hpp"
#include "grader/core/node_expectations.hpp"
#include "grader/core/rules_reference.hpp"
#include "grader/core/stopwatch.hpp"

#include <algorithm>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace grader {

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
    reject_unused(at, h);
    h.standard->parse(at, problem_dir, tc);
  }

  [[nodiscard]] case_judgement judge(const test_case& tc, const run_evidence& run) const override {
    case_judgement j;
    j.node_advice = node_advice(tc);
    if (run.crash) j.crash_advice = crash_advice(tc, *run.crash);
    if (run.output != nullptr) j.answer = judge_output(tc, *run.output);
    if (run.line == nullptr) return j;
    {
      const stopwatch timed(j.lecture_seconds);
      // Only a search that answered (the drawing of a killed one would lack its
      // end) and made a node on its input (a hook not yet written draws nothing).
      if (run.answered && is_search(tc.hook) && !run.line->per_depth.empty())
        j.drawing = draw_search(tc, *run.line);
      if (missed_exact_count(tc, run, j.answer)) j.parting = explain_count(tc, *run.line);
    }
    return j;
  }

  // The most edits of a search's line kept for telling where it parted from
  // the lecture's (8 bytes each): far more than any count a student reads
  // through, few enough to keep beside a grading run's other cases.
  static constexpr std::size_t kLineEdits = std::size_t{1} << 20;

  [[nodiscard]] std::unique_ptr<framework::trace::replayer> make_replayer(
      const test_case& tc) const override {
    const bool exact = tc.nodes.mode == node_mode::exact;
    const hook_spec* h = find_spec(tc.hook);
    framework::witness_ptr<state> noted;
    std::optional<framework::proof_claim> claim;
    if (h != nullptr && h->standard) {
      noted = h->standard->witness();
      claim = h->standard->proof_claim(tc);
    }
    std::optional<framework::game_window> window;
    if (h != nullptr && h->custom) {
      noted = h->custom->witness(tc);
      claim = h->custom->proof_claim(tc);
      window = h->custom->proof_window(tc);
    }
    // Every search the grader can follow beside the lecture's keeps its line (for the drawing).
    const bool line = exact || (h != nullptr && is_search(tc.hook) && lecture_search_of(tc));
    return std::make_unique<framework::state_replayer<R>>(
        replay_inputs(tc), std::size_t{1} << 21, line ? kLineEdits : 0, std::move(noted), claim, window);
  }

  [[nodiscard]] reference_report consult_reference(const test_case& tc,
                                                   std::uint64_t node_cap) const override {
    const hook_spec& h = spec(tc.hook);
    reference_report report;
    if (h.standard) {
      h.standard->consult(tc, R::state_from_json(tc.input.at("state")), node_cap, report);
    } else {
      report = consult_custom(tc, node_cap);
    }
    check_node_expectation(tc, node_cap, h.info, h.kind == hook_kind::solve, report);
    return report;
  }

  [[nodiscard]] std::vector<std::string> self_check(const test_case& tc, std::uint64_t seed) const override {
    // Without the model answer (the student handout), the rules alone.
    return self_check_rules<R>(tc, seed, replay_inputs(tc),
                               model_of_kind<valid_moves_hook<R>>(hook_kind::valid_moves),
                               model_of_kind<edit_hook<R>>(hook_kind::apply_move),
                               model_of_kind<edit_hook<R>>(hook_kind::undo_move));
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
    auto steps = h.standard->show(tc, R::state_from_json(tc.input.at("state")), output);
    steps.front().insert(0, text);
    return steps;
  }

  [[nodiscard]] std::vector<figure> figures(const test_case& tc,
                                            const std::optional<json>& output) const override {
    // Drawing is for people: a case or an answer that does not decode
    // leaves its figure out, and the report keeps the text of show().
    try {
      const hook_spec& h = spec(tc.hook);
      if (!h.custom) return h.standard->figures(tc, R::state_from_json(tc.input.at("state")), output);
      if (auto own = h.custom->figures(tc, output)) return std::move(*own);
      return custom_figures(tc, output);
    } catch (const std::exception&) {
      return {};
    }
  }

 protected:
  struct hook_spec {
    hook_info info;
    hook_kind kind = hook_kind::custom;
    std::shared_ptr<const standard_hook<R>> standard;  // a hook of a standard kind
    std::shared_ptr<const custom_hook<R>> custom;      // a hook of the problem's own kind
  };

  // --- registering hooks (in the problem's constructor) -----------------------
  // A standard hook's model answer comes from the reference, by the hook's
  // name; the instructor's build must have one in the slot of its kind.
  void add_valid_moves(std::string hook) {
    add(std::make_shared<valid_moves_hook<R>>(*this, hook, model_of(hook, &model_answer<R>::valid_moves)));
  }
  void add_edit(hook_kind kind, std::string hook) {
    add(std::make_shared<edit_hook<R>>(*this, kind, hook, model_of(hook, &model_answer<R>::edit)));
  }
  // The hooks most problems share, under their usual names: valid_moves, apply_move, undo_move.
  void add_moves_and_edits() {
    add_valid_moves(framework::hook_name::valid_moves);
    add_edit(hook_kind::apply_move, framework::hook_name::apply_move);
    add_edit(hook_kind::undo_move, framework::hook_name::undo_move);
  }
  void add_solve(std::string hook, std::string returns = "a sequence of moves to the goal, or none",
                 framework::search_style style = framework::search_style::depth_first) {
    add(std::make_shared<solve_hook<R>>(*this, hook, std::move(returns), style,
                                        model_of(hook, &model_answer<R>::solve)));
  }
  void add_count(std::string hook, std::string returns) {
    add(std::make_shared<count_hook<R>>(*this, hook, std::move(returns),
                                        model_of(hook, &model_answer<R>::count)));
  }
  // A count that stops at a limit the case gives (`limit: 2`), passed to the hook.
  void add_count_to_limit(std::string hook, std::string returns) {
    add(std::make_shared<count_hook<R>>(*this, hook, std::move(returns),
                                        model_of(hook, &model_answer<R>::count_to_limit), true));
  }
  void add_custom(std::shared_ptr<const custom_hook<R>> hook) {
    add(hook_spec{hook->info(), hook_kind::custom, nullptr, std::move(hook)});
  }
  [[nodiscard]] bool counts_to_limit() const {
    const hook_spec* count = find_kind(hook_kind::count);
    return count != nullptr && static_cast<const count_hook<R>&>(*count->standard).takes_limit();
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
    return edit_differences<R>(hook, expected, actual);
  }
  // A picture of the goal beside a start or a final position, when the goal is a position.
  [[nodiscard]] virtual std::optional<state> goal_picture(const state&) const { return {}; }
  // A solution for `grader solve` and `validate`: default, its moves one per line.
  [[nodiscard]] virtual std::string describe_solution(const state& start, const moves& solution) const {
    return solution_lines<R>(start, solution);
  }
  // " in 18 moves": how far the goal is, for "there is one" messages.
  [[nodiscard]] virtual std::string solution_hint(const state&) const { return {}; }
  // Advice for a runner killed by a signal on this case, beyond the generic
  // hints (the blob that needs a deeper recursion than the runner's stack).
  [[nodiscard]] virtual std::string crash_advice(const test_case&, const crash_facts&) const { return {}; }

  // --- pictures (the HTML reports) ---------------------------------------------------
  // The position as a picture, or none: the problem draws nothing.
  [[nodiscard]] virtual std::optional<picture> draw(const state&) const { return {}; }
  // Shows move `m`, made from `before`, on the picture of `before` (an
  // arrow, a highlighted cell).
  virtual void mark_move(picture&, const state& /*before*/, const move&) const {}
  // --- tools for problems ------------------------------------------------------------
  [[nodiscard]] static json moves_json(const moves& ms) { return moves_to_json<R>(ms); }
  [[nodiscard]] static moves moves_from_json(const json& j) { return grader::moves_from_json<R>(j); }
  [[nodiscard]] static std::vector<std::string> describe_all(const moves& ms) { return described<R>(ms); }
  [[nodiscard]] static std::string render(const state& s) { return R::render(s); }
  // The fields of a case, as the problem's field list has them.
  void reject(const yaml_cursor& at, const char* key, const std::string& why) const {
    if (auto found = at.find(key)) found->fail(why);
  }

 private:
  // The standard kinds' handlers read positions and draw them as the problem does.
  template <class>
  friend class standard_hook;
  template <class>
  friend class valid_moves_hook;
  template <class>
  friend class edit_hook;
  template <class>
  friend class solve_hook;
  template <class>
  friend class count_hook;

  // The output of a runner that answered "ok", judged with the rules.
  [[nodiscard]] judgement judge_output(const test_case& tc, const json& output) const {
    const hook_spec* h = find_spec(tc.hook);
    if (h == nullptr)
      return {verdict::judge_error, std::string(R::name) + " has no hook '" + tc.hook + "'", {}};
    try {
      if (h->custom) return h->custom->judge(tc, output);
      // The case was built by the grader: failing to decode it is the
      // grader's fault (judge_error), never the student's.
      std::optional<state> given;
      try {
        given = R::state_from_json(tc.input.at("state"));
      } catch (const std::exception& e) {
        return {verdict::judge_error, "the case " + tc.id + " has a bad input: " + e.what(), {}};
      }
      return h->standard->judge(tc, *given, output);
    } catch (const malformed& e) {
      return {verdict::wrong_answer, tc.hook + " returned malformed output: " + e.what(), {}};
    } catch (const std::exception& e) {
      return {verdict::judge_error, "judging " + tc.id + " failed: " + e.what(), {}};
    }
  }

  // An `exact` case whose count the search missed: an accepted answer with a
  // count no reading explains, or a search stopped past the largest.
  [[nodiscard]] static bool missed_exact_count(const test_case& tc, const run_evidence& run,
                                               const std::optional<judgement>& answer) {
    if (tc.nodes.mode != node_mode::exact || !tc.nodes.reference) return false;
    if (run.stopped_at_budget) return true;
    return answer && answer->result == verdict::accepted && run.nodes && !tc.nodes.reading_of(*run.nodes);
  }

  [[nodiscard]] std::string explain_count(const test_case& tc,
                                          const framework::trace::search_line& line) const {
    const auto runs = lecture_search_of(tc);
    return runs ? tell_lecture_parting<R>(tc, line, *runs) : std::string();
  }

  [[nodiscard]] std::optional<search_drawing> draw_search(const test_case& tc,
                                                          const framework::trace::search_line& line) const {
    const auto runs = lecture_search_of(tc);
    return runs ? draw_lecture_search<R>(tc, line, *runs) : std::nullopt;
  }

  // Where the hook's search stops, and what it never does: in the words of
  // its kind, or of the problem for a search of its own.
  [[nodiscard]] std::string node_advice(const test_case& tc) const {
    const hook_spec* h = find_spec(tc.hook);
    if (h == nullptr) return {};
    if (h->custom) return h->custom->node_advice(tc);
    return h->standard ? h->standard->node_advice(tc) : std::string();
  }

  // The lecture's search of the case's hook, when the hook has one.
  [[nodiscard]] std::optional<lecture_runs<R>> lecture_search_of(const test_case& tc) const {
    const hook_spec* h = find_spec(tc.hook);
    if (h == nullptr) return std::nullopt;
    if (h->standard) return h->standard->lecture_search(tc);
    return h->custom ? h->custom->lecture_search(tc) : std::nullopt;
  }

  // A solve case's fastest reference: the problem's own, or the lecture's search under the cap.
  [[nodiscard]] solve_decision<R> decide(const state& start, std::uint64_t cap) const {
    return reference_ != nullptr && reference_->decide ? reference_->decide(start, cap)
                                                       : lecture_decision<R>(start, cap);
  }
  // A count hook's true answer and the runs that produced it; none without a counting reference.
  [[nodiscard]] std::optional<std::uint64_t> reference_count(const test_case& tc, const state& start,
                                                             std::uint64_t cap,
                                                             reference_report& report) const {
    if (reference_ == nullptr || !reference_->count) return {};
    return reference_->count(tc, start, cap, report);
  }

  // The reference's model answer for `hook`, from the slot of its kind; none in the handout.
  template <class Model>
  [[nodiscard]] Model model_of(const std::string& hook, Model model_answer<R>::*slot) const {
    if (reference_ == nullptr) return {};
    const auto found = reference_->models.find(hook);
    if (found == reference_->models.end() || !(found->second.*slot))
      throw std::logic_error(std::string(R::name) + "'s reference has no model answer for its hook '" + hook +
                             "' (grader/problems/" + std::string(R::name) + "_reference.cpp)");
    return found->second.*slot;
  }

  // The standard hook of `kind` with a model answer, or nullptr (the handout has none).
  template <class Hook>
  [[nodiscard]] const Hook* model_of_kind(hook_kind kind) const {
    const hook_spec* h = find_kind(kind);
    if (h == nullptr || !h->standard) return nullptr;
    const auto& hook = static_cast<const Hook&>(*h->standard);
    return hook.model() ? &hook : nullptr;
  }

  // What the reference says of a case of a custom hook: its part's consult, by the hook's name.
  [[nodiscard]] reference_report consult_custom(const test_case& tc, std::uint64_t cap) const {
    if (reference_ == nullptr) no_reference("consulting the reference on a " + tc.hook + " case");
    const auto consult = reference_->consult.find(tc.hook);
    if (consult == reference_->consult.end())
      throw std::logic_error(std::string(R::name) + "'s reference does not consult on its hook '" + tc.hook +
                             "' (grader/problems/" + std::string(R::name) + "_reference.cpp)");
    return consult->second(tc, cap);
  }
  // The states a hook receives (its trace's roots).
  [[nodiscard]] std::vector<state> replay_inputs(const test_case& tc) const {
    if (const hook_spec* h = find_spec(tc.hook); h != nullptr && h->custom) return h->custom->inputs(tc);
    return {R::state_from_json(tc.input.at("state"))};
  }
  // A custom hook's figures when it draws none of its own: the positions it receives, and the
  // position it answers with, if any.
  [[nodiscard]] std::vector<figure> custom_figures(const test_case& tc,
                                                   const std::optional<json>& output) const {
    std::vector<figure> out;
    const auto inputs = replay_inputs(tc);
    const auto add_figure = [&](std::string caption, const state& s) {
      if (auto pic = draw(s)) out.push_back({std::move(caption), {{{}, std::move(*pic)}}});
    };
    for (const auto& s : inputs) add_figure("position", s);
    // The board a hook answers with is worth a look only when it is not the one it was given.
    if (output && output->is_object() && output->contains("state")) {
      const state answer = R::state_from_json(output->at("state"));
      if (inputs.empty() || !(answer == inputs.front()))
        add_figure("your " + framework::state_word<R>(), answer);
    }
    return out;
  }

  void add(hook_spec h) {
    infos_.push_back(h.info);
    const std::string key = h.info.name;
    specs_.emplace(key, std::move(h));
  }
  void add(std::shared_ptr<const standard_hook<R>> hook) {
    add(hook_spec{hook->info(), hook->kind(), hook, nullptr});
  }

  // A field this kind of case does not use would be silently ignored: say
  // which cases it is for instead.
  void reject_unused(const yaml_cursor& at, const hook_spec& h) const {
    std::vector<hook_fields> standard;
    for (const auto& info : infos_) {
      const auto& other = specs_.at(info.name);
      if (other.standard) standard.push_back({info.name, other.standard->fields()});
    }
    reject_unused_fields(at, {h.info.name, h.standard ? h.standard->fields() : case_fields()},
                         h.kind == hook_kind::undo_move, case_fields(), standard);
  }

  const reference* reference_;
  std::vector<hook_info> infos_;
  std::map<std::string, hook_spec> specs_;
};

}  // namespace grader
