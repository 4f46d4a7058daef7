#include "grader/pipeline/compile.hpp"
#include "grader/core/file_text.hpp"

#include "framework/harness/python_payload.hpp"
#include "grader/pipeline/hashing.hpp"
#include "grader/pipeline/work_area.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <sstream>
#include <system_error>
#include <variant>
#include <vector>

namespace grader::pipeline {

namespace fs = std::filesystem;

namespace {

constexpr auto kExecutable = fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                             fs::perms::others_read | fs::perms::others_exec;

std::string slurp(const fs::path& file) { return read_file_text(file).value_or(std::string()); }

// Copies to a temporary name and renames, so a reader never runs half a binary.
void install_executable(const fs::path& from, const fs::path& to) {
  const auto temp = to.parent_path() / ("." + to.filename().string() + ".tmp");
  fs::copy_file(from, temp, fs::copy_options::overwrite_existing);
  fs::permissions(temp, kExecutable);
  fs::rename(temp, to);
}

compiled_runner failure(report::compile_status status, std::string log, std::string key,
                        double seconds = 0.0) {
  compiled_runner r;
  r.info.status = status;
  r.info.log = std::move(log);
  r.info.seconds = seconds;
  r.build_key = std::move(key);
  return r;
}

std::string with_notes(const problem_sources& sources, std::string log) {
  std::string notes;
  for (const auto& n : sources.notes) notes += "note: " + n + "\n";
  return notes + log;
}

// The files the driver names, or every top-level *.cpp.
std::vector<std::string> translation_units(const problem_sources& sources, const problem_driver& driver,
                                           std::string& missing) {
  std::vector<std::string> units;
  const auto wanted = driver.sources();
  if (!wanted.empty()) {
    for (const auto& w : wanted) {
      const bool found = std::any_of(sources.files.begin(), sources.files.end(),
                                     [&](const source_file& f) { return f.path == w; });
      if (!found) missing += (missing.empty() ? "" : ", ") + w;
      units.push_back(w);
    }
    return units;
  }
  for (const auto& f : sources.files) {
    if (f.path.find('/') == std::string::npos && fs::path(f.path).extension() == ".cpp")
      units.push_back(f.path);
  }
  return units;
}

struct cache_entry {
  fs::path dir;
  [[nodiscard]] fs::path runner() const { return dir / "runner"; }
  [[nodiscard]] fs::path result() const { return dir / "result.json"; }
};

std::optional<compiled_runner> cache_lookup(const cache_entry& entry, const std::string& key) {
  std::error_code ec;
  if (!fs::exists(entry.result(), ec)) return std::nullopt;
  try {
    const auto j = nlohmann::json::parse(slurp(entry.result()));
    compiled_runner r;
    r.build_key = key;
    r.info.seconds = j.at("seconds").get<double>();
    r.info.log = j.at("log").get<std::string>();
    r.info.cached = true;
    const auto status = j.at("status").get<std::string>();
    if (status == "ok") {
      if (!fs::exists(entry.runner(), ec)) return std::nullopt;
      r.info.status = report::compile_status::ok;
      r.runner = entry.runner();
    } else {
      r.info.status = report::compile_status::compile_error;
    }
    return r;
  } catch (const std::exception&) {
    return std::nullopt;  // a damaged entry is simply rebuilt
  }
}

// Publishes a result under its key with one rename, so concurrent workers that
// compiled identical sources (two teams handing in the skeleton) both succeed.
void cache_store(const fs::path& cache_dir, const cache_entry& entry, const compiled_runner& r,
                 const fs::path& built_runner) {
  make_dirs(cache_dir, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                           fs::perms::others_read | fs::perms::others_exec);
  std::string pattern = (cache_dir / (".tmp-" + entry.dir.filename().string() + "-XXXXXX")).string();
  if (::mkdtemp(pattern.data()) == nullptr) {
    throw std::system_error(errno, std::generic_category(),
                            "cannot create a cache entry in " + cache_dir.string());
  }
  const fs::path temp = pattern;
  fs::permissions(temp, kExecutable);
  try {
    if (r.info.status == report::compile_status::ok) install_executable(built_runner, temp / "runner");
    const nlohmann::json j = {
        {"status", report::to_string(r.info.status)}, {"seconds", r.info.seconds}, {"log", r.info.log}};
    write_file_text(temp / "result.json", j.dump());
    std::error_code ec;
    fs::rename(temp, entry.dir, ec);
    if (ec) remove_tree(temp);  // another worker published the same key first
  } catch (...) {
    remove_tree(temp);
    throw;
  }
}

compiled_runner classify_compile(const sandbox::run_result& run, const fs::path& runner, std::string key) {
  using sandbox::ending;
  const double seconds = static_cast<double>(run.wall_time.count()) / 1e6;
  std::string log = run.stdout_head + run.stderr_head;
  const auto fail = [&](const std::string& why) {
    return failure(report::compile_status::compile_error, trim_log(why + (log.empty() ? "" : "\n" + log)),
                   key, seconds);
  };
  if (run.how == ending::wall_timeout || run.cpu_limit_hit) {
    return fail(
        "compilation did not finish within the compile time limit (60 s): look for runaway templates or "
        "constexpr evaluation");
  }
  if (run.how == ending::output_limit) {
    return fail("the compiler printed more than 1 MiB of messages; fix the first errors below");
  }
  if (run.file_size_hit) return fail("the compiler's output file grew past the file size limit");
  if (run.how == ending::signaled) {
    return fail("the compiler was killed by " + sandbox::describe_signal(run.signal) +
                " (it may have run out of its 2 GiB of memory)");
  }
  if (run.how == ending::exited && run.exit_code == 0) {
    std::error_code ec;
    if (!fs::exists(runner, ec)) {
      return failure(report::compile_status::judge_error, "the compiler succeeded but left no runner", key,
                     seconds);
    }
    compiled_runner r;
    r.info.status = report::compile_status::ok;
    r.info.seconds = seconds;
    r.info.log = trim_log(log);
    r.build_key = std::move(key);
    r.runner = runner;
    return r;
  }
  if (run.how == ending::exited && run.exit_code == 127 && log.find("error:") == std::string::npos) {
    return failure(report::compile_status::judge_error, trim_log("the compiler could not be started\n" + log),
                   key, seconds);
  }
  return failure(report::compile_status::compile_error,
                 trim_log(log.empty() ? "the compiler failed without a message" : log), key, seconds);
}

}  // namespace

sandbox::isolation_options isolation_for(const sandbox_settings& settings, int slot,
                                         std::vector<fs::path> binds) {
  sandbox::isolation_options iso;
  if (settings.use_slot_uids) {
    iso.run_as_uid = sandbox::slot_uid(slot);
    if (iso.run_as_uid) iso.run_as_gid = static_cast<gid_t>(*iso.run_as_uid);
  }
  iso.use_bwrap = settings.use_bwrap;
  iso.use_landlock = settings.use_landlock || settings.uid_level;
  iso.landlock_rules = !settings.uid_level;
  iso.read_only_binds = std::move(binds);
  return iso;
}

std::vector<fs::path> slot_needs(const kit& k, const fs::path& cache_dir) {
  std::vector<fs::path> needs = {k.root / "framework"};
  for (const auto& [problem, archive] : k.runner_archives) {
    needs.push_back(archive);
    if (const auto& root = k.root_of(problem); root != k.root) needs.push_back(root / "framework");
    if (const auto pch = k.student_pch(problem); !pch.empty()) needs.push_back(pch.parent_path());
  }
  for (const auto& lib : k.link_libraries) {
    if (!lib.string().starts_with("/usr/")) needs.push_back(lib);
  }
  if (!cache_dir.empty()) needs.push_back(cache_dir);
  return needs;
}

sandbox::limits compile_limits() {
  sandbox::limits lim;
  lim.cpu = std::chrono::seconds(60);
  lim.wall = std::chrono::seconds(60);
  lim.address_space_bytes = 2ull << 30;
  lim.stack_bytes = 64ull << 20;
  lim.output_bytes = 1ull << 20;
  lim.file_size_bytes = 256ull << 20;
  lim.response_bytes = 4096;
  lim.processes = 16;
  lim.open_files = 256;
  return lim;
}

namespace {
bool is_python(const problem_sources& sources);
}  // namespace

std::string build_key(const kit& k, const problem_sources& sources) {
  // A language without a runner here is refused by compile_runner: keyed by the other's.
  const bool python = is_python(sources) ? !k.python_runner(sources.problem).empty()
                                         : !k.runner_archives.contains(sources.problem);
  const auto toolchain = python ? k.python_key(sources.problem) : k.toolchain_key(sources.problem);
  return "sha256:" + sha256().field(toolchain).field(sources.hash).hex();
}

std::string trim_log(const std::string& log, std::size_t max_lines, std::size_t max_bytes) {
  std::string out;
  std::size_t lines = 0;
  std::size_t pos = 0;
  while (pos < log.size()) {
    auto end = log.find('\n', pos);
    if (end == std::string::npos) end = log.size();
    if (lines == max_lines || out.size() + (end - pos) > max_bytes) {
      const auto rest = static_cast<std::size_t>(
          std::count(log.begin() + static_cast<std::ptrdiff_t>(pos), log.end(), '\n'));
      out += "[... " + std::to_string(rest + 1) + " more lines cut]\n";
      return out;
    }
    out.append(log, pos, end - pos);
    out += '\n';
    ++lines;
    pos = end + 1;
  }
  return out;
}

namespace {

// A Python submission is one with exercises/<problem>/<problem>.py.
bool is_python(const problem_sources& sources) {
  return std::any_of(sources.files.begin(), sources.files.end(),
                     [&](const source_file& f) { return f.path == sources.problem + ".py"; });
}

std::vector<std::string> cpp_units(const problem_sources& sources) {
  std::vector<std::string> units;
  for (const auto& f : sources.files) {
    if (fs::path(f.path).extension() == ".cpp") units.push_back(f.path);
  }
  return units;
}

// What runs in the sandbox to build a runner in `build`: the compiler on the
// C++ sources, or the Python runner's check of the sources appended to it.
struct build_plan {
  std::vector<std::string> argv;
  std::vector<fs::path> binds;
};

build_plan cpp_plan(const kit& k, const problem_sources& sources, const std::vector<std::string>& units,
                    const fs::path& build) {
  const std::string folder = "exercises/" + sources.problem + "/";
  // A private copy of the sources: the compiler sees exactly the bytes that
  // were hashed, laid out as exercises/<problem>/ so messages name the
  // student's own paths.
  for (const auto& f : sources.files) {
    const auto target = build / folder / f.path;
    fs::create_directories(target.parent_path());
    write_file_text(target, f.content);
  }
  const auto& archive = k.archive(sources.problem);
  // A problem of its own root includes its headers from there, and the
  // framework's core from the kit.
  const auto& problem_root = k.root_of(sources.problem);
  build_plan plan;
  plan.binds = {k.root / "framework", archive};
  if (problem_root != k.root) plan.binds.push_back(problem_root / "framework");
  for (const auto& lib : k.link_libraries) {
    if (!lib.string().starts_with("/usr/")) plan.binds.push_back(lib);
  }
  plan.argv.push_back(k.compiler.string());
  plan.argv.insert(plan.argv.end(), k.flags.begin(), k.flags.end());
  // The problem's headers, precompiled: the compiler reads the .gch beside
  // the header instead of parsing them (and the standard headers they pull
  // in) again for every team.
  if (const auto pch = k.student_pch(sources.problem); !pch.empty()) {
    plan.binds.push_back(pch.parent_path());
    plan.argv.insert(plan.argv.end(), {"-include", pch.string()});
  }
  plan.argv.push_back("-I" + k.root.string());
  if (problem_root != k.root) plan.argv.push_back("-I" + problem_root.string());
  for (const auto& u : units) plan.argv.push_back(folder + u);
  plan.argv.push_back(archive.string());
  for (const auto& lib : k.link_libraries) plan.argv.push_back(lib.string());
  plan.argv.insert(plan.argv.end(), {"-o", "runner"});
  return plan;
}

// The problem's Python runner with the team's sources appended; its --check
// compiles them (syntax errors are the compile errors of the Python track).
build_plan python_plan(const kit& k, const problem_sources& sources, const fs::path& build) {
  framework::harness::python_payload::payload payload;
  payload.problem = sources.problem;
  for (const auto& f : sources.files) payload.files.push_back({f.path, f.content});
  fs::create_directories(build);
  write_file_text(build / "runner", slurp(k.python_runner(sources.problem)) +
                                        framework::harness::python_payload::encode(payload));
  fs::permissions(build / "runner", kExecutable);
  return {{(build / "runner").string(), "--check"}, {}};
}

compiled_runner in_language(compiled_runner r, bool python) {
  r.info.language = python ? "python" : "cpp";
  return r;
}

// Why these sources cannot be built, if they cannot: no track of their
// language in this kit, both languages handed in, or C++ units missing.
// Else the C++ translation units to build (none for Python).
std::variant<std::vector<std::string>, compiled_runner> units_to_build(const kit& k,
                                                                       const problem_sources& sources,
                                                                       const problem_driver& driver,
                                                                       const std::string& key) {
  const std::string folder = "exercises/" + sources.problem + "/";
  const bool python = is_python(sources);
  const auto refused = [&](const std::string& why) {
    return in_language(failure(report::compile_status::compile_error, with_notes(sources, why), key), python);
  };
  if (python && k.python_runner(sources.problem).empty()) {
    return refused("this kit has no Python track for " + sources.problem + ": hand in " + folder +
                   sources.problem + ".cpp");
  }
  if (!python && !k.runner_archives.contains(sources.problem)) {
    return refused("this kit has no C++ track for " + sources.problem + ": hand in " + folder +
                   sources.problem + ".py");
  }
  if (python) {
    const auto cpp = cpp_units(sources);
    if (cpp.empty()) return std::vector<std::string>{};
    std::string names;
    for (const auto& c : cpp) names += (names.empty() ? "" : ", ") + folder + c;
    return refused(folder + " holds both " + folder + sources.problem + ".py and " + names +
                   ", and both were changed from the skeletons handed out: hand in one language (delete the "
                   "other's files, or restore its skeleton with git checkout)\n");
  }
  std::string missing;
  auto units = translation_units(sources, driver, missing);
  if (!missing.empty()) {
    return failure(report::compile_status::compile_error, with_notes(sources, folder + " lacks " + missing),
                   key);
  }
  if (units.empty()) {
    return failure(report::compile_status::compile_error,
                   with_notes(sources, folder + " holds no .cpp file (nor " + sources.problem + ".py)"), key);
  }
  return units;
}

// The compiler run in the sandbox, its result kept in the cache and the
// runner installed at `installed`.
compiled_runner build_runner(const compile_context& ctx, const problem_sources& sources,
                             const std::vector<std::string>& units, const std::string& key,
                             const cache_entry& entry, const fs::path& installed) {
  const kit& k = *ctx.k;
  const bool python = is_python(sources);
  const auto build = ctx.slot_dir / "build";
  remove_tree(build);
  const auto plan = python ? python_plan(k, sources, build) : cpp_plan(k, sources, units, build);
  const auto iso = isolation_for(ctx.sandbox, ctx.slot, plan.binds);
  sandbox::prepare_work_dir(build, iso);

  sandbox::run_spec spec;
  spec.argv = plan.argv;
  spec.working_dir = build;
  spec.env = {"PATH=/usr/bin:/bin", "LC_ALL=C", "TMPDIR=" + build.string()};
  spec.lim = compile_limits();
  spec.iso = iso;
  spec.keep_output_bytes = 64 * 1024;

  spec.cancel = ctx.cancel;
  const auto run = sandbox::run(spec);
  if (run.how == sandbox::ending::cancelled) {
    remove_tree(build);
    throw grading_cancelled();
  }
  auto result = in_language(classify_compile(run, build / "runner", key), python);
  result.info.log = with_notes(sources, result.info.log);
  if (result.info.status == report::compile_status::judge_error) return result;
  if (!ctx.cache_dir.empty()) {
    try {
      cache_store(ctx.cache_dir, entry, result, build / "runner");
    } catch (const std::exception&) {
      // A read-only or full cache costs speed, never a grade.
    }
  }
  if (result.info.status == report::compile_status::ok) {
    install_executable(build / "runner", installed);
    result.runner = installed;
  }
  remove_tree(build);
  return result;
}

}  // namespace

const language_profile& language_of(const problem_sources& sources) {
  return is_python(sources) ? kPython : kCpp;
}

compiled_runner compile_runner(const compile_context& ctx, const problem_sources& sources,
                               const problem_driver& driver) {
  std::string key;
  try {
    key = build_key(*ctx.k, sources);
  } catch (const std::exception& e) {
    return failure(report::compile_status::judge_error, e.what(), "");
  }
  return compile_runner(ctx, sources, driver, key);
}

compiled_runner compile_runner(const compile_context& ctx, const problem_sources& sources,
                               const problem_driver& driver, const std::string& key) {
  if (key.empty()) return compile_runner(ctx, sources, driver);  // says why the kit cannot key it
  if (!sources.present) {
    return failure(report::compile_status::missing,
                   "exercises/" + sources.problem +
                       "/ is missing from the submission: copy it from the kit and fill in the hooks",
                   key);
  }
  auto units = units_to_build(*ctx.k, sources, driver, key);
  if (auto* refused = std::get_if<compiled_runner>(&units)) return std::move(*refused);
  const bool python = is_python(sources);

  const auto bin_dir = ctx.slot_dir / "bin";
  const auto installed = bin_dir / sources.problem;
  try {
    make_dirs(bin_dir, kTraverseOnly);
    // One entry per isolation family: what the compiler could open (a hidden
    // case, the model answer) and what its log says differ between them, and
    // a runner built with no isolation must never serve a confined run.
    const std::string family = ctx.sandbox.use_bwrap      ? ""
                               : ctx.sandbox.use_landlock ? "-landlock"
                                                          : "-unconfined";
    const cache_entry entry{ctx.cache_dir.empty() ? fs::path() : ctx.cache_dir / (key.substr(7) + family)};
    if (!ctx.cache_dir.empty()) {
      if (auto hit = cache_lookup(entry, key)) {
        if (hit->info.status == report::compile_status::ok) {
          install_executable(hit->runner, installed);
          hit->runner = installed;
        }
        hit->info.log = with_notes(sources, hit->info.log);
        return in_language(*hit, python);
      }
    }
    return build_runner(ctx, sources, std::get<std::vector<std::string>>(units), key, entry, installed);
  } catch (const grading_cancelled&) {
    throw;
  } catch (const sandbox::sandbox_error& e) {
    return in_language(failure(report::compile_status::judge_error, std::string("sandbox: ") + e.what(), key),
                       python);
  } catch (const std::exception& e) {
    return in_language(failure(report::compile_status::judge_error, e.what(), key), python);
  }
}

}  // namespace grader::pipeline
