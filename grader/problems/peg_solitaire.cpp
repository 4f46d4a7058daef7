// The peg solitaire driver: how peg solitaire cases write their boards in YAML
// and how a wrong board is explained in terms of the jump. The fast solver
// that decides solve cases is the instructor's (peg_solitaire_reference.cpp).
// Everything else (judging, the trace replay, the model answer, `grader show`)
// is the generic rules_driver. The case fields are documented in the kit's
// case-format guide.

#include "framework/peg_solitaire/hooks.hpp"
#include "framework/peg_solitaire/rules.hpp"
#include "framework/peg_solitaire/yaml_io.hpp"
#include "grader/core/data_cache.hpp"
#include "grader/core/rules_driver.hpp"
#include "grader/problems/peg_solitaire_picture.hpp"

namespace grader::problems {

namespace {

namespace fs = std::filesystem;
namespace ps = peg_solitaire;
using framework::yaml_cursor;

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

std::vector<bool> no_goal(const ps::board& b) { return std::vector<bool>(b.shape().hole_count(), false); }

std::size_t moves_to_goal(const ps::board& b) {
  const std::size_t goal = b.goal_pegs().size();
  return b.peg_count() - std::min(b.peg_count(), goal);
}

class driver final : public rules_driver<ps::rules> {
 public:
  explicit driver(const reference* instructor) : rules_driver(instructor) {
    add_moves_and_edits();
    add_solve(ps::hook_name::solve, "a sequence of jumps to the goal, or none");
  }

 protected:
  [[nodiscard]] std::optional<picture> draw(const state& s) const override { return draw_peg_board(s); }
  [[nodiscard]] std::string_view picture_styles() const override { return peg_solitaire_picture_styles(); }
  void mark_move(picture& p, const state&, const move& m) const override { mark_jump(p, m); }

  [[nodiscard]] std::vector<std::string_view> position_fields() const override {
    return {"board", "position"};
  }
  [[nodiscard]] std::vector<std::string_view> start_fields() const override {
    return {"board", "start", "goal"};
  }

  [[nodiscard]] ps::board read_position(const yaml_cursor& at, const fs::path& problem_dir) const override {
    const ps::board drawing = read_board(at.at("board"), problem_dir);
    std::vector<bool> pegs = drawing.peg_mask();
    if (auto p = at.find("position")) pegs = ps::parse_position(*p, drawing);
    return {drawing.shape_ptr(), pegs, no_goal(drawing)};
  }

  [[nodiscard]] ps::board read_like(const yaml_cursor& at, const ps::board& like) const override {
    return {like.shape_ptr(), ps::parse_position(at, like), like.goal_mask()};
  }

  [[nodiscard]] ps::move read_move(const yaml_cursor& at) const override { return ps::parse_move(at); }

  [[nodiscard]] ps::board read_start(const yaml_cursor& at, const fs::path& problem_dir) const override {
    const ps::board drawing = read_board(at.at("board"), problem_dir);
    std::vector<bool> start = drawing.peg_mask();
    if (auto s = at.find("start")) start = ps::parse_position(*s, drawing);
    if (std::count(start.begin(), start.end(), true) == 0)
      (at.find("start") ? *at.find("start") : at.at("board")).fail("the start position has no pegs");

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
    return {drawing.shape_ptr(), start, goal};
  }

  [[nodiscard]] std::optional<std::string> incompatible(const ps::board& expected,
                                                        const ps::board& actual) const override {
    if (!(expected.shape() == actual.shape())) return "the board's shape changed";
    return std::nullopt;
  }

  // Why a hole differs, in terms of the jump, so the student sees which of
  // the three edits went wrong.
  [[nodiscard]] std::vector<std::string> explain_edit(const std::string& hook, const ps::move& m,
                                                      const ps::board& expected,
                                                      const ps::board& actual) const override {
    const bool apply = spec(hook).kind == hook_kind::apply_move;
    std::vector<std::string> lines;
    for (const ps::cell c : expected.cells()) {
      const bool want_peg = expected.has_peg(c);
      if (want_peg == actual.has_peg(c)) continue;
      const std::string where = framework::to_string(c);
      std::string line;
      if (want_peg) {
        line = hook + " left " + where + " empty";
        if (apply && c == m.to) line += "; the jumping peg should land there";
        if (!apply && c == m.over) line += "; it should put back the jumped peg there";
        if (!apply && c == m.from) line += "; the jumping peg should return there";
      } else {
        line = hook + " should leave " + where + " empty but it still holds a peg";
        if (apply && c == m.from) line += " (the jumping peg leaves it)";
        if (apply && c == m.over) line += " (the jumped peg is removed)";
        if (!apply && c == m.to)
          line += " (the jumping peg goes back to " + framework::to_string(m.from) + ")";
      }
      lines.push_back(std::move(line));
    }
    return lines;
  }

  // The goal drawn as a position, beside a start or a final position.
  [[nodiscard]] std::optional<ps::board> goal_picture(const ps::board& b) const override {
    return ps::board(b.shape_ptr(), b.goal_mask(), b.goal_mask());
  }

  [[nodiscard]] std::string solution_hint(const ps::board& b) const override {
    return " in " + feedback::plural(moves_to_goal(b), "move");
  }

 private:
  // One field for both forms, so a case's drawing overrides a suite default
  // board naturally. A single word is a file name; a drawing has spaces or rows.
  [[nodiscard]] ps::board read_board(const yaml_cursor& at, const fs::path& problem_dir) const {
    if (at.is_scalar() && is_board_name(at.as_string())) return boards_.get(at, problem_dir, at.as_string());
    return ps::parse_layout(at);
  }

  data_cache<ps::board> boards_{
      "boards", ".yaml", "board", &load_board_file,
      "; to draw a board here instead, write its rows with spaces or as a block (|)"};
};

}  // namespace

const problem_driver& peg_solitaire_driver(const problem_reference* instructor) {
  static const driver instance(reference_as<driver::reference>(instructor));
  return instance;
}

}  // namespace grader::problems
