#include "grader/pipeline/lateness.hpp"

#include "grader/pipeline/tool_process.hpp"

#include <charconv>
#include <cmath>
#include <ctime>
#include <stdexcept>
#include <vector>

namespace grader::pipeline {

namespace {

// Digits at `pos`, exactly `count` of them.
std::optional<int> digits(std::string_view text, std::size_t pos, std::size_t count) {
  if (pos + count > text.size()) return std::nullopt;
  int value = 0;
  for (std::size_t i = pos; i < pos + count; ++i) {
    if (text[i] < '0' || text[i] > '9') return std::nullopt;
    value = value * 10 + (text[i] - '0');
  }
  return value;
}

// Whether `tm` still names the day and time it was given once normalised:
// timegm and mktime roll 2026-02-30 over to March without a word.
bool same_fields(const std::tm& given, const std::tm& normalised) {
  return given.tm_year == normalised.tm_year && given.tm_mon == normalised.tm_mon &&
         given.tm_mday == normalised.tm_mday && given.tm_hour == normalised.tm_hour &&
         given.tm_min == normalised.tm_min && given.tm_sec == normalised.tm_sec;
}

// git's own output for `args`, run on a folder a team handed in. The team
// wrote that repository's config, so nothing in it may run a program: no
// pager, no signature check (gpg.program), no fsmonitor hook, and no system
// or user config beside it. Nothing when git fails or is not installed.
std::optional<std::string> git_output(const std::filesystem::path& dir,
                                      const std::vector<std::string>& args) {
  tool_request request;
  request.argv = {"git", "--no-pager",
                  "-c",  "core.fsmonitor=false",
                  "-c",  "log.showSignature=false",
                  "-c",  "safe.directory=*",
                  "-C",  dir.string()};
  request.argv.insert(request.argv.end(), args.begin(), args.end());
  request.env = {"GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL=/dev/null", "LC_ALL=C", "GIT_TERMINAL_PROMPT=0",
                 "HOME=/nonexistent"};
  if (auto path = path_variable()) request.env.push_back(std::move(*path));
  auto result = run_tool(request);
  if (!result.succeeded()) return std::nullopt;
  return std::move(result.out);
}

}  // namespace

std::optional<std::int64_t> parse_time(std::string_view text) {
  // YYYY-MM-DD
  const auto year = digits(text, 0, 4);
  const auto month = digits(text, 5, 2);
  const auto day = digits(text, 8, 2);
  if (!year || !month || !day || text[4] != '-' || text[7] != '-') return std::nullopt;
  std::tm tm{};
  tm.tm_year = *year - 1900;
  tm.tm_mon = *month - 1;
  tm.tm_mday = *day;
  std::size_t pos = 10;
  if (pos == text.size()) {
    // A day alone is due at its end.
    tm.tm_hour = 23;
    tm.tm_min = 59;
    tm.tm_sec = 59;
  } else {
    if (text[pos] != 'T' && text[pos] != ' ') return std::nullopt;
    const auto hour = digits(text, pos + 1, 2);
    const auto minute = digits(text, pos + 4, 2);
    if (!hour || !minute || text[pos + 3] != ':') return std::nullopt;
    tm.tm_hour = *hour;
    tm.tm_min = *minute;
    pos += 6;
    if (pos < text.size() && text[pos] == ':') {
      const auto second = digits(text, pos + 1, 2);
      if (!second) return std::nullopt;
      tm.tm_sec = *second;
      pos += 3;
    }
  }
  const std::tm given = tm;
  if (pos == text.size()) {
    tm.tm_isdst = -1;
    const std::time_t t = std::mktime(&tm);
    if (t == -1 || !same_fields(given, tm)) return std::nullopt;
    return t;
  }
  std::int64_t offset = 0;
  if (text.substr(pos) != "Z") {
    const char sign = text[pos];
    const auto oh = digits(text, pos + 1, 2);
    const auto om = digits(text, pos + 4, 2);
    if ((sign != '+' && sign != '-') || !oh || !om || text[pos + 3] != ':' || pos + 6 != text.size() ||
        *oh > 23 || *om > 59)
      return std::nullopt;
    offset = (sign == '+' ? 1 : -1) * (*oh * 3600 + *om * 60);
  }
  const std::time_t t = ::timegm(&tm);
  if (t == -1 || !same_fields(given, tm)) return std::nullopt;
  return static_cast<std::int64_t>(t) - offset;
}

std::string utc_iso(std::int64_t seconds) {
  const auto t = static_cast<std::time_t>(seconds);
  std::tm parts{};
  ::gmtime_r(&t, &parts);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &parts);
  return text;
}

late_policy parse_late_policy(std::string_view due, std::string_view penalty) {
  late_policy policy;
  const auto at = parse_time(due);
  if (!at) {
    throw std::invalid_argument("--due \"" + std::string(due) +
                                "\" is not a time: give 2026-12-01T23:59+01:00, 2026-12-01T22:59Z, "
                                "2026-12-01 23:59 (this machine's local time) or 2026-12-01 (its end)");
  }
  policy.due = *at;
  policy.text = penalty;
  const auto percent = penalty.find("%/");
  const auto unit = percent == std::string_view::npos ? std::string_view() : penalty.substr(percent + 2);
  double rate = -1.0;
  if (percent != std::string_view::npos) {
    const auto number = penalty.substr(0, percent);
    const auto [end, ec] = std::from_chars(number.data(), number.data() + number.size(), rate);
    if (ec != std::errc() || end != number.data() + number.size()) rate = -1.0;
  }
  if (rate < 0.0 || rate > 100.0 || !std::isfinite(rate) || (unit != "day" && unit != "hour")) {
    throw std::invalid_argument("--late-penalty \"" + std::string(penalty) +
                                "\" is not a penalty: give the share of the points taken per day or "
                                "hour begun late, from 0 to 100, e.g. 10%/day or 2.5%/hour");
  }
  policy.rate = rate / 100.0;
  policy.unit = unit == "day" ? 86400 : 3600;
  return policy;
}

submission_time submitted_at(const std::filesystem::path& team_dir, const report::team_info& team) {
  submission_time when;
  std::error_code ec;
  if (std::filesystem::exists(team_dir / ".git", ec)) {
    // %ct: the committer's time, in seconds since the epoch.
    if (const auto out = git_output(team_dir, {"log", "-1", "--no-show-signature", "--format=%ct"})) {
      std::int64_t seconds = 0;
      const auto end = out->data() + out->size();
      const auto [last, error] = std::from_chars(out->data(), end, seconds);
      if (error == std::errc() && (last == end || *last == '\n')) {
        when.at = seconds;
        when.source = "git";
        return when;
      }
    }
    when.source = "the folder's git repository has no commit git could read";
  }
  if (!team.submitted.empty()) {
    if (const auto at = parse_time(team.submitted)) {
      when.at = *at;
      when.source = "team.yaml";
      return when;
    }
  }
  if (when.source.empty()) when.source = "the folder is no git repository and team.yaml has no `submitted:`";
  return when;
}

report::lateness assess(const late_policy& policy, const submission_time& when) {
  report::lateness late;
  late.due = utc_iso(policy.due);
  late.policy = policy.text;
  late.source = when.source;
  if (!when.at) return late;
  late.submitted_at = utc_iso(*when.at);
  late.seconds_late = std::max<std::int64_t>(0, *when.at - policy.due);
  const auto units = (late.seconds_late + policy.unit - 1) / policy.unit;  // each one begun counts
  late.penalty = std::min(1.0, report::tidy(static_cast<double>(units) * policy.rate));
  return late;
}

}  // namespace grader::pipeline
