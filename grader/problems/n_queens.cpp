// The N-queens driver: boards in YAML (a size, a drawing, queens listed, and
// the lecture version), seed 003's in_jeopardy and place_queens, and the fast
// counting reference behind solve and count_solutions cases. valid_moves,
// apply_move, undo_move, solve and count_solutions are judged by the generic
// rules_driver. The case fields are documented in the kit's case-format guide.

#include "framework/n_queens/hooks.hpp"
#include "framework/n_queens/rules.hpp"
#include "framework/n_queens/yaml_io.hpp"
#include "grader/core/rules_driver.hpp"
#include "grader/problems/n_queens_picture.hpp"

namespace grader::problems {

namespace {

namespace fs = std::filesystem;
namespace nq = n_queens;
using framework::yaml_cursor;
using nlohmann::json;
using nq::rules;

class driver final : public rules_driver<rules> {
 public:
  explicit driver(const reference* instructor) : rules_driver(instructor) {
    add_custom(std::make_shared<in_jeopardy>(*this));
    add_moves_and_edits();
    add_custom(std::make_shared<place_queens>(*this));
    add_solve(nq::hook_name::solve, "the queens placed up to the first solution, in order, or none");
    add_count(nq::hook_name::count_solutions, "the number of ways to complete the board");
  }

 protected:
  [[nodiscard]] std::optional<picture> draw(const state& s) const override { return draw_chessboard(s); }
  [[nodiscard]] std::string_view picture_styles() const override { return n_queens_picture_styles(); }
  void mark_move(picture& p, const state&, const move& m) const override { highlight(p, m.row, m.col); }

  [[nodiscard]] std::vector<std::string_view> position_fields() const override {
    return {std::begin(nq::board_fields), std::end(nq::board_fields)};
  }

  [[nodiscard]] nq::chessboard read_position(const yaml_cursor& at, const fs::path&) const override {
    return nq::parse_board(at);
  }
  [[nodiscard]] nq::chessboard read_like(const yaml_cursor& at, const nq::chessboard& like) const override {
    return nq::parse_drawn(at, like);
  }
  [[nodiscard]] nq::square read_move(const yaml_cursor& at) const override {
    return framework::parse_row_col(at, "square");
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
    if (kind_of(tc) == hook_kind::count) {
      if (auto v = at.find("variant"); v && v->as_string() != "rows")
        v->fail(tc.hook + " counts the completions one queen per row; it has no variant");
    }
  }

  [[nodiscard]] std::string solution_hint(const nq::chessboard& b) const override {
    return " with " + feedback::plural(static_cast<std::size_t>(b.size() - b.queen_count()), "more queen");
  }

  // ----------------------------------------------------------- custom hooks

  // Seed 003's in_jeopardy(row, col), asked of some squares (or all) of a position.
  class in_jeopardy final : public driver_hook<rules, driver> {
   public:
    explicit in_jeopardy(const driver& d)
        : driver_hook(d, {nq::hook_name::in_jeopardy,
                          "for each square asked about, whether a queen attacks it", false}) {}

    [[nodiscard]] std::vector<std::string_view> fields() const override { return {"squares"}; }

    void parse(const yaml_cursor& at, const fs::path& dir, test_case& tc) const override {
      d_.reject(at, "row", "is for place_queens cases");
      d_.reject(at, "move", "is for apply_move and undo_move cases");
      d_.reject(at, "expect",
                "in_jeopardy cases need no 'expect': the rules know which squares are attacked");
      const nq::chessboard b = d_.read_position(at, dir);
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
    }

    [[nodiscard]] judgement judge(const test_case& tc, const json& output) const override {
      const nq::chessboard b = rules::state_from_json(tc.input.at("state"));
      const auto& squares = tc.input.at("squares");
      std::vector<std::string> lines;
      for (const std::size_t i :
           wrong_booleans(output_field(output, "attacked"), tc.expected.at("attacked"))) {
        const auto s = rules::move_from_json(squares[i]);
        if (tc.expected.at("attacked")[i].get<bool>()) {
          const auto q = *rules::attacker_of(b, s);
          lines.push_back(nq::hook_name::in_jeopardy + nq::to_string(s) +
                          " returns false, but the queen at " + nq::to_string(q) + " attacks it (" +
                          rules::line_between(q, s) + ")");
        } else {
          lines.push_back(nq::hook_name::in_jeopardy + nq::to_string(s) +
                          " returns true, but no queen attacks it" +
                          (b.has_queen(s) ? " (the queen on it does not attack its own square)" : ""));
        }
      }
      if (lines.empty())
        return {verdict::accepted, "all " + feedback::plural(squares.size(), "square") + " right", {}};
      return {verdict::wrong_answer,
              feedback::lines_some(lines, "squares wrong") + "on this position:\n" + render(b),
              {}};
    }

