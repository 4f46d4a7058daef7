#include "grader/problems/peg_solitaire.hpp"

#include "framework/core/checks.hpp"
#include "framework/core/probe.hpp"
#include "framework/core/yaml_input.hpp"
#include "framework/peg_solitaire/hooks.hpp"
#include "framework/peg_solitaire/json_io.hpp"
#include "framework/peg_solitaire/rules.hpp"
#include "framework/peg_solitaire/yaml_io.hpp"
#include "reference/peg_solitaire/fast_solver.hpp"

#include <algorithm>
#include <chrono>
#include <initializer_list>
#include <map>
#include <memory>
#include <mutex>
#include <sstream>
#include <stdexcept>

namespace grader::problems {

namespace {

namespace fs = std::filesystem;
namespace ps = peg_solitaire;
using framework::yaml_cursor;
using nlohmann::json;
using ps::rules;

// The fast solver is trusted to finish on every board a course uses; this cap
// only keeps a mistyped giant board from hanging `grader validate`.
constexpr std::uint64_t kFastNodeLimit = 2'000'000'000;
// How many items of one kind a feedback message lists before "and N more":
// a student needs the first few, and reports stay small.
constexpr std::size_t kListLimit = 4;
// Untrusted output quoted in a message is cut to this many characters.
constexpr std::size_t kQuoteLimit = 120;

// ---------------------------------------------------------------- helpers

std::string quote(const json& j) {
  std::string text = j.dump();
  if (text.size() > kQuoteLimit) text = text.substr(0, kQuoteLimit) + "...";
  return text;
}

std::string plural(std::size_t n, const std::string& word) {
  return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

// "a, b, c and 3 more"
std::string list_some(const std::vector<std::string>& items, std::size_t limit = kListLimit) {
  std::string text;
  for (std::size_t i = 0; i < items.size() && i < limit; ++i) {
    if (i > 0) text += ", ";
    text += items[i];
  }
  if (items.size() > limit) text += " and " + std::to_string(items.size() - limit) + " more";
  return text;
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// Renders boards next to each other under their titles: three small boards
// side by side fit a terminal and a report far better than stacked.
std::string side_by_side(const std::vector<std::pair<std::string, const ps::board*>>& columns) {
  std::vector<std::vector<std::string>> blocks;
  std::vector<std::size_t> widths;
  std::size_t height = 0;
  for (const auto& [title, b] : columns) {
    auto lines = split_lines(ps::render(*b));
    lines.insert(lines.begin(), title);
    std::size_t width = 0;
    for (const auto& l : lines) width = std::max(width, l.size());
    height = std::max(height, lines.size());
    blocks.push_back(std::move(lines));
    widths.push_back(width);
  }
  std::string text;
  for (std::size_t row = 0; row < height; ++row) {
    std::string line;
    for (std::size_t c = 0; c < blocks.size(); ++c) {
      const std::string cell = row < blocks[c].size() ? blocks[c][row] : "";
      line += cell;
      if (c + 1 < blocks.size()) line += std::string(widths[c] - cell.size() + 4, ' ');
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    text += line + '\n';
  }
  return text;
}

std::vector<std::string> describe_all(const std::vector<ps::move>& moves) {
  std::vector<std::string> out;
  out.reserve(moves.size());
  for (const auto& m : moves) out.push_back(ps::to_string(m));
  return out;
}

std::vector<ps::move> parse_move_strings(const json& strings) {
  std::vector<ps::move> out;
  for (const auto& s : strings) {
    const auto m = ps::parse_move(s.get<std::string>());
    if (!m) throw std::invalid_argument("bad move " + s.dump());
    out.push_back(*m);
  }
  return out;
}

std::vector<bool> no_goal(const ps::board& b) { return std::vector<bool>(b.shape().hole_count(), false); }

ps::board with_pegs(const ps::board& shape_of, const std::vector<bool>& pegs) {
  return {shape_of.shape_ptr(), pegs, shape_of.goal_mask()};
}

// The goal drawn as a position, for showing it beside a final position.
ps::board goal_board(const ps::board& b) { return {b.shape_ptr(), b.goal_mask(), b.goal_mask()}; }

std::size_t goal_pegs(const ps::board& b) { return b.goal_pegs().size(); }

// The framework's rules, except that apply and undo rebuild the board from its
// peg mask instead of calling remove_peg/place_peg. Board edits report to the
// probe, which is process-wide on purpose (a student cannot hide a search in a
// thread), and the pipeline judges cases from several threads: judging must
// not touch it. Rebuilding costs O(holes) per move, nothing beside a run.
struct quiet_rules : rules {
  static void apply(ps::board& b, const ps::move& m) { edit(b, {m.from, m.over}, {m.to}); }
  static void undo(ps::board& b, const ps::move& m) { edit(b, {m.to}, {m.over, m.from}); }

 private:
  // With the checks of remove_peg and place_peg.
  static void edit(ps::board& board, std::initializer_list<ps::cell> removed,
                   std::initializer_list<ps::cell> placed) {
    auto pegs = board.peg_mask();
    for (const ps::cell c : removed) {
      if (!board.has_peg(c)) throw framework::rule_violation(framework::to_string(c) + " holds no peg");
      pegs[board.shape().index(c)] = false;
    }
    for (const ps::cell c : placed) {
      if (!board.is_empty(c))
        throw framework::rule_violation(framework::to_string(c) + " is not an empty hole");
      pegs[board.shape().index(c)] = true;
    }
    board = ps::board(board.shape_ptr(), std::move(pegs), board.goal_mask());
  }
};
static_assert(framework::backtracking_rules<quiet_rules>);

// Output a runner produced is untrusted: anything that does not decode is the
// student's malformed output, never a grader crash.
class malformed : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

const json& output_field(const json& output, const char* key) {
  if (!output.is_object() || !output.contains(key)) {
    throw malformed(std::string("expected an object with '") + key + "', got " + quote(output));
  }
  return output.at(key);
}

std::vector<ps::move> untrusted_moves(const json& j) {
  try {
    return ps::moves_from_json(j);
  } catch (const std::exception& e) {
    throw malformed(std::string(e.what()).substr(0, kQuoteLimit));
  }
}

ps::board untrusted_board(const json& j, const ps::board& expected_shape) {
  try {
    ps::board b = ps::board_from_json(j);
    if (!(b.shape() == expected_shape.shape())) throw malformed("the board's shape changed");
    return b;
  } catch (const malformed&) {
    throw;
  } catch (const std::exception& e) {
    throw malformed(std::string("not a board: ") + std::string(e.what()).substr(0, kQuoteLimit));
  }
}

// ------------------------------------------------------------ board files

bool is_board_name(std::string_view text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), [](char ch) {
    return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '-' || ch == '_';
  });
}

ps::board load_board_file(const fs::path& file) {
  const auto root = yaml_cursor::load_file(file);
  if (!root.is_map()) root.fail("a board file is a map with name, description, source and layout");
  root.allow_only({"name", "description", "source", "layout"});
  for (const char* key : {"name", "description", "source"}) {
    if (auto v = root.find(key)) (void)v->as_string();
  }
  return ps::parse_layout(root.at("layout"));
}

// Parsed board files, so a suite of forty cases on the English board reads
// and parses english.yaml once. Entries are checked against the file's time
// and size, so an edited board is picked up by a long-lived process.
class board_cache {
 public:
  ps::board get(const yaml_cursor& at, const fs::path& problem_dir, const std::string& name) {
    const fs::path file = problem_dir / "boards" / (name + ".yaml");
    std::error_code ec;
    const auto time = fs::last_write_time(file, ec);
    if (ec)
      at.fail("no board file " + file.string() + " (" + available(problem_dir) +
              "); to draw a board here instead, write its rows with spaces or as a block (|)");
    const auto size = fs::file_size(file, ec);
    const std::string key = fs::weakly_canonical(file, ec).string();
    {
      const std::lock_guard lock(mutex_);
      if (const auto it = files_.find(key);
          it != files_.end() && it->second.time == time && it->second.size == size) {
        return *it->second.drawing;
      }
    }
    auto drawing = std::make_shared<const ps::board>(load_board_file(file));
    const std::lock_guard lock(mutex_);
    files_[key] = {time, size, drawing};
    return *drawing;
  }

 private:
  static std::string available(const fs::path& problem_dir) {
    std::vector<std::string> names;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(problem_dir / "boards", ec)) {
      if (entry.path().extension() == ".yaml") names.push_back(entry.path().stem().string());
    }
    std::sort(names.begin(), names.end());
    return names.empty() ? "there are no board files in " + (problem_dir / "boards").string()
                         : "known boards: " + list_some(names, 50);
  }

  struct entry {
    fs::file_time_type time;
    std::uintmax_t size = 0;
    std::shared_ptr<const ps::board> drawing;
  };
  std::mutex mutex_;
  std::map<std::string, entry> files_;
};

// --------------------------------------------------- the model answer, capped

struct model_cap_reached {};

[[noreturn]] void stop_model(std::uint64_t) { throw model_cap_reached{}; }

struct model_run {
  std::optional<std::uint64_t> nodes;  // nullopt: stopped by the cap
  double seconds = 0;
};

// Runs the model answer's hook in process with the probe counting, as the
// runner does for a student. The cap's handler throws, unwinding the model's
// recursion (its board is a local copy, so nothing is left half-edited).
// The probe is process-wide: do not consult the reference from two threads.
template <class Call>
model_run run_model(std::uint64_t cap, Call&& call) {
  struct probe_reset {
    ~probe_reset() { framework::probe::reset(); }
  } reset_at_exit;
  framework::probe::reset(&rules::nodes, cap == 0 ? UINT64_MAX : cap, cap == 0 ? nullptr : &stop_model);
  const auto start = std::chrono::steady_clock::now();
  model_run run;
  try {
    call();
    run.nodes = framework::probe::nodes();
  } catch (const model_cap_reached&) {}
  run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return run;
}

// ----------------------------------------------------------------- driver

class driver final : public problem_driver {
 public:
  [[nodiscard]] std::string_view name() const override { return "peg_solitaire"; }
  [[nodiscard]] std::vector<std::string_view> hooks() const override {
    return {"valid_moves", "apply_move", "undo_move", "solve"};
  }
  [[nodiscard]] std::vector<std::string_view> case_fields() const override {
    return {"board", "position", "move", "start", "goal", "expect"};
  }

