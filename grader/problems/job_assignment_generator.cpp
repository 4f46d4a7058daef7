// `grader generate job_assignment`: random bid matrices (the case file keeps
// only n, the largest bid and the seed: splitmix64 draws the same bids on
// every machine), each with its optimal cost from the Hungarian algorithm.
// A best-first solve case gets the proved budget of best_first_budget.hpp;
// a depth-first one the lecture's search's exact counts in both orders.

#include "framework/core/lecture_search.hpp"
#include "framework/job_assignment/hooks.hpp"
#include "framework/job_assignment/rules.hpp"
#include "framework/job_assignment/yaml_io.hpp"
#include "grader/core/case_generator.hpp"
#include "grader/core/feedback.hpp"
#include "grader/core/reference_run.hpp"
#include "reference/job_assignment/best_first_budget.hpp"
#include "reference/job_assignment/hungarian.hpp"

namespace grader::problems {

namespace {

namespace ja = job_assignment;
using feedback::thousands;

// solve is the deck's best-first search (judged on a budget), solve_depth_first
// its depth-first branch and bound (exact counts in both orders).
enum class generated_hook { best_first, depth_first };
constexpr named_choice<generated_hook> generated_hooks[] = {
    {ja::hook_name::solve, generated_hook::best_first},
    {ja::hook_name::solve_depth_first, generated_hook::depth_first}};

class job_assignment_generator final : public case_generator {
 public:
  [[nodiscard]] std::string summary() const override {
    return "random bid matrices, each with its optimum (Hungarian algorithm) and a proved node budget";
  }

  [[nodiscard]] std::vector<generator_parameter> parameters() const override {
    return {
        {"n", "contractors (and jobs), 1 to 16", "10"},
        {"max-bid", "the largest bid; bids are drawn from 0 to it", "99"},
        {"bound", "the lower bound rule: every_job (the deck's) or free_jobs", "every_job"},
        {"hook", "solve (best-first, a budget) or solve_depth_first (exact counts)", ja::hook_name::solve}};
  }

  void check(const std::map<std::string, std::string>& values) const override {
    (void)integer_parameter(values, "n", 1, ja::assignment::max_size);
    (void)integer_parameter(values, "max-bid", 0, ja::assignment::max_bid);
    if (!ja::parse_bound_rule(values.at("bound")))
      throw bad_parameter("bound", "'" + values.at("bound") + "' is not every_job or free_jobs");
    if (!choice_named(generated_hooks, values.at("hook")))
      throw bad_parameter("hook", "'" + values.at("hook") + "' is not solve or solve_depth_first");
  }

  [[nodiscard]] generated_case generate(const std::map<std::string, std::string>& values,
                                        std::uint64_t seed) const override {
    check(values);
    const auto n = static_cast<int>(integer_parameter(values, "n", 1, ja::assignment::max_size));
    const std::int64_t max = integer_parameter(values, "max-bid", 0, ja::assignment::max_bid);
    const ja::bound_rule rule = *ja::parse_bound_rule(values.at("bound"));
    const std::string& hook = values.at("hook");
    const ja::assignment start(n, ja::random_bids(n, max, seed), rule);
    const auto optimum = ja::fast::hungarian(start.bids(), static_cast<std::size_t>(n)).cost;

    generated_case c;
    // Case names take no '_': "every-job", "free-jobs".
    c.name = std::to_string(n) + "x" + std::to_string(n) +
             (rule == ja::bound_rule::every_job ? "-every-job" : "-free-jobs") + "-seed-" +
             std::to_string(seed);
    c.fields["hook"] = hook;
    YAML::Node random;
    random["n"] = n;
    random["max"] = max;
    random["seed"] = seed;
    YAML::Node bids;
    bids["random"] = random;
    bids.SetStyle(YAML::EmitterStyle::Flow);
    c.fields["bids"] = bids;
    if (rule != ja::bound_rule::every_job) c.fields["lower_bound"] = std::string(ja::to_string(rule));
    YAML::Node expect;
    expect["solvable"] = true;
    expect["cost"] = optimum;
    expect.SetStyle(YAML::EmitterStyle::Flow);
    c.fields["expect"] = expect;
    YAML::Node nodes;
    const std::string what = std::to_string(n) + " contractors, bids 0 to " + std::to_string(max) +
                             " (seed " + std::to_string(seed) + "), bound " +
                             std::string(ja::to_string(rule)) + ": the optimum costs " +
                             std::to_string(optimum);
    if (*choice_named(generated_hooks, hook) == generated_hook::best_first) {
      const auto budget = ja::fast::best_first_budget(start, optimum);
      ja::assignment copy = start;
      const auto run = run_capped("model answer", &ja::rules::nodes, 0, [&] { (void)ja::solve(copy); });
      nodes["mode"] = "budget";
      nodes["budget"] = budget.generated;
      if (run.nodes) nodes["reference"] = *run.nodes;
      c.description = what + ". A best-first branch and bound generates at most " +
                      thousands(budget.generated) + " assignments (the children of the " +
                      thousands(budget.expandable) +
                      " partial assignments whose bound is at most the optimum); the model answer " +
                      thousands(run.nodes.value_or(0)) + ".";
    } else {
      const auto forward = framework::lecture_search<ja::rules>(start, framework::move_order::forward, 0);
      const auto backward = framework::lecture_search<ja::rules>(start, framework::move_order::reversed, 0);
      nodes["mode"] = "exact";
      nodes["reference"] = forward.nodes;
      nodes["reversed"] = backward.nodes;
      c.description = what + ". The depth-first branch and bound makes " + thousands(forward.nodes) +
                      " assignments trying jobs from 1 up, " + thousands(backward.nodes) +
                      " from the top down.";
    }
    nodes.SetStyle(YAML::EmitterStyle::Flow);
    c.fields["nodes"] = nodes;
    return c;
  }
};

}  // namespace

const case_generator& job_assignment_case_generator() {
  static const job_assignment_generator instance;
  return instance;
}

}  // namespace grader::problems
