#pragma once
// Late submissions: `grade --due TIME --late-penalty 10%/day`. A team's
// submission time is its folder's last git commit when the folder is a
// repository, else team.yaml's `submitted:`; each day (or hour) begun after
// the due time takes the given share of its points, up to all of them. A
// commit's time is the committer's clock: the docs say so (the grader's
// documentation, Late submissions).

#include "grader/report/report.hpp"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace grader::pipeline {

struct late_policy {
  std::int64_t due = 0;       // seconds since the epoch
  double rate = 0.0;          // the share of the points taken per unit begun late
  std::int64_t unit = 86400;  // a day or an hour, in seconds
  std::string text;           // as given: "10%/day"
};

// "2026-12-01T23:59:00Z", "2026-12-01T23:59+01:00", "2026-12-01 23:59" (no
// offset: the grading machine's local time), "2026-12-01" (the end of that
// day, local time). Seconds since the epoch; nothing when the text is not
// such a time or names no real day (2026-02-30).
[[nodiscard]] std::optional<std::int64_t> parse_time(std::string_view text);
// "2026-12-01T22:59:00Z"
[[nodiscard]] std::string utc_iso(std::int64_t seconds);

// --due and --late-penalty ("10%/day", "2.5%/hour"). Throws
// std::invalid_argument saying which one is wrong and what is expected.
[[nodiscard]] late_policy parse_late_policy(std::string_view due, std::string_view penalty);

// When a team handed in, and how the grader knows: "git" (the last commit of
// the team folder, itself a repository), "team.yaml" (its `submitted:`), or
// nothing with the reason in `source`.
struct submission_time {
  std::optional<std::int64_t> at;
  std::string source;
};
[[nodiscard]] submission_time submitted_at(const std::filesystem::path& team_dir,
                                           const report::team_info& team);

// The lateness a report carries under `policy`.
[[nodiscard]] report::lateness assess(const late_policy& policy, const submission_time& when);

}  // namespace grader::pipeline
