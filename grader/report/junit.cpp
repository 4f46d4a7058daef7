#include "grader/report/junit.hpp"

#include "grader/report/atomic_file.hpp"
#include "grader/report/number_text.hpp"
#include "grader/report/visible_name.hpp"

#include <cstdint>
#include <cstdio>

namespace grader::report {

namespace {

bool is_failure(verdict v) { return v != verdict::accepted && v != verdict::judge_error; }

struct counts {
  std::size_t tests = 0;
  std::size_t failures = 0;
  std::size_t errors = 0;
  double time = 0.0;
};

counts count(const problem_result& p) {
  counts n;
  for (const auto& c : p.cases) {
    ++n.tests;
    if (is_failure(c.result)) ++n.failures;
    if (c.result == verdict::judge_error) ++n.errors;
    n.time += c.wall_seconds;
  }
  return n;
}

std::string attribute(std::string_view name, std::string_view value) {
  return " " + std::string(name) + "=\"" + xml_text(value) + "\"";
}

std::string property(std::string_view name, std::string_view value) {
  return "<property" + attribute("name", name) + attribute("value", value) + "/>";
}

void append_case(std::string& xml, const std::string& problem, const case_result& raw, audience who) {
  const case_result c = as_seen_by(raw, who);
  xml += "    <testcase" + attribute("classname", problem + "." + c.suite) + attribute("name", c.name) +
         attribute("time", plain_seconds(c.wall_seconds)) + ">\n";
  xml += "      <properties>" + property("verdict", to_string(c.result)) +
         property("points", general(c.points)) + property("max_points", general(c.max_points));
  if (c.nodes) xml += property("nodes", std::to_string(*c.nodes));
  if (c.reference_nodes) xml += property("reference_nodes", std::to_string(*c.reference_nodes));
  if (c.nodes_reading) xml += property("nodes_reading", std::string(to_string(*c.nodes_reading)));
  xml += "</properties>\n";
  const std::string v(to_string(c.result));
  if (is_failure(c.result) || c.result == verdict::judge_error) {
    const char* tag = c.result == verdict::judge_error ? "error" : "failure";
    xml += "      <" + std::string(tag) + attribute("message", v) + attribute("type", v) + ">" +
           xml_text(c.feedback) + "</" + tag + ">\n";
  }
  if (!c.stdout_text.empty()) xml += "      <system-out>" + xml_text(c.stdout_text) + "</system-out>\n";
  if (!c.stderr_text.empty()) xml += "      <system-err>" + xml_text(c.stderr_text) + "</system-err>\n";
  xml += "    </testcase>\n";
}

// `warning`: what the team must fix that cost it nothing (its team.yaml),
// shown by CI beside the suite.
void append_suite(std::string& xml, const std::string& name, const problem_result& p, audience who,
                  counts& total, const std::string& warning = {}) {
  const counts n = count(p);
  total.tests += n.tests;
  total.failures += n.failures;
  total.errors += n.errors;
  total.time += n.time;
  xml += "  <testsuite" + attribute("name", name) + attribute("tests", std::to_string(n.tests)) +
         attribute("failures", std::to_string(n.failures)) + attribute("errors", std::to_string(n.errors)) +
         attribute("skipped", "0") + attribute("time", plain_seconds(n.time)) + ">\n";
  xml += "    <properties>" + property("points", general(p.points)) +
         property("max_points", general(p.max_points)) + property("compile", to_string(p.compile.status)) +
         "</properties>\n";
  for (const auto& c : p.cases) append_case(xml, p.problem, c, who);
  if (!warning.empty()) xml += "    <system-err>" + xml_text(visible_name(warning)) + "</system-err>\n";
  xml += "  </testsuite>\n";
}

std::string document(const std::string& suites, const counts& total) {
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites" + attribute("name", "grader") +
         attribute("tests", std::to_string(total.tests)) +
         attribute("failures", std::to_string(total.failures)) +
         attribute("errors", std::to_string(total.errors)) + attribute("time", plain_seconds(total.time)) +
         ">\n" + suites + "</testsuites>\n";
}

}  // namespace

std::string xml_text(std::string_view raw) {
  const std::string text = valid_utf8(raw);
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto ch = static_cast<unsigned char>(text[i]);
    switch (ch) {
      case '&':
        out += "&amp;";
        continue;
      case '<':
        out += "&lt;";
        continue;
      case '>':
        out += "&gt;";
        continue;
      case '"':
        out += "&quot;";
        continue;
      case '\'':
        out += "&apos;";
        continue;
      // Written as references so that attribute normalisation keeps them.
      case '\n':
        out += "&#10;";
        continue;
      case '\r':
        out += "&#13;";
        continue;
      case '\t':
        out += "&#9;";
        continue;
      default:
        break;
    }
    if (ch < 0x20 || ch == 0x7f) {
      out += "\xEF\xBF\xBD";  // U+FFFD: XML 1.0 has no way to write these at all
      continue;
    }
    // U+FFFE and U+FFFF (EF BF BE, EF BF BF) are not XML characters either.
    if (ch == 0xEF && i + 2 < text.size() && static_cast<unsigned char>(text[i + 1]) == 0xBF &&
        (static_cast<unsigned char>(text[i + 2]) == 0xBE ||
         static_cast<unsigned char>(text[i + 2]) == 0xBF)) {
      out += "\xEF\xBF\xBD";
      i += 2;
      continue;
    }
    out += static_cast<char>(ch);
  }
  return out;
}

std::string junit_xml(const team_report& r, audience who) {
  std::string suites;
  counts total;
  for (const auto& p : r.problems) append_suite(suites, p.problem, p, who, total);
  return document(suites, total);
}

std::string junit_xml(const class_result& c, audience who) {
  std::string suites;
  counts total;
  for (const auto& t : c.teams) {
    // The folder name (and an error quoting team.yaml) is the team's text:
    // xml_text would make a control character a bare U+FFFD (and let C1
    // through); visible_name shows which one it was.
    const std::string id = visible_name(t.id);
    if (t.report) {
      for (const auto& p : t.report->problems)
        append_suite(suites, id + "/" + p.problem, p, who, total, t.report->team.warning);
      continue;
    }
    // Not graded (bad folder, the grader failed, never reached): one error,
    // so the CI job shows the team instead of silently dropping it.
    ++total.tests;
    ++total.errors;
    const std::string status(to_string(t.status));
    suites += "  <testsuite" + attribute("name", id) +
              " tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\" time=\"0.000\">\n    <testcase" +
              attribute("classname", id) + attribute("name", "grading") + " time=\"0.000\">\n      <error" +
              attribute("message", status) + attribute("type", status) + ">" +
              xml_text(visible_name(t.error)) + "</error>\n    </testcase>\n  </testsuite>\n";
  }
  return document(suites, total);
}

void junit_writer::write_class(const class_result& c, const out_layout& out, const std::string&) const {
  std::filesystem::create_directories(out.root);
  write_file_atomically(out.class_file("junit", ".xml"), junit_xml(c, audience::instructor));
}

}  // namespace grader::report
