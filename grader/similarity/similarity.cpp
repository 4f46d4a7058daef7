#include "grader/similarity/similarity.hpp"
#include "grader/core/file_text.hpp"

#include "framework/core/errors.hpp"
#include "grader/pipeline/grade.hpp"
#include "grader/pipeline/submission.hpp"
#include "grader/pipeline/work_area.hpp"
#include "grader/report/visible_name.hpp"
#include "grader/similarity/sim_tool.hpp"

#include <algorithm>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <sstream>

namespace grader::similarity {

namespace {

namespace fs = std::filesystem;
using report::visible_name;

// The grader's own bound on a source file (pipeline/submission.cpp): a base
// file past it is not handed-out code either.
constexpr std::uintmax_t kMaxBaseFileBytes = 1u << 20;

bool is_cpp_name(const fs::path& name) { return pipeline::is_source_name(name) && name.extension() != ".py"; }

// sim reads text; a NUL byte says the file is something else (an object
// file, an image saved as .cpp), whose "tokens" would match anything.
bool is_binary(std::string_view text) { return text.find('\0') != std::string_view::npos; }

std::vector<std::string> lines_of(std::string_view text) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    auto end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    auto line = text.substr(start, end - start);
    if (line.ends_with('\r')) line.remove_suffix(1);
    lines.emplace_back(line);
    start = end + 1;
  }
  return lines;
}

struct loaded_team {
  std::string label;
  bool archived = false;
  pipeline::submission submission;
};

// "2025" for "/courses/2025/" as for "/courses/2025".
std::string folder_name(const fs::path& dir) {
  const auto name = dir.filename();
  return (name.empty() ? dir.parent_path().filename() : name).string();
}

std::vector<loaded_team> load_teams(const fs::path& dir, bool archived, class_comparison& c) {
  std::vector<loaded_team> teams;
  for (const auto& folder : pipeline::team_folders(dir)) {
    const auto id = folder.filename().string();
    const auto label = archived ? folder_name(dir) + "/" + id : id;
    try {
      teams.push_back({label, archived, pipeline::load_submission(folder, false)});
    } catch (const framework::input_error& e) {
      c.notes.push_back("skipped team " + visible_name(label) + ": " + visible_name(e.what()));
      c.team_skipped = true;
    } catch (const fs::filesystem_error& e) {
      c.notes.push_back("skipped team " + visible_name(label) + ": " + visible_name(e.what()));
      c.team_skipped = true;
    }
  }
  return teams;
}

// The team's C++ code for `problem`, its files one after the other; nothing
// (with a note saying why) when it has none to compare.
std::optional<team_code> code_of(const loaded_team& t, const std::string& problem,
                                 std::vector<std::string>& notes) {
  const auto who = "team " + visible_name(t.label);
  const auto it = t.submission.problems.find(problem);
  if (it == t.submission.problems.end() || it->second.files.empty()) {
    notes.push_back(problem + ": " + who + " has no code for it (left out of its pairs)");
    return std::nullopt;
  }
  for (const auto& note : it->second.notes) notes.push_back(problem + ": " + who + ": " + visible_name(note));
  team_code code{t.label, t.archived, {}};
  bool python = false;
  for (const auto& f : it->second.files) {
    if (!is_cpp_name(f.path)) {
      python = true;
      continue;
    }
    if (is_binary(f.content)) {
      notes.push_back(problem + ": " + who + ": exercises/" + problem + "/" + visible_name(f.path) +
                      " is not text (it holds a NUL byte): left out");
      continue;
    }
    int number = 0;
    for (auto& text : lines_of(f.content)) code.lines.push_back({f.path, ++number, std::move(text), false});
  }
  if (code.lines.empty()) {
    notes.push_back(problem + ": " + who +
                    (python
                         ? " handed it in in Python, and similarity compares C++ only (left out of its pairs)"
                         : " has no C++ code for it (left out of its pairs)"));
    return std::nullopt;
  }
  return code;
}

// The handed-out text of a problem: what every team may hold without having
// seen another team's code.
class base_collector {
 public:
  base_collector(std::string problem, std::vector<std::string>& notes)
      : problem_(std::move(problem)), notes_(notes) {}

  void add_file(const fs::path& file, bool quiet) {
    std::error_code ec;
    if (fs::is_symlink(file, ec) || !fs::is_regular_file(file, ec)) return;
    const auto size = fs::file_size(file, ec);
    if (ec || size > kMaxBaseFileBytes) {
      if (!quiet)
        notes_.push_back(problem_ + ": base file " + visible_name(file.string()) +
                         " is over 1 MiB: left out");
      return;
    }
    auto text = read_file_text(file);
    if (!text || is_binary(*text)) {
      if (!quiet)
        notes_.push_back(problem_ + ": base file " + visible_name(file.string()) + " is not text: left out");
      return;
    }
    texts_.push_back(std::move(*text));
  }

