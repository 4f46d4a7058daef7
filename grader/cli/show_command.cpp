// `grader show PROBLEM CASE`: prints a case's position(s) and plays the
// reference's answer board by board ("move 3: (1,3)->(1,1)" and the board).
// CASE is "suite/name", or "name" alone when only one suite has it.
// With --submission DIR, the team's own answer is played instead: its code is
// compiled and run on the case through the same pipeline as `test`, so what
// is shown is exactly what was judged, with the verdict and the nodes beside
// the reference's beneath. With --step the reader pages through the moves
// (stepper.hpp) instead of getting them all at once.

#include "grader/cases/case_selection.hpp"
#include "grader/cases/suite_loader.hpp"
#include "grader/cli/command.hpp"
#include "grader/cli/run_options.hpp"
#include "grader/cli/stepper.hpp"
#include "grader/pipeline/compile.hpp"
#include "grader/pipeline/hand_in.hpp"
#include "grader/pipeline/hook_advice.hpp"
#include "grader/pipeline/kit.hpp"
#include "grader/pipeline/run_case.hpp"
#include "grader/pipeline/session.hpp"
#include "grader/pipeline/submission.hpp"
#include "grader/pipeline/work_area.hpp"
#include "grader/report/human.hpp"

#include <unistd.h>

#include <iostream>
#include <memory>
#include <sstream>

