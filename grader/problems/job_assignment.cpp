// The job assignment driver: bid matrices in YAML (rows, the deck's table or
// drawn at random) and the deck's lower_bound as a hook of its own; the
// Hungarian algorithm behind solve and solve_depth_first cases is the
// instructor's (job_assignment_reference.cpp). valid_moves, apply_move,
// undo_move and both solves are judged by the generic rules_driver (the cost
// of an answer against the optimum included). The case fields are documented
// in the kit's case-format guide.

#include "framework/job_assignment/hooks.hpp"
#include "framework/job_assignment/rules.hpp"
#include "framework/job_assignment/yaml_io.hpp"
#include "grader/core/rules_driver.hpp"
#include "grader/problems/job_assignment_picture.hpp"

namespace grader::problems {

// `grader generate job_assignment` (job_assignment_generator.cpp).

namespace {

namespace fs = std::filesystem;
namespace ja = job_assignment;
using framework::yaml_cursor;
using ja::rules;
using nlohmann::json;

std::string rule_text(ja::bound_rule rule) {
  return rule == ja::bound_rule::every_job
             ? "each remaining contractor's lowest bid over every job (every_job)"
             : "each remaining contractor's lowest bid over the free jobs (free_jobs)";
}

class driver final : public rules_driver<rules> {
 public:
  explicit driver(const reference* instructor) : rules_driver(instructor) {
    add_custom(std::make_shared<lower_bound>(*this));
    add_moves_and_edits();
    add_solve(ja::hook_name::solve, "the moves of an optimal assignment (replayed by the rules), best-first",
              framework::search_style::best_first);
    add_solve(ja::hook_name::solve_depth_first,
              "the moves of an optimal assignment (replayed by the rules), depth-first");
  }

 protected:
  [[nodiscard]] std::optional<picture> draw(const state& s) const override { return draw_assignment(s); }
  [[nodiscard]] std::string_view picture_styles() const override { return job_assignment_picture_styles(); }
  void mark_move(picture& p, const state&, const move& m) const override { mark_assignment(p, m); }

  [[nodiscard]] std::vector<std::string_view> position_fields() const override {
    return {std::begin(ja::assignment_fields), std::end(ja::assignment_fields)};
  }

  [[nodiscard]] ja::assignment read_position(const yaml_cursor& at, const fs::path&) const override {
    return ja::parse_assignment(at);
  }
  [[nodiscard]] ja::assignment read_like(const yaml_cursor& at, const ja::assignment& like) const override {
    return ja::parse_assigned_like(at, like);
  }
  [[nodiscard]] ja::move read_move(const yaml_cursor& at) const override { return ja::parse_move(at); }
  [[nodiscard]] std::optional<std::string> incompatible(const ja::assignment& expected,
                                                        const ja::assignment& actual) const override {
    if (expected.size() != actual.size() || expected.bids() != actual.bids()) return "the bids changed";
    if (expected.rule() != actual.rule()) return "the bound rule changed";
    return {};
  }

  [[nodiscard]] std::string describe_solution(const ja::assignment& start,
                                              const moves& solution) const override {
    ja::assignment done = start;
    for (const auto& m : solution) rules::apply(done, m);
    std::string text = "solution " + rules::describe_all(solution) + ", cost " +
                       std::to_string(done.cost_so_far()) + ":\n" + render(done);
    return text.substr(0, text.size() - 1);
  }

  [[nodiscard]] std::string solution_hint(const ja::assignment& s) const override {
    return " (" + feedback::plural(static_cast<std::size_t>(s.size() - s.assigned()), "contractor") +
           " to assign)";
  }

  // ----------------------------------------------------------- lower_bound

  // The deck's lower_bound(s), asked of a partial assignment.
  class lower_bound final : public driver_hook<rules, driver> {
   public:
    explicit lower_bound(const driver& d)
        : driver_hook(d, {ja::hook_name::lower_bound, "the lower bound of the partial assignment", false}) {}

    void parse(const yaml_cursor& at, const fs::path& dir, test_case& tc) const override {
      d_.reject(at, "move", "is for apply_move and undo_move cases");
      d_.reject(at, "expect", "lower_bound cases need no 'expect': the rules know the bound");
      const ja::assignment s = d_.read_position(at, dir);
      tc.input = {{"state", rules::state_json(s)}};
      tc.expected = {{"bound", rules::bound(s)}};
    }

    [[nodiscard]] judgement judge(const test_case& tc, const json& output) const override {
      const ja::assignment s = rules::state_from_json(tc.input.at("state"));
      const auto got = untrusted(output_field(output, "bound"), "not a bound", [](const json& j) {
        if (!j.is_number_integer()) throw malformed("a bound is an integer, not " + feedback::quote(j));
        return j.get<std::int64_t>();
      });
      const std::int64_t want = rules::bound(s);
      if (got == want) return {verdict::accepted, "lower_bound returns " + std::to_string(want), {}};
      const auto other =
          s.rule() == ja::bound_rule::every_job ? ja::bound_rule::free_jobs : ja::bound_rule::every_job;
      std::string why = "lower_bound returns " + std::to_string(got) + ", but this case's bound is " +
                        std::to_string(want) + ": the cost so far (" + std::to_string(s.cost_so_far()) +
                        ") plus " + rule_text(s.rule()) + ".";
      if (got == rules::bound_under(s, other) && !s.is_complete()) {
        why += " " + std::to_string(got) + " is the bound over " +
               (other == ja::bound_rule::free_jobs ? "the free jobs only; read s.rule()"
                                                   : "every job; with free_jobs skip the jobs already taken");
      } else if (got == s.cost_so_far()) {
        why += " " + std::to_string(got) +
               " is the cost so far alone: add the remaining contractors' lowest bids";
      } else if (got == want - s.cost_so_far()) {
        why += " " + std::to_string(got) + " is the remaining contractors' bids alone: add the cost so far";
      }
      return {verdict::wrong_answer, why + "\non this assignment:\n" + render(s), {}};
    }

    [[nodiscard]] std::string show(const test_case& tc, const std::optional<json>& output) const override {
      const ja::assignment s = rules::state_from_json(tc.input.at("state"));
      std::string text = "assignment:\n" + render(s) + "expect: " + std::to_string(rules::bound(s)) + '\n';
      if (output && output->contains("bound"))
        text += "answer: " + feedback::quote(output->at("bound")) + '\n';
      return text;
    }
  };
};

}  // namespace

const problem_driver& job_assignment_driver(const problem_reference* instructor) {
  static const driver instance(reference_as<driver::reference>(instructor));
  return instance;
}

}  // namespace grader::problems
