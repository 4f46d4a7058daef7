#include "grader/report/human.hpp"

#include "grader/report/number_text.hpp"
#include "grader/report/visible_name.hpp"

#include <algorithm>
#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

namespace grader::report {

namespace {

constexpr const char* kReset = "\033[0m";
constexpr const char* kBold = "\033[1m";
constexpr const char* kDim = "\033[2m";
constexpr const char* kRed = "\033[31m";
constexpr const char* kGreen = "\033[32m";
constexpr const char* kYellow = "\033[33m";
constexpr const char* kMagenta = "\033[35m";

std::string paint(const std::string& text, const char* code, const human_style& style) {
  return style.color ? code + text + kReset : text;
}

const char* colour_of(verdict v) {
  switch (v) {
    case verdict::accepted:
      return kGreen;
    // Resource verdicts: the answer may be right, the search too slow or too big.
    case verdict::time_limit:
    case verdict::memory_limit:
    case verdict::output_limit:
    case verdict::node_budget_exceeded:
    case verdict::not_implemented:
      return kYellow;
    case verdict::judge_error:
      return kMagenta;
    default:
      return kRed;
  }
}

// 1, 1.5, 0.25: points as people write them, without trailing zeros.
std::string points(double x) {
  std::ostringstream out;
  out << x;
  return out.str();
}

std::string seconds(double s) { return s < 10 ? fixed(s, 2) + " s" : fixed(s, 1) + " s"; }

std::string pad(std::string text, std::size_t width) {
  if (text.size() < width) text.append(width - text.size(), ' ');
  return text;
}

// Student output may hold terminal escape sequences (clear the screen, fake
// a green "accepted"): control characters are shown as '?'.
std::string printable(const std::string& text) {
  std::string safe = valid_utf8(text);
  for (char& ch : safe) {
    const auto b = static_cast<unsigned char>(ch);
    if ((b < 0x20 && ch != '\n' && ch != '\t') || b == 0x7f) ch = '?';
  }
  return safe;
}

// How many compiler warnings the human output shows without -v.
constexpr std::size_t kWarningsShown = 3;

// The compiler's warnings, one line each ("exercises/sudoku/sudoku.cpp:12:7:
// warning: ..."), without the source lines and carets that follow them.
std::vector<std::string> warning_lines(const std::string& log) {
  std::vector<std::string> out;
  std::istringstream lines(log);
  std::string line;
  while (std::getline(lines, line))
    if (line.find(": warning: ") != std::string::npos) out.push_back(line);
  return out;
}

void print_indented(std::ostream& out, const std::string& raw, const std::string& indent,
                    std::size_t max_lines) {
  const std::string text = printable(raw);
  std::istringstream lines(text);
  std::string line;
  std::size_t shown = 0;
  std::size_t total = static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) + 1;
  while (std::getline(lines, line)) {
    if (shown == max_lines) {
      out << indent << "... (" << (total - shown) << " more lines)\n";
      return;
    }
    out << indent << line << '\n';
    ++shown;
  }
}

std::size_t widest_verdict() {
  std::size_t w = 0;
  for (const verdict v : all_verdicts) w = std::max(w, to_string(v).size());
  return w;
}

}  // namespace

std::string styled_verdict(verdict v, const human_style& style) {
  return paint(pad(std::string(to_string(v)), widest_verdict()), colour_of(v), style);
}

