#include "grader/pipeline/kit.hpp"

#include "grader/core/problem_registry.hpp"
#include "grader/pipeline/hand_in.hpp"
#include "grader/pipeline/hashing.hpp"
#include "grader/pipeline/kit_config.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <stdexcept>

namespace grader::pipeline {

namespace {

std::filesystem::path resolved(const std::filesystem::path& p) {
  std::error_code ec;
  auto real = std::filesystem::canonical(p, ec);
  return ec ? p : real;
}

// As root the compiler runs under a slot uid of its own, which reads the
// kit as "others": a folder of mode 0700 on the way (a kit in a private home,
// a mktemp -d folder) fails every compile. That is the grader's set-up, not
// the team's code: say which folder, before any team is charged.
void require_readable_by_others(const std::filesystem::path& target) {
  if (::geteuid() != 0) return;
  std::vector<std::filesystem::path> chain;
  for (auto p = target; !p.empty(); p = p.parent_path()) {
    chain.push_back(p);
    if (p == p.root_path()) break;
  }
  for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
    struct stat st {};
    if (::stat(it->c_str(), &st) != 0) continue;
    const bool dir = S_ISDIR(st.st_mode);
    const bool reachable = dir ? (st.st_mode & S_IXOTH) != 0 : (st.st_mode & S_IROTH) != 0;
    const bool last = it + 1 == chain.rend();
    if (reachable && (!last || !dir || (st.st_mode & S_IROTH) != 0)) continue;
    char mode[8];
    std::snprintf(mode, sizeof mode, "%04o", static_cast<unsigned>(st.st_mode & 07777));
    throw std::runtime_error("the sandbox's uids cannot read " + target.string() + ": " + it->string() +
                             " has mode " + mode + "; make it readable by others (chmod o+rx " +
                             it->string() + ")");
  }
}

}  // namespace

const std::filesystem::path& kit::archive(const std::string& problem) const {
  const auto it = runner_archives.find(problem);
  if (it == runner_archives.end()) {
    throw std::runtime_error("this grader was built without a runner archive for " + problem +
                             " (its problem registry lists none: bt_problem_registry, cmake/problems.cmake)");
  }
  return it->second;
}

const std::filesystem::path& kit::root_of(const std::string& problem) const {
  const auto it = problem_roots.find(problem);
  return it == problem_roots.end() ? root : it->second;
}

std::string kit::toolchain_key(const std::string& problem) const {
  const auto& lib = archive(problem);
  if (!std::filesystem::exists(lib)) {
    throw std::runtime_error("the runner archive " + lib.string() +
                             " is missing: build the kit first (cmake --build build/<preset>)");
  }
  require_readable_by_others(root / "framework");
  require_readable_by_others(root_of(problem) / "framework");
  require_readable_by_others(lib);
  sha256 h;
  h.field("bt-runner-v1").field(problem).field(compiler.string());
  std::error_code ec;
  const auto size = std::filesystem::file_size(compiler, ec);
  h.field(ec ? "?" : std::to_string(size));
  const auto mtime = std::filesystem::last_write_time(compiler, ec);
  h.field(ec ? "?" : std::to_string(mtime.time_since_epoch().count()));
  for (const auto& f : flags) h.field(f);
  h.field(root.string());
  if (root_of(problem) != root) h.field(root_of(problem).string());
  h.field(sha256_file(lib));
  for (const auto& l : link_libraries) h.field(l.string());
  // The precompiled headers change what is compiled only with the framework
  // headers, which the kit root and the archive already stand for; their
  // stamp is here so that a rebuilt one is used at once.
  if (const auto pch = student_pch(problem); !pch.empty()) {
    auto gch = pch;
    gch += ".gch";
    h.field(pch.string()).field(std::to_string(std::filesystem::file_size(gch, ec)));
    h.field(std::to_string(std::filesystem::last_write_time(gch, ec).time_since_epoch().count()));
  }
  return h.hex();
}

std::filesystem::path kit::student_pch(const std::string& problem) const {
  const auto it = student_pchs.find(problem);
  if (it == student_pchs.end()) return {};
  auto gch = it->second;
  gch += ".gch";
  std::error_code ec;
  if (!std::filesystem::is_regular_file(it->second, ec) || !std::filesystem::is_regular_file(gch, ec))
    return {};
  return it->second;
}

std::filesystem::path kit::python_runner(const std::string& problem) const {
  const auto it = python_runners.find(problem);
  return it == python_runners.end() ? std::filesystem::path() : it->second;
}

std::string kit::python_key(const std::string& problem) const {
  const auto runner = python_runner(problem);
  if (runner.empty() || !std::filesystem::exists(runner)) {
    throw std::runtime_error("the Python runner of " + problem + " is missing" +
                             (runner.empty()
                                  ? std::string(" from this grader's build (BT_PYTHON)")
                                  : " (" + runner.string() + "): build it, `cmake --build " +
                                        std::string(config::build_dir) + " --target python_runners`"));
  }
  require_readable_by_others(runner);
  return sha256().field("bt-python-runner-v1").field(problem).field(sha256_file(runner)).hex();
}

kit configured_kit(const std::filesystem::path& root_override) {
  kit k;
  k.root = root_override.empty() ? std::filesystem::path(config::kit_root)
                                 : std::filesystem::absolute(root_override);
  k.root = resolved(k.root);
  // The folder resolved, not the name: a compiler driver's name is its
  // language (clang++ links the C++ library; clang, its link's target, does not).
  const std::filesystem::path compiler(config::compiler);
  k.compiler = resolved(compiler.parent_path()) / compiler.filename();
  for (const auto f : config::student_flags) k.flags.emplace_back(f);
  for (const auto& problem : registered_problems()) {
    // None for a problem whose C++ track the build does not have (a student
    // handout of Python skeletons).
    if (!problem.runner_archive.empty())
      k.runner_archives.emplace(std::string(problem.name), std::filesystem::path(problem.runner_archive));
    if (!problem.python_runner.empty())
      k.python_runners.emplace(std::string(problem.name), std::filesystem::path(problem.python_runner));
    if (!problem.root.empty()) k.problem_roots.emplace(problem.name, resolved(problem.root));
    // Precompiled from the build's own framework headers: another kit root
    // may hold other ones, which the .gch would silently stand in for.
    if (!problem.student_pch.empty() && problem.root.empty() &&
        k.root == resolved(std::filesystem::path(config::kit_root)))
      k.student_pchs.emplace(std::string(problem.name), std::filesystem::path(problem.student_pch));
  }
  for (const auto l : config::link_libraries) k.link_libraries.emplace_back(l);
  // Read once, here: a malformed manifest stops the grader before any team
  // is graded, never in the middle of a class.
  for (const auto& [problem, root] : k.problem_roots) {
    for (auto& [file, hash] : read_skeleton_hashes(root / "exercises" / "skeletons.sha256")) {
      if (file.starts_with(problem + "/")) k.skeletons.emplace(file, hash);
    }
  }
  k.skeletons.merge(read_skeleton_hashes(k.root / "exercises" / "skeletons.sha256"));
  k.default_cache_dir = std::filesystem::path(config::build_dir) / "grader-cache";
  k.grader_version = std::string(config::grader_version);
  return k;
}

}  // namespace grader::pipeline
