#pragma once
// Which language a problem's folder hands in. The kit ships both skeletons,
// exercises/<problem>/<problem>.cpp and <problem>.py, so a student who edits
// one of them has the other still there, as handed out: it is not an answer.
// The skeletons' hashes are committed in exercises/skeletons.sha256 (the
// format of sha256sum; conformance checks it against exercises/), so the
// grader tells a skeleton left alone from one that was written, in a team's
// folder as in the student's own clone.

#include "grader/pipeline/kit.hpp"
#include "grader/pipeline/submission.hpp"

#include <filesystem>
#include <map>
#include <string>

namespace grader::pipeline {

// "<problem>/<file>" -> the 64 hex digits of the skeleton's SHA-256.
using skeleton_hashes = std::map<std::string, std::string>;

// The manifest's entries; none when the file is absent (then every file
// counts as written, and a folder with both languages is refused). Throws framework::input_error naming the
// file and line of a malformed entry.
[[nodiscard]] skeleton_hashes read_skeleton_hashes(const std::filesystem::path& manifest);

// Whether a file is the skeleton as handed out: its bytes, or the same text
// with CRLF line ends (an editor's), hash to the manifest's entry.
[[nodiscard]] bool is_untouched_skeleton(const skeleton_hashes& hashes, const std::string& problem,
                                         const source_file& file);

// `sources` without the files of a language whose every file is a skeleton
// left as handed out, when the other language is there too: the C++ skeleton
// when only the Python was written, the Python one otherwise (both untouched:
// the kit's default, C++). When both languages were written, nothing is
// dropped and the compile step refuses the folder.
[[nodiscard]] problem_sources handed_in(const skeleton_hashes& hashes, problem_sources sources);
// With the kit's manifest (kit::skeletons).
[[nodiscard]] problem_sources handed_in(const kit& k, const problem_sources& sources);

}  // namespace grader::pipeline
