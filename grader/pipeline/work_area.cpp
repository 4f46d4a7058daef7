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
constexpr const char* kLockName = ".lock";
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

void empty_tree(const std::filesystem::path& dir) noexcept {
  std::error_code ec;
  // The box may have left the folder unreadable to its owner.
  std::filesystem::permissions(dir, std::filesystem::perms::owner_all, std::filesystem::perm_options::add,
                               ec);
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
    remove_tree(entry.path());
  }
}

std::size_t remove_stale_work_areas(const std::filesystem::path& base) noexcept {
  std::size_t removed = 0;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(base, ec)) {
    const auto name = entry.path().filename().string();
    if (!name.starts_with("bt-grader-") || name == "bt-grader-slots" || entry.is_symlink(ec) ||
        !entry.is_directory(ec))
      continue;
    // Only a folder whose lock file exists and is free: its run has ended
    // without removing it. No lock file: an older grader's, or one being made.
    const int fd = ::open((entry.path() / kLockName).c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0) continue;
    const bool dead = ::flock(fd, LOCK_EX | LOCK_NB) == 0;
    ::close(fd);
    if (dead) {
      remove_tree(entry.path());
      ++removed;
    }
  }
  return removed;
}

work_area::work_area(const std::filesystem::path& parent) {
  const auto base = parent.empty() ? std::filesystem::temp_directory_path() : parent;
  remove_stale_work_areas(base);
  std::string pattern = (base / "bt-grader-XXXXXX").string();
  if (::mkdtemp(pattern.data()) == nullptr) {
    throw std::system_error(errno, std::generic_category(),
                            "cannot create a work folder in " + base.string());
  }
  root_ = pattern;
  // The lock is taken under another name and renamed into place, so that a
  // run cleaning up never sees the lock file before it is held.
  const auto pending = root_ / ".lock-pending";
  lock_fd_ = ::open(pending.c_str(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  if (lock_fd_ < 0 || ::flock(lock_fd_, LOCK_EX) != 0 ||
      ::rename(pending.c_str(), (root_ / kLockName).c_str()) != 0) {
    const int error = errno;
    if (lock_fd_ >= 0) ::close(lock_fd_);
    remove_tree(root_);
    throw std::system_error(error, std::generic_category(), "cannot lock the work folder " + root_.string());
  }
  std::filesystem::permissions(root_, kTraverseOnly);
}

work_area::~work_area() {
  remove_tree(root_);
  ::close(lock_fd_);
}

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
