#include "grader/pipeline/kit.hpp"

#include "grader/pipeline/hashing.hpp"
#include "grader/pipeline/kit_config.hpp"

#include <chrono>
#include <stdexcept>

namespace grader::pipeline {

namespace {

std::filesystem::path resolved(const std::filesystem::path& p) {
  std::error_code ec;
  auto real = std::filesystem::canonical(p, ec);
  return ec ? p : real;
}

}  // namespace

const std::filesystem::path& kit::archive(const std::string& problem) const {
  const auto it = runner_archives.find(problem);
  if (it == runner_archives.end()) {
    throw std::runtime_error("this grader was built without a runner archive for " + problem +
                             " (framework/CMakeLists.txt: bt_add_runner_library)");
  }
  return it->second;
}

std::string kit::toolchain_key(const std::string& problem) const {
  const auto& lib = archive(problem);
  if (!std::filesystem::exists(lib)) {
    throw std::runtime_error("the runner archive " + lib.string() +
                             " is missing: build the kit first (cmake --build build/<preset>)");
  }
  sha256 h;
  h.field("bt-runner-v1").field(problem).field(compiler.string());
  std::error_code ec;
  const auto size = std::filesystem::file_size(compiler, ec);
  h.field(ec ? "?" : std::to_string(size));
  const auto mtime = std::filesystem::last_write_time(compiler, ec);
  h.field(ec ? "?" : std::to_string(mtime.time_since_epoch().count()));
  for (const auto& f : flags) h.field(f);
  h.field(root.string());
  h.field(sha256_file(lib));
  for (const auto& l : link_libraries) h.field(l.string());
  return h.hex();
}

kit configured_kit(const std::filesystem::path& root_override) {
  kit k;
  k.root = root_override.empty() ? std::filesystem::path(config::kit_root)
                                 : std::filesystem::absolute(root_override);
  k.root = resolved(k.root);
  k.compiler = resolved(std::filesystem::path(config::compiler));
  for (const auto f : config::student_flags) k.flags.emplace_back(f);
  for (const auto& [problem, archive] : config::runner_archives) {
    k.runner_archives.emplace(std::string(problem), std::filesystem::path(archive));
  }
  for (const auto l : config::link_libraries) k.link_libraries.emplace_back(l);
  k.default_cache_dir = std::filesystem::path(config::build_dir) / "grader-cache";
  k.grader_version = std::string(config::grader_version);
  return k;
}

}  // namespace grader::pipeline
