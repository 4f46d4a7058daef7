#pragma once
// HTML reports: one page per team and one for the class, self-contained
// (inline CSS, a little JS, no network: they open from file:// and from a
// mail attachment alike). Boards are the problems' pictures
// (grader/core/picture.hpp) as data, drawn as SVG by the page's script when a
// case is opened (board_data.hpp); a problem that draws nothing shows
// show()'s text.
//
//   html/index.html             the class: the gradebook, verdicts in colour (instructor)
//   html/<team>.html            a team's page built from the student view:
//                               hidden cases show their verdict and points only
//   html/instructor/<team>.html the same from the instructor view
//
// Every text that comes from a team (names, output, feedback quoting it) is
// escaped: a team named <script>...</script> stays text.

#include "grader/core/picture.hpp"
#include "grader/core/problem_driver.hpp"
#include "grader/report/class_summary.hpp"
#include "grader/report/report.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace grader::report {

// A problem's driver and the cases of the run, to draw each case's boards.
struct drawable_problem {
  const problem_driver* driver = nullptr;
  const std::vector<test_case>* cases = nullptr;
};

// A solution longer than this is shown up to here, with a note (frames of a
// grid hold only what a move changed, so this is about the slider's use).
inline constexpr std::size_t kMaxFrames = 600;

[[nodiscard]] std::string html_escape(std::string_view text);
// `text` %-encoded for a relative href: a team id (a folder name, anything
// but '/') as a link to its page.
[[nodiscard]] std::string url_part(std::string_view text);
// A team's page from its report in the given view (to_json(r, who)).
[[nodiscard]] std::string team_page(const nlohmann::json& report,
                                    const std::vector<drawable_problem>& problems);
// The class page; team pages are linked as "<id>.html" and "instructor/<id>.html",
// and `similarity_href`, when given, as the code similarity between teams.
[[nodiscard]] std::string class_page(const class_result& c, const std::string& grader_version,
                                     const std::string& similarity_href = {});
// Writes html/index.html (a shard's name for it), linking the similarity
// pages when the folder has them (`grade --similarity`, `grader similarity`
// into the same --out).
void write_class_page(const class_result& c, const out_layout& out, const std::string& grader_version);

class html_report_writer final : public output_writer {
 public:
  explicit html_report_writer(std::vector<drawable_problem> problems) : problems_(std::move(problems)) {}
  // Team pages are written with the class page, from the final reports: a
  // page per checkpoint would redraw every board once a second.
  void write_team(const team_report&, const out_layout&) const override {}
  void write_class(const class_result& c, const out_layout& out,
                   const std::string& grader_version) const override;

 private:
  std::vector<drawable_problem> problems_;
};

}  // namespace grader::report
