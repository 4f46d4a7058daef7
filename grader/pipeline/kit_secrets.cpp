#include "grader/pipeline/kit_secrets.hpp"

#include "grader/pipeline/compile.hpp"
#include "grader/pipeline/kit.hpp"
#include "grader/sandbox/sandbox.hpp"

#include <sys/stat.h>

#include <algorithm>
#include <cstdio>

namespace grader::pipeline {

namespace fs = std::filesystem;

namespace {

std::string octal(mode_t mode) {
  char text[8];
  std::snprintf(text, sizeof text, "%04o", static_cast<unsigned>(mode & 07777));
  return text;
}

// Whether a slot uid has `bits` (of S_IROTH, S_IXOTH) on what `st` describes:
// as "other", or as the group when the group is a slot's.
bool slot_may(const struct stat& st, mode_t other_bits) {
  const mode_t group_bits = other_bits << 3;
  if ((st.st_mode & other_bits) == other_bits) return true;
  return sandbox::is_slot_id(st.st_gid) && (st.st_mode & group_bits) == group_bits;
}

bool is_within(const fs::path& path, const fs::path& root) {
  const auto rel = path.lexically_relative(root);
  return !rel.empty() && *rel.begin() != "..";
}

// Where a path stands against what the slot uids need: needed itself (or
// inside a needed folder), a folder on the way to something needed, or a
// secret.
enum class standing { needed, on_the_way, secret };

standing standing_of(const fs::path& path, const std::vector<fs::path>& needed) {
  if (std::any_of(needed.begin(), needed.end(),
                  [&](const fs::path& n) { return path == n || is_within(path, n); }))
    return standing::needed;
  if (std::any_of(needed.begin(), needed.end(), [&](const fs::path& n) { return is_within(n, path); }))
    return standing::on_the_way;
  return standing::secret;
}

// Whether every folder from / down to `dir` (itself included) lets a slot
// uid through: only then is anything in it reachable at all.
bool reachable(const fs::path& dir) {
  fs::path at = dir.root_path();
  for (const auto& part : dir.relative_path()) {
    struct stat st {};
    if (::stat(at.c_str(), &st) != 0 || !slot_may(st, S_IXOTH)) return false;
    at /= part;
  }
  struct stat st {};
  return ::stat(at.c_str(), &st) == 0 && S_ISDIR(st.st_mode) && slot_may(st, S_IXOTH);
}

// The first entry under `dir` (reachable) a slot uid could read that is
// neither needed nor on the way to something needed.
std::optional<std::string> first_exposed(const fs::path& dir, const std::vector<fs::path>& needed) {
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(dir, ec)) {
    const auto& path = entry.path();
    const auto where = standing_of(path, needed);
    if (where == standing::needed) continue;
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) continue;  // a dangling link leads nowhere
    if (S_ISDIR(st.st_mode)) {
      if (!slot_may(st, S_IXOTH)) continue;
      if (where == standing::on_the_way) {
        if (auto inner = first_exposed(path, needed)) return inner;
        continue;
      }
      return path.string() + " is a folder other users may enter (mode " + octal(st.st_mode) + ")";
    }
    if (slot_may(st, S_IROTH))
      return path.string() + " is a file other users may read (mode " + octal(st.st_mode) + ")";
  }
  if (ec) return dir.string() + " cannot be listed to check it: " + ec.message();
  return std::nullopt;
}

void chmod_others(const fs::path& path, bool readable) {
  struct stat st {};
  if (::lstat(path.c_str(), &st) != 0 || S_ISLNK(st.st_mode)) return;
  mode_t mode = st.st_mode & 07777;
  if (readable) {
    mode |= S_IROTH;
    if (S_ISDIR(st.st_mode) || (st.st_mode & S_IXUSR) != 0) mode |= S_IXOTH;
  } else {
    mode &= ~static_cast<mode_t>(S_IRWXO);
  }
  fs::permissions(path, static_cast<fs::perms>(mode), fs::perm_options::replace | fs::perm_options::nofollow);
}

void chmod_others_tree(const fs::path& path, bool readable) {
  chmod_others(path, readable);
  if (!fs::is_directory(fs::symlink_status(path))) return;
  for (auto it = fs::recursive_directory_iterator(path); it != fs::recursive_directory_iterator(); ++it)
    chmod_others(it->path(), readable);
}

