#include "grader/similarity/similarity_report.hpp"

#include "grader/report/atomic_file.hpp"
#include "grader/report/class_summary.hpp"
#include "grader/report/html.hpp"
#include "grader/report/number_text.hpp"
#include "grader/report/visible_name.hpp"

#include <algorithm>
#include <set>

namespace grader::similarity {

namespace {

namespace fs = std::filesystem;
using report::html_escape;
using report::visible_name;

// File names are bytes of at most 255 on Linux; two long team names must not
// make a page impossible to write.
constexpr std::size_t kMaxStem = 200;
constexpr int kColours = 8;

const team_code& side(const problem_comparison& p, std::size_t i) { return p.teams.at(i); }

std::string label_of(const problem_comparison& p, std::size_t i) { return visible_name(side(p, i).label); }

// A team label as part of a file name: archived labels hold a '/'.
std::string file_part(std::string_view label) {
  std::string out(label);
  for (auto& ch : out) {
    if (ch == '/') ch = '_';
  }
  if (out.starts_with(".")) out.insert(out.begin(), '_');
  return out;
}

std::string page_style() {
  return R"(<style>
body{font-family:system-ui,sans-serif;margin:1.5em;color:#222}
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2em .5em;text-align:left}
td.n{text-align:right}tr.over td{background:#fff3e0}
.note{color:#555}.muted{color:#888}
.sides{display:flex;gap:1em;align-items:flex-start}.side{flex:1;min-width:0;overflow-x:auto}
pre{margin:0;font-size:12px;line-height:1.35;tab-size:4}
.l{display:block;white-space:pre}.ln{display:inline-block;width:3.5em;color:#999;text-align:right;
margin-right:.6em;user-select:none}.ln a{color:inherit}.base{color:#aaa}
.file{font-weight:bold;margin:.6em 0 .2em}
.c0{background:#ffe08a}.c1{background:#b9e6ff}.c2{background:#c8f2c0}.c3{background:#ffc9de}
.c4{background:#e0d4ff}.c5{background:#ffd8b0}.c6{background:#c4f0ea}.c7{background:#e8eca8}
</style>)";
}

std::string page_head(const std::string& title) {
  return "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>" + html_escape(title) +
         "</title>" + page_style() + "</head><body>\n";
}

std::string explanation(const class_comparison& c) {
  return "<p class=\"note\">The share of a pair is the mean of its two directions, each the percentage of "
         "one "
         "team's code (its C++ tokens, after the handed-out code is taken out) that sim_c++ finds in runs of "
         "at least " +
         std::to_string(c.min_run) +
         " tokens of the other's, where identifiers, numbers, strings, comments and layout do not count. A "
         "high share says the code is similar and worth a look, never how it came to be: see docs/grader.md, "
         "Similarity between teams. Pairs at or over " +
         report::general(c.threshold) + " % are marked.</p>\n";
}

// Which run colours each line of one side, and where each run begins.
struct side_marks {
  std::vector<int> colour;    // per line: -1, or the first run over it
  std::map<int, int> starts;  // line -> run that begins there (the first)
};

side_marks marks_of(const team_pair& pair, std::size_t lines, bool side_a) {
  side_marks m{std::vector<int>(lines, -1), {}};
  for (std::size_t k = 0; k < pair.runs.size(); ++k) {
    const auto& r = pair.runs[k];
    const int first = side_a ? r.a_first : r.b_first;
    const int last = side_a ? r.a_last : r.b_last;
    m.starts.emplace(first, static_cast<int>(k));
    for (int l = std::max(first, 0); l <= last && l < static_cast<int>(lines); ++l) {
      auto& c = m.colour[static_cast<std::size_t>(l)];
      if (c < 0) c = static_cast<int>(k);
    }
  }
  return m;
}

std::string code_column(const team_code& code, const team_pair& pair, bool side_a) {
  const auto marks = marks_of(pair, code.lines.size(), side_a);
  const char self = side_a ? 'a' : 'b';
  const char other = side_a ? 'b' : 'a';
  std::string html = "<div class=\"side\"><h2>" + html_escape(visible_name(code.label)) + "</h2>";
  std::string file;
  for (std::size_t i = 0; i < code.lines.size(); ++i) {
    const auto& l = code.lines[i];
    if (i == 0 || l.file != file) {
      if (i != 0) html += "</pre>";
      file = l.file;
      html += "<div class=\"file\">" + html_escape(visible_name(file)) + "</div><pre>";
    }
    const int run = marks.colour[i];
    std::string cls = "l";
    if (run >= 0) cls += " c" + std::to_string(run % kColours);
    if (l.handed_out) cls += " base";
    html += "<span class=\"" + cls + "\"";
    const auto start = marks.starts.find(static_cast<int>(i));
    if (start != marks.starts.end()) html += " id=\"r" + std::to_string(start->second + 1) + self + "\"";
    html += "><span class=\"ln\">";
    const auto number = std::to_string(l.line);
    // A line in a run links to the run's start on the other side.
    html += run >= 0 ? "<a href=\"#r" + std::to_string(run + 1) + other + "\">" + number + "</a>" : number;
    html += "</span>" + html_escape(l.text) + "</span>";
  }
  if (!code.lines.empty()) html += "</pre>";
  return html + "</div>";
}

// "sudoku.cpp 12-30" for a run's lines on one side (several files: each named).
std::string where(const team_code& code, int first, int last) {
  const auto at = [&](int i) -> const code_line& {
    return code.lines.at(static_cast<std::size_t>(std::clamp(i, 0, static_cast<int>(code.lines.size()) - 1)));
  };
  const auto& a = at(first);
  const auto& b = at(last);
  if (a.file == b.file)
    return visible_name(a.file) + " " + std::to_string(a.line) + "-" + std::to_string(b.line);
  return visible_name(a.file) + " " + std::to_string(a.line) + " to " + visible_name(b.file) + " " +
         std::to_string(b.line);
}

std::string percent(int p) { return std::to_string(p) + " %"; }

}  // namespace

page_names name_pages(const class_comparison& c) {
  page_names pages;
  std::set<std::string> taken;
  for (const auto& p : c.problems) {
    for (const auto& pair : p.pairs) {
      if (!pair.suspicious) continue;
      auto stem = file_part(side(p, pair.a).label) + "--" + file_part(side(p, pair.b).label);
      if (stem.size() > kMaxStem) stem.resize(kMaxStem);
      auto name = "similarity/" + p.problem + "/" + stem;
      // "a--b" and "c" against "a" and "b--c": both would be "a--b--c".
      for (int n = 2; taken.contains(name); ++n)
        name = "similarity/" + p.problem + "/" + stem + "-" + std::to_string(n);
      taken.insert(name);
      pages[&pair] = name + ".html";
    }
  }
  return pages;
}

std::string similarity_csv(const class_comparison& c, const page_names& pages) {
  std::string csv =
      "problem,team_a,team_b,share_percent,a_in_b_percent,b_in_a_percent,matched_lines_a,matched_lines_b,"
      "similar,page\n";
  for (const auto* pair : ranked_pairs(c)) {
    const auto& p = *std::find_if(c.problems.begin(), c.problems.end(),
                                  [&](const problem_comparison& x) { return x.problem == pair->problem; });
    const auto page = pages.find(pair);
    const std::vector<std::string> cells = {pair->problem,
                                            label_of(p, pair->a),
                                            label_of(p, pair->b),
                                            std::to_string(pair->share()),
                                            std::to_string(pair->a_in_b),
                                            std::to_string(pair->b_in_a),
                                            std::to_string(pair->lines_a),
                                            std::to_string(pair->lines_b),
                                            pair->suspicious ? "yes" : "no",
                                            page == pages.end() ? "" : page->second};
    for (std::size_t i = 0; i < cells.size(); ++i) csv += (i ? "," : "") + report::csv_field(cells[i]);
    csv += '\n';
  }
  return csv;
}

std::string index_page(const class_comparison& c, const page_names& pages) {
  std::string html = page_head("Similarity between teams");
  html += "<h1>Similarity between teams</h1>\n" + explanation(c);
  if (!c.notes.empty()) {
    html += "<h2>Notes</h2><ul class=\"note\">";
    for (const auto& n : c.notes) html += "<li>" + html_escape(n) + "</li>";
    html += "</ul>\n";
  }
  const auto ranked = ranked_pairs(c);
  if (ranked.empty()) return html + "<p>No pair of teams to compare.</p></body></html>\n";
  html +=
      "<table><tr><th>#</th><th>problem</th><th>team</th><th>team</th><th>share</th><th>a in b</th>"
      "<th>b in a</th><th>page</th></tr>\n";
  std::size_t rank = 0;
  for (const auto* pair : ranked) {
    const auto& p = *std::find_if(c.problems.begin(), c.problems.end(),
                                  [&](const problem_comparison& x) { return x.problem == pair->problem; });
    const auto page = pages.find(pair);
    html += std::string("<tr") + (pair->suspicious ? " class=\"over\"" : "") + "><td class=\"n\">" +
            std::to_string(++rank) + "</td><td>" + html_escape(pair->problem) + "</td><td>" +
            html_escape(label_of(p, pair->a)) + "</td><td>" + html_escape(label_of(p, pair->b)) +
            "</td><td class=\"n\">" + percent(pair->share()) + "</td><td class=\"n\">" +
            percent(pair->a_in_b) + "</td><td class=\"n\">" + percent(pair->b_in_a) + "</td><td>";
    if (page != pages.end()) {
      // Relative to similarity/: "<problem>/<stem>.html", each part %-encoded.
      const auto rel = fs::path(page->second).lexically_relative("similarity");
      html += "<a href=\"" + report::url_part(rel.parent_path().string()) + "/" +
              report::url_part(rel.filename().string()) + "\">side by side</a>";
    }
    html += "</td></tr>\n";
  }
  return html + "</table></body></html>\n";
}

std::string pair_page(const class_comparison& c, const problem_comparison& p, const team_pair& pair) {
  const auto& a = side(p, pair.a);
  const auto& b = side(p, pair.b);
  const auto a_name = html_escape(visible_name(a.label));
  const auto b_name = html_escape(visible_name(b.label));
  std::string html = page_head(p.problem + ": " + visible_name(a.label) + " and " + visible_name(b.label) +
                               ", " + percent(pair.share()) + " similar");
  html += "<p><a href=\"../index.html\">all pairs</a></p><h1>" + html_escape(p.problem) + ": " + a_name +
          " and " + b_name + "</h1>\n<p><b>" + percent(pair.share()) +
          " similar</b>: " + percent(pair.a_in_b) + " of " + a_name + "'s code is found in " + b_name +
          "'s, " + percent(pair.b_in_a) + " of " + b_name + "'s in " + a_name + "'s (" +
          std::to_string(pair.lines_a) + " and " + std::to_string(pair.lines_b) +
          " lines in the runs below). Grey lines are handed-out code, taken out before comparing.</p>\n" +
          explanation(c);
  html += "<ol class=\"runs\">";
  for (std::size_t k = 0; k < pair.runs.size(); ++k) {
    const auto& r = pair.runs[k];
    const auto id = std::to_string(k + 1);
    html += "<li><span class=\"c" + std::to_string(static_cast<int>(k) % kColours) + "\">run " + id +
            "</span>: <a href=\"#r" + id + "a\">" + a_name + " " +
            html_escape(where(a, r.a_first, r.a_last)) + "</a> and <a href=\"#r" + id + "b\">" + b_name +
            " " + html_escape(where(b, r.b_first, r.b_last)) + "</a>, " + std::to_string(r.tokens) +
            " tokens</li>";
  }
  html +=
      "</ol>\n<div class=\"sides\">" + code_column(a, pair, true) + code_column(b, pair, false) + "</div>\n";
  return html + "</body></html>\n";
}

void write_similarity(const class_comparison& c, const fs::path& out) {
  const auto pages = name_pages(c);
  fs::create_directories(out / "similarity");
  std::set<fs::path> written;
  for (const auto& p : c.problems) {
    for (const auto& pair : p.pairs) {
      const auto page = pages.find(&pair);
      if (page == pages.end()) continue;
      const auto file = out / page->second;
      fs::create_directories(file.parent_path());
      report::write_file_atomically(file, pair_page(c, p, pair));
      written.insert(file);
    }
    // A page of an earlier run whose pair is no longer over the threshold
    // would read as if it still were.
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(out / "similarity" / p.problem, ec)) {
      if (entry.path().extension() == ".html" && !written.contains(entry.path()))
        fs::remove(entry.path(), ec);
    }
  }
  report::write_file_atomically(out / "similarity" / "index.html", index_page(c, pages));
  report::write_file_atomically(out / "similarity.csv", similarity_csv(c, pages));
}

}  // namespace grader::similarity
