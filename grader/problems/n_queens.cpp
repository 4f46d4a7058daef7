// The N-queens driver: boards in YAML (a size, a drawing, queens listed, and
// the lecture version), seed 003's in_jeopardy and place_queens, and the fast
// counting reference behind solve and count_solutions cases. valid_moves,
// apply_move, undo_move, solve and count_solutions are judged by the generic
// rules_driver. The case fields are documented in docs/testcases.md.

#include "framework/n_queens/hooks.hpp"
#include "framework/n_queens/rules.hpp"
#include "framework/n_queens/yaml_io.hpp"
#include "grader/core/reference_build.hpp"
#include "grader/core/rules_driver.hpp"
#include "grader/problems/n_queens_picture.hpp"
#if BT_WITH_REFERENCE
#include "reference/n_queens/fast_counter.hpp"
#endif

namespace grader::problems {

namespace {

namespace fs = std::filesystem;
namespace nq = n_queens;
using framework::yaml_cursor;
using nlohmann::json;
using nq::rules;

#if BT_WITH_REFERENCE
std::vector<std::pair<int, int>> queens_of(const nq::chessboard& b) {
  std::vector<std::pair<int, int>> out;
  for (const auto s : b.queens()) out.emplace_back(s.row, s.col);
  return out;
}
#endif

#if BT_WITH_REFERENCE
// The queens of a full board that the start did not have, in row order: the
// order a row-by-row search places them, and a legal order in either variant.
std::vector<nq::square> completion_moves(const nq::chessboard& start, const std::vector<int>& columns) {
  std::vector<nq::square> moves;
  for (int row = 0; row < start.size(); ++row) {
    if (!start.row_has_queen(row)) moves.push_back({row, columns[static_cast<std::size_t>(row)]});
  }
  return moves;
}
#endif

class driver final : public rules_driver<rules> {
 public:
  driver() {
    add_custom({"in_jeopardy", "for each square asked about, whether a queen attacks it", false});
    add_valid_moves("valid_moves", BT_MODEL(&nq::valid_moves));
    add_edit(hook_kind::apply_move, "apply_move", BT_MODEL(&nq::apply_move));
    add_edit(hook_kind::undo_move, "undo_move", BT_MODEL(&nq::undo_move));
    add_custom({"place_queens", "whether the board can be completed, completing it when it can", true});
    add_solve("solve", BT_MODEL(&nq::solve), "the queens placed up to the first solution, in order, or none");
    add_count("count_solutions", BT_MODEL(&nq::count_solutions), "the number of ways to complete the board");
  }

 protected:
  [[nodiscard]] std::optional<picture> draw(const state& s) const override { return draw_chessboard(s); }
  [[nodiscard]] std::string_view picture_styles() const override { return n_queens_picture_styles(); }
  void mark_move(picture& p, const state&, const move& m) const override { highlight(p, m.row, m.col); }

  [[nodiscard]] std::vector<std::string_view> position_fields() const override {
    return {std::begin(nq::board_fields), std::end(nq::board_fields)};
  }
  [[nodiscard]] std::vector<std::string_view> custom_fields() const override { return {"squares", "row"}; }

  [[nodiscard]] nq::chessboard read_position(const yaml_cursor& at, const fs::path&) const override {
    return nq::parse_board(at);
  }
  [[nodiscard]] nq::chessboard read_like(const yaml_cursor& at, const nq::chessboard& like) const override {
    return nq::parse_drawn(at, like);
  }
  [[nodiscard]] nq::square read_move(const yaml_cursor& at) const override {
    const std::string text = at.as_string();
    const auto s = nq::parse_square(text);
    if (!s) at.fail("'" + text + "' is not a square; write it as \"(row,col)\"");
    return *s;
  }
  // A search from queens that already attack each other has no solution at
  // all: that is a mistake in the case, not a puzzle.
  [[nodiscard]] nq::chessboard read_start(const yaml_cursor& at, const fs::path& dir) const override {
    nq::chessboard b = read_position(at, dir);
    const auto clash = rules::goal_differences(b);
    if (!clash.empty() && clash.front().find("attack each other") != std::string::npos) {
      (at.find("board") ? *at.find("board") : at.at("queens"))
          .fail(clash.front() + ": no solution can contain both");
    }
    return b;
  }