void harden_dir(const fs::path& dir, const std::vector<fs::path>& needed) {
  for (const auto& entry : fs::directory_iterator(dir)) {
    const auto& path = entry.path();
    if (entry.is_symlink()) continue;
    const auto where = standing_of(path, needed);
    if (where == standing::needed) {
      chmod_others_tree(path, true);
    } else if (where == standing::on_the_way && entry.is_directory()) {
      // Enterable, not listable: a slot uid reaches what it is given, by name.
      const auto mode = (entry.status().permissions() & ~fs::perms::others_all) | fs::perms::others_exec;
      fs::permissions(path, mode, fs::perm_options::replace);
      harden_dir(path, needed);
    } else {
      chmod_others_tree(path, false);
    }
  }
}

}  // namespace

std::optional<std::string> out_of_slots_reach(const std::vector<fs::path>& needed) {
  for (const auto& raw : needed) {
    std::error_code ec;
    auto path = fs::weakly_canonical(raw, ec);
    while (!path.empty() && !fs::exists(path, ec) && path != path.root_path()) path = path.parent_path();
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) continue;
    const bool dir = S_ISDIR(st.st_mode);
    if (!reachable(dir ? path : path.parent_path()) || (!dir && !slot_may(st, S_IROTH)))
      return path.string() + ", which the slot uids' compiles need, is out of their reach (mode " +
             octal(st.st_mode) + ", or a folder on its way)";
  }
  return std::nullopt;
}

std::optional<fs::path> grader_executable() {
  std::error_code ec;
  auto self = fs::read_symlink("/proc/self/exe", ec);
  if (ec) return std::nullopt;
  return self;
}

std::optional<std::string> uid_level_problem(const kit& k, const fs::path& cache_dir,
                                             const fs::path& cases_dir) {
  std::vector<fs::path> secrets = {k.root, cases_dir};
  if (const auto self = grader_executable()) secrets.push_back(*self);
  const auto needs = slot_needs(k, cache_dir);
  if (auto exposed = exposed_to_slots(secrets, needs)) return exposed;
  return out_of_slots_reach(needs);
}

void harden_for_uid_level(const kit& k, const fs::path& cache_dir, const fs::path& cases_dir) {
  fs::create_directories(cache_dir);
  std::vector<fs::path> grader;
  if (const auto self = grader_executable()) grader.push_back(*self);
  harden_for_slots(k.root, slot_needs(k, cache_dir), grader);
  // A case folder of its own (--cases) holds nothing a compile needs.
  if (fs::exists(cases_dir) && !is_within(fs::weakly_canonical(cases_dir), fs::canonical(k.root)))
    harden_for_slots(cases_dir, {}, {});
}

void harden_for_slots(const fs::path& kit_root, const std::vector<fs::path>& needed,
                      const std::vector<fs::path>& also_private) {
  std::vector<fs::path> allowed;
  for (const auto& n : needed) allowed.push_back(fs::weakly_canonical(n));
  const auto root = fs::canonical(kit_root);
  const bool on_the_way =
      std::any_of(allowed.begin(), allowed.end(), [&](const fs::path& n) { return is_within(n, root); });
  const auto mode = (fs::status(root).permissions() & ~fs::perms::others_all) |
                    (on_the_way ? fs::perms::others_exec : fs::perms::none);
  fs::permissions(root, mode, fs::perm_options::replace);
  harden_dir(root, allowed);
  for (const auto& p : also_private) {
    if (fs::exists(p)) chmod_others(p, false);
  }
}

std::optional<std::string> exposed_to_slots(const std::vector<fs::path>& secret_roots,
                                            const std::vector<fs::path>& needed) {
  std::vector<fs::path> allowed;
  for (const auto& n : needed) allowed.push_back(fs::weakly_canonical(n));
  for (const auto& raw : secret_roots) {
    std::error_code ec;
    const auto root = fs::weakly_canonical(raw, ec);
    if (ec || !fs::exists(root, ec)) continue;
    struct stat st {};
    if (::stat(root.c_str(), &st) != 0) continue;
    if (!S_ISDIR(st.st_mode)) {
      // A file (the grader): readable, it hands its compiled-in references out.
      if (reachable(root.parent_path()) && slot_may(st, S_IROTH))
        return root.string() + " is a file other users may read (mode " + octal(st.st_mode) + ")";
      continue;
    }
    if (!reachable(root)) continue;
    if (auto exposed = first_exposed(root, allowed)) return exposed;
  }
  return std::nullopt;
}

}  // namespace grader::pipeline
