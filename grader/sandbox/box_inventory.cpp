#include "grader/sandbox/box_inventory.hpp"

#include <dirent.h>
#include <unistd.h>

#include <cstring>

namespace grader::sandbox::detail {

namespace {

bool same_time(const timespec& a, const timespec& b) {
  return a.tv_sec == b.tv_sec && a.tv_nsec == b.tv_nsec;
}

// Deeper than this is no honest program's doing; the box is then dirty.
constexpr int max_depth = 64;

// Removes path and, for a directory, everything in it. No process of the box
// is alive, so nothing can swap an entry while this looks at it.
bool remove_tree(const std::string& path, int depth) {
  struct stat info {};
  if (::lstat(path.c_str(), &info) != 0) return false;
  if (S_ISDIR(info.st_mode)) {
    if (depth > max_depth) return false;
    // A folder the run made unreadable is still its uid's to open up.
    if ((info.st_mode & S_IRWXU) != S_IRWXU && ::chmod(path.c_str(), S_IRWXU) != 0) return false;
    DIR* dir = ::opendir(path.c_str());
    if (dir == nullptr) return false;
    std::vector<std::string> names;
    while (const dirent* e = ::readdir(dir)) {
      if (std::strcmp(e->d_name, ".") != 0 && std::strcmp(e->d_name, "..") != 0)
        names.emplace_back(e->d_name);
    }
    ::closedir(dir);
    for (const auto& name : names) {
      if (!remove_tree(path + "/" + name, depth + 1)) return false;
    }
    return ::rmdir(path.c_str()) == 0;
  }
  return ::unlink(path.c_str()) == 0;
}

std::string child_path(const std::string& dir, const char* name) {
  return dir == "/" ? "/" + std::string(name) : dir + "/" + name;
}

}  // namespace

box_inventory::box_inventory(const std::vector<std::string>& roots) : roots_(roots) {
  for (const auto& root : roots_) {
    struct stat info {};
    devices_.push_back(::lstat(root.c_str(), &info) == 0 ? info.st_dev : dev_t{0});
  }
  for (std::size_t i = 0; i < roots_.size(); ++i) {
    walk(roots_[i], devices_[i], entries_);
  }
}

void box_inventory::walk(const std::string& path, dev_t device, std::map<std::string, entry>& into) const {
  struct stat info {};
  if (::lstat(path.c_str(), &info) != 0 || info.st_dev != device) return;  // gone, or another mount
  entry e{info.st_ino, info.st_mode, info.st_uid, info.st_gid, {}};
  if (!S_ISDIR(info.st_mode)) e.changed = info.st_ctim;
  into[path] = e;
  if (!S_ISDIR(info.st_mode)) return;
  DIR* dir = ::opendir(path.c_str());
  if (dir == nullptr) return;
  std::vector<std::string> children;
  while (const dirent* d = ::readdir(dir)) {
    if (std::strcmp(d->d_name, ".") != 0 && std::strcmp(d->d_name, "..") != 0) {
      children.push_back(child_path(path, d->d_name));
    }
  }
  ::closedir(dir);
  for (const auto& child : children) {
    // Another root's file system is walked from that root.
    bool other_root = false;
    for (const auto& root : roots_) other_root = other_root || (child == root && root != path);
    if (!other_root) walk(child, device, into);
  }
}

bool box_inventory::restore() const {
  std::map<std::string, entry> now;
  for (std::size_t i = 0; i < roots_.size(); ++i) {
    walk(roots_[i], devices_[i], now);
  }
  // Added entries go; one inside an added folder goes with that folder.
  const auto parent_was_added = [&](const std::string& path) {
    for (auto slash = path.rfind('/'); slash != std::string::npos && slash > 0;
         slash = path.rfind('/', slash - 1)) {
      if (entries_.count(path.substr(0, slash)) == 0) return true;
    }
    return false;
  };
  for (const auto& [path, e] : now) {
    if (entries_.count(path) != 0 || parent_was_added(path)) continue;
    if (!remove_tree(path, 0)) return false;
  }
  for (const auto& [path, before] : entries_) {
    const auto it = now.find(path);
    if (it == now.end()) return false;  // removed or moved away: cannot be put back
    const entry& after = it->second;
    if (after.inode != before.inode || after.mode != before.mode || after.uid != before.uid ||
        after.gid != before.gid || !same_time(after.changed, before.changed)) {
      return false;
    }
  }
  return true;
}

}  // namespace grader::sandbox::detail