  // count_solutions counts completions one queen per row: a variant would
  // only pretend to change that.
  void parse_case(const yaml_cursor& at, const fs::path& dir, test_case& tc) const override {
    rules_driver::parse_case(at, dir, tc);
    if (tc.hook == "count_solutions") {
      if (auto v = at.find("variant"); v && v->as_string() != "rows")
        v->fail("count_solutions counts the completions one queen per row; it has no variant");
    }
  }

  // placeQueens is the deck's own search, written as a custom hook: its words.
  [[nodiscard]] std::string node_advice(const test_case& tc) const override {
    if (tc.hook == "place_queens")
      return "the deck's placeQueens tries the columns of its row from left to right, places a queen only "
             "where it is not in jeopardy, removes it when the rows below cannot be filled, and returns as "
             "soon as the last row has its queen";
    return rules_driver::node_advice(tc);
  }

  [[nodiscard]] std::string solution_hint(const nq::chessboard& b) const override {
    return " with " + feedback::plural(static_cast<std::size_t>(b.size() - b.queen_count()), "more queen");
  }

#if BT_WITH_REFERENCE
  [[nodiscard]] decision decide(const nq::chessboard& start, std::uint64_t) const override {
    decision d;
    nq::fast::first_result first;
    d.run = run_capped("fast reference", nullptr, 0,
                       [&] { first = nq::fast::first_completion(start.size(), queens_of(start)); });
    d.run.nodes = first.placements;
    d.decided = true;
    d.solvable = first.columns.has_value();
    if (first.columns) d.solution = completion_moves(start, *first.columns);
    d.reason =
        d.solvable ? "found by a bitboard search, row by row" : "a bitboard search of every completion";
    d.run.note = "row by row on bitboards, whatever the case's variant";
    return d;
  }
#endif

#if BT_WITH_REFERENCE
  [[nodiscard]] std::optional<std::uint64_t> reference_count(const test_case&, const nq::chessboard& start,
                                                             std::uint64_t,
                                                             reference_report& report) const override {
    nq::fast::count_result counted;
    report.runs.push_back(run_capped("fast reference", nullptr, 0, [&] {
      counted = start.queen_count() == 0 ? nq::fast::count_all(start.size())
                                         : nq::fast::count_completions(start.size(), queens_of(start));
    }));
    report.runs.back().nodes = counted.nodes;
    report.runs.back().note = start.queen_count() == 0
                                  ? "queens its own search placed: symmetry and start constellations"
                                  : "queens its own search placed, most constrained row first";
    return counted.solutions;
  }
#endif

  // ----------------------------------------------------------- custom hooks

  void parse_custom(const yaml_cursor& at, const fs::path& dir, test_case& tc) const override {
    if (tc.hook == "in_jeopardy") {
      reject(at, "row", "is for place_queens cases");
      reject(at, "move", "is for apply_move and undo_move cases");
      reject(at, "expect", "in_jeopardy cases need no 'expect': the rules know which squares are attacked");
      const nq::chessboard b = read_position(at, dir);
      json squares = json::array();
      json attacked = json::array();
      const auto add = [&](nq::square s) {
        squares.push_back(rules::move_json(s));
        attacked.push_back(rules::attacker_of(b, s).has_value());
      };
      const auto squares_at = at.find("squares");
      if (!squares_at || (squares_at->is_scalar() && squares_at->as_string() == "all")) {
        for (int r = 0; r < b.size(); ++r) {
          for (int c = 0; c < b.size(); ++c) add({r, c});
        }
      } else {
        for (const auto& item : squares_at->items()) add(nq::parse_square(item, b));
      }
      tc.input = {{"state", rules::state_json(b)}, {"squares", squares}};
      tc.expected = {{"attacked", attacked}};
      return;
    }
    // place_queens: seed 003's placeQueens(row), queens in rows 0..row-1 already.
    reject(at, "squares", "is for in_jeopardy cases");
    reject(at, "move", "is for apply_move and undo_move cases");
    const nq::chessboard b = read_start(at, dir);
    if (b.kind() != nq::variant::rows)
      at.at("variant").fail("place_queens is seed 003's row-by-row search: use variant rows");
    int row = b.first_empty_row();
    if (auto row_at = at.find("row")) {
      row = static_cast<int>(row_at->as_int(0, b.size()));
      for (int r = 0; r < row; ++r) {
        if (!b.row_has_queen(r))
          row_at->fail("placeQueens(" + std::to_string(row) + ") expects queens in rows 0 to " +
                       std::to_string(row - 1) + ", but row " + std::to_string(r) + " has none");
      }
    }
    const yaml_cursor e = at.at("expect");
    if (!e.is_map()) e.fail("should be a map: { placed: true } or { placed: false }");
    e.allow_only({"placed"});
    tc.input = {{"state", rules::state_json(b)}, {"row", row}};
    tc.expected = {{"placed", e.at("placed").as_bool()}};
  }

