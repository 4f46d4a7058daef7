// The sudoku driver: grids in YAML (the one-line form or a drawing, any of
// 4x4, 6x6, 9x9 and 16x16) and the blog's find_empty and check_validity as
// hooks of their own; the fast solver behind solve and count_solutions cases
// is the instructor's (sudoku_reference.cpp). valid_moves, apply_move,
// undo_move, solve and count_solutions are judged by the generic rules_driver.
// The case fields are documented in the kit's case-format guide.

#include "framework/sudoku/hooks.hpp"
#include "framework/sudoku/rules.hpp"
#include "framework/sudoku/yaml_io.hpp"
#include "grader/core/rules_driver.hpp"
#include "grader/problems/sudoku_picture.hpp"

namespace grader::problems {

// `grader generate sudoku` (sudoku_generator.cpp).

namespace {

namespace fs = std::filesystem;
namespace sd = sudoku;
using framework::yaml_cursor;
using nlohmann::json;
using sd::rules;

json cell_json(const std::optional<sd::cell>& c) { return c ? json::array({c->row, c->col}) : json(nullptr); }

std::string cell_text(const std::optional<sd::cell>& c) { return c ? sd::to_string(*c) : "none"; }

class driver final : public rules_driver<rules> {
 public:
  explicit driver(const reference* instructor) : rules_driver(instructor) {
    add_custom(std::make_shared<find_empty>(*this));
    add_custom(std::make_shared<check_validity>(*this));
    add_moves_and_edits();
    add_solve(sd::hook_name::solve,
              "the grid filled in (the digits written, replayed by the rules), or none");
    add_count_to_limit(sd::hook_name::count_solutions,
                       "the number of solutions, counting no further than the limit");
  }

 protected:
  [[nodiscard]] std::optional<picture> draw(const state& s) const override { return draw_sudoku(s); }
  [[nodiscard]] std::string_view picture_styles() const override { return sudoku_picture_styles(); }
  void mark_move(picture& p, const state&, const move& m) const override { mark_placement(p, m); }

  [[nodiscard]] std::vector<std::string_view> position_fields() const override {
    return {std::begin(sd::grid_fields), std::end(sd::grid_fields)};
  }

  [[nodiscard]] sd::grid read_position(const yaml_cursor& at, const fs::path&) const override {
    return sd::parse_grid(at);
  }
  [[nodiscard]] sd::grid read_like(const yaml_cursor& at, const sd::grid& like) const override {
    return sd::parse_drawn(at, like);
  }
  [[nodiscard]] sd::placement read_move(const yaml_cursor& at) const override {
    return sd::parse_placement(at);
  }
  [[nodiscard]] std::optional<std::string> incompatible(const sd::grid& expected,
                                                        const sd::grid& actual) const override {
    if (expected.box_rows() != actual.box_rows() || expected.box_cols() != actual.box_cols())
      return "the grid's size or boxes changed";
    for (int r = 0; r < expected.size(); ++r) {
      for (int c = 0; c < expected.size(); ++c) {
        if (expected.is_given({r, c}) != actual.is_given({r, c}))
          return "the puzzle's givens changed at " + sd::to_string(sd::cell{r, c});
      }
    }
    return {};
  }

  // 51 digits read best as the grid they fill.
  [[nodiscard]] std::string describe_solution(const sd::grid& start, const moves& solution) const override {
    sd::grid filled = start;
    for (const auto& p : solution) rules::apply(filled, p);
    std::string text = "solution, " + feedback::plural(solution.size(), "digit") + ":\n" + render(filled);
    return text.substr(0, text.size() - 1);
  }

  [[nodiscard]] std::string solution_hint(const sd::grid& g) const override {
    return " (" + feedback::plural(static_cast<std::size_t>(g.empty_cells()), "empty cell") + " to fill)";
  }

  // ----------------------------------------------------------- custom hooks

  // The blog's find_empty(board): the first empty cell of a grid.
  class find_empty final : public driver_hook<rules, driver> {
   public:
    explicit find_empty(const driver& d)
        : driver_hook(d,
                      {sd::hook_name::find_empty, "the first empty cell in reading order, or none", false}) {}