  void add_tree(const fs::path& dir, bool quiet) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) return;
    std::vector<fs::path> files;
    for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::recursive_directory_iterator();
         it.increment(ec)) {
      if (it->is_regular_file() && !it->is_symlink() && is_cpp_name(it->path())) files.push_back(it->path());
    }
    std::sort(files.begin(), files.end());
    for (const auto& f : files) add_file(f, quiet);
  }

  [[nodiscard]] std::vector<std::string> take() { return std::move(texts_); }

 private:
  std::string problem_;
  std::vector<std::string>& notes_;
  std::vector<std::string> texts_;
};

std::vector<std::string> base_texts(const compare_options& o, const std::string& problem,
                                    std::vector<std::string>& notes) {
  base_collector base(problem, notes);
  base.add_tree(o.kit_root / "exercises" / problem, true);  // the skeleton
  // The kit's faithful ports of the lecture's code (blog-port, deck-port,
  // lecture-ports): the code the lecture shows, as teams port it.
  std::error_code ec;
  const auto accepted = o.kit_root / "tests" / "submissions" / problem / "accepted";
  for (const auto& entry : fs::directory_iterator(accepted, ec)) {
    const auto name = entry.path().filename().string();
    if (name.ends_with("-port") || name.ends_with("-ports"))
      base.add_tree(entry.path() / "exercises" / problem, true);
  }
  for (const auto& b : o.bases) {
    if (fs::is_directory(b, ec)) {
      base.add_tree(b, false);
    } else {
      base.add_file(b, false);
    }
  }
  return base.take();
}

std::string joined(const team_code& code, bool masked) {
  std::string text;
  for (const auto& l : code.lines) {
    if (!(masked && l.handed_out)) text += l.text;
    text += '\n';
  }
  return text;
}

std::string team_file(std::size_t i) { return "t" + std::to_string(i) + ".cpp"; }
std::string masked_file(std::size_t i) { return "m" + std::to_string(i) + ".cpp"; }

// "m12.cpp" -> 12.
std::optional<std::size_t> index_of(const std::string& file, char prefix) {
  if (file.size() < 6 || file.front() != prefix || !file.ends_with(".cpp")) return std::nullopt;
  std::size_t value = 0;
  for (std::size_t i = 1; i + 4 < file.size(); ++i) {
    if (file[i] < '0' || file[i] > '9') return std::nullopt;
    value = value * 10 + static_cast<std::size_t>(file[i] - '0');
  }
  return value;
}

// Blanks, in each team's lines, those a run of the base matches.
void mark_handed_out(std::vector<team_code>& teams, const std::vector<std::string>& base, const sim_tool& sim,
                     const fs::path& dir) {
  if (base.empty()) return;
  std::vector<std::string> files;
  for (std::size_t i = 0; i < teams.size(); ++i) files.push_back(team_file(i));
  files.emplace_back("/");
  for (std::size_t i = 0; i < base.size(); ++i) {
    files.push_back("b" + std::to_string(i) + ".cpp");
    write_file_text(dir / files.back(), base[i]);
  }
  // -S: each team against the base only, not against each other.
  for (const auto& run : sim.runs(dir, {"-S"}, files)) {
    const auto t = index_of(run.file_a, 't');
    if (!t || *t >= teams.size()) continue;
    auto& lines = teams[*t].lines;
    for (int l = std::max(run.a_first, 1); l <= run.a_last && l <= static_cast<int>(lines.size()); ++l)
      lines[static_cast<std::size_t>(l - 1)].handed_out = true;
  }
}

int covered_lines(const std::vector<matched_run>& runs, bool side_a) {
  std::set<int> lines;
  for (const auto& r : runs) {
    for (int l = side_a ? r.a_first : r.b_first; l <= (side_a ? r.a_last : r.b_last); ++l) lines.insert(l);
  }
  return static_cast<int>(lines.size());
}

