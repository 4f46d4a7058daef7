#pragma once
// Named data files shared by a problem's cases: boards today (testcases/
// peg_solitaire/boards/english.yaml), and dictionaries, graphs and images for
// later problems. A suite of forty cases on one board reads and parses the
// file once. Entries are checked against the file's time and size, so an edited
// file is picked up by a long-lived process. Thread-safe.

#include "framework/core/yaml_input.hpp"

#include <algorithm>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace grader {

template <class T>
class data_cache {
 public:
  using loader = std::function<T(const std::filesystem::path&)>;

  // Files are <problem_dir>/<folder>/<name><extension>; `what` names them in
  // errors ("board", "dictionary").
  // `hint` ends the "no such file" error ("; to draw a board here instead, ...").
  data_cache(std::string folder, std::string extension, std::string what, loader load, std::string hint = {})
      : folder_(std::move(folder)),
        extension_(std::move(extension)),
        what_(std::move(what)),
        hint_(std::move(hint)),
        load_(std::move(load)) {}

  // `at` is where the case names the file, for a located error when it does not exist.
  T get(const framework::yaml_cursor& at, const std::filesystem::path& problem_dir,
        const std::string& name) const {
    namespace fs = std::filesystem;
    const fs::path file = problem_dir / folder_ / (name + extension_);
    std::error_code ec;
    const auto time = fs::last_write_time(file, ec);
    if (ec) at.fail("no " + what_ + " file " + file.string() + " (" + available(problem_dir) + ")" + hint_);
    const auto size = fs::file_size(file, ec);
    const std::string key = fs::weakly_canonical(file, ec).string();
    {
      const std::lock_guard lock(mutex_);
      if (const auto it = files_.find(key);
          it != files_.end() && it->second.time == time && it->second.size == size)
        return *it->second.value;
    }
    auto value = std::make_shared<const T>(load_(file));
    const std::lock_guard lock(mutex_);
    files_[key] = {time, size, value};
    return *value;
  }

  // "known boards: english, lecture" or why there are none.
  [[nodiscard]] std::string available(const std::filesystem::path& problem_dir) const {
    namespace fs = std::filesystem;
    std::vector<std::string> names;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(problem_dir / folder_, ec)) {
      if (entry.path().extension() == extension_) names.push_back(entry.path().stem().string());
    }
    std::sort(names.begin(), names.end());
    if (names.empty()) return "there are no " + what_ + " files in " + (problem_dir / folder_).string();
    std::string text = "known " + what_ + "s: ";
    for (std::size_t i = 0; i < names.size(); ++i) text += (i > 0 ? ", " : "") + names[i];
    return text;
  }

 private:
  struct cached {
    std::filesystem::file_time_type time;
    std::uintmax_t size = 0;
    std::shared_ptr<const T> value;
  };
  std::string folder_;
  std::string extension_;
  std::string what_;
  std::string hint_;
  loader load_;
  mutable std::mutex mutex_;
  mutable std::map<std::string, cached> files_;
};

}  // namespace grader
