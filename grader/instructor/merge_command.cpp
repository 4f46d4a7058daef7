// `grader merge DIR... [--out DIR]`: the class files of `grade --shard K/N`
// runs (sharing one --out folder, or one folder each) joined into the
// summary.json, gradebook.csv, leaderboard.csv, junit.xml and HTML pages an
// unsharded run writes. Shards that do not belong together are refused,
// naming the files.

#include "grader/cases/suite_loader.hpp"
#include "grader/cli/command.hpp"
#include "grader/pipeline/grade.hpp"
#include "grader/report/class_summary.hpp"
#include "grader/report/html.hpp"
#include "grader/report/merge.hpp"
#include "grader/report/visible_name.hpp"

#include <iostream>
#include <memory>
#include <optional>

namespace grader::cli {

namespace {

struct merge_options {
  std::vector<std::string> dirs;
  std::string out;
};

// The cases the shards were graded on, read again to draw the HTML pages'
// boards: from the folder the shards recorded, else --cases, with or without
// the hidden ones (a --public-only run), whichever gives the case_set the
// shards recorded. Nothing when no folder does: the pages are then written
// without boards, and `why` says so (drawing a case from other YAML than the
// one graded would show a team a board it never saw).
std::optional<std::vector<pipeline::problem_plan>> graded_plans(const report::class_result& merged,
                                                                const std::filesystem::path& cases_flag,
                                                                std::string& why) {
  std::vector<std::filesystem::path> folders;
  if (!merged.cases_dir.empty()) folders.emplace_back(merged.cases_dir);
  if (folders.empty() || folders.front() != cases_flag) folders.push_back(cases_flag);
  for (const auto& folder : folders) {
    for (const bool hidden : {true, false}) {
      try {
        auto plans = pipeline::plan_problems(load_suites(folder, merged.problems, hidden));
        if (pipeline::case_set_fingerprint(plans) == merged.case_set) return plans;
      } catch (const std::exception&) {
        // A folder that no longer reads is one that does not match.
      }
    }
  }
  why =
      "the HTML pages are written without boards: no case folder holds the cases the shards were graded on (";
  for (std::size_t i = 0; i < folders.size(); ++i) why += (i ? ", " : "") + folders[i].string();
  why += ")";
  return std::nullopt;
}

}  // namespace

action add_merge_command(command_set& app, const global_options& global) {
  auto opts = std::make_shared<merge_options>();
  auto* cmd = &app.add("merge",
                       "Join the class files of `grade --shard K/N` runs into one summary, "
                       "gradebook, leaderboard, junit.xml and HTML pages");
  cmd->option("dirs", opts->dirs, "The --out folders of the shards (one shared folder, or one per shard)")
      .required();
  cmd->option("--out", opts->out, "Where the merged files go (default: the first folder)");

  return [&global, opts]() -> int {
    std::vector<std::filesystem::path> dirs;
    for (const auto& d : opts->dirs) dirs.push_back(std::filesystem::absolute(d));
    const auto out = opts->out.empty() ? dirs.front() : std::filesystem::absolute(opts->out);
    report::merged_class merged;
    try {
      merged = report::merge_shards(dirs);
    } catch (const report::merge_error& e) {
      // The message quotes team ids read from the summaries: folder names,
      // the teams' text as far as a terminal is concerned.
      throw exit_error(bad_input, "cannot merge: " + report::visible_name(e.what()));
    }
    std::string no_boards;
    const auto plans = graded_plans(merged.result, global.cases_dir, no_boards);
    auto writers = report::default_writers();
    std::vector<report::drawable_problem> drawable;
    if (plans) {
      for (const auto& plan : *plans) drawable.push_back({plan.driver, &plan.cases});
    }
    writers.push_back(std::make_unique<report::html_report_writer>(std::move(drawable)));
    if (!no_boards.empty()) std::cerr << "merge: " << no_boards << '\n';
    try {
      report::write_merged(merged, out, writers);
    } catch (const std::filesystem::filesystem_error& e) {
      throw exit_error(bad_input, "cannot write into --out " + out.string() + ": " + e.code().message());
    }
    if (global.format == output_format::json) {
      std::cout << report::dump(report::summary_json(merged.result, merged.grader_version)) << '\n';
    } else {
      std::cout << "merged " << merged.summaries.size() << " shard(s), " << merged.result.teams.size()
                << " team(s) into " << out.string() << '\n';
    }
    return graded;
  };
}

}  // namespace grader::cli
