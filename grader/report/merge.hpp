#pragma once
// `grader merge`: the class files of `grade --shard K/N` runs joined into
// the ones an unsharded run writes. Shards are only joined when they can be:
// one grader version, one case set, every shard from 1 to N present, and no
// team graded twice with different results.

#include "grader/report/class_summary.hpp"

#include <filesystem>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace grader::report {

// Why shards cannot be merged; the message names the files.
class merge_error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct merged_class {
  class_result result;  // no shard, teams sorted by id
  std::string grader_version;
  std::vector<std::filesystem::path> summaries;  // the shard summaries read, by shard index
  // The --out folder each graded team's reports/ and feedback/ files are in.
  std::map<std::string, std::filesystem::path> team_dirs;
};

// Reads every summary.shard-K-of-N.json in `dirs` and the team reports they
// name. Throws merge_error.
[[nodiscard]] merged_class merge_shards(const std::vector<std::filesystem::path>& dirs);

// Writes the merged class files (unsharded names) into `out` with `writers`,
// copying the teams' reports and feedback there first when they live in
// another folder.
void write_merged(const merged_class& m, const std::filesystem::path& out,
                  const std::vector<std::unique_ptr<output_writer>>& writers);

}  // namespace grader::report
