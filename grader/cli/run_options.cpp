#include "grader/cli/run_options.hpp"

#include "framework/core/errors.hpp"
#include "grader/core/lecture_profiles.hpp"

namespace grader::cli {

void add_run_options(command_spec& cmd, run_options& opts, const std::string& min_score_help) {
  cmd.option("--min-score", opts.min_score, min_score_help + ": points (12) or percent (60%)");
  cmd.flag(
      "--declared-limits", opts.declared_limits,
      "Run every case within the CPU and wall limits its YAML declares, not lowered to what its accepted "
      "answers can use");
  add_box_options(cmd, opts);
}

void add_box_options(command_spec& cmd, run_options& opts) {
  cmd.option("--cache-dir", opts.cache_dir,
             "Where compiled runners are cached (default: $BT_GRADER_CACHE or the build's grader-cache/)");
  cmd.flag("--no-cache", opts.no_cache, "Always compile, and keep no compiled runner");
  cmd.option("--sandbox", opts.sandbox,
             "auto (bubblewrap when it works, else Landlock + seccomp when the kernel has Landlock, else "
             "uid when root with the kit's secrets unreadable to other users), bwrap, landlock or uid "
             "(required), or plain (no isolation: trusted code only)")
      .one_of({"auto", "bwrap", "landlock", "uid", "plain"});
  cmd.flag("--box-per-case", opts.box_per_case,
           "Start a bubblewrap box for every case instead of one per team and problem that serves all its "
           "cases (slower)");
}

resolved_run_options resolve(const run_options& opts) {
  resolved_run_options out;
  try {
    if (!opts.min_score.empty()) out.threshold = pipeline::parse_min_score(opts.min_score);
    out.sandbox = pipeline::resolve_sandbox(pipeline::parse_sandbox_choice(opts.sandbox));
    out.sandbox.warm_boxes = !opts.box_per_case;
  } catch (const std::exception& e) {
    throw exit_error(bad_input, e.what());
  }
  return out;
}

std::filesystem::path cache_dir(const run_options& opts, const pipeline::kit& k) {
  return opts.no_cache ? std::filesystem::path() : pipeline::choose_cache_dir(opts.cache_dir, k);
}

void settle_uid_level(pipeline::sandbox_settings& sandbox, const run_options& opts, const pipeline::kit& k,
                      const std::filesystem::path& cache, const std::filesystem::path& cases_dir) {
  try {
    pipeline::settle_uid_level(sandbox, pipeline::parse_sandbox_choice(opts.sandbox), k, cache, cases_dir);
  } catch (const framework::input_error& e) {
    throw exit_error(bad_input, e.what());
  }
}

pipeline::grading_context grading_context_for(const run_options& opts, pipeline::kit k,
                                              const pipeline::sandbox_settings& sandbox,
                                              const pipeline::work_area& work,
                                              const std::atomic<bool>& cancel,
                                              const std::filesystem::path& cases_dir) {
  pipeline::grading_context ctx{std::move(k), {}, sandbox, &work, &cancel};
  ctx.cache_dir = cache_dir(opts, ctx.k);
  lecture_profiles::keep_under(ctx.cache_dir);
  settle_uid_level(ctx.sandbox, opts, ctx.k, ctx.cache_dir, cases_dir);
  ctx.declared_limits = opts.declared_limits;
  return ctx;
}

}  // namespace grader::cli