void print_case(std::ostream& out, const case_result& raw, audience who, const human_style& style) {
  // What a student may see is decided in one place; this only renders it.
  const case_result c = as_seen_by(raw, who);
  const bool withhold = who == audience::student && c.vis == visibility::hidden;
  std::string line = "  " + styled_verdict(c.result, style) + "  " +
                     pad(points(c.points) + "/" + points(c.max_points), 7) + "  " + pad(c.id, 34);
  if (c.nodes) {
    std::string nodes = "nodes " + std::to_string(*c.nodes);
    if (c.nodes_expanded) nodes += ", " + std::to_string(*c.nodes_expanded) + " expanded";
    // A count of another reading than the model answer's is right too: say
    // which, or the student takes "(ref 210)" beside 36 for a mistake.
    if (c.nodes_reading && *c.nodes_reading != reading::front_to_back)
      nodes += " = " + std::string(short_label(*c.nodes_reading));
    else if (c.reference_nodes)
      nodes += " (ref " + std::to_string(*c.reference_nodes) + ")";
    line += "  " + pad(nodes, 28);
  } else {
    line += "  " + pad("", 28);
  }
  line += "  " + seconds(c.cpu_seconds);
  if (c.vis == visibility::hidden) line += "  " + paint("[hidden]", kDim, style);
  // Beyond the lecture: its points (0 unless the instructor gave some) say what it is worth.
  if (!c.extension.empty()) line += "  " + paint("[extension]", kDim, style);
  if (c.reused && style.verbose) line += "  " + paint("(reused)", kDim, style);
  out << line << '\n';
  // Said to the instructor and the student alike: the count is the
  // framework's, and this one cannot stand for the search that was made.
  if (c.measured == measurement::implausible) {
    out << "      "
        << paint("implausible measurement: " + seconds(c.cpu_seconds) + " of CPU for " +
                     std::to_string(c.nodes.value_or(0)) + " nodes counted" +
                     (c.cpu_explained_seconds ? ", which explain at most " + seconds(*c.cpu_explained_seconds)
                                              : std::string()) +
                     "; the search ran outside the framework's states and is not ranked",
                 kYellow, style)
        << '\n';
  }

  // An accepted count that proves nothing, or that another order could have
  // chosen knowing the answer, earns its points but does not rank: say so.
  const bool unproven = c.result == verdict::accepted && c.proof == proof_status::unproven;
  if (unproven) {
    out << "      "
        << paint("unproven count: not ranked (the node the proof fails at is below)", kYellow, style) << '\n';
  } else if (c.result == verdict::accepted && c.proof == proof_status::proven) {
    out << "      " << paint("proven, in an order of the search's own: not ranked", kDim, style) << '\n';
  }

  const bool failed = c.result != verdict::accepted || unproven;
  if (withhold) {
    if (failed) out << "      " << paint(kWithheld, kDim, style) << '\n';
    return;
  }
  if ((failed || style.verbose) && !c.feedback.empty()) print_indented(out, c.feedback, "      ", 40);
  // What the student's code printed often says where it went wrong: its
  // head, for every failed case (all of the kept head with -v).
  if (failed || style.verbose) print_code_output(out, c, style, "      ");
}

void print_code_output(std::ostream& out, const case_result& c, const human_style& style,
                       const std::string& indent) {
  const std::size_t lines = style.verbose ? 40 : 6;
  if (!c.stdout_text.empty()) {
    out << indent << paint("your code printed (stdout):", kDim, style) << '\n';
    print_indented(out, c.stdout_text, indent + "  ", lines);
  }
  if (!c.stderr_text.empty()) {
    out << indent << paint("your code printed (stderr):", kDim, style) << '\n';
    print_indented(out, c.stderr_text, indent + "  ", lines);
  }
}