  [[nodiscard]] judgement judge_custom(const test_case& tc, const json& output) const override {
    const nq::chessboard start = rules::state_from_json(tc.input.at("state"));
    if (tc.hook == "in_jeopardy") return judge_in_jeopardy(tc, start, output);
    return judge_place_queens(tc, start, output);
  }

#if BT_WITH_REFERENCE
  [[nodiscard]] reference_report consult_custom(const test_case& tc, std::uint64_t cap) const override {
    reference_report report;
    const nq::chessboard start = rules::state_from_json(tc.input.at("state"));
    if (tc.hook == "in_jeopardy") {
      json answer = json::array();
      report.runs.push_back(run_capped("model answer", &rules::nodes, cap, [&] {
        for (const auto& s : tc.input.at("squares")) {
          const auto sq = rules::move_from_json(s);
          answer.push_back(nq::in_jeopardy(start, sq.row, sq.col));
        }
      }));
      report.model_nodes = report.runs.back().nodes;
      if (answer != tc.expected.at("attacked"))
        report.disagreements.push_back("the model answer's in_jeopardy disagrees with the rules");
      report.answer = json{{"attacked", tc.expected.at("attacked")}};
      return report;
    }
    const bool expected = tc.expected.at("placed").get<bool>();
    const decision fast = decide(start, cap);
    report.runs.push_back(fast.run);
    if (fast.solvable != expected) {
      report.disagreements.push_back(expected ? "expect.placed is true, but no completion exists"
                                              : "expect.placed is false, but the board can be completed");
    }
    nq::chessboard answer = start;
    bool placed = false;
    report.runs.push_back(run_capped("model answer", &rules::nodes, cap, [&] {
      placed = nq::place_queens(answer, tc.input.at("row").get<int>());
    }));
    report.model_nodes = report.runs.back().nodes;
    // placeQueens is the lecture's row-by-row search; its mirror image takes the columns from the back.
    const auto backward = framework::lecture_search<rules>(start, framework::move_order::reversed, cap);
    if (backward.finished) report.reversed_nodes = backward.nodes;
    if (report.model_nodes && placed != expected)
      report.disagreements.push_back("the model answer's place_queens disagrees");
    nq::chessboard full = start;
    if (fast.solution) {
      for (const auto s : *fast.solution) full.place_queen(s);
    }
    report.answer = json{{"placed", fast.solvable}, {"state", rules::state_json(full)}};
    report.findings.push_back(fast.solvable ? "the board can be completed" : "NO COMPLETION");
    return report;
  }
#endif

  [[nodiscard]] std::string show_custom(const test_case& tc,
                                        const std::optional<json>& output) const override {
    const nq::chessboard start = rules::state_from_json(tc.input.at("state"));
    std::string text;
    if (tc.hook == "in_jeopardy") {
      text = "position:\n" + render(start) + "attacked: ";
      std::vector<std::string> attacked;
      const auto& squares = tc.input.at("squares");
      for (std::size_t i = 0; i < squares.size(); ++i) {
        if (tc.expected.at("attacked")[i].get<bool>())
          attacked.push_back(nq::to_string(rules::move_from_json(squares[i])));
      }
      return text + (attacked.empty() ? std::string("none") : feedback::list_some(attacked, 64)) + '\n';
    }
    text = "start, placeQueens(" + tc.input.at("row").dump() + "):\n" + render(start) +
           "expect: " + (tc.expected.at("placed").get<bool>() ? "placed" : "no completion") + '\n';
    if (output && output->contains("state")) {
      try {
        text += "answer: " + std::string(output->value("placed", false) ? "placed" : "not placed") + '\n' +
                render(rules::state_from_json(output->at("state")));
      } catch (const std::exception& e) {
        text += std::string("answer: not a board: ") + e.what() + '\n';
      }
    }
    return text;
  }