    void parse(const yaml_cursor& at, const fs::path& dir, test_case& tc) const override {
      d_.reject_search_fields(at);
      const sd::grid g = d_.read_position(at, dir);
      d_.reject(at, "queries", "is for check_validity cases");
      d_.reject(at, "expect", "find_empty cases need no 'expect': the rules know the first empty cell");
      tc.input = {{"state", rules::state_json(g)}};
      tc.expected = {{"cell", cell_json(g.first_empty())}};
    }

    [[nodiscard]] judgement judge(const test_case& tc, const json& output) const override {
      const sd::grid g = rules::state_from_json(tc.input.at("state"));
      const json& got = output_field(output, "cell");
      const auto first = g.first_empty();
      std::optional<sd::cell> answer;
      if (!got.is_null()) {
        answer = untrusted(got, "not a cell", [](const json& j) {
          if (!j.is_array() || j.size() != 2 || !j[0].is_number_integer() || !j[1].is_number_integer())
            throw malformed("a cell is [row, col], not " + feedback::quote(j));
          return sd::cell{j[0].get<std::int32_t>(), j[1].get<std::int32_t>()};
        });
      }
      if (answer == first) return {verdict::accepted, "find_empty returns " + cell_text(first), {}};
      std::string why;
      if (!first) {
        why = "find_empty returns " + cell_text(answer) + ", but the grid is full: it should return none";
      } else if (!answer) {
        why = "find_empty returns none, but " + sd::to_string(*first) + " is empty";
      } else if (!g.on_grid(*answer)) {
        why = "find_empty returns " + sd::to_string(*answer) + ", which is not a cell of the grid";
      } else if (g.digit(*answer) != 0) {
        why = "find_empty returns " + sd::to_string(*answer) + ", which holds " +
              std::to_string(g.digit(*answer)) + "; the first empty cell is " + sd::to_string(*first);
      } else {
        why = "find_empty returns " + sd::to_string(*answer) +
              ", but the first empty cell in reading order is " + sd::to_string(*first) +
              ": scan the rows from the top, each from the left";
      }
      return {verdict::wrong_answer, why + "\non this grid:\n" + render(g), {}};
    }

    [[nodiscard]] std::string show(const test_case& tc, const std::optional<json>& output) const override {
      const sd::grid g = rules::state_from_json(tc.input.at("state"));
      std::string text = "grid:\n" + render(g);
      text += "expect: " + cell_text(g.first_empty()) + '\n';
      if (output && output->contains("cell")) text += "answer: " + feedback::quote(output->at("cell")) + '\n';
      return text;
    }
  };

  // The blog's check_validity(board, num, pos), asked of some digits in empty cells (or all) of a grid.
  class check_validity final : public driver_hook<rules, driver> {
   public:
    explicit check_validity(const driver& d)
        : driver_hook(d, {sd::hook_name::check_validity,
                          "for each digit and cell asked about, whether the digit may go there", false}) {}

    [[nodiscard]] std::vector<std::string_view> fields() const override { return {"queries"}; }

    void parse(const yaml_cursor& at, const fs::path& dir, test_case& tc) const override {
      d_.reject_search_fields(at);
      const sd::grid g = d_.read_position(at, dir);
      d_.reject(at, "expect", "check_validity cases need no 'expect': the rules know where each digit fits");
      json queries = json::array();
      json valid = json::array();
      const auto add = [&](const sd::placement& q) {
        queries.push_back(rules::move_json(q));
        valid.push_back(g.fits(q.at, q.digit));
      };
      const auto queries_at = at.find("queries");
      if (!queries_at || (queries_at->is_scalar() && queries_at->as_string() == "all")) {
        for (const sd::cell c : rules::empty_cells(g)) {
          for (int d = 1; d <= g.size(); ++d) add({c, d});
        }
      } else {
        for (const auto& item : queries_at->items()) {
          const sd::placement q = sd::parse_placement(item);
          if (!g.on_grid(q.at)) item.fail(sd::to_string(q.at) + " is not a cell of the grid");
          if (q.digit < 1 || q.digit > g.size())
            item.fail(std::to_string(q.digit) + " is not a digit of this sudoku");
          if (g.digit(q.at) != 0)
            item.fail("check_validity is asked about empty cells; " + sd::to_string(q.at) + " holds " +
                      std::to_string(g.digit(q.at)));
          add(q);
        }
      }
      if (queries.empty()) at.fail("the grid has no empty cell to ask check_validity about");
      tc.input = {{"state", rules::state_json(g)}, {"queries", queries}};
      tc.expected = {{"valid", valid}};
    }

