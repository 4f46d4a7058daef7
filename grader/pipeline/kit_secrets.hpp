#pragma once
// The uid level's promise, checked before any student code runs: a slot uid
// can reach nothing of the kit but what its compiles and runs need. There is
// no Landlock or mount namespace to hide the rest, so the kernel's file
// permissions must: a directory a slot uid may not traverse, or a file it may
// not read (neither as "other" nor through a group that is a slot's). ACLs are
// not read: a kit with ACLs granting access is the instructor's to remove (the
// grader's documentation, The uid level).

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace grader::pipeline {

// The first thing under `secret_roots` (the kit, a case folder outside it,
// the grader's own executable) that a slot uid could read, said with its
// mode ("/autograder/source/reference is a directory other users may enter
// (mode 0755)"), or nothing. `needed` are the paths a slot uid must reach
// (slot_needs): they, and the folders on their way, are allowed.
[[nodiscard]] std::optional<std::string> exposed_to_slots(
    const std::vector<std::filesystem::path>& secret_roots, const std::vector<std::filesystem::path>& needed);

// The first of `needed` a slot uid cannot reach (a compile would then fail
// for every team), said with the folder in the way; nothing when all are
// reachable. A path not made yet (the runner cache) counts as its nearest
// existing folder.
[[nodiscard]] std::optional<std::string> out_of_slots_reach(const std::vector<std::filesystem::path>& needed);

// Both of the above for a kit, its runner cache and its cases, with the
// grader's own executable among the secrets: what stops the uid level, or
// nothing.
struct kit;
[[nodiscard]] std::optional<std::string> uid_level_problem(const kit& k,
                                                           const std::filesystem::path& cache_dir,
                                                           const std::filesystem::path& cases_dir);
// The running grader, which must be as unreadable as the references in it.
[[nodiscard]] std::optional<std::filesystem::path> grader_executable();

// Makes the kit ready for the uid level (`grader harden`): every file and
// folder under `kit_root` that is not needed loses its permissions for
// other users; the needed ones become readable (folders enterable, and
// executables executable) to them, and the folders on their way enterable
// but not listable. `also_private` (the grader, when outside the kit) loses
// them too. Symbolic links are left alone. Throws std::filesystem::filesystem_error.
void harden_for_slots(const std::filesystem::path& kit_root, const std::vector<std::filesystem::path>& needed,
                      const std::vector<std::filesystem::path>& also_private);
// harden_for_slots for a kit as uid_level_problem checks it: the kit with
// what its compiles need from `cache_dir`, the grader, and a case folder
// outside the kit. Creates the cache folder first.
void harden_for_uid_level(const kit& k, const std::filesystem::path& cache_dir,
                          const std::filesystem::path& cases_dir);

}  // namespace grader::pipeline
