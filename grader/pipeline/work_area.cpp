#include "grader/pipeline/work_area.hpp"

#include "grader/sandbox/sandbox.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#include <cerrno>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <system_error>

namespace grader::pipeline {

namespace {
constexpr auto kTraverseOnly = std::filesystem::perms::owner_all | std::filesystem::perms::group_exec |
                               std::filesystem::perms::others_exec;
}  // namespace

void make_dirs(const std::filesystem::path& dir, std::filesystem::perms mode) {
  if (std::filesystem::is_directory(dir)) return;
  if (dir.has_parent_path() && dir.parent_path() != dir) make_dirs(dir.parent_path(), mode);
  std::error_code ec;
  if (std::filesystem::create_directory(dir, ec)) {
    std::filesystem::permissions(dir, mode);
  } else if (ec && !std::filesystem::is_directory(dir)) {
    throw std::filesystem::filesystem_error("cannot create folder", dir, ec);
  }
}

void remove_tree(const std::filesystem::path& dir) noexcept {
  std::error_code ignored;
  std::filesystem::remove_all(dir, ignored);
}

work_area::work_area(const std::filesystem::path& parent) {
  const auto base = parent.empty() ? std::filesystem::temp_directory_path() : parent;
  std::string pattern = (base / "bt-grader-XXXXXX").string();
  if (::mkdtemp(pattern.data()) == nullptr) {
    throw std::system_error(errno, std::generic_category(),
                            "cannot create a work folder in " + base.string());
  }
  root_ = pattern;
  std::filesystem::permissions(root_, kTraverseOnly);
}

work_area::~work_area() { remove_tree(root_); }

slot_lease::slot_lease(int preferred) : slot_(preferred) {
  if (!sandbox::slot_uid(0)) return;  // not root: no uids to keep apart
  std::error_code ec;
  const auto base = std::filesystem::is_directory("/run/lock", ec) ? std::filesystem::path("/run/lock")
                                                                   : std::filesystem::temp_directory_path();
  const auto dir = base / "bt-grader-slots";
  make_dirs(dir, std::filesystem::perms::owner_all);
  constexpr int kSlots = 1000;  // slot_uid's range
  for (int i = 0; i < kSlots; ++i) {
    const int candidate = (preferred + i) % kSlots;
    const auto file = dir / ("slot-" + std::to_string(candidate));
    const int fd = ::open(file.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0) continue;
    if (::flock(fd, LOCK_EX | LOCK_NB) == 0) {
      slot_ = candidate;
      fd_ = fd;
      return;
    }
    ::close(fd);
  }
  throw std::runtime_error("every sandbox slot (uid) is in use by other grader processes");
}

slot_lease::~slot_lease() {
  if (fd_ >= 0) ::close(fd_);  // releases the flock
}

std::filesystem::path work_area::slot_dir(int slot) const {
  auto dir = root_ / ("slot-" + std::to_string(slot));
  make_dirs(dir, kTraverseOnly);
  return dir;
}

}  // namespace grader::pipeline
