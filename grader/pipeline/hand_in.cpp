#include "grader/pipeline/hand_in.hpp"

#include "framework/core/errors.hpp"
#include "grader/core/file_text.hpp"
#include "grader/pipeline/hashing.hpp"

#include <algorithm>
#include <sstream>

namespace grader::pipeline {

namespace fs = std::filesystem;

skeleton_hashes read_skeleton_hashes(const fs::path& manifest) {
  skeleton_hashes hashes;
  std::error_code ec;
  if (!fs::exists(manifest, ec)) return hashes;
  const auto text = read_file_text(manifest);
  if (!text) throw framework::input_error({manifest.string(), 0, 0, ""}, "cannot read the file");
  std::istringstream lines(*text);
  int number = 0;
  for (std::string line; std::getline(lines, line);) {
    ++number;
    if (line.empty() || line.starts_with('#')) continue;
    // sha256sum writes "<hex>  <name>" ("<hex> *<name>" in binary mode).
    const bool well_formed = line.size() > 66 && line[64] == ' ' && (line[65] == ' ' || line[65] == '*') &&
                             std::all_of(line.begin(), line.begin() + 64, [](char c) {
                               return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
                             });
    if (!well_formed) {
      throw framework::input_error(
          {manifest.string(), number, 1, ""},
          "expected \"<64 lowercase hex digits>  <problem>/<file>\" (sha256sum's format)");
    }
    hashes[line.substr(66)] = line.substr(0, 64);
  }
  return hashes;
}

bool is_untouched_skeleton(const skeleton_hashes& hashes, const std::string& problem,
                           const source_file& file) {
  const auto it = hashes.find(problem + "/" + file.path);
  if (it == hashes.end()) return false;
  if (sha256_hex(file.content) == it->second) return true;
  if (file.content.find('\r') == std::string::npos) return false;
  std::string unix_text;
  unix_text.reserve(file.content.size());
  for (std::size_t i = 0; i < file.content.size(); ++i) {
    if (file.content[i] == '\r' && i + 1 < file.content.size() && file.content[i + 1] == '\n') continue;
    unix_text += file.content[i];
  }
  return sha256_hex(unix_text) == it->second;
}

namespace {

bool is_python_file(const source_file& f) { return fs::path(f.path).extension() == ".py"; }

}  // namespace

problem_sources handed_in(const skeleton_hashes& hashes, problem_sources sources) {
  const auto& files = sources.files;
  const bool has_python = std::any_of(files.begin(), files.end(), is_python_file);
  const bool has_cpp =
      std::any_of(files.begin(), files.end(), [](const auto& f) { return !is_python_file(f); });
  if (!has_python || !has_cpp) return sources;
  const auto written = [&](bool python) {
    return std::any_of(files.begin(), files.end(), [&](const source_file& f) {
      return is_python_file(f) == python && !is_untouched_skeleton(hashes, sources.problem, f);
    });
  };
  const bool python_written = written(true);
  const bool cpp_written = written(false);
  if (python_written && cpp_written) return sources;
  const bool drop_python = !python_written;
  std::erase_if(sources.files, [&](const source_file& f) { return is_python_file(f) == drop_python; });
  return sources;
}

problem_sources handed_in(const kit& k, const problem_sources& sources) {
  if (!sources.present) return sources;
  return handed_in(k.skeletons, sources);
}

}  // namespace grader::pipeline