    [[nodiscard]] judgement judge(const test_case& tc, const json& output) const override {
      const sd::grid g = rules::state_from_json(tc.input.at("state"));
      const auto& queries = tc.input.at("queries");
      std::vector<std::string> lines;
      // Which unit each "true" for a digit that does not fit overlooked: all in one kind is the bug's name.
      std::map<sd::unit, std::size_t> overlooked;
      for (const std::size_t i : wrong_booleans(output_field(output, "valid"), tc.expected.at("valid"))) {
        const auto q = rules::move_from_json(queries[i]);
        const std::string call =
            "check_validity(" + std::to_string(q.digit) + ", " + sd::to_string(q.at) + ")";
        if (tc.expected.at("valid")[i].get<bool>()) {
          lines.push_back(call + " returns false, but no other cell of " +
                          rules::unit_name(g, sd::unit::row, q.at) + ", " +
                          rules::unit_name(g, sd::unit::column, q.at) + " or " +
                          rules::unit_name(g, sd::unit::box, q.at) + " holds " + std::to_string(q.digit));
        } else {
          const auto c = *rules::clash_of(g, q.at, q.digit);
          ++overlooked[c.where];
          lines.push_back(call + " returns true, but " + std::to_string(q.digit) + " is already in " +
                          rules::unit_name(g, c.where, q.at) + ", at " + sd::to_string(c.other));
        }
      }
      if (lines.empty())
        return {verdict::accepted, "all " + feedback::plural(queries.size(), "answer") + " right", {}};
      std::string text = feedback::lines_some(lines, "answers wrong");
      if (overlooked.size() == 1 && overlooked.begin()->second == lines.size()) {
        const sd::unit u = overlooked.begin()->first;
        text += "every digit wrongly accepted is already in its " +
                std::string(u == sd::unit::row      ? "row"
                            : u == sd::unit::column ? "column"
                                                    : "box") +
                ": does check_validity look at the " +
                (u == sd::unit::box ? "box (" + std::to_string(g.box_rows()) + "x" +
                                          std::to_string(g.box_cols()) + " cells from its top-left corner)"
                                    : std::string(u == sd::unit::row ? "row" : "column")) +
                "?\n";
      }
      return {verdict::wrong_answer, text + "on this grid:\n" + render(g), {}};
    }

    [[nodiscard]] std::string show(const test_case& tc, const std::optional<json>&) const override {
      const sd::grid g = rules::state_from_json(tc.input.at("state"));
      std::string text = "grid:\n" + render(g);
      std::vector<std::string> fits;
      std::size_t asked = 0;
      for (const auto& q : tc.input.at("queries")) {
        const auto p = rules::move_from_json(q);
        if (tc.expected.at("valid")[asked++].get<bool>()) fits.push_back(sd::to_string(p));
      }
      return text + "asked: " + feedback::plural(asked, "digit") +
             "; valid: " + (fits.empty() ? std::string("none") : feedback::list_some(fits, 64)) + '\n';
    }
  };

 private:
  // What a case of either custom hook rejects before reading its grid.
  void reject_search_fields(const yaml_cursor& at) const {
    reject(at, "move", "is for apply_move and undo_move cases");
    reject(at, "limit", "is for count_solutions cases");
  }
};

}  // namespace

const problem_driver& sudoku_driver(const problem_reference* instructor) {
  static const driver instance(reference_as<driver::reference>(instructor));
  return instance;
}

}  // namespace grader::problems
