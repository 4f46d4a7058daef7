// `grader similarity CLASS --out DIR`: how similar each pair of teams' code
// is, per problem, with the handed-out code taken out (grader/similarity).
// `grade --similarity` runs the same step after grading, into its --out.

#include "grader/instructor/similarity_command.hpp"
#include "framework/core/errors.hpp"
#include "grader/cli/command.hpp"
#include "grader/core/problem_driver.hpp"
#include "grader/pipeline/session.hpp"
#include "grader/report/visible_name.hpp"
#include "grader/similarity/sim_tool.hpp"
#include "grader/similarity/similarity.hpp"
#include "grader/similarity/similarity_report.hpp"

#include <iostream>
#include <memory>

namespace grader::cli {

namespace {

struct similarity_options {
  std::string class_dir;
  std::string out;
  std::vector<std::string> problems;
  std::vector<std::string> archives;
  std::vector<std::string> bases;
  int threshold = 50;
  int min_run = 24;
};

std::vector<std::string> problems_or_all(const std::vector<std::string>& problems) {
  if (!problems.empty()) return problems;
  std::vector<std::string> all;
  for (const auto* d : all_drivers()) all.emplace_back(d->name());
  return all;
}

// The ranking's head on standard output, the notes on stderr; the exit code.
int report_comparison(const similarity::class_comparison& c, const std::filesystem::path& out) {
  for (const auto& note : c.notes) std::cerr << "grader: similarity: " << note << '\n';
  const auto ranked = similarity::ranked_pairs(c);
  if (c.teams < 2 && ranked.empty()) {
    std::cout << "similarity: the class has " << c.teams
              << " team: no pair to compare; similarity.csv has its header only\n";
  }
  std::size_t over = 0;
  for (const auto* p : ranked) over += p->suspicious ? 1 : 0;
  std::cout << "similarity: " << ranked.size() << " pair(s) compared, " << over << " at or over "
            << c.threshold << " % (similar: look at them, they prove nothing); "
            << (out / "similarity.csv").string() << ", " << (out / "similarity" / "index.html").string()
            << '\n';
  for (std::size_t i = 0; i < ranked.size() && i < 5 && ranked[i]->suspicious; ++i) {
    const auto& p = *ranked[i];
    const auto& teams = std::find_if(c.problems.begin(), c.problems.end(), [&](const auto& x) {
                          return x.problem == p.problem;
                        })->teams;
    std::cout << "  " << p.share() << " %  " << p.problem << "  " << report::visible_name(teams[p.a].label)
              << " and " << report::visible_name(teams[p.b].label) << '\n';
  }
  return c.team_skipped ? bad_input : graded;
}

int run_similarity(const global_options& global, const similarity_options& opts) {
  if (const auto unknown = pipeline::unknown_problems(opts.problems)) throw exit_error(bad_input, *unknown);
  similarity::compare_options options;
  options.kit_root = global.kit_root;
  options.class_dir = std::filesystem::absolute(opts.class_dir);
  for (const auto& a : opts.archives) {
    if (!std::filesystem::is_directory(a)) throw exit_error(bad_input, "--archive " + a + " is not a folder");
    options.archives.push_back(std::filesystem::absolute(a));
  }
  for (const auto& b : opts.bases) {
    if (!std::filesystem::exists(b)) throw exit_error(bad_input, "--base " + b + ": no such file or folder");
    options.bases.push_back(std::filesystem::absolute(b));
  }
  options.problems = problems_or_all(opts.problems);
  options.threshold = opts.threshold;
  options.min_run = opts.min_run;
  const auto out = std::filesystem::absolute(opts.out);
  similarity::class_comparison c;
  try {
    c = similarity::compare_class(options);
  } catch (const similarity::tool_missing& e) {
    throw exit_error(bad_input, std::string("similarity: ") + e.what() + "; nothing was written");
  }
  try {
    similarity::write_similarity(c, out);
  } catch (const std::filesystem::filesystem_error& e) {
    throw exit_error(bad_input, "cannot write into --out " + out.string() + ": " + e.code().message());
  }
  return report_comparison(c, out);
}

}  // namespace

int similarity_step(const global_options& global, const std::filesystem::path& class_dir,
                    const std::filesystem::path& out, const std::vector<std::string>& problems) {
  similarity_options opts;
  opts.class_dir = class_dir.string();
  opts.out = out.string();
  opts.problems = problems;
  try {
    return run_similarity(global, opts);
  } catch (const exit_error& e) {
    // The grades are written: the step's failure is said, and the exit code carries it.
    std::cerr << "grader: " << e.what() << '\n';
    return e.code();
  } catch (const framework::input_error& e) {
    std::cerr << "grader: similarity: " << e.what() << '\n';
    return bad_input;
  } catch (const std::exception& e) {
    std::cerr << "grader: similarity: judge error: " << e.what() << '\n';
    return judge_failure;
  }
}

action add_similarity_command(command_set& app, const global_options& global) {
  auto opts = std::make_shared<similarity_options>();
  auto* cmd = &app.add("similarity",
                       "Rank each pair of teams by how much of their code (the handed-out code taken out) is "
                       "similar, per problem, with sim_c++: similarity.csv and side-by-side pages");
  cmd->option("class", opts->class_dir,
              "Folder with one sub-folder per team (exercises/<problem>/), as for grade")
      .required();
  cmd->option("--out", opts->out, "Where similarity.csv and similarity/ (the pages) go").required();
  cmd->option("--problem", opts->problems, "Compare only this problem (repeatable)");
  cmd->option("--archive", opts->archives,
              "Earlier years' submissions, in the same layout: compared with this year's teams, not with "
              "each other (repeatable)");
  cmd->option("--base", opts->bases,
              "More handed-out code to take out before comparing, besides the skeleton and the lecture's "
              "code: a file, or a folder of C++ files (repeatable)");
  cmd->option("--threshold", opts->threshold,
              "The share (percent) from which a pair gets a page and is marked")
      .within(0, 100)
      .show_default();
  cmd->option("--min-run", opts->min_run, "The fewest tokens a matching run has (sim_c++ -r)")
      .within(8, 1000)
      .show_default();
  cmd->footer(
      "A high share says two teams' code is similar, worth a look; never how it came to be "
      "(docs/grader.md, Similarity between teams). Exit codes: 0 written, 2 bad input or sim_c++ missing "
      "(install similarity-tester: scripts/setup).");
  return [&global, opts]() -> int { return run_similarity(global, *opts); };
}

}  // namespace grader::cli