void print_problem_header(std::ostream& out, const problem_result& p, const human_style& style) {
  out << paint(p.problem, kBold, style);
  // Streaming output prints the header before any case has run.
  if (!p.cases.empty()) out << "  " << points(p.points) << "/" << points(p.max_points);
  switch (p.compile.status) {
    case compile_status::ok:
      if (p.compile.language == "python") {
        // A Python team's limits and cases differ from C++'s: say so up front.
        out << "  (Python: limits x" << points(p.compile.limit_factor) << ", checked in "
            << seconds(p.compile.seconds) << (p.compile.cached ? ", cached" : "") << ")\n";
        std::istringstream notes(p.compile.log);
        for (std::string line; std::getline(notes, line);) {
          if (line.starts_with("note: ") && line.find("graded in C++ only") != std::string::npos)
            out << "    " << paint(line.substr(6), kYellow, style) << '\n';
        }
        if (style.verbose && !p.compile.log.empty()) print_indented(out, p.compile.log, "    ", 30);
        break;
      }
      out << "  (compiled in " << seconds(p.compile.seconds) << (p.compile.cached ? ", cached" : "") << ")\n";
      // Warnings are shown, not fatal: the kit's flags, the student's choice.
      // Often they name the bug a case then fails on (a comparison of signed
      // and unsigned, a variable shadowed), so the first few are always shown.
      if (!p.compile.log.empty() && style.verbose) {
        print_indented(out, p.compile.log, "    ", 30);
      } else if (const auto warnings = warning_lines(p.compile.log); !warnings.empty()) {
        const std::size_t shown = std::min<std::size_t>(warnings.size(), kWarningsShown);
        out << "    "
            << paint(std::to_string(warnings.size()) + " compiler warning" +
                         (warnings.size() == 1 ? "" : "s") +
                         (shown < warnings.size() ? ", the first " + std::to_string(shown) : std::string()) +
                         " (-v shows the compiler's messages in full):",
                     kYellow, style)
            << '\n';
        for (std::size_t i = 0; i < shown; ++i) out << "      " << printable(warnings[i]) << '\n';
      }
      break;
    case compile_status::compile_error:
      out << "  " << paint("compile error", kRed, style) << '\n';
      print_indented(out, p.compile.log, "    ", 30);
      break;
    case compile_status::judge_error:
      out << "  " << paint("judge error while compiling (not your fault)", kMagenta, style) << '\n';
      print_indented(out, p.compile.log, "    ", 10);
      break;
    case compile_status::missing:
      out << "  " << paint("not handed in", kYellow, style) << '\n';
      print_indented(out, p.compile.log, "    ", 3);
      break;
  }
}

void print_problem(std::ostream& out, const problem_result& p, audience who, const human_style& style) {
  print_problem_header(out, p, style);
  // A failed compile gives every case the same verdict; one line says it all.
  if (p.compile.status != compile_status::ok && !style.verbose) {
    out << "  " << styled_verdict(p.cases.empty() ? verdict::compile_error : p.cases.front().result, style)
        << "  " << p.cases.size() << " cases, 0/" << points(p.max_points) << " points\n";
    return;
  }
  for (const auto& c : p.cases) print_case(out, c, who, style);
}

void print_team(std::ostream& out, const team_report& r, audience who, const human_style& style) {
  for (const auto& p : r.problems) {
    print_problem(out, p, who, style);
    out << '\n';
  }
  print_score(out, r, style);
}

void print_score(std::ostream& out, const team_report& r, const human_style& style) {
  const auto counts = count_verdicts(r);
  std::string tally;
  for (const verdict v : all_verdicts) {
    const auto n = counts[static_cast<std::size_t>(v)];
    if (n == 0) continue;
    tally += (tally.empty() ? "" : ", ") + std::to_string(n) + " " + std::string(to_string(v));
  }
  const double percent = r.max_points > 0 ? 100.0 * r.points / r.max_points : 0.0;
  out << paint("Score: " + points(r.points) + "/" + points(r.max_points) + " (" + fixed(percent, 0) + "%)",
               kBold, style);
  if (!tally.empty()) out << "  " << tally;
  out << '\n';
  // A Python total leaves out the cases graded in C++ only: said where the
  // total is, so that it is not read against a C++ team's.
  std::size_t cpp_only = 0;
  for (const auto& p : r.problems) {
    if (p.compile.language != "python") continue;
    std::istringstream notes(p.compile.log);
    for (std::string line; std::getline(notes, line);)
      if (line.starts_with("note: ") && line.find("graded in C++ only") != std::string::npos) ++cpp_only;
  }
  if (cpp_only > 0) {
    out << "(in Python: " << cpp_only << (cpp_only == 1 ? " case is" : " cases are")
        << " graded in C++ only and not part of this total, so a C++ submission's total is larger)\n";
  }
  if (!r.team.warning.empty())
    out << paint("warning: " + visible_name(r.team.warning), kYellow, style) << '\n';
  if (const auto je = judge_errors(r); je > 0) {
    out << paint(std::to_string(je) +
                     " judge error(s): the grader failed on these cases; they are not your fault "
                     "and are regraded on the next run",
                 kMagenta, style)
        << '\n';
  }
}

// A team's folder name, and an error that may quote its team.yaml, are the
// team's own text: visible_name keeps their control characters off the terminal.

