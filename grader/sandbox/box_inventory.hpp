#pragma once

// Internal: what a warm box's writable file systems held before its first
// run, and how to bring them back to that after each run.
//
// A bwrap box is a tmpfs root with the system bind-mounted read-only into it,
// a tmpfs /dev and a tmpfs /tmp; the box's uid owns those tmpfs, so a run can
// write anywhere on them: a file in /tmp, a replaced /lib64 symlink, a script
// planted in a folder bwrap made on the way to a bind. A warm box serves many
// runs, so after each one the server (the box's pid 1, once every process of
// the run is dead) compares them with the inventory taken at start-up. What
// was added is removed; what was changed (an entry of the inventory replaced,
// chmod'ed, written to) cannot be put back, so the box is declared dirty and
// the grader starts a fresh one. Mount points (the binds, /proc, the device
// nodes) belong to other file systems and are neither walked nor touched.

#include <sys/stat.h>

#include <ctime>
#include <map>
#include <string>
#include <vector>

namespace grader::sandbox::detail {

class box_inventory {
 public:
  // Walks the file systems of `roots` (each a directory on a file system the
  // box may write), without crossing into other mounts.
  explicit box_inventory(const std::vector<std::string>& roots);

  // Removes what was added since the inventory; false when something of
  // the inventory itself changed or could not be removed (the box is dirty).
  [[nodiscard]] bool restore() const;

 private:
  struct entry {
    ino_t inode{0};
    mode_t mode{0};
    uid_t uid{0};
    gid_t gid{0};
    timespec changed{};  // st_ctim, for everything but directories
  };
  void walk(const std::string& path, dev_t device, std::map<std::string, entry>& into) const;

  std::vector<std::string> roots_;
  std::vector<dev_t> devices_;
  std::map<std::string, entry> entries_;
};

}  // namespace grader::sandbox::detail