 private:
  [[nodiscard]] judgement judge_in_jeopardy(const test_case& tc, const nq::chessboard& b,
                                            const json& output) const {
    const json& attacked = output_field(output, "attacked");
    const auto& squares = tc.input.at("squares");
    if (!attacked.is_array() || attacked.size() != squares.size())
      throw malformed("expected " + std::to_string(squares.size()) + " answers, got " +
                      feedback::quote(attacked));
    std::vector<std::string> lines;
    for (std::size_t i = 0; i < squares.size(); ++i) {
      if (!attacked[i].is_boolean()) throw malformed("not true or false: " + feedback::quote(attacked[i]));
      const auto s = rules::move_from_json(squares[i]);
      const bool truth = tc.expected.at("attacked")[i].get<bool>();
      if (attacked[i].get<bool>() == truth) continue;
      if (truth) {
        const auto q = *rules::attacker_of(b, s);
        lines.push_back("in_jeopardy" + nq::to_string(s) + " returns false, but the queen at " +
                        nq::to_string(q) + " attacks it (" + rules::line_between(q, s) + ")");
      } else {
        lines.push_back("in_jeopardy" + nq::to_string(s) + " returns true, but no queen attacks it" +
                        (b.has_queen(s) ? " (the queen on it does not attack its own square)" : ""));
      }
    }
    if (lines.empty())
      return {verdict::accepted, "all " + feedback::plural(squares.size(), "square") + " right", {}};
    return {verdict::wrong_answer,
            feedback::lines_some(lines, "squares wrong") + "on this position:\n" + render(b),
            {}};
  }

  [[nodiscard]] judgement judge_place_queens(const test_case& tc, const nq::chessboard& start,
                                             const json& output) const {
    const json& placed = output_field(output, "placed");
    if (!placed.is_boolean()) throw malformed("'placed' is not true or false: " + feedback::quote(placed));
    const nq::chessboard after = untrusted(output_field(output, "state"), "not a chessboard",
                                           [](const json& j) { return rules::state_from_json(j); });
    const bool expected = tc.expected.at("placed").get<bool>();
    if (after.size() != start.size()) throw malformed("the board's size changed");
    for (const auto q : start.queens()) {
      if (!after.has_queen(q))
        return {verdict::wrong_answer,
                "place_queens removed the queen at " + nq::to_string(q) +
                    ", which the board started with:\n" + render(after),
                {}};
    }
    if (!placed.get<bool>()) {
      if (expected) {
        return {verdict::wrong_answer,
                "place_queens returns false, but the board can be completed" + solution_hint(start) +
                    ": does it try every column, and undo only the queen that failed?",
                {}};
      }
      if (!(after == start)) {
        return {verdict::wrong_answer,
                "place_queens returns false but leaves queens on the board: REMOVE QUEEN FROM [ROW][COL] "
                "when the "
                "recursion fails\n" +
                    feedback::side_by_side({{"the board before", render(start)}, {"after", render(after)}}),
                {}};
      }
      return {verdict::accepted, "correct: the board cannot be completed", {}};
    }
    if (!after.is_goal()) {
      const auto why = rules::goal_differences(after);
      return {verdict::wrong_answer,
              "place_queens returns true, but the board is not a solution: " +
                  (why.empty() ? std::string("?") : why.front()) + "\n" + render(after),
              {}};
    }
    if (!expected) {
      return {verdict::judge_error,
              "your board is a solution, but this case says there is none: the case is wrong, not your code",
              {}};
    }
    return {verdict::accepted, "the board is a solution",
            static_cast<std::size_t>(after.queen_count() - start.queen_count())};
  }
};

}  // namespace

const problem_driver& n_queens_driver() {
  static const driver instance;
  return instance;
}

}  // namespace grader::problems
