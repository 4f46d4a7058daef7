#pragma once
// Writing a file so that readers (and a rerun after Ctrl-C, a crash or a power
// cut) see either the old content or the new one, never a half-written file:
// the data goes to a temporary file in the same folder (rename is only atomic
// within one file system), is fsync'ed, and is renamed over the target; the
// folder is fsync'ed too so the rename itself survives a crash.

#include <filesystem>
#include <string>
#include <string_view>

namespace grader::report {

// One pending replacement of `target`. Destroying it without commit() removes
// the temporary file and leaves `target` untouched.
class atomic_file {
 public:
  explicit atomic_file(std::filesystem::path target);
  ~atomic_file();
  atomic_file(const atomic_file&) = delete;
  atomic_file& operator=(const atomic_file&) = delete;

  // Appends to the temporary file; throws std::system_error on failure.
  void write(std::string_view data);
  // fsync + rename over the target + fsync of the folder.
  void commit();

  [[nodiscard]] const std::filesystem::path& temp_path() const noexcept { return temp_; }

 private:
  std::filesystem::path target_;
  std::filesystem::path temp_;
  int fd_ = -1;
  bool committed_ = false;
};

// The common case: replace `target` with `content` in one go.
void write_file_atomically(const std::filesystem::path& target, std::string_view content);

}  // namespace grader::report