  void parse_case(const yaml_cursor& at, const fs::path& problem_dir, test_case& tc) const override;
  [[nodiscard]] judgement judge(const test_case& tc, const json& output) const override;
  [[nodiscard]] reference_report consult_reference(const test_case& tc,
                                                   std::uint64_t node_cap) const override;
  [[nodiscard]] std::string show(const test_case& tc, const std::optional<json>& output) const override;

 private:
  ps::board read_board(const yaml_cursor& at, const fs::path& problem_dir) const;
  void parse_hook_case(const yaml_cursor& at, const ps::board& drawing, test_case& tc) const;
  void parse_solve_case(const yaml_cursor& at, const ps::board& drawing, test_case& tc) const;

  mutable board_cache boards_;
};

// --------------------------------------------------------------- parsing

void reject(const yaml_cursor& at, const char* key, const std::string& why) {
  if (auto found = at.find(key)) found->fail(why);
}

ps::board driver::read_board(const yaml_cursor& at, const fs::path& problem_dir) const {
  // One field for both forms, so a case's drawing overrides a suite default
  // board naturally. A single word is a file name; a drawing has spaces or rows.
  if (at.is_scalar() && is_board_name(at.as_string())) return boards_.get(at, problem_dir, at.as_string());
  return ps::parse_layout(at);
}

void driver::parse_case(const yaml_cursor& at, const fs::path& problem_dir, test_case& tc) const {
  const ps::board drawing = read_board(at.at("board"), problem_dir);
  if (tc.hook == "solve") {
    parse_solve_case(at, drawing, tc);
  } else {
    parse_hook_case(at, drawing, tc);
  }
}

void driver::parse_hook_case(const yaml_cursor& at, const ps::board& drawing, test_case& tc) const {
  const std::string for_solve = "is for solve cases; a " + tc.hook + " case gives its board as 'position'";
  reject(at, "start", for_solve);
  reject(at, "goal", for_solve);

  std::vector<bool> pegs = drawing.peg_mask();
  if (auto p = at.find("position")) pegs = ps::parse_position(*p, drawing);
  const ps::board position(drawing.shape_ptr(), pegs, no_goal(drawing));
  const auto expect_at = at.find("expect");
  if (expect_at && !expect_at->is_map()) expect_at->fail("should be a map (see docs/testcases.md)");

  if (tc.hook == "valid_moves") {
    reject(at, "move", "is for apply_move and undo_move cases");
    std::vector<ps::move> expected = rules::legal_moves(position);
    std::string order = "any";
    if (expect_at) {
      expect_at->allow_only({"moves", "order"});
      if (auto o = expect_at->find("order")) order = o->as_choice({"canonical", "any"});
      if (auto listed = expect_at->find("moves")) {
        expected.clear();
        for (const auto& item : listed->items()) {
          const ps::move m = ps::parse_move(item);
          if (std::find(expected.begin(), expected.end(), m) != expected.end())
            item.fail("lists " + ps::to_string(m) + " twice");
          expected.push_back(m);
        }
      } else if (auto empty = expect_at->node()["moves"]; empty.IsDefined() && empty.IsNull()) {
        expected.clear();  // `moves:` with nothing after it: no legal move
      }
    }
    tc.input = {{"board", ps::to_json(position)}};
    tc.expected = {{"moves", describe_all(expected)}, {"order", order}};
    return;
  }

  const yaml_cursor move_at = at.at("move");
  const ps::move m = ps::parse_move(move_at);
  if (auto why = rules::why_illegal(position, m)) move_at.fail("is not legal on this position: " + *why);
  ps::board after = position;
  quiet_rules::apply(after, m);

  if (tc.hook == "apply_move") {
    ps::board expected = after;
    if (expect_at) {
      expect_at->allow_only({"position"});
      if (auto p = expect_at->find("position"))
        expected = with_pegs(position, ps::parse_position(*p, drawing));
    }
    tc.input = {{"board", ps::to_json(position)}, {"move", ps::to_json(m)}};
    tc.expected = {{"board", ps::to_json(expected)}};
  } else {
    reject(at, "expect",
           "undo_move cases need no 'expect': undo_move receives the position after 'move' and "
           "must restore 'position' exactly");
    tc.input = {{"board", ps::to_json(after)}, {"move", ps::to_json(m)}};
    tc.expected = {{"board", ps::to_json(position)}};
  }
}

void driver::parse_solve_case(const yaml_cursor& at, const ps::board& drawing, test_case& tc) const {
  reject(at, "position", "is for hook cases; a solve case gives 'start' (and 'goal')");
  reject(at, "move", "is for apply_move and undo_move cases");

  std::vector<bool> start = drawing.peg_mask();
  if (auto s = at.find("start")) start = ps::parse_position(*s, drawing);
  if (std::count(start.begin(), start.end(), true) == 0) {
    (at.find("start") ? *at.find("start") : at.at("board")).fail("the start position has no pegs");
  }

  const yaml_cursor goal_at = at.at("goal");
  std::vector<bool> goal;
  if (goal_at.is_scalar() && goal_at.as_string() == "complement") {
    goal = start;
    goal.flip();
  } else {
    goal = ps::parse_position(goal_at, drawing);
  }
  if (std::count(goal.begin(), goal.end(), true) == 0)
    goal_at.fail("leaves no peg: a goal needs at least one");

  const yaml_cursor expect_at = at.at("expect");
  if (!expect_at.is_map()) expect_at.fail("should be a map: { solvable: true } or { solvable: false }");
  expect_at.allow_only({"solvable"});
  const bool solvable = expect_at.at("solvable").as_bool();

  const ps::board b(drawing.shape_ptr(), start, goal);
  tc.input = {{"board", ps::to_json(b)}};
  tc.expected = {{"solvable", solvable}};
}

// --------------------------------------------------------------- judging

judgement judge_valid_moves(const test_case& tc, const ps::board& b, const json& output) {
  const auto expected = parse_move_strings(tc.expected.at("moves"));
  const bool canonical = tc.expected.at("order") == "canonical";
  const auto actual = untrusted_moves(output_field(output, "moves"));

  const auto report = framework::compare_moves<rules>(expected, actual, canonical);
  if (report.ok()) return {verdict::accepted, "all " + plural(expected.size(), "legal jump") + " returned"};

  std::vector<std::string> lines;
  if (!report.missing.empty()) {
    lines.push_back(report.missing.size() == 1
                        ? "valid_moves misses the jump " + report.missing.front()
                        : "valid_moves misses " + plural(report.missing.size(), "legal jump") + ": " +
                              list_some(report.missing));
  }
  // Extras come with the rule they break, which is what the student must fix.
  auto sorted = actual;
  std::sort(sorted.begin(), sorted.end());
  sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
  std::size_t extras = 0;
  for (const auto& m : sorted) {
    if (std::find(expected.begin(), expected.end(), m) != expected.end()) continue;
    if (++extras > kListLimit) continue;
    const auto why = rules::why_illegal(b, m);
    lines.push_back("valid_moves returns " + ps::to_string(m) +
                    (why ? ", which is not legal: " + *why : ", which this case does not expect"));
  }
  if (extras > kListLimit)
    lines.push_back("... and " + std::to_string(extras - kListLimit) + " more moves that are not legal");
  for (std::size_t i = 0; i < report.duplicated.size() && i < kListLimit; ++i) {
    const auto m = ps::parse_move(report.duplicated[i]);
    const auto times = m ? std::count(actual.begin(), actual.end(), *m) : 2;
    lines.push_back("valid_moves returns " + report.duplicated[i] + " " +
                    (times == 2 ? std::string("twice") : std::to_string(times) + " times"));
  }
  if (report.order)
    lines.push_back("valid_moves returns the right jumps in the wrong order: " + *report.order);

  std::string feedback;
  for (const auto& l : lines) feedback += l + '\n';
  feedback += "on this position:\n" + ps::render(b);
  return {verdict::wrong_answer, feedback};
}

// Why a cell differs, in terms of the move, so the student sees which of the
// three edits went wrong.
std::string explain_cell(const std::string& hook, const ps::move& m, ps::cell c, bool want_peg) {
  const bool apply = hook == "apply_move";
  const std::string where = framework::to_string(c);
  if (want_peg) {
    std::string line = hook + " left " + where + " empty";
    if (apply && c == m.to) line += "; the jumping peg should land there";
    if (!apply && c == m.over) line += "; it should put back the jumped peg there";
    if (!apply && c == m.from) line += "; the jumping peg should return there";
    return line;
  }
  std::string line = hook + " should leave " + where + " empty but it still holds a peg";
  if (apply && c == m.from) line += " (the jumping peg leaves it)";
  if (apply && c == m.over) line += " (the jumped peg is removed)";
  if (!apply && c == m.to) line += " (the jumping peg goes back to " + framework::to_string(m.from) + ")";
  return line;
}

judgement judge_edit(const test_case& tc, const ps::board& given, const json& output) {
  const ps::board expected = ps::board_from_json(tc.expected.at("board"));
  const ps::move m = ps::move_from_json(tc.input.at("move"));
  const ps::board actual = untrusted_board(output_field(output, "board"), expected);
  if (actual == expected) return {verdict::accepted, tc.hook + " " + ps::to_string(m) + " is right"};

  std::vector<std::string> lines;
  for (const ps::cell c : expected.cells()) {
    const bool want = expected.has_peg(c);
    if (want != actual.has_peg(c)) lines.push_back(explain_cell(tc.hook, m, c, want));
  }
  std::string feedback;
  for (std::size_t i = 0; i < lines.size() && i < kListLimit; ++i) feedback += lines[i] + '\n';
  if (lines.size() > kListLimit)
    feedback += "... and " + std::to_string(lines.size() - kListLimit) + " more holes differ\n";
  const bool apply = tc.hook == "apply_move";
  feedback += side_by_side({{apply ? "before " + ps::to_string(m) : "after " + ps::to_string(m), &given},
                            {apply ? "expected" : "expected (restored)", &expected},
                            {"your board", &actual}});
  return {verdict::wrong_answer, feedback};
}

judgement judge_solve(const test_case& tc, const ps::board& start, const json& output) {
  const bool solvable = tc.expected.at("solvable").get<bool>();
  const json& solution = output_field(output, "solution");
  if (solution.is_null()) {
    if (!solvable) return {verdict::accepted, "correct: there is no solution"};
    return {verdict::wrong_answer,
            "your solve says there is no solution, but there is one: the reference solves it in " +
                plural(start.peg_count() - std::min(start.peg_count(), goal_pegs(start)), "move")};
  }
  const auto moves = untrusted_moves(solution);
  const auto failure = framework::replay<quiet_rules>(start, moves);
  if (!failure) {
    if (solvable)
      return {verdict::accepted, "the solution's " + plural(moves.size(), "move") + " reach the goal"};
    // A replayed solution is a proof: the case's expectation is wrong. That is
    // the grader's fault (judge_error), never charged to the team.
    return {verdict::judge_error,
            "your solution replays correctly to the goal, but this case says there is none: "
            "the case is wrong, not your code (`grader validate` reports it)"};
  }
  // The position where the replay stopped, shown so the student can see why.
  ps::board reached = start;
  for (std::size_t i = 0; i + 1 < failure->index && i < moves.size(); ++i)
    quiet_rules::apply(reached, moves[i]);
  if (failure->index <= moves.size()) {
    return {verdict::illegal_move, failure->reason + "\nthe position before move " +
                                       std::to_string(failure->index) + ":\n" + ps::render(reached)};
  }
  std::string feedback = failure->reason + '\n';
  if (!solvable) feedback += "(this case has no solution: solve should return none)\n";
  const ps::board goal = goal_board(start);
  feedback += side_by_side({{"your final position", &reached}, {"the goal", &goal}});
  return {verdict::invalid_solution, feedback};
}

judgement driver::judge(const test_case& tc, const json& output) const {
  // The case was built by the grader: failing to decode it is the grader's
  // fault (judge_error), never the student's.
  std::optional<ps::board> given;
  try {
    given = ps::board_from_json(tc.input.at("board"));
  } catch (const std::exception& e) {
    return {verdict::judge_error, "the case " + tc.id + " has a bad input board: " + e.what()};
  }
  try {
    if (tc.hook == "valid_moves") return judge_valid_moves(tc, *given, output);
    if (tc.hook == "apply_move" || tc.hook == "undo_move") return judge_edit(tc, *given, output);
    if (tc.hook == "solve") return judge_solve(tc, *given, output);
    return {verdict::judge_error, "peg_solitaire has no hook '" + tc.hook + "'"};
  } catch (const malformed& e) {
    return {verdict::wrong_answer, tc.hook + " returned malformed output: " + e.what()};
  } catch (const std::exception& e) {
    return {verdict::judge_error, "judging " + tc.id + " failed: " + e.what()};
  }
}

// ------------------------------------------------------ consulting the reference

void compare_with_rules(const std::string& what, const std::vector<ps::move>& expected,
                        const std::vector<ps::move>& claimed, const ps::board& b, bool check_order,
                        std::vector<std::string>& out) {
  for (const auto& m : expected) {
    if (std::find(claimed.begin(), claimed.end(), m) == claimed.end()) {
      out.push_back(what + " lacks the legal jump " + ps::to_string(m));
    }
  }
  for (const auto& m : claimed) {
    if (std::find(expected.begin(), expected.end(), m) != expected.end()) continue;
    const auto why = rules::why_illegal(b, m);
    out.push_back(what + " lists " + ps::to_string(m) + ", which is not legal: " + why.value_or("?"));
  }
  if (check_order && out.empty() && claimed != expected) {
    for (std::size_t i = 0; i < expected.size() && i < claimed.size(); ++i) {
      if (!(expected[i] == claimed[i])) {
        out.push_back(what + " is not in canonical order: position " + std::to_string(i + 1) + " should be " +
                      ps::to_string(expected[i]) + ", not " + ps::to_string(claimed[i]));
        break;
      }
    }
  }
}

void compare_boards(const std::string& what, const ps::board& truth, const ps::board& claimed,
                    std::vector<std::string>& out) {
  for (const auto& d : rules::differences(truth, claimed)) out.push_back(what + ": " + d);
}

void check_node_expectation(const test_case& tc, const model_run& model, std::uint64_t cap,
                            std::vector<std::string>& out) {
  if (!tc.nodes.reference) return;
  const auto reference = *tc.nodes.reference;
  if (!model.nodes) {
    out.push_back("nodes.reference is " + std::to_string(reference) +
                  " but the model answer did not finish within " + std::to_string(cap) +
                  " nodes, so it cannot be checked (raise --node-cap)");
  } else if (*model.nodes != reference) {
    out.push_back("nodes.reference is " + std::to_string(reference) + " but the model answer explores " +
                  std::to_string(*model.nodes) + " nodes");
  }
}

json model_json(const model_run& model, std::uint64_t cap) {
  json j = {{"finished", model.nodes.has_value()}, {"seconds", model.seconds}, {"node_cap", cap}};
  j["nodes"] = model.nodes ? json(*model.nodes) : json(nullptr);
  return j;
}

reference_report driver::consult_reference(const test_case& tc, std::uint64_t node_cap) const {
  reference_report report;
  auto& out = report.disagreements;
  const ps::board given = ps::board_from_json(tc.input.at("board"));
  model_run model;

  if (tc.hook == "valid_moves") {
    const auto truth = rules::legal_moves(given);
    const auto expected = parse_move_strings(tc.expected.at("moves"));
    compare_with_rules("expect.moves", truth, expected, given, tc.expected.at("order") == "canonical", out);
    std::vector<ps::move> answer;
    model = run_model(node_cap, [&] { answer = ps::valid_moves(given); });
    compare_with_rules("the model answer's valid_moves", truth, answer, given, true, out);
    report.details = {{"moves", describe_all(truth)}, {"output", {{"moves", ps::to_json(truth)}}}};
  } else if (tc.hook == "apply_move" || tc.hook == "undo_move") {
    const ps::move m = ps::move_from_json(tc.input.at("move"));
    const ps::board expected = ps::board_from_json(tc.expected.at("board"));
    ps::board truth = given;
    ps::board answer = given;
    try {
      if (tc.hook == "apply_move") {
        if (auto why = rules::why_illegal(given, m))
          out.push_back("the move " + ps::to_string(m) + " is not legal here: " + *why);
        quiet_rules::apply(truth, m);
      } else {
        quiet_rules::undo(truth, m);
      }
    } catch (const framework::rule_violation& e) {
      out.push_back(tc.hook + " " + ps::to_string(m) + " cannot be made on the case's board: " + e.what());
      return report;
    }
    compare_boards(
        tc.hook == "apply_move" ? "expect.position disagrees with the rules" : "the case's position", truth,
        expected, out);
    model = run_model(node_cap, [&] {
      if (tc.hook == "apply_move") {
        ps::apply_move(answer, m);
      } else {
        ps::undo_move(answer, m);
      }
    });
    compare_boards("the model answer's " + tc.hook, truth, answer, out);
    report.details = {{"output", {{"board", ps::to_json(truth)}}}};
  } else if (tc.hook == "solve") {
    const bool expected = tc.expected.at("solvable").get<bool>();
    const std::size_t moves_needed = given.peg_count() - std::min(given.peg_count(), goal_pegs(given));
    ps::fast::options opts;
    opts.node_limit = kFastNodeLimit;
    ps::fast::result fast;
    {
      const framework::probe::pause not_a_search;
      fast = ps::fast::solve(given, opts);
    }
    if (!fast.decided) {
      out.push_back("the fast solver could not decide within " + std::to_string(kFastNodeLimit) +
                    " nodes whether this is solvable");
    } else if (fast.solvable != expected) {
      out.push_back(
          expected
              ? "expect.solvable is true, but the reference proves there is no solution (" + fast.reason + ")"
              : "expect.solvable is false, but the reference solves it in " + plural(moves_needed, "move"));
    }
    if (fast.decided && fast.solvable) {
      if (auto failure = framework::replay<quiet_rules>(given, fast.solution)) {
        out.push_back("the fast solver's solution fails the replay: " + failure->reason);
      }
    }

    std::optional<std::vector<ps::move>> answer;
    model = run_model(node_cap, [&] {
      ps::board b = given;
      answer = ps::solve(b);
    });
    if (model.nodes) {
      if (answer.has_value() != expected) {
        out.push_back(std::string("the model answer says the case is ") +
                      (answer ? "solvable" : "unsolvable") + ", against expect.solvable");
      }
      if (answer) {
        if (auto failure = framework::replay<quiet_rules>(given, *answer)) {
          out.push_back("the model answer's solution fails the replay: " + failure->reason);
        }
      }
    }
    // A budget no reference meets would fail every team: the model answer
    // (canonical order) and the fast solver (pruning) are two ways to meet it.
    if (tc.nodes.budget && fast.decided && *tc.nodes.budget < fast.nodes &&
        (!model.nodes || *tc.nodes.budget < *model.nodes)) {
      out.push_back("nodes.budget is " + std::to_string(*tc.nodes.budget) +
                    " but neither reference stays within it: " + "the fast solver explores " +
                    std::to_string(fast.nodes) + " nodes, the model answer " +
                    (model.nodes ? std::to_string(*model.nodes) + " nodes" : std::string("did not finish")));
    }
    // Prefer the fast solver's solution; the model's when only it finished.
    std::optional<std::vector<ps::move>> shown;
    if (fast.decided) {
      if (fast.solvable) shown = fast.solution;
    } else if (model.nodes) {
      shown = answer;
    }
    const bool known = fast.decided || model.nodes.has_value();
    report.details = {
        {"decided", fast.decided},
        {"solvable", fast.decided ? json(fast.solvable) : json(nullptr)},
        {"reason", fast.reason},
        {"solution", shown ? json(describe_all(*shown)) : json(nullptr)},
        {"fast", {{"nodes", fast.nodes}, {"memo_entries", fast.memo_entries}, {"seconds", fast.seconds}}},
    };
    if (known) report.details["output"] = {{"solution", shown ? ps::to_json(*shown) : json(nullptr)}};
  } else {
    out.push_back("peg_solitaire has no hook '" + tc.hook + "'");
  }

  report.model_nodes = model.nodes;
  report.details["model"] = model_json(model, node_cap);
  check_node_expectation(tc, model, node_cap, out);
  return report;
}

// ------------------------------------------------------------------ show

std::string show_moves_played(const ps::board& start, const json& solution) {
  std::string text;
  if (solution.is_null()) return "no solution\n";
  std::vector<ps::move> moves;
  try {
    moves = ps::moves_from_json(solution);
  } catch (const std::exception& e) {
    return std::string("malformed solution: ") + e.what() + '\n';
  }
  ps::board b = start;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    text += "move " + std::to_string(i + 1) + ": " + ps::to_string(moves[i]);
    if (auto why = rules::why_illegal(b, moves[i])) return text + " is illegal: " + *why + '\n';
    quiet_rules::apply(b, moves[i]);
    text += '\n' + ps::render(b);
  }
  if (b.is_goal()) {
    text += "the goal is reached after " + plural(moves.size(), "move") + '\n';
  } else {
    const auto diff = rules::goal_differences(b);
    text += "after " + plural(moves.size(), "move") + " the position is not the goal" +
            (diff.empty() ? std::string() : ": " + diff.front()) + '\n';
  }
  return text;
}

std::string driver::show(const test_case& tc, const std::optional<json>& output) const {
  std::string text = tc.id + " (" + tc.hook + ")";
  if (!tc.description.empty()) text += ": " + tc.description;
  text += '\n';
  const ps::board given = ps::board_from_json(tc.input.at("board"));

  if (tc.hook == "valid_moves") {
    text += "position:\n" + ps::render(given);
    text += "legal jumps (" + tc.expected.at("order").get<std::string>() + " order): ";
    const auto expected = tc.expected.at("moves").get<std::vector<std::string>>();
    text += (expected.empty() ? std::string("none") : list_some(expected, 64)) + '\n';
    if (output && output->contains("moves")) {
      try {
        const auto answer = describe_all(ps::moves_from_json(output->at("moves")));
        text += answer == expected ? "answer: exactly these\n" : "answer: " + list_some(answer, 64) + '\n';
      } catch (const std::exception& e) {
        text += std::string("answer: malformed moves: ") + e.what() + '\n';
      }
    }
    return text;
  }
  if (tc.hook == "apply_move" || tc.hook == "undo_move") {
    const ps::move m = ps::move_from_json(tc.input.at("move"));
    const ps::board expected = ps::board_from_json(tc.expected.at("board"));
    std::optional<ps::board> answer;
    if (output && output->contains("board")) {
      try {
        answer = ps::board_from_json(output->at("board"));
      } catch (const std::exception&) {
        text += "answer: not a board\n";
      }
    }
    std::vector<std::pair<std::string, const ps::board*>> columns{
        {(tc.hook == "apply_move" ? "before " : "after ") + ps::to_string(m), &given},
        {tc.hook == "apply_move" ? "after" : "restored", &expected}};
    if (answer && !(*answer == expected)) columns.emplace_back("answer", &*answer);
    return text + side_by_side(columns);
  }
  const ps::board goal = goal_board(given);
  text += side_by_side({{"start", &given}, {"goal", &goal}});
  text +=
      "expect: " + std::string(tc.expected.at("solvable").get<bool>() ? "solvable" : "no solution") + '\n';
  if (output && output->contains("solution")) text += show_moves_played(given, output->at("solution"));
  return text;
}

}  // namespace

const problem_driver& peg_solitaire_driver() {
  static const driver instance;
  return instance;
}

}  // namespace grader::problems
