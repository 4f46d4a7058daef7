#include "grader/report/html.hpp"

#include "grader/report/atomic_file.hpp"
#include "grader/report/board_data.hpp"
#include "grader/report/class_analytics.hpp"
#include "grader/report/number_text.hpp"
#include "grader/report/search_chart.hpp"
#include "grader/report/visible_name.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <map>
#include <sstream>
#include <unordered_map>

namespace grader::report {

namespace {

using nlohmann::json;

}  // namespace

// %-encodes a team id for an href (ids are folder names: anything but '/').
std::string url_part(std::string_view text) {
  static constexpr char hex[] = "0123456789ABCDEF";
  std::string out;
  for (const char ch : text) {
    const auto b = static_cast<unsigned char>(ch);
    if ((b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z') || (b >= '0' && b <= '9') || b == '-' || b == '_' ||
        b == '.') {
      out += ch;
    } else {
      out += '%';
      out += hex[b >> 4];
      out += hex[b & 15];
    }
  }
  return out;
}

namespace {

// "peg_<wbr>solitaire": a column heading that may wrap after an underscore.
std::string break_at_underscores(std::string_view escaped) {
  std::string out;
  for (const char ch : escaped) {
    out += ch;
    if (ch == '_') out += "<wbr>";
  }
  return out;
}

std::string verdict_class(std::string_view v) {
  if (v == "accepted") return "v-ok";
  if (v == "not_implemented") return "v-none";
  if (v == "judge_error") return "v-judge";
  if (v == "time_limit" || v == "memory_limit" || v == "output_limit" || v == "node_budget_exceeded")
    return "v-limit";
  return "v-bad";
}

// `after`: markup inside the chip after the verdict (" &times;3").
std::string verdict_chip(const std::string& v, const std::string& after = "") {
  return "<span class=\"verdict " + verdict_class(v) + "\">" + html_escape(v) + after + "</span>";
}

constexpr const char* kStyle = R"css(
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:1.5em auto;max-width:70em;padding:0 1em;color:#1d1d1f;background:#fff}
h1{font-size:1.6em;margin-bottom:.2em}h2{margin-top:1.6em;border-bottom:1px solid #ddd}
table{border-collapse:collapse;margin:.6em 0}td,th{border:1px solid #ddd;padding:.25em .55em;text-align:left;vertical-align:top}
th{background:#f5f5f7}td.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.verdict{display:inline-block;padding:0 .5em;border-radius:.7em;font-size:.85em;font-weight:600;white-space:nowrap}
.v-ok{background:#d7f5dd;color:#11642a}.v-bad{background:#fde0e0;color:#9b1c1c}.v-limit{background:#ffe9c7;color:#8a4b00}
.v-none{background:#ececec;color:#555}.v-judge{background:#eadcfb;color:#5b2a9b}
details{border:1px solid #e3e3e3;border-radius:6px;margin:.5em 0;padding:.3em .8em}summary{cursor:pointer}
pre{background:#f7f7f9;padding:.6em;overflow-x:auto;white-space:pre-wrap;font-size:.9em}
.figures{display:flex;flex-wrap:wrap;gap:1.2em;align-items:flex-start}
figure{margin:.4em 0}figcaption{font-weight:600;margin-bottom:.3em}figure.wrong figcaption{color:#b00020}
.frame-caption{display:block;font-family:ui-monospace,monospace;font-size:.9em;min-height:1.3em}
.note{font-size:.85em;color:#555}.muted{color:#777}
.warning{background:#fff4d6;border-left:4px solid #e0a800;padding:.4em .7em}
body.class-page{max-width:none}th.problem{font-size:.9em}th.problem span{display:block;font-weight:400}
.wide{overflow-x:auto}nav a{margin-right:.8em}svg.histogram rect{fill:#4a7bd0}svg.histogram text{font-size:9px;fill:#555}
.problems{display:flex;flex-wrap:wrap;gap:1em 2.5em}.problems section{min-width:15em}
svg.board text{font-family:ui-monospace,monospace;dominant-baseline:central;text-anchor:middle;pointer-events:none}
:where(svg.board) rect{width:var(--cs);height:var(--cs);stroke:#999;stroke-width:.5;fill:#fff}
g.frame:not(.cur) line,g.frame:not(.cur) .hl{display:none}
.s-off{fill:none;stroke:none}.s-blank{fill:#fff}rect.s-blank.px{stroke:none}
rect.hl{fill:none;stroke:#ff8f00;stroke-width:3}
rect.s-wrong{fill:#ffcdd2;stroke:#d50000;stroke-width:2}.t-wrong{fill:#b00020;font-weight:700}
line.a-move,line.a-path{stroke:#e65100;stroke-width:3;marker-end:url(#bt-arrow);opacity:.85}
line.e{stroke:#888;stroke-width:1.5}circle.n{fill:#fff;stroke:#333;stroke-width:1.5}
.box{stroke:#222;stroke-width:2.5}
.steps input[type=range]{width:16em;vertical-align:middle}.steps button{margin-left:.3em}
.search-chart svg{max-width:100%;height:auto}.sc-grid{stroke:#e6e6e6}.sc-axis{font-size:11px;fill:#666}
polyline.sc-you,line.sc-you{stroke:#c2410c;stroke-width:2.5;fill:none}circle.sc-you{fill:#c2410c}
.sc-l0{stroke:#2563eb;stroke-width:2;stroke-dasharray:7 4;fill:none}
.sc-l1{stroke:#059669;stroke-width:2;stroke-dasharray:2 3;fill:none}
.sc-l2{stroke:#7c3aed;stroke-width:1.5;stroke-dasharray:9 3 2 3;fill:none}
.sc-l3{stroke:#6b7280;stroke-width:1.5;stroke-dasharray:4 2;fill:none}
.sc-keys{font-size:.85em}.sc-key{margin-right:1.2em;white-space:nowrap}.sc-key svg{vertical-align:middle;margin-right:.3em}
)css";

// window.onerror leaves a mark in the DOM (the headless test reads it from
// --dump-dom); "#last" in the address shows every slider's last frame. A
// case's figures are drawn when it is opened (btFigure: board_data.cpp).
constexpr const char* kErrorMark =
    "window.onerror=function(m){document.documentElement.setAttribute('data-script-error',String(m));};\n";
constexpr const char* kScript = R"js(
(function(){
  function steps(f){
    var frames=f.querySelectorAll('.frame'),range=f.querySelector('input[type=range]'),
        cap=f.querySelector('.frame-caption'),timer=null,overlay=!!f.querySelector('svg.play');
    // Overlaid frames hold only what changed: frame k is frames 0..k shown together.
    function show(k){
      k=Math.max(0,Math.min(frames.length-1,k));
      for(var j=0;j<frames.length;++j){
        frames[j].style.display=(overlay?j<=k:j===k)?'':'none';
        frames[j].classList.toggle('cur',j===k);
      }
      range.value=String(k);cap.textContent=frames[k].getAttribute('data-caption');
      f.setAttribute('data-step',String(k));
    }
    range.addEventListener('input',function(){show(+range.value);});
    f.querySelector('.prev').addEventListener('click',function(){show(+range.value-1);});
    f.querySelector('.next').addEventListener('click',function(){show(+range.value+1);});
    f.querySelector('.play').addEventListener('click',function(){
      if(timer){clearInterval(timer);timer=null;return;}
      if(+range.value===frames.length-1)show(0);
      timer=setInterval(function(){if(+range.value>=frames.length-1){clearInterval(timer);timer=null;}else show(+range.value+1);},600);
    });
    show(location.hash==='#last'?frames.length-1:0);
  }
  function draw(root){
    var charts=root.querySelectorAll('.chart[data-chart]:not([data-drawn])');
    for(var c=0;c<charts.length;++c){
      charts[c].innerHTML=btChart(+charts[c].getAttribute('data-chart'));
      charts[c].setAttribute('data-drawn','yes');
    }
    var places=root.querySelectorAll('.figures[data-figs]:not([data-drawn])');
    for(var i=0;i<places.length;++i){
      var p=places[i];
      p.innerHTML=p.getAttribute('data-figs').split(' ').map(function(k){return btFigure(+k);}).join('');
      p.setAttribute('data-drawn','yes');
      var s=p.querySelectorAll('figure.steps');
      for(var j=0;j<s.length;++j)steps(s[j]);
    }
  }
  // A link to a case ("#sudoku/public/blog-puzzle", from the class page's
  // hardest cases or the table above) opens it.
  function reveal(){
    var d=location.hash.length>1&&document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if(d&&d.tagName==='DETAILS')d.open=true;
  }
  reveal();
  addEventListener('hashchange',reveal);
  var cases=document.querySelectorAll('details');
  for(var i=0;i<cases.length;++i)(function(d){
    if(d.open)draw(d);
    d.addEventListener('toggle',function(){if(d.open)draw(d);});
  })(cases[i]);
  document.documentElement.setAttribute('data-ready','yes');
})();
)js";

// The page's own styles, then each problem's (the styles of its pictures).
const std::string& style_sheet() {
  static const std::string sheet = [] {
    std::string css = kStyle;
    for (const auto* driver : all_drivers()) {
      css += driver->picture_styles();
      css += '\n';
    }
    return css;
  }();
  return sheet;
}

// `body_class` "class-page" widens the page to a 1280 px window: the class
// table has a column per problem.
// `boards`: the figures the page's script draws, embedded once.
std::string page(const std::string& title, const std::string& body, const std::string& body_class = "",
                 const page_boards& boards = page_boards()) {
  return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
         "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">"
         "<title>" +
         html_escape(title) + "</title><style>" + style_sheet() + "</style></head><body" +
         (body_class.empty() ? "" : " class=\"" + body_class + "\"") +
         ">\n"
         // One arrow head for every board's arrows.
         "<svg width=\"0\" height=\"0\" style=\"position:absolute\" aria-hidden=\"true\"><defs>"
         "<marker id=\"bt-arrow\" viewBox=\"0 0 10 10\" refX=\"8\" refY=\"5\" markerWidth=\"5\" "
         "markerHeight=\"5\" orient=\"auto-start-reverse\"><path d=\"M0,0L10,5L0,10z\" fill=\"#e65100\"/>"
         "</marker></defs></svg>\n" +
         body +
         (boards.empty()
              ? std::string()
              : "\n<noscript><p class=\"warning\">The boards are drawn by this page's script: allow "
                "scripts to see them.</p></noscript>\n<script type=\"application/json\" id=\"bt-boards\">" +
                    boards.embedded() + "</script>") +
         "\n<script>" + kErrorMark + std::string(board_script()) + std::string(search_chart_script()) +
         kScript + "</script>\n</body></html>\n";
}

const test_case* find_case(const std::vector<drawable_problem>& problems, const std::string& problem,
                           const std::string& id, const problem_driver** driver) {
  for (const auto& p : problems) {
    if (p.driver == nullptr || p.cases == nullptr || p.driver->name() != problem) continue;
    for (const auto& tc : *p.cases) {
      if (tc.id == id) {
        *driver = p.driver;
        return &tc;
      }
    }
  }
  return nullptr;
}

// The drawing of a case (its figures as data, or the text of show()) made
// once per page set: every team that answers a case alike gets the same
// drawing, each team has two views, and a gel of a million pixels is costly
// to draw.
struct drawing {
  std::vector<json> figures;  // figure_data
  std::string text_html;      // when the problem draws no figure
  std::size_t bytes = 0;
};

class drawing_memo {
 public:
  template <class Draw>
  const drawing& get(std::string key, Draw draw) {
    if (const auto it = drawn_.find(key); it != drawn_.end()) return it->second;
    drawing d = draw();
    // Past the budget a drawing is made and given, not kept: memory stays bounded.
    if (bytes_ + key.size() + d.bytes > kBudget) return last_ = std::move(d);
    bytes_ += key.size() + d.bytes;
    return drawn_.emplace(std::move(key), std::move(d)).first->second;
  }

 private:
  static constexpr std::size_t kBudget = std::size_t{64} << 20;
  std::unordered_map<std::string, drawing> drawn_;
  std::size_t bytes_ = 0;
  drawing last_;
};

drawing draw_case(const problem_driver& driver, const test_case& tc, const std::optional<json>& answer) {
  std::vector<figure> figs;
  try {
    figs = driver.figures(tc, answer);
  } catch (const std::exception&) {
    figs.clear();  // drawing is best effort: the text below says it all
  }
  drawing d;
  if (!figs.empty()) {
    for (const auto& f : figs) {
      d.figures.push_back(figure_data(f, kMaxFrames));
      d.bytes += d.figures.back().dump(-1, ' ', false, json::error_handler_t::replace).size();
    }
    return d;
  }
  try {
    d.text_html = "<pre class=\"show\">" + html_escape(valid_utf8(driver.show(tc, answer))) + "</pre>";
  } catch (const std::exception&) {
    // Nothing to show.
  }
  d.bytes = d.text_html.size();
  return d;
}

// Where the page's script draws the case's figures when the case is opened.
std::string figures_placeholder(const drawing& d, page_boards& boards) {
  if (d.figures.empty()) return d.text_html;
  std::string ids;
  for (const auto& f : d.figures) ids += (ids.empty() ? "" : " ") + std::to_string(boards.add(f));
  return "<div class=\"figures\" data-figs=\"" + ids + "\"></div>";
}

std::string case_html(const json& c, const std::string& problem, bool student,
                      const std::vector<drawable_problem>& problems, drawing_memo& memo,
                      page_boards& boards) {
  const auto id = c.value("id", std::string());
  const auto v = c.value("verdict", std::string());
  const bool hidden = c.value("visibility", std::string()) == "hidden";
  const bool extension = c.contains("extension");
  std::string out = "<details id=\"" + html_escape(problem + "/" + id) + "\"" +
                    (v == "accepted" ? "" : " open") + "><summary>" + verdict_chip(v) + " <strong>" +
                    html_escape(id) + "</strong> <span class=\"muted\">" +
                    html_escape(c.value("hook", std::string())) + (hidden ? ", hidden" : "") +
                    (extension ? ", extension: " + html_escape(c.value("extension", std::string())) : "") +
                    "</span></summary>";
  const auto feedback = c.value("feedback", std::string());
  if (!feedback.empty()) out += "<pre class=\"feedback\">" + html_escape(feedback) + "</pre>";
  // A hidden case's position is the secret itself: the student page draws none.
  if (student && hidden) return out + "</details>";
  const problem_driver* driver = nullptr;
  const test_case* tc = find_case(problems, problem, id, &driver);
  if (tc != nullptr) {
    std::optional<json> answer;
    if (c.contains("answer") && !c.at("answer").is_null()) answer = c.at("answer");
    std::string key = problem + '\n' + id + '\n' +
                      (answer ? answer->dump(-1, ' ', false, json::error_handler_t::replace) : std::string());
    out += figures_placeholder(memo.get(std::move(key), [&] { return draw_case(*driver, *tc, answer); }),
                               boards);
    if (c.value("answer_capped", false))
      out += "<div class=\"note\">your answer was too large to keep in the report</div>";
  }
  // The search beside the lecture's: what the report keeps (a hidden case's, never in the student's).
  const auto& drawn = c.value("search_drawing", json());
  if (auto chart = search_chart_data(drawn))
    out += "<div class=\"chart\" data-chart=\"" + std::to_string(boards.add_chart(std::move(*chart))) +
           "\"></div>";
  if (const auto words = search_chart_words(drawn); !words.empty())
    out += "<p class=\"parting\">" + html_escape(words) + "</p>";
  for (const char* stream : {"stdout", "stderr"}) {
    const auto text = c.value(stream, std::string());
    if (!text.empty())
      out += "<div class=\"note\">" + std::string(stream) + "</div><pre>" + html_escape(text) + "</pre>";
  }
  return out + "</details>";
}

std::string optional_count(const json& j) { return j.is_number() ? j.dump() : std::string(); }

// A measured count, and the reading of the lecture it is when that is not
// the model answer's (a faithful port that pops moves from the back).
std::string nodes_cell(const json& c) {
  std::string cell = optional_count(c.value("nodes", json()));
  const auto how = reading_from_string(c.value("nodes_reading", json()).is_string()
                                           ? c.at("nodes_reading").get<std::string>()
                                           : std::string());
  if (how && *how != reading::front_to_back)
    cell += "<br><span class=\"muted\">= " + html_escape(std::string(short_label(*how))) + "</span>";
  return cell;
}

// The counts an exact case accepts: the model answer's first.
std::string reference_cell(const json& c) {
  const auto& accepted = c.value("accepted_nodes", json::array());
  if (accepted.empty()) return optional_count(c.value("reference_nodes", json()));
  std::string cell;
  for (const auto& a : accepted)
    cell += (cell.empty() ? "" : " / ") + optional_count(a.value("nodes", json()));
  return cell;
}

}  // namespace

std::string html_escape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (const char ch : text) {
    switch (ch) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out += ch;
    }
  }
  return out;
}

namespace {

// A report's "late" (report.cpp, to_json(lateness)): when it was handed
// in, from where, and what that cost.
std::string late_html(const json& late) {
  const auto due = late.value("due", std::string());
  const auto& at = late.value("submitted_at", json());
  if (!at.is_string()) {
    return "<p class=\"warning\">due " + html_escape(due) + "; submission time unknown (" +
           html_escape(visible_name(late.value("source", std::string()))) + "): no late penalty</p>";
  }
  const auto seconds = late.value("seconds_late", std::int64_t{0});
  const auto penalty = late.value("penalty", 0.0);
  std::string text = "submitted " + html_escape(at.get<std::string>()) + " (" +
                     html_escape(late.value("source", std::string())) + "), due " + html_escape(due);
  if (seconds <= 0) return "<p>" + text + ": on time</p>";
  lateness l;
  l.seconds_late = seconds;
  l.penalty = penalty;
  return "<p class=\"warning\">" + text + ": " + html_escape(late_text(l)) + " (" +
         html_escape(late.value("policy", std::string())) + "), points after the penalty <strong>" +
         general(late.value("points_after_penalty", 0.0)) + "</strong></p>";
}

std::string team_page(const json& report, const std::vector<drawable_problem>& problems, drawing_memo& memo) {
  page_boards boards;
  const bool student = report.value("audience", std::string()) == "student";
  const auto& team = report.at("team");
  // The team's own text: a control character a browser would silently drop
  // is shown, so the page says what the name really holds (see visible_name).
  const auto name = visible_name(team.value("name", std::string()));
  std::string body = "<h1>" + html_escape(name) + "</h1><p>";
  std::string members;
  for (const auto& m : team.value("members", json::array())) {
    if (!members.empty()) members += ", ";
    members += visible_name(m.is_string() ? m.get<std::string>() : m.dump());
  }
  if (!members.empty()) body += html_escape(members) + "<br>";
  const auto& score = report.at("score");
  body += "score <strong>" + general(score.value("points", 0.0)) + " / " +
          general(score.value("max_points", 0.0)) + "</strong>" +
          (report.value("complete", true) ? "" : " <em>(grading was interrupted)</em>") +
          "<br><span class=\"muted\">grader " + html_escape(report.value("grader_version", std::string())) +
          ", " + html_escape(report.value("generated_at", std::string())) +
          (student ? "" : ", instructor view") + "</span></p>";
  if (const auto warning = team.value("warning", std::string()); !warning.empty())
    body += "<p class=\"warning\">" + html_escape(visible_name(warning)) + "</p>";
  if (const auto& late = report.value("late", json()); late.is_object()) body += late_html(late);

  for (const auto& p : report.value("problems", json::array())) {
    const auto problem = p.value("problem", std::string());
    body += "<h2>" + html_escape(problem) + " <span class=\"muted\">" + general(p.value("points", 0.0)) +
            " / " + general(p.value("max_points", 0.0)) + "</span></h2>";
    const auto& compile = p.value("compile", json::object());
    const auto status = compile.value("status", std::string("ok"));
    if (compile.value("language", std::string("cpp")) == "python") {
      // The Python track's own limits, and the cases left out of its score.
      body +=
          "<p class=\"muted\">Python: CPU and wall limits x" + general(compile.value("limit_factor", 1.0));
      std::istringstream notes(compile.value("log", std::string()));
      for (std::string line; std::getline(notes, line);) {
        if (line.starts_with("note: ") && line.find("graded in C++ only") != std::string::npos)
          body += "<br>" + html_escape(line.substr(6));
      }
      body += "</p>";
    }
    if (status != "ok") {
      body += "<p>" + verdict_chip(status == "missing" ? "not_implemented" : status) +
              " compile: " + html_escape(status) + "</p>";
      const auto log = compile.value("log", std::string());
      if (!log.empty()) body += "<pre>" + html_escape(log) + "</pre>";
    }
    body +=
        "<table><tr><th>case</th><th>hook</th><th>verdict</th><th>points</th><th>nodes</th>"
        "<th>reference</th><th>CPU s</th></tr>";
    for (const auto& c : p.value("cases", json::array())) {
      const auto id = c.value("id", std::string());
      body += "<tr><td><a href=\"#" + html_escape(problem + "/" + id) + "\">" + html_escape(id) + "</a>" +
              (c.contains("extension") ? " <span class=\"muted\">extension</span>" : "") + "</td><td>" +
              html_escape(c.value("hook", std::string())) + "</td><td>" +
              verdict_chip(c.value("verdict", std::string())) + "</td><td class=\"num\">" +
              general(c.value("points", 0.0)) + " / " + general(c.value("max_points", 0.0)) +
              "</td><td class=\"num\">" + nodes_cell(c) + "</td><td class=\"num\">" + reference_cell(c) +
              "</td><td class=\"num\">" + plain_seconds(c.value("cpu_seconds", 0.0)) + "</td></tr>";
    }
    body += "</table>";
    for (const auto& c : p.value("cases", json::array()))
      body += case_html(c, problem, student, problems, memo, boards);
  }
  return page(name + ": grading report", body, "", boards);
}

}  // namespace

std::string team_page(const json& report, const std::vector<drawable_problem>& problems) {
  drawing_memo memo;
  return team_page(report, problems, memo);
}

// Ten bars, the teams per tenth of the problem's points, drawn by the
// grader: the page needs no script to show it.
std::string histogram_svg(const problem_analytics& p) {
  constexpr int bar = 18;
  constexpr int height = 60;
  std::size_t most = 1;
  for (const auto n : p.histogram) most = std::max(most, n);
  std::string svg = "<svg class=\"histogram\" width=\"" + std::to_string(bar * 10 + 2) + "\" height=\"" +
                    std::to_string(height + 14) +
                    "\" role=\"img\" aria-label=\"teams per tenth of the points\">";
  for (std::size_t i = 0; i < p.histogram.size(); ++i) {
    const auto n = p.histogram[i];
    const int h = n == 0 ? 0
                         : std::max(2, static_cast<int>(static_cast<double>(height) * static_cast<double>(n) /
                                                        static_cast<double>(most)));
    svg += "<rect x=\"" + std::to_string(1 + static_cast<int>(i) * bar) + "\" y=\"" +
           std::to_string(height - h) + "\" width=\"" + std::to_string(bar - 2) + "\" height=\"" +
           std::to_string(h) + "\"><title>" + std::to_string(n) + (n == 1 ? " team" : " teams") + " at " +
           std::to_string(i * 10) + "-" + std::to_string(i * 10 + 10) + " %</title></rect>";
  }
  svg += "<text x=\"1\" y=\"" + std::to_string(height + 11) + "\">0 %</text><text x=\"" +
         std::to_string(bar * 10 - 26) + "\" y=\"" + std::to_string(height + 11) + "\">100 %</text></svg>";
  return svg;
}

// The class's statistics: each problem's mean, median and histogram, the
// cases that defeated the most teams, and the leaderboard.
std::string analytics_html(const class_result& c) {
  const auto a = analyse(c);
  std::string out = "<h2 id=\"problems\">Problems</h2><div class=\"problems\">";
  for (const auto& p : a.problems) {
    out += "<section id=\"p-" + html_escape(p.problem) + "\"><h3>" + html_escape(p.problem) + "</h3><p>" +
           (p.teams == 0 ? std::string("no team graded")
                         : "mean " + general(p.mean) + ", median " + general(p.median) + " of " +
                               general(p.max_points) + " <span class=\"muted\">(" + std::to_string(p.teams) +
                               (p.teams == 1 ? " team" : " teams") + ")</span>") +
           "</p>" + histogram_svg(p) + "</section>";
  }
  out += "</div><h2 id=\"hardest\">Hardest cases</h2>";
  std::string rows;
  std::size_t shown = 0;
  for (const auto& k : a.cases) {
    if (k.passed == k.teams || shown == 30) continue;
    ++shown;
    const auto link =
        "instructor/" + url_part(k.example_team) + ".html#" + html_escape(k.problem + "/" + k.id);
    rows += "<tr><td>" + html_escape(k.problem) + "</td><td>" + html_escape(k.id) +
            "</td><td class=\"num\">" + std::to_string(k.passed) + " / " + std::to_string(k.teams) +
            "</td><td>" + verdict_chip(k.most_common_failure) + "</td><td><a href=\"" + link + "\">" +
            html_escape(visible_name(k.example_team)) + "</a></td></tr>";
  }
  out += rows.empty() ? std::string("<p>Every team passed every case.</p>")
                      : "<table><tr><th>problem</th><th>case</th><th>passed</th><th>failed most as</th>"
                        "<th>for example</th></tr>" +
                            rows + "</table>";
  out += "<h2 id=\"leaderboard\">Leaderboard</h2>";
  const auto board = leaderboard(c);
  if (board.empty()) return out + "<p>No measured search yet.</p>";
  out += "<table><tr><th>rank</th><th>team</th><th>searches solved</th><th>nodes</th><th>CPU s</th></tr>";
  std::size_t rank = 0;
  for (const auto& row : board) {
    out += "<tr><td class=\"num\">" + std::to_string(++rank) + "</td><td>" +
           html_escape(visible_name(row.team)) + "</td><td class=\"num\">" + std::to_string(row.solved) +
           "</td><td class=\"num\">" + std::to_string(row.nodes) + "</td><td class=\"num\">" +
           fixed(row.cpu_seconds, 2) + "</td></tr>";
  }
  return out + "</table>";
}

std::string class_page(const class_result& c, const std::string& grader_version,
                       const std::string& similarity_href) {
  std::string body = "<h1>Class report</h1><p class=\"muted\">grader " + html_escape(grader_version) + ", " +
                     html_escape(utc_timestamp()) + (c.interrupted ? ", <em>interrupted</em>" : "") + "</p>";
  body += "<nav><a href=\"#scores\">scores</a><a href=\"#problems\">problems</a>";
  for (const auto& p : c.problems) body += "<a href=\"#p-" + html_escape(p) + "\">" + html_escape(p) + "</a>";
  body += "<a href=\"#hardest\">hardest cases</a><a href=\"#leaderboard\">leaderboard</a>";
  if (!similarity_href.empty())
    body += "<a href=\"" + html_escape(similarity_href) + "\">code similarity between teams</a>";
  body += "</nav>";
  body += "<h2 id=\"scores\">Scores</h2><div class=\"wide\"><table><tr><th>team</th>";
  // A problem's name may break at its underscores, and its points are said
  // once in the heading: eight problems fit beside the team's name.
  for (const auto& p : c.problems) {
    const auto max = c.planned_max.find(p);
    body += "<th class=\"problem\">" + break_at_underscores(html_escape(p)) +
            (max == c.planned_max.end() ? std::string() : "<span>of " + general(max->second) + "</span>") +
            "</th>";
  }
  body += "<th>total</th><th>%</th><th>verdicts</th></tr>";
  for (const auto& t : c.teams) {
    body += "<tr><td>";
    if (!t.report) {
      // Skipped (nothing to grade) or the grader's own failure, said as such.
      body += html_escape(visible_name(t.id)) + "</td><td colspan=\"" +
              std::to_string(c.problems.size() + 3) + "\">" + verdict_chip(std::string(to_string(t.status))) +
              " " + html_escape(visible_name(t.error)) + "</td></tr>";
      continue;
    }
    const auto& r = *t.report;
    const auto link = url_part(t.id);
    std::string members;
    for (const auto& m : r.team.members) members += (members.empty() ? "" : ", ") + visible_name(m.name);
    body += "<a href=\"" + link + ".html\">" + html_escape(visible_name(r.team.name)) +
            "</a> <a class=\"muted\" href=\"instructor/" + link + ".html\">(instructor)</a>" +
            (members.empty() ? "" : "<div class=\"note\">" + html_escape(members) + "</div>") + "</td>";
    for (const auto& name : c.problems) {
      const auto it = std::find_if(r.problems.begin(), r.problems.end(),
                                   [&](const problem_result& p) { return p.problem == name; });
      if (it == r.problems.end()) {
        body += "<td class=\"num muted\" title=\"not graded\">&ndash;</td>";
        continue;
      }
      bool all = true;
      bool none = true;
      for (const auto& k : it->cases) {
        // A failed extension worth nothing leaves a faithful port of the lecture all green.
        if (!k.extension.empty() && k.max_points == 0) continue;
        all = all && k.result == verdict::accepted;
        none = none && k.result != verdict::accepted;
      }
      const std::string cls = all ? "v-ok" : none ? "v-bad" : "v-limit";
      body += "<td class=\"num\" title=\"" + general(it->points) + " / " + general(it->max_points) + " (" +
              general(percent(it->points, it->max_points)) + " %)\"><span class=\"verdict " + cls + "\">" +
              general(it->points) + "</span></td>";
    }
    body +=
        "<td class=\"num\"><strong>" + general(final_points(r)) + " / " + general(team_max_points(c, r)) +
        "</strong>" +
        (r.complete
             ? ""
             : "<div><em title=\"the run stopped before all of this team's cases were graded: grade again "
               "to finish it\">incomplete</em></div>") +
        "</td><td class=\"num\">" + general(percent(final_points(r), team_max_points(c, r))) + "</td><td>";
    const auto counts = count_verdicts(r);
    for (const verdict v : all_verdicts) {
      const auto n = counts[static_cast<std::size_t>(v)];
      if (n > 0) body += verdict_chip(std::string(to_string(v)), " &times;" + std::to_string(n)) + " ";
    }
    if (r.late && r.late->penalty > 0.0)
      body += "<div class=\"note\">" + html_escape(late_text(*r.late)) + "</div>";
    if (!r.team.warning.empty())
      body += "<div class=\"warning\">" + html_escape(visible_name(r.team.warning)) + "</div>";
    body += "</td></tr>";
  }
  body += "</table></div>";
  body += analytics_html(c);
  return page("Class report", body, "class-page");
}

void html_report_writer::write_class(const class_result& c, const out_layout& out,
                                     const std::string& grader_version) const {
  const auto dir = out.root / "html";
  std::filesystem::create_directories(dir / "instructor");
  drawing_memo memo;
  for (const auto& t : c.teams) {
    if (!t.report) continue;
    write_file_atomically(dir / (t.id + ".html"),
                          team_page(to_json(*t.report, audience::student), problems_, memo));
    write_file_atomically(dir / "instructor" / (t.id + ".html"),
                          team_page(to_json(*t.report, audience::instructor), problems_, memo));
  }
  write_class_page(c, out, grader_version);
}

void write_class_page(const class_result& c, const out_layout& out, const std::string& grader_version) {
  const auto dir = out.root / "html";
  std::error_code ec;
  const bool similarity = std::filesystem::is_regular_file(out.root / "similarity" / "index.html", ec);
  // A shard's class page is named like its other class files.
  write_file_atomically(dir / out.class_file("index", ".html").filename(),
                        class_page(c, grader_version, similarity ? "../similarity/index.html" : ""));
}

}  // namespace grader::report
