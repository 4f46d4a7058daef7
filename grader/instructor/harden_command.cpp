// `grader harden [--check]`: readies the kit for the uid level, the third
// isolation level (docs/grader.md, The uid level). Where neither bubblewrap
// nor Landlock can start (a Gradescope container), each team's code runs as
// a slot uid of its own, and only the kernel's file permissions keep the
// kit's secrets (hidden cases, references, the grader with them compiled in)
// from it. This takes every permission of other users from the kit but for
// what a compile needs, then checks what `grade --sandbox uid` checks.

#include "grader/cli/command.hpp"
#include "grader/pipeline/compile.hpp"
#include "grader/pipeline/kit.hpp"
#include "grader/pipeline/kit_secrets.hpp"
#include "grader/pipeline/session.hpp"

#include <iostream>
#include <memory>

namespace grader::cli {

namespace {

struct harden_options {
  bool check_only = false;
  std::string cache_dir;
};

}  // namespace

action add_harden_command(command_set& app, const global_options& global) {
  auto opts = std::make_shared<harden_options>();
  auto* cmd = &app.add("harden",
                       "Make everything of the kit but what a compile needs unreadable to other users, for "
                       "--sandbox uid (a Gradescope container: docs/grader.md, The uid level)");
  cmd->flag("--check", opts->check_only, "Only say whether the kit is ready, changing nothing");
  cmd->option(
      "--cache-dir", opts->cache_dir,
      "The runner cache the slot uids run from (default: $BT_GRADER_CACHE or the build's grader-cache/)");

  return [&global, opts]() -> int {
    const pipeline::kit k = pipeline::configured_kit(global.kit_root);
    const auto cache = pipeline::choose_cache_dir(opts->cache_dir, k);
    if (!opts->check_only) {
      try {
        pipeline::harden_for_uid_level(k, cache, global.cases_dir);
      } catch (const std::filesystem::filesystem_error& e) {
        throw exit_error(bad_input, std::string("cannot change the kit's permissions: ") + e.what());
      }
    }
    if (const auto problem = pipeline::uid_level_problem(k, cache, global.cases_dir))
      throw exit_error(bad_input, "the kit is not ready for --sandbox uid: " + *problem);
    std::cout << "ready for --sandbox uid: other users can reach nothing of " << k.root.string()
              << " but what a compile needs (" << pipeline::slot_needs(k, cache).size() << " paths)\n";
    return graded;
  };
}

}  // namespace grader::cli