void print_team_progress(std::ostream& out, const team_entry& t, const human_style& style) {
  if (!t.report) {
    out << paint(std::string(to_string(t.status)), t.status == team_status::judge_error ? kMagenta : kRed,
                 style)
        << "  " << visible_name(t.id) << ": " << visible_name(t.error) << '\n';
    return;
  }
  const auto& r = *t.report;
  out << pad(visible_name(t.id), 24) << "  " << pad(points(r.points) + "/" + points(r.max_points), 12) << "  "
      << t.cases_graded << " graded, " << t.cases_reused << " reused, " << seconds(t.seconds);
  if (!r.complete) out << "  " << paint("incomplete (interrupted)", kYellow, style);
  if (const auto je = judge_errors(r); je > 0)
    out << "  " << paint(std::to_string(je) + " judge error(s)", kMagenta, style);
  if (r.late && r.late->penalty > 0.0) out << "  " << paint(late_text(*r.late), kYellow, style);
  if (!r.team.warning.empty())
    out << "  " << paint("warning: " + visible_name(r.team.warning), kYellow, style);
  out << '\n';
}

void print_class(std::ostream& out, const class_result& c, const out_layout& where,
                 const human_style& style) {
  std::vector<std::string> problems = c.problems;
  std::size_t team_width = 4;
  for (const auto& t : c.teams) team_width = std::max(team_width, visible_name(t.id).size());
  out << '\n' << paint(pad("team", team_width), kBold, style);
  for (const auto& p : problems)
    out << "  " << paint(pad(p, std::max<std::size_t>(p.size(), 8)), kBold, style);
  out << "  " << paint(pad("total", 12), kBold, style) << "  " << paint("verdicts", kBold, style) << '\n';
  for (const auto& t : c.teams) {
    out << pad(visible_name(t.id), team_width);
    if (!t.report) {
      out << "  " << paint(std::string(to_string(t.status)) + ": " + visible_name(t.error), kRed, style)
          << '\n';
      continue;
    }
    for (const auto& p : problems) {
      const auto& ps = t.report->problems;
      const auto it =
          std::find_if(ps.begin(), ps.end(), [&](const problem_result& x) { return x.problem == p; });
      const std::string cell = it == ps.end() ? "-" : points(it->points) + "/" + points(it->max_points);
      out << "  " << pad(cell, std::max<std::size_t>(p.size(), 8));
    }
    out << "  "
        << pad(points(final_points(*t.report)) + "/" + points(team_max_points(c, *t.report)) +
                   (t.report->complete ? "" : "?"),
               12)
        << "  ";
    const auto counts = count_verdicts(*t.report);
    bool first = true;
    for (const verdict v : all_verdicts) {
      const auto n = counts[static_cast<std::size_t>(v)];
      if (n == 0) continue;
      out << (first ? "" : " ") << paint(std::string(to_string(v)), colour_of(v), style) << "=" << n;
      first = false;
    }
    if (const auto& late = t.report->late; late && late->penalty > 0.0) {
      out << "  " << paint(late_text(*late), kYellow, style);
    }
    if (!t.report->team.warning.empty()) out << "  " << paint("team.yaml: see the warning", kYellow, style);
    out << '\n';
  }
  out << "\nreports:   " << (where.root / "reports").string() << "/<team>.json (instructor)\n"
      << "feedback:  " << (where.root / "feedback").string() << "/<team>.json (to hand back)\n"
      << "summary:   " << where.class_file("summary", ".json").string() << '\n'
      << "gradebook: " << where.class_file("gradebook", ".csv").string() << " (teams), "
      << where.class_file("gradebook-students", ".csv").filename().string() << " (students)"
      << (c.lms.empty() ? "" : ", " + where.class_file("gradebook-" + c.lms, ".csv").filename().string())
      << '\n'
      << "leaders:   " << where.class_file("leaderboard", ".csv").string() << '\n'
      << "junit:     " << where.class_file("junit", ".xml").string() << '\n'
      << "html:      " << (where.root / "html" / where.class_file("index", ".html").filename()).string()
      << " (class), html/<team>.html (to hand back)\n";
  if (c.interrupted)
    out << paint("interrupted: run the same command again to finish (done work is kept)", kYellow, style)
        << '\n';
}

}  // namespace grader::report
