// JUnit XML: well-formed whatever a program printed, counts a CI system
// shows, failures carrying the feedback, judge errors as <error>, and hidden
// cases withholding in the student view exactly what the JSON report does.

#include "grader/report/junit.hpp"
#include "output_fixtures.hpp"
#include "test_support.hpp"

#include <gtest/gtest.h>

namespace grader::report {
namespace {

using grader::testing::read_text;
using grader::testing::temp_dir;
using grader::testing::write_text;

// Parses with Python's XML parser, as strict as any CI's reader.
bool well_formed(const std::string& xml) {
  const temp_dir dir;
  write_text(dir.path() / "r.xml", xml);
  const auto r = grader::testing::run_shell(
      "python3 -c 'import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])' '" +
      (dir.path() / "r.xml").string() + "'");
  EXPECT_EQ(r.err, "");
  return r.exit_code == 0;
}

std::size_t occurrences(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(Junit, TeamReportIsWellFormedWithCountsAndFailures) {
  const auto xml = junit_xml(testing_fixtures::mixed_report(), audience::instructor);
  EXPECT_TRUE(well_formed(xml)) << xml;
  EXPECT_NE(xml.find("<testsuites name=\"grader\" tests=\"5\" failures=\"3\" errors=\"1\""),
            std::string::npos)
      << xml;
  EXPECT_NE(xml.find("<testsuite name=\"n_queens\" tests=\"4\" failures=\"2\" errors=\"1\" skipped=\"0\""),
            std::string::npos)
      << xml;
  EXPECT_NE(xml.find("<testcase classname=\"n_queens.solve_small\" name=\"eight\" time=\"0.250\">"),
            std::string::npos)
      << xml;
  EXPECT_NE(xml.find("<failure message=\"wrong_answer\" type=\"wrong_answer\">queen (2,3) attacks"),
            std::string::npos)
      << xml;
  EXPECT_NE(xml.find("<error message=\"judge_error\" type=\"judge_error\">"), std::string::npos) << xml;
  EXPECT_NE(xml.find("<property name=\"nodes\" value=\"876\"/>"), std::string::npos) << xml;
  EXPECT_NE(xml.find("<property name=\"points\" value=\"2\"/><property name=\"max_points\" value=\"2\"/>"),
            std::string::npos)
      << xml;
  // A compile error reaches every case of its problem.
  EXPECT_NE(xml.find("<failure message=\"compile_error\" type=\"compile_error\">"), std::string::npos) << xml;
  EXPECT_EQ(xml.find("<skipped"), std::string::npos);
}

TEST(Junit, StudentOutputCannotBreakTheXml) {
  const auto xml = junit_xml(testing_fixtures::mixed_report(), audience::instructor);
  EXPECT_TRUE(well_formed(xml));
  for (const char ch : xml) {
    const auto byte = static_cast<unsigned char>(ch);
    EXPECT_FALSE(byte < 0x20 && byte != '\n') << "raw control character " << int(byte);
  }
  EXPECT_NE(xml.find("&lt;/system-out&gt;&lt;script&gt;"), std::string::npos) << xml;
  EXPECT_NE(xml.find("a &amp; b &quot;q&quot;"), std::string::npos) << xml;
  EXPECT_EQ(xml_text("x\x01y\x1b[31m\xff z\xef\xbf\xbf"),
            "x\xEF\xBF\xBDy\xEF\xBF\xBD[31m\xEF\xBF\xBD z\xEF\xBF\xBD");
  EXPECT_EQ(xml_text("line\nnext\ttab"), "line&#10;next&#9;tab");
}

TEST(Junit, StudentViewWithholdsHiddenDetailsButKeepsTheVerdict) {
  const auto report = testing_fixtures::mixed_report();
  const auto student = junit_xml(report, audience::student);
  const auto instructor = junit_xml(report, audience::instructor);
  EXPECT_TRUE(well_formed(student));
  EXPECT_NE(instructor.find("the hidden board"), std::string::npos);
  EXPECT_EQ(student.find("the hidden board"), std::string::npos) << student;
  EXPECT_EQ(student.find("secret stdout"), std::string::npos) << student;
  EXPECT_EQ(student.find("value=\"999\""), std::string::npos) << "hidden node count shown";
  EXPECT_NE(student.find("<failure message=\"wrong_answer\" type=\"wrong_answer\">" + std::string(kWithheld)),
            std::string::npos)
      << student;
  // The same withholding as the student JSON report.
  const auto& hidden = report.problems[0].cases[3];
  EXPECT_EQ(to_json(hidden, audience::student)["feedback"], kWithheld);
  EXPECT_TRUE(to_json(hidden, audience::student)["nodes"].is_null());
}

TEST(Junit, ClassHasASuitePerTeamAndProblemAndAnErrorForUngradedTeams) {
  class_result c;
  c.problems = {"n_queens", "sudoku"};
  team_entry alpha;
  alpha.id = "team-alpha";
  alpha.status = team_status::graded;
  alpha.report = testing_fixtures::mixed_report();
  team_entry broken;
  broken.id = "team-broken";
  broken.status = team_status::skipped;
  broken.error = "team.yaml: no field <name>";
  c.teams = {alpha, broken};
  const auto xml = junit_xml(c, audience::instructor);
  EXPECT_TRUE(well_formed(xml)) << xml;
  EXPECT_EQ(occurrences(xml, "<testsuite "), 3u);
  EXPECT_NE(xml.find("<testsuite name=\"team-alpha/n_queens\""), std::string::npos);
  EXPECT_NE(xml.find("<testsuite name=\"team-alpha/sudoku\""), std::string::npos);
  EXPECT_NE(xml.find("<error message=\"skipped\" type=\"skipped\">team.yaml: no field &lt;name&gt;</error>"),
            std::string::npos)
      << xml;
  EXPECT_NE(xml.find("<testsuites name=\"grader\" tests=\"6\" failures=\"3\" errors=\"2\""),
            std::string::npos)
      << xml;

  const temp_dir out;
  junit_writer{}.write_class(c, out_layout{out.path(), shard_spec{2, 3}}, "1.0");
  EXPECT_EQ(read_text(out.path() / "junit.shard-2-of-3.xml"), xml);
}

TEST(Junit, DefaultWritersIncludeJunit) {
  class_result c;
  c.problems = {"n_queens"};
  const temp_dir out;
  for (const auto& w : default_writers()) w->write_class(c, out_layout{out.path(), std::nullopt}, "1.0");
  EXPECT_TRUE(std::filesystem::exists(out.path() / "junit.xml"));
}

}  // namespace
}  // namespace grader::report