problem_comparison compare_problem(const std::string& problem, std::vector<team_code> teams,
                                   const std::vector<std::string>& base, const sim_tool& sim,
                                   const fs::path& dir, double threshold) {
  problem_comparison result{problem, std::move(teams), {}};
  auto& codes = result.teams;
  fs::create_directories(dir);
  for (std::size_t i = 0; i < codes.size(); ++i) write_file_text(dir / team_file(i), joined(codes[i], false));
  mark_handed_out(codes, base, sim, dir);

  std::vector<std::string> current;
  std::vector<std::string> archived;
  for (std::size_t i = 0; i < codes.size(); ++i) {
    write_file_text(dir / masked_file(i), joined(codes[i], true));
    (codes[i].archived ? archived : current).push_back(masked_file(i));
  }
  // This year's teams are new files, the archive's old ones: sim then never
  // compares two archived teams. -e measures each pair on its own; -a gives
  // both directions of this year's pairs, and the archive's direction comes
  // from a second run with the archive as the new files.
  auto with_archive = [](std::vector<std::string> first, const std::vector<std::string>& second) {
    if (!second.empty()) {
      first.emplace_back("/");
      first.insert(first.end(), second.begin(), second.end());
    }
    return first;
  };
  auto shares = sim.shares(dir, {"-a", "-e", "-s"}, with_archive(current, archived));
  if (!archived.empty()) {
    auto back = sim.shares(dir, {"-e", "-S"}, with_archive(archived, current));
    shares.insert(shares.end(), back.begin(), back.end());
  }
  const auto runs = sim.runs(dir, {"-e", "-s"}, with_archive(current, archived));

  // Every pair with a team of this year, found or not.
  std::map<std::pair<std::size_t, std::size_t>, team_pair> pairs;
  auto pair_of = [&](std::size_t x, std::size_t y) -> team_pair* {
    if (x == y || x >= codes.size() || y >= codes.size()) return nullptr;
    if (codes[x].archived && codes[y].archived) return nullptr;
    // a is this year's; between two of this year's, the first in the class.
    const bool swap = codes[x].archived || (!codes[y].archived && y < x);
    const auto key = swap ? std::pair{y, x} : std::pair{x, y};
    auto& p = pairs[key];
    p.problem = problem;
    p.a = key.first;
    p.b = key.second;
    return &p;
  };
  for (std::size_t x = 0; x < codes.size(); ++x) {
    for (std::size_t y = x + 1; y < codes.size(); ++y) static_cast<void>(pair_of(x, y));
  }
  for (const auto& s : shares) {
    const auto x = index_of(s.file, 'm');
    const auto y = index_of(s.other, 'm');
    if (!x || !y) continue;
    if (auto* p = pair_of(*x, *y)) (p->a == *x ? p->a_in_b : p->b_in_a) = s.percent;
  }
  for (const auto& r : runs) {
    const auto x = index_of(r.file_a, 'm');
    const auto y = index_of(r.file_b, 'm');
    if (!x || !y) continue;
    if (auto* p = pair_of(*x, *y)) {
      // Lines from 0, each side's own.
      const bool straight = p->a == *x;
      const matched_run m{(straight ? r.a_first : r.b_first) - 1, (straight ? r.a_last : r.b_last) - 1,
                          (straight ? r.b_first : r.a_first) - 1, (straight ? r.b_last : r.a_last) - 1,
                          r.tokens};
      p->runs.push_back(m);
    }
  }
  for (auto& [key, p] : pairs) {
    std::sort(p.runs.begin(), p.runs.end(),
              [](const matched_run& l, const matched_run& r) { return l.a_first < r.a_first; });
    p.lines_a = covered_lines(p.runs, true);
    p.lines_b = covered_lines(p.runs, false);
    p.suspicious = p.share() >= threshold;
    result.pairs.push_back(std::move(p));
  }
  std::stable_sort(result.pairs.begin(), result.pairs.end(),
                   [](const team_pair& l, const team_pair& r) { return l.share() > r.share(); });
  return result;
}

}  // namespace

class_comparison compare_class(const compare_options& options) {
  const sim_tool sim(options.min_run);  // first: a missing tool is said before anything is read
  class_comparison c;
  c.threshold = options.threshold;
  c.min_run = options.min_run;
  auto teams = load_teams(options.class_dir, false, c);
  c.teams = pipeline::team_folders(options.class_dir).size();
  for (const auto& dir : options.archives) {
    auto old = load_teams(dir, true, c);
    std::move(old.begin(), old.end(), std::back_inserter(teams));
  }
  const pipeline::work_area work;
  for (const auto& problem : options.problems) {
    std::vector<team_code> codes;
    std::size_t current = 0;
    for (const auto& t : teams) {
      if (auto code = code_of(t, problem, c.notes)) {
        if (!code->archived) ++current;
        codes.push_back(std::move(*code));
      }
    }
    if (current == 0) {
      c.notes.push_back(problem + ": no team of the class has code for it");
      continue;
    }
    if (codes.size() < 2) {
      c.notes.push_back(problem + ": only team " + visible_name(codes.front().label) +
                        " has code for it: no pair to compare");
      continue;
    }
    const auto base = base_texts(options, problem, c.notes);
    c.problems.push_back(compare_problem(problem, std::move(codes), base, sim,
                                         work.root() / "similarity" / problem, options.threshold));
  }
  return c;
}

std::vector<const team_pair*> ranked_pairs(const class_comparison& c) {
  std::vector<const team_pair*> all;
  for (const auto& p : c.problems) {
    for (const auto& pair : p.pairs) all.push_back(&pair);
  }
  std::stable_sort(all.begin(), all.end(),
                   [](const team_pair* l, const team_pair* r) { return l->share() > r->share(); });
  return all;
}

}  // namespace grader::similarity
