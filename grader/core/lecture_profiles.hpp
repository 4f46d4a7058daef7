#pragma once
// The lecture's search of a case, in one reading, is the same for every team
// and every run of the same grader: its profile (nodes by depth, the digest
// of its edits) is kept in memory for the run and, when a folder is given, on
// disk beside the compiled runners, so that a student's second `grader test`
// and every shard of a class run it at most once. The key is the case's
// fingerprint, the reading and the cap; the folder is the grader binary's
// own (its size, time and inode), since the lecture's search is its code.
// A hidden case's profile stays in memory: the cache folder is one a team's
// code may reach (the uid level's slot uids read the runners there), and a
// hidden count is the secret itself.

#include "grader/core/lecture_comparison.hpp"
#include "grader/core/test_case.hpp"

#include <filesystem>
#include <optional>
#include <string>

namespace grader::lecture_profiles {

// Where profiles are kept on disk from now on (`<cache>/lecture-profiles/<this
// grader>`); an empty path keeps them in memory only.
void keep_under(const std::filesystem::path& cache_dir);

[[nodiscard]] std::optional<comparison::lecture_profile> find(const test_case& tc, reading how,
                                                              std::uint64_t cap);
void keep(const test_case& tc, reading how, std::uint64_t cap, const comparison::lecture_profile& p);

// Forgets what is kept in memory (what is on disk stays): a process that
// grades for weeks, and the tests that read the disk back.
void forget();

}  // namespace grader::lecture_profiles
