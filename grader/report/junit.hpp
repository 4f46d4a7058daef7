#pragma once
// JUnit XML, the format every CI system reads (GitHub Actions reporters,
// GitLab, Jenkins): a <testsuite> per problem (per team and problem for a
// class), a <testcase> per case, <failure> for a verdict the team earned,
// <error> for the grader's own judge_error. Never <skipped>: every case is
// graded, and a hook not yet written scores 0 like any other failure, so a
// CI job must not show it as green.

#include "grader/report/class_summary.hpp"
#include "grader/report/report.hpp"

#include <string>
#include <string_view>

namespace grader::report {

// Text for an XML attribute or element: valid UTF-8, markup escaped, and the
// characters XML 1.0 forbids (NUL, most C0 controls, U+FFFE/U+FFFF) shown as
// U+FFFD, so a program printing them cannot make the file unreadable.
[[nodiscard]] std::string xml_text(std::string_view raw);

// One team: `who` decides what hidden cases show (as in the JSON report).
[[nodiscard]] std::string junit_xml(const team_report& r, audience who);
// A class: suites "<team>/<problem>"; a team that was not graded is one
// suite with an <error> saying why.
[[nodiscard]] std::string junit_xml(const class_result& c, audience who);

// junit.xml (junit.shard-K-of-N.xml) beside summary.json, instructor view.
class junit_writer final : public output_writer {
 public:
  void write_team(const team_report&, const out_layout&) const override {}
  void write_class(const class_result& c, const out_layout& out, const std::string&) const override;
};

}  // namespace grader::report
