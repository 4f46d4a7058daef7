#include "grader/report/html.hpp"

#include "grader/report/atomic_file.hpp"
#include "grader/report/number_text.hpp"
#include "grader/report/visible_name.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <map>
#include <sstream>
#include <unordered_map>

namespace grader::report {

// A solution's frames as one figure's SVG, the first `shown` of them.
std::string play_svg(const std::vector<frame>& frames, std::size_t shown);

namespace {

using nlohmann::json;

std::string px(double x) { return fixed(x, 1); }

// Style names come from the problems' code, but a class attribute is no
// place for anything but [a-z0-9_-]: everything else is dropped.
std::string style_classes(std::string_view style, std::string_view prefix = "s-") {
  std::string out;
  std::string word;
  const auto flush = [&] {
    if (word.empty()) return;
    out += (out.empty() ? "" : " ") + std::string(prefix) + word;
    word.clear();
  };
  for (const char ch : style) {
    if (ch == ' ') {
      flush();
    } else if ((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_' || ch == '-') {
      word += ch;
    }
  }
  flush();
  return out;
}

bool has_style(std::string_view style, std::string_view word) {
  std::size_t start = 0;
  while (start <= style.size()) {
    const auto end = std::min(style.find(' ', start), style.size());
    if (style.substr(start, end - start) == word) return true;
    start = end + 1;
  }
  return false;
}

// A cell's style without the transient "highlight" (the cell a move
// touches), which is drawn as a ring of its own, on the current frame only.
std::string lasting_style(std::string_view style) {
  std::string out;
  std::size_t start = 0;
  while (start <= style.size()) {
    const auto end = std::min(style.find(' ', start), style.size());
    const auto word = style.substr(start, end - start);
    if (!word.empty() && word != "highlight") out += (out.empty() ? "" : " ") + std::string(word);
    start = end + 1;
  }
  return out;
}

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

std::string verdict_class(std::string_view v) {
  if (v == "accepted") return "v-ok";
  if (v == "not_implemented") return "v-none";
  if (v == "judge_error") return "v-judge";
  if (v == "time_limit" || v == "memory_limit" || v == "output_limit" || v == "node_budget_exceeded")
    return "v-limit";
  return "v-bad";
}

std::string verdict_chip(const std::string& v) {
  return "<span class=\"verdict " + verdict_class(v) + "\">" + html_escape(v) + "</span>";
}

constexpr const char* kStyle = R"css(
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:1.5em auto;max-width:70em;padding:0 1em;color:#1d1d1f;background:#fff}
h1{font-size:1.6em;margin-bottom:.2em}h2{margin-top:1.6em;border-bottom:1px solid #ddd}
table{border-collapse:collapse;margin:.6em 0}td,th{border:1px solid #ddd;padding:.25em .55em;text-align:left;vertical-align:top}
th{background:#f5f5f7}td.num{text-align:right;font-variant-numeric:tabular-nums}
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
)css";

// window.onerror leaves a mark in the DOM (the headless test reads it from
// --dump-dom); "#last" in the address shows every slider's last frame.
constexpr const char* kScript = R"js(
window.onerror=function(m){document.documentElement.setAttribute('data-script-error',String(m));};
(function(){
  var figs=document.querySelectorAll('figure.steps');
  for(var i=0;i<figs.length;++i)(function(f){
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
  })(figs[i]);
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

std::string page(const std::string& title, const std::string& body) {
  return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
         "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">"
         "<title>" +
         html_escape(title) + "</title><style>" + style_sheet() +
         "</style></head><body>\n"
         // One arrow head for every board's arrows.
         "<svg width=\"0\" height=\"0\" style=\"position:absolute\" aria-hidden=\"true\"><defs>"
         "<marker id=\"bt-arrow\" viewBox=\"0 0 10 10\" refX=\"8\" refY=\"5\" markerWidth=\"5\" "
         "markerHeight=\"5\" orient=\"auto-start-reverse\"><path d=\"M0,0L10,5L0,10z\" fill=\"#e65100\"/>"
         "</marker></defs></svg>\n" +
         body + "\n<script>" + kScript + "</script>\n</body></html>\n";
}

std::string figure_html(const figure& f) {
  std::string out = std::string("<figure class=\"") + (f.frames.size() > 1 ? "steps" : "still") +
                    (f.wrong ? " wrong" : "") + "\"><figcaption>" + html_escape(f.caption) + "</figcaption>";
  if (f.frames.size() <= 1) {
    for (const auto& fr : f.frames) {
      out += svg_of(fr.board);
      if (!fr.caption.empty()) out += "<span class=\"frame-caption\">" + html_escape(fr.caption) + "</span>";
      if (!fr.board.note.empty()) out += "<div class=\"note\">" + html_escape(fr.board.note) + "</div>";
    }
    return out + "</figure>";
  }
  const std::size_t shown = std::min(f.frames.size(), kMaxFrames);
  out += play_svg(f.frames, shown);
  out += "<div><input type=\"range\" min=\"0\" max=\"" + std::to_string(shown - 1) +
         "\" value=\"0\" aria-label=\"step\"><button type=\"button\" class=\"prev\">&#9664;</button>"
         "<button type=\"button\" class=\"next\">&#9654;</button><button type=\"button\" "
         "class=\"play\">play</button></div><span class=\"frame-caption\"></span>";
  if (shown < f.frames.size()) {
    out += "<div class=\"note\">the first " + std::to_string(shown) + " of " +
           std::to_string(f.frames.size()) + " positions are drawn</div>";
  }
  return out + "</figure>";
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

// The drawing of a case (its figures, or the text of show()) made once per
// page set: every team that answers a case alike gets the same drawing, each
// team has two views, and a gel of a million pixels is costly to draw.
class drawing_memo {
 public:
  template <class Draw>
  const std::string& get(std::string key, Draw draw) {
    if (const auto it = drawn_.find(key); it != drawn_.end()) return it->second;
    std::string html = draw();
    // Past the budget a drawing is made and given, not kept: memory stays bounded.
    if (bytes_ + key.size() + html.size() > kBudget) return last_ = std::move(html);
    bytes_ += key.size() + html.size();
    return drawn_.emplace(std::move(key), std::move(html)).first->second;
  }

 private:
  static constexpr std::size_t kBudget = std::size_t{64} << 20;
  std::unordered_map<std::string, std::string> drawn_;
  std::size_t bytes_ = 0;
  std::string last_;
};

std::string drawing_html(const problem_driver& driver, const test_case& tc,
                         const std::optional<json>& answer) {
  std::vector<figure> figs;
  try {
    figs = driver.figures(tc, answer);
  } catch (const std::exception&) {
    figs.clear();  // drawing is best effort: the text below says it all
  }
  if (!figs.empty()) {
    std::string out = "<div class=\"figures\">";
    for (const auto& f : figs) out += figure_html(f);
    return out + "</div>";
  }
  try {
    return "<pre class=\"show\">" + html_escape(valid_utf8(driver.show(tc, answer))) + "</pre>";
  } catch (const std::exception&) {
    return {};  // Nothing to show.
  }
}

std::string case_html(const json& c, const std::string& problem, bool student,
                      const std::vector<drawable_problem>& problems, drawing_memo& memo) {
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
    out += memo.get(std::move(key), [&] { return drawing_html(*driver, *tc, answer); });
    if (c.value("answer_capped", false))
      out += "<div class=\"note\">your answer was too large to keep in the report</div>";
  }
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

// Whole pixels: cell sizes are integers, and coordinates stay short.
int cell_size(const picture& p) {
  const int side = std::max({p.rows, p.cols, 1});
  // Cells shrink with the board so that a 16x16 sudoku or a 64x64 image
  // still fits a page, and never below a few pixels.
  return std::clamp(480 / side, 5, 36);
}

std::string svg_open(const picture& p, const std::string& extra_class, const std::string& attributes = {}) {
  const int cs = cell_size(p);
  const int w = p.cols * cs;
  const int h = p.rows * cs;
  // --cs sizes every cell's rect by CSS: a rect is then only its place.
  return "<svg class=\"board" + (extra_class.empty() ? "" : " " + extra_class) + "\"" + attributes +
         " xmlns=\"http://www.w3.org/2000/svg\" width=\"" + std::to_string(w) + "\" height=\"" +
         std::to_string(h) + "\" viewBox=\"0 0 " + std::to_string(w) + ' ' + std::to_string(h) +
         "\" style=\"--cs:" + std::to_string(cs) + "px\" font-size=\"" + px(cs * 0.55) + "\">";
}

void cell_svg(std::string& out, const picture& p, int r, int c) {
  const int cs = cell_size(p);
  const bool tiny = cs < 12;
  const auto& cell = p.at(r, c);
  // A big image is mostly background: its blank pixels are the svg's own.
  if (tiny && cell.text.empty() && cell.style == "blank") return;
  const std::string cls = style_classes(lasting_style(cell.style));
  const int x = c * cs;
  const int y = r * cs;
  out += "<rect class=\"" + cls + (tiny ? " px" : "") + "\" x=\"" + std::to_string(x) + "\" y=\"" +
         std::to_string(y) + "\"/>";
  if (cell.round != round_mark::none) {
    const bool disc = cell.round == round_mark::disc;
    out += "<circle class=\"" + cls + "\" cx=\"" + px(x + cs / 2.0) + "\" cy=\"" + px(y + cs / 2.0) +
           "\" r=\"" + px(cs * (disc ? 0.36 : 0.18)) + "\"/>";
  }
  if (!cell.text.empty() && !tiny) {
    // Texts have classes of their own: a cell's fill is not its text's.
    out += "<text class=\"" + style_classes(cell.style, "t-") + "\" x=\"" + px(x + cs / 2.0) + "\" y=\"" +
           px(y + cs / 2.0) + "\">" + html_escape(cell.text) + "</text>";
  }
}

void highlights_svg(std::string& out, const picture& p) {
  const int cs = cell_size(p);
  for (int r = 0; r < p.rows && !p.cells.empty(); ++r) {
    for (int c = 0; c < p.cols; ++c) {
      if (has_style(p.at(r, c).style, "highlight"))
        out +=
            "<rect class=\"hl\" x=\"" + std::to_string(c * cs) + "\" y=\"" + std::to_string(r * cs) + "\"/>";
    }
  }
}

void boxes_svg(std::string& out, const picture& p) {
  if (p.box_rows <= 0 || p.box_cols <= 0) return;
  const int cs = cell_size(p);
  for (int r = 0; r <= p.rows; r += p.box_rows)
    out += "<line class=\"box\" x1=\"0\" y1=\"" + std::to_string(r * cs) + "\" x2=\"" +
           std::to_string(p.cols * cs) + "\" y2=\"" + std::to_string(r * cs) + "\"/>";
  for (int c = 0; c <= p.cols; c += p.box_cols)
    out += "<line class=\"box\" x1=\"" + std::to_string(c * cs) + "\" y1=\"0\" x2=\"" +
           std::to_string(c * cs) + "\" y2=\"" + std::to_string(p.rows * cs) + "\"/>";
}

void graph_svg(std::string& out, const picture& p) {
  const double cs = cell_size(p);
  const double nr = std::max(cs * 0.45, 8.0);
  for (const auto& e : p.edges) {
    if (e.from >= p.nodes.size() || e.to >= p.nodes.size()) continue;
    const auto& a = p.nodes[e.from];
    const auto& b = p.nodes[e.to];
    const double x1 = a.x * cs, y1 = a.y * cs;
    double x2 = b.x * cs, y2 = b.y * cs;
    const double len = std::hypot(x2 - x1, y2 - y1);
    if (e.directed && len > 2 * nr) {
      // Stop at the target's rim so the arrow head shows.
      x2 -= (x2 - x1) * nr / len;
      y2 -= (y2 - y1) * nr / len;
    }
    out += "<line class=\"e " + style_classes(e.style) + "\" x1=\"" + px(x1) + "\" y1=\"" + px(y1) +
           "\" x2=\"" + px(x2) + "\" y2=\"" + px(y2) + "\"" +
           (e.directed ? " marker-end=\"url(#bt-arrow)\"" : "") + "/>";
    if (!e.label.empty()) {
      out += "<text class=\"w\" font-size=\"" + px(cs * 0.4) + "\" x=\"" + px((a.x + b.x) * cs / 2) +
             "\" y=\"" + px((a.y + b.y) * cs / 2) + "\">" + html_escape(e.label) + "</text>";
    }
  }
  for (const auto& n : p.nodes) {
    out += "<circle class=\"n " + style_classes(n.style) + "\" cx=\"" + px(n.x * cs) + "\" cy=\"" +
           px(n.y * cs) + "\" r=\"" + px(nr) + "\"/><text x=\"" + px(n.x * cs) + "\" y=\"" + px(n.y * cs) +
           "\">" + html_escape(n.label) + "</text>";
  }
}

void arrows_svg(std::string& out, const picture& p) {
  const double cs = cell_size(p);
  for (const auto& a : p.arrows) {
    out += std::string("<line class=\"a-") + (a.style == "path" ? "path" : "move") + "\" x1=\"" +
           px((a.from_col + 0.5) * cs) + "\" y1=\"" + px((a.from_row + 0.5) * cs) + "\" x2=\"" +
           px((a.to_col + 0.5) * cs) + "\" y2=\"" + px((a.to_row + 0.5) * cs) + "\"/>";
  }
}

std::string caption_of(const frame& f) {
  return f.board.note.empty() ? f.caption : f.caption + " (" + f.board.note + ")";
}

}  // namespace

std::string svg_of(const picture& p, const std::string& extra_class) {
  std::string out = svg_open(p, extra_class);
  for (int r = 0; r < p.rows && !p.cells.empty(); ++r) {
    for (int c = 0; c < p.cols; ++c) cell_svg(out, p, r, c);
  }
  boxes_svg(out, p);
  graph_svg(out, p);
  highlights_svg(out, p);
  arrows_svg(out, p);
  return out + "</svg>";
}

std::string play_svg(const std::vector<frame>& frames, std::size_t shown) {
  // Grids of one size are drawn once and then only what each move changed,
  // each frame a group laid over the ones before: a 16x16 sudoku solved
  // move by move stays a few hundred cells, not 256 per move.
  const auto& first = frames.front().board;
  const bool overlay =
      first.nodes.empty() &&
      std::all_of(frames.begin(), frames.begin() + static_cast<std::ptrdiff_t>(shown), [&](const frame& f) {
        return f.board.rows == first.rows && f.board.cols == first.cols && f.board.nodes.empty() &&
               f.board.cells.size() == first.cells.size();
      });
  if (!overlay) {
    std::string out;
    for (std::size_t i = 0; i < shown; ++i) {
      std::string svg = svg_of(frames[i].board, "frame");
      svg.insert(4, " data-caption=\"" + html_escape(caption_of(frames[i])) + "\"" +
                        (i == 0 ? "" : " style=\"display:none\""));
      out += svg;
    }
    return out;
  }
  std::string out = svg_open(first, "play");
  for (std::size_t i = 0; i < shown; ++i) {
    const auto& p = frames[i].board;
    out += "<g class=\"frame\" data-caption=\"" + html_escape(caption_of(frames[i])) + "\"" +
           (i == 0 ? "" : " style=\"display:none\"") + ">";
    for (int r = 0; r < p.rows; ++r) {
      for (int c = 0; c < p.cols; ++c) {
        if (i > 0) {
          const auto& before = frames[i - 1].board.at(r, c);
          const auto& now = p.at(r, c);
          if (before.text == now.text && lasting_style(before.style) == lasting_style(now.style)) continue;
        }
        cell_svg(out, p, r, c);
      }
    }
    highlights_svg(out, p);
    arrows_svg(out, p);
    out += "</g>";
  }
  boxes_svg(out, first);
  return out + "</svg>";
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
      body += case_html(c, problem, student, problems, memo);
  }
  return page(name + ": grading report", body);
}

}  // namespace

std::string team_page(const json& report, const std::vector<drawable_problem>& problems) {
  drawing_memo memo;
  return team_page(report, problems, memo);
}

std::string class_page(const class_result& c, const std::string& grader_version) {
  std::string body = "<h1>Class report</h1><p class=\"muted\">grader " + html_escape(grader_version) + ", " +
                     html_escape(utc_timestamp()) + (c.interrupted ? ", <em>interrupted</em>" : "") + "</p>";
  body += "<table><tr><th>team</th><th>members</th>";
  for (const auto& p : c.problems) body += "<th>" + html_escape(p) + "</th>";
  body += "<th>total</th><th>%</th><th>verdicts</th></tr>";
  for (const auto& t : c.teams) {
    body += "<tr><td>";
    if (!t.report) {
      // Skipped (nothing to grade) or the grader's own failure, said as such.
      body += html_escape(visible_name(t.id)) + "</td><td colspan=\"" +
              std::to_string(c.problems.size() + 4) + "\">" + verdict_chip(std::string(to_string(t.status))) +
              " " + html_escape(visible_name(t.error)) + "</td></tr>";
      continue;
    }
    const auto& r = *t.report;
    const auto link = url_part(t.id);
    std::string members;
    for (const auto& m : r.team.members) members += (members.empty() ? "" : ", ") + visible_name(m.name);
    body += "<a href=\"" + link + ".html\">" + html_escape(visible_name(r.team.name)) +
            "</a> <a class=\"muted\" href=\"instructor/" + link + ".html\">(instructor)</a></td><td>" +
            html_escape(members) + "</td>";
    for (const auto& name : c.problems) {
      const auto it = std::find_if(r.problems.begin(), r.problems.end(),
                                   [&](const problem_result& p) { return p.problem == name; });
      if (it == r.problems.end()) {
        body += "<td></td>";
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
      body += "<td class=\"num\"><span class=\"verdict " + cls + "\">" + general(it->points) + " / " +
              general(it->max_points) + "</span></td>";
    }
    body += "<td class=\"num\"><strong>" + general(final_points(r)) + " / " + general(team_max_points(c, r)) +
            "</strong>" + (r.complete ? "" : " <em>incomplete</em>") + "</td><td class=\"num\">" +
            general(percent(final_points(r), team_max_points(c, r))) + "</td><td>";
    const auto counts = count_verdicts(r);
    for (const verdict v : all_verdicts) {
      const auto n = counts[static_cast<std::size_t>(v)];
      if (n > 0) body += verdict_chip(std::string(to_string(v))) + "&times;" + std::to_string(n) + " ";
    }
    if (r.late && r.late->penalty > 0.0)
      body += "<div class=\"note\">" + html_escape(late_text(*r.late)) + "</div>";
    if (!r.team.warning.empty())
      body += "<div class=\"warning\">" + html_escape(visible_name(r.team.warning)) + "</div>";
    body += "</td></tr>";
  }
  body += "</table>";
  return page("Class report", body);
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
  // A shard's class page is named like its other class files.
  write_file_atomically(dir / out.class_file("index", ".html").filename(), class_page(c, grader_version));
}

}  // namespace grader::report
