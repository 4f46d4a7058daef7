// `grader merge DIR... [--out DIR]`: the class files of `grade --shard K/N`
// runs (sharing one --out folder, or one folder each) joined into the
// summary.json, gradebook.csv, leaderboard.csv and junit.xml an unsharded run
// writes. Shards that do not belong together are refused, naming the files.

#include "grader/cli/command.hpp"
#include "grader/report/class_summary.hpp"
#include "grader/report/merge.hpp"
#include "grader/report/visible_name.hpp"

#include <iostream>
#include <memory>

namespace grader::cli {

namespace {

struct merge_options {
  std::vector<std::string> dirs;
  std::string out;
};

}  // namespace

action add_merge_command(command_set& app, const global_options& global) {
  auto opts = std::make_shared<merge_options>();
  auto* cmd = &app.add("merge",
                       "Join the class files of `grade --shard K/N` runs into one summary, "
                       "gradebook, leaderboard and junit.xml");
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
    try {
      report::write_merged(merged, out, report::default_writers());
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
