#pragma once
// A zip archive being written (libzip), RAII: files are added with their
// Unix mode, so executable scripts stay executable when unpacked, and the
// archive only appears at its path on commit() (libzip writes a temporary
// file and renames it); destroyed without commit, nothing is written.

#include <filesystem>
#include <string>

struct zip;

namespace grader::cli {

class zip_writer {
 public:
  explicit zip_writer(const std::filesystem::path& target);
  ~zip_writer();
  zip_writer(const zip_writer&) = delete;
  zip_writer& operator=(const zip_writer&) = delete;

  // Adds `file`'s content as `name` (a relative path with '/') with `mode`'s
  // permission bits. The file is read at commit().
  void add_file(const std::filesystem::path& file, const std::string& name, std::filesystem::perms mode);
  void commit();

 private:
  std::filesystem::path target_;
  ::zip* archive_ = nullptr;
};

}  // namespace grader::cli