    [[nodiscard]] std::string show(const test_case& tc, const std::optional<json>&) const override {
      const nq::chessboard start = rules::state_from_json(tc.input.at("state"));
      std::vector<std::string> attacked;
      const auto& squares = tc.input.at("squares");
      for (std::size_t i = 0; i < squares.size(); ++i) {
        if (tc.expected.at("attacked")[i].get<bool>())
          attacked.push_back(nq::to_string(rules::move_from_json(squares[i])));
      }
      return "position:\n" + render(start) +
             "attacked: " + (attacked.empty() ? std::string("none") : feedback::list_some(attacked, 64)) +
             '\n';
    }
  };

  // Seed 003's placeQueens(row): the deck's own search, queens in rows 0..row-1 already.
  class place_queens final : public driver_hook<rules, driver> {
   public:
    explicit place_queens(const driver& d)
        : driver_hook(d, {nq::hook_name::place_queens,
                          "whether the board can be completed, completing it when it can", true}) {}

    [[nodiscard]] std::vector<std::string_view> fields() const override { return {"row"}; }

    // placeQueens is the lecture's row-by-row backtracking through the rules.
    [[nodiscard]] std::optional<lecture_runs<rules>> lecture_search(const test_case&) const override {
      return lecture_runs<rules>{[](framework::move_order order, framework::cut_rule) {
                                   return std::function<void(nq::chessboard&)>([order](nq::chessboard& b) {
                                     (void)framework::lecture_search<rules>(b, order, 0);
                                   });
                                 },
                                 "at its first completion"};
    }

    // A completion is proven by the columns refuted before it; "none" by the whole tree.
    [[nodiscard]] std::optional<framework::proof_claim> proof_claim(const test_case& tc) const override {
      return tc.expected.at("placed").get<bool>() ? framework::proof_claim::stops_at_goal
                                                  : framework::proof_claim::whole_tree;
    }

    void parse(const yaml_cursor& at, const fs::path& dir, test_case& tc) const override {
      d_.reject(at, "squares", "is for in_jeopardy cases");
      d_.reject(at, "move", "is for apply_move and undo_move cases");
      const nq::chessboard b = d_.read_start(at, dir);
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

    [[nodiscard]] judgement judge(const test_case& tc, const json& output) const override {
      const nq::chessboard start = rules::state_from_json(tc.input.at("state"));
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
                  "place_queens returns false, but the board can be completed" + d_.solution_hint(start) +
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
        return {
            verdict::judge_error,
            "your board is a solution, but this case says there is none: the case is wrong, not your code",
            {}};
      }
      return {verdict::accepted, "the board is a solution",
              static_cast<std::size_t>(after.queen_count() - start.queen_count())};
    }

    [[nodiscard]] std::string show(const test_case& tc, const std::optional<json>& output) const override {
      const nq::chessboard start = rules::state_from_json(tc.input.at("state"));
      std::string text = "start, placeQueens(" + tc.input.at("row").dump() + "):\n" + render(start) +
                         "expect: " + (tc.expected.at("placed").get<bool>() ? "placed" : "no completion") +
                         '\n';
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

    // placeQueens is the deck's own search, written as a custom hook: its words.
    [[nodiscard]] std::string node_advice(const test_case&) const override {
      return "the deck's placeQueens tries the columns of its row from left to right, places a queen only "
             "where it is not in jeopardy, removes it when the rows below cannot be filled, and returns as "
             "soon as the last row has its queen";
    }
  };
};

}  // namespace

const problem_driver& n_queens_driver(const problem_reference* instructor) {
  static const driver instance(reference_as<driver::reference>(instructor));
  return instance;
}

}  // namespace grader::problems