namespace grader::cli {

namespace {

struct show_options {
  std::string problem;
  std::string case_name;
  std::string submission;
  // Only the fast solver needs to finish (the model answer's count is shown
  // beside a submission's, when it finished); a small cap keeps `show` quick
  // on big boards.
  std::uint64_t node_cap = 2'000'000;
  bool step = false;
  run_options run;  // --cache-dir, --no-cache, --sandbox, as `test` takes them
};

// What a submission's own run of one case produced.
struct submission_answer {
  std::optional<nlohmann::json> output;  // the hook's result, when the runner answered "ok"
  report::case_result judged;
};

// The hook cases (those that are no search) of the case's problem, for
// the pointer to a hook that fails on its own (pipeline/hook_advice.hpp).
std::vector<const test_case*> hook_cases_of(const std::vector<suite_file>& suites, const test_case& tc,
                                            const problem_driver& driver) {
  std::vector<const test_case*> out;
  for (const auto& s : suites) {
    for (const auto& c : s.cases) {
      if (c.problem == tc.problem && c.vis == visibility::visible && !driver.is_search(c.hook))
        out.push_back(&c);
    }
  }
  return out;
}

submission_answer run_submission(const show_options& opts, const global_options& global, const test_case& tc,
                                 const problem_driver& driver, const std::vector<const test_case*>& hooks) {
  const pipeline::kit k = pipeline::configured_kit(global.kit_root);
  const auto s = pipeline::load_submission(opts.submission, false);
  const pipeline::work_area work;
  const pipeline::slot_lease slot(0);
  const auto cache = cache_dir(opts.run, k);
  auto sandbox = resolve(opts.run).sandbox;
  settle_uid_level(sandbox, opts.run, k, cache, global.cases_dir);
  pipeline::compile_context cc{&k, cache, sandbox, work.slot_dir(slot.slot()), slot.slot()};
  const auto compiled =
      pipeline::compile_runner(cc, pipeline::handed_in(k, s.sources_of(tc.problem)), driver);
  submission_answer answer;
  if (compiled.info.status != report::compile_status::ok) {
    answer.judged = pipeline::compile_failed_result(tc, driver, compiled.info);
    return answer;
  }
  const pipeline::run_context rc{cc.sandbox, cc.slot_dir, cc.slot};
  const auto outcome = pipeline::run_runner(rc, compiled.runner, tc, driver);
  answer.judged =
      pipeline::classify(tc, driver, outcome.run, outcome.channel,
                         pipeline::uncalibrated_cost("show does not calibrate"), outcome.request_bytes);
  try {
    const auto response = nlohmann::json::parse(outcome.channel.answer.value_or(""));
    if (response.value("status", "") == "ok" && response.contains("output"))
      answer.output = response["output"];
  } catch (const nlohmann::json::exception&) {
    // No answer to play; the verdict below says why.
  }
  // A failed search: say first which hook fails on its own, as `grader test` does.
  if (answer.judged.search && answer.judged.result != verdict::accepted) {
    report::problem_result p;
    for (const auto* h : hooks) p.cases.push_back(pipeline::run_case(rc, compiled.runner, *h, driver));
    p.cases.push_back(answer.judged);
    pipeline::point_to_failed_hooks(p);
    answer.judged = p.cases.back();
  }
  return answer;
}

// "verdict: accepted, nodes 210 (reference 210, back to front 36)": the
// team's count beside the reference's, for a search.
std::string verdict_line(const report::case_result& judged, const problem_driver& driver,
                         const reference_report& r) {
  std::string text = "verdict: " + std::string(to_string(judged.result));
  if (judged.nodes) text += ", nodes " + std::to_string(*judged.nodes);
  if (!driver.is_search(judged.hook)) return text + '\n';
  const auto reference = judged.reference_nodes ? judged.reference_nodes : r.model_nodes;
  const auto reversed = judged.reversed_nodes ? judged.reversed_nodes : r.reversed_nodes;
  if (!reference) return text + '\n';
  text += judged.nodes ? " (reference " : ", no nodes measured (reference ";
  text += std::to_string(*reference);
  if (reversed && *reversed != *reference) text += ", back to front " + std::to_string(*reversed);
  text += ")";
  if (judged.nodes_reading && *judged.nodes_reading != reading::front_to_back)
    text += " = " + std::string(short_label(*judged.nodes_reading));
  return text + '\n';
}

}  // namespace

action add_show_command(command_set& app, const global_options& global) {
  auto opts = std::make_shared<show_options>();
  auto* cmd = &app.add(
      "show", "Show a case and play an answer board by board: a team's (--submission) or the reference's");
  cmd->option("problem", opts->problem, "The problem, e.g. peg_solitaire").required();
  cmd->option("case", opts->case_name, "The case: suite/name, or name when it is unique").required();
  cmd->option("--submission", opts->submission,
              "Play this submission's answer instead of the reference's (compiled and run like `test`)");
  cmd->option("--node-cap", opts->node_cap, "Stop the model answer after this many nodes").show_default();
  cmd->flag("--step", opts->step,
            "Step through the moves: n/Enter next, p back, NUMBER Enter go to a move, g/G first/last, "
            "q quit (keys from the terminal, or one command per line from a pipe)");
  add_box_options(*cmd, opts->run);

  return [opts, &global]() -> int {
    if (opts->step && global.format == output_format::json)
      throw exit_error(bad_input, "--step pages through the moves for a reader; it has no JSON form");
    const problem_driver* driver = find_driver(opts->problem);
    if (driver == nullptr) throw exit_error(bad_input, "unknown problem '" + opts->problem + "'");
    const auto suites = load_suites(global.cases_dir, {opts->problem}, true);

    const test_case* tc = nullptr;
    try {
      tc = find_case(suites, opts->case_name);
    } catch (const std::invalid_argument& e) {
      throw exit_error(bad_input, e.what());
    }
    if (tc == nullptr) {
      throw exit_error(bad_input, "no case '" + opts->case_name + "' in " + opts->problem +
                                      " (cases: " + some_case_ids(suites) + ")");
    }

    reference_report r;
    std::optional<nlohmann::json> output;
    std::optional<submission_answer> student;
    if (opts->submission.empty()) {
      require_reference("grader show without --submission (the reference's answer)");
      r = driver->consult_reference(*tc, opts->node_cap);
      output = r.answer;
    } else {
      student = run_submission(*opts, global, *tc, *driver, hook_cases_of(suites, *tc, *driver));
      output = student->output;
      // The team's nodes go beside the reference's: from the case when it
      // gives them, else from the reference itself.
      if (driver->is_search(tc->hook) && !tc->nodes.reference && reference_built())
        r = driver->consult_reference(*tc, opts->node_cap);
    }
    const auto steps = driver->show_steps(*tc, output);
    std::string footer;
    if (student) {
      footer += verdict_line(student->judged, *driver, r);
      if (!student->judged.feedback.empty()) footer += student->judged.feedback + '\n';
      // The head of what the code printed, as `grader test` shows it for a failed case.
      if (student->judged.result != verdict::accepted) {
        std::ostringstream printed;
        report::print_code_output(printed, student->judged, report::human_style{false, false}, "");
        footer += printed.str();
      }
    }
    // Without --submission, r holds what the reference says about the case.
    const std::vector<std::string> disagreements = student ? std::vector<std::string>() : r.disagreements;
    if (global.format == output_format::json) {
      std::string text;
      for (const auto& step : steps) text += step;
      text += footer;
      const auto optional_count = [](const std::optional<std::uint64_t>& v) {
        return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
      };
      nlohmann::json j{
          {"id", tc->id},
          {"hook", tc->hook},
          {"text", text},
          {"steps", steps},
          {"output", output ? *output : nlohmann::json(nullptr)},
          {"disagreements", disagreements},
          {"verdict", student ? nlohmann::json(to_string(student->judged.result)) : nlohmann::json(nullptr)}};
      if (student) {
        j["nodes"] = optional_count(student->judged.nodes);
        j["reference_nodes"] =
            optional_count(student->judged.reference_nodes ? student->judged.reference_nodes : r.model_nodes);
        j["reversed_nodes"] = optional_count(student->judged.reversed_nodes ? student->judged.reversed_nodes
                                                                            : r.reversed_nodes);
      }
      std::cout << j.dump(2) << '\n';
      return graded;
    }
    for (const auto& d : disagreements)
      footer += "warning: the reference disagrees with this case: " + d + '\n';
    if (opts->step) {
      step_through({steps, footer, ::isatty(STDOUT_FILENO) == 1}, STDIN_FILENO, std::cout);
      return graded;
    }
    for (const auto& step : steps) std::cout << step;
    std::cout << footer;
    if (steps.size() > 2 && ::isatty(STDOUT_FILENO) == 1)
      std::cout << "(add --step to step through the moves)\n";
    return graded;
  };
}

}  // namespace grader::cli
