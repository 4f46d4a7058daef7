#pragma once
// Scratch space for one grader run: a private temporary folder with one
// sub-folder per sandbox slot, removed when the run ends (RAII), whatever the
// students left in it. Folders are 0711 so a slot's uid can reach its own
// work dir without being able to list anyone else's. A run holds an flock on
// the folder's .lock file while it lives; a run killed with kill -9 cannot
// remove its folder, and the next one does (the kernel freed the lock).

#include <cstddef>
#include <filesystem>

namespace grader::pipeline {

class work_area {
 public:
  // Under $TMPDIR (or /tmp) unless `parent` is given.
  explicit work_area(const std::filesystem::path& parent = {});
  ~work_area();
  work_area(const work_area&) = delete;
  work_area& operator=(const work_area&) = delete;

  [[nodiscard]] const std::filesystem::path& root() const noexcept { return root_; }
  // <root>/slot-<n>, created on first use.
  [[nodiscard]] std::filesystem::path slot_dir(int slot) const;

 private:
  std::filesystem::path root_;
  int lock_fd_ = -1;
};

// Removes the bt-grader-* folders under `base` whose run has died (their
// lock is free); returns how many. Every work_area calls it first.
std::size_t remove_stale_work_areas(const std::filesystem::path& base) noexcept;

// A sandbox slot no other grader process on this machine uses at the same
// time. When the grader runs as root, each slot is a uid of its own and the
// sandbox kills every process of that uid after a run, so two concurrent
// graders (ctest -j, an instructor grading while a TA tests) must never share
// one. The lease is an flock on a file per slot, released by the kernel even
// when the process dies. Without root there are no slot uids and any number
// is fine: the lease then just hands out `preferred`.
class slot_lease {
 public:
  explicit slot_lease(int preferred);
  ~slot_lease();
  slot_lease(const slot_lease&) = delete;
  slot_lease& operator=(const slot_lease&) = delete;

  [[nodiscard]] int slot() const noexcept { return slot_; }

 private:
  int slot_ = 0;
  int fd_ = -1;
};

// For the directories the sandboxed student uid must pass through but may not list.
inline constexpr auto kTraverseOnly = std::filesystem::perms::owner_all | std::filesystem::perms::group_exec |
                                      std::filesystem::perms::others_exec;

// mkdir -p with a mode (the parents too, for the ones this creates).
void make_dirs(const std::filesystem::path& dir, std::filesystem::perms mode);
// Removes a tree, ignoring what is already gone; errors are swallowed because
// this runs in destructors and cleanup paths, where the grade is already known.
void remove_tree(const std::filesystem::path& dir) noexcept;
// Removes what is inside dir but not dir itself (a folder a warm box has
// bound), ignoring errors as remove_tree does.
void empty_tree(const std::filesystem::path& dir) noexcept;

}  // namespace grader::pipeline
