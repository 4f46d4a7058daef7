// The tic-tac-toe driver: m,n,k positions drawn in YAML, the deck's game
// hooks (evaluate, minimax, alphabeta, depth_limited, iterative_deepening,
// best_move) as custom hooks, and the fast reference deciding true values and
// best moves. valid_moves, apply_move and undo_move are judged by the generic
// rules_driver; the game hooks by tic_tac_toe_judge.cpp. The case fields are
// documented in docs/testcases.md.

#include "framework/tic_tac_toe/hooks.hpp"
#include "framework/tic_tac_toe/rules.hpp"
#include "framework/tic_tac_toe/yaml_io.hpp"
#include "grader/core/rules_driver.hpp"
#include "grader/problems/tic_tac_toe_game.hpp"
#include "grader/problems/tic_tac_toe_judge.hpp"
#include "grader/problems/tic_tac_toe_picture.hpp"
#include "grader/problems/tic_tac_toe_reference.hpp"

namespace grader::problems {

namespace {

namespace fs = std::filesystem;
namespace ttt = tic_tac_toe;
namespace judge = ttt_judge;
using framework::yaml_cursor;
using nlohmann::json;
using ttt::rules;

// Which of the game hooks' own fields each one takes.
struct game_hook {
  std::string_view name;
  std::vector<std::string_view> fields;
  std::vector<std::string_view> expect;
  bool decided_allowed;
};

const std::vector<game_hook>& game_hooks() {
  static const std::vector<game_hook> hooks{
      {"evaluate", {}, {"value"}, true},
      {"minimax", {}, {"value"}, true},
      {"alphabeta", {"alpha", "beta"}, {"value"}, true},
      {"depth_limited", {"depth"}, {"value", "moves"}, true},
      {"iterative_deepening", {"node_budget"}, {"depth", "value"}, false},
      {"best_move", {}, {"value"}, false},
  };
  return hooks;
}

const game_hook& game_hook_of(const std::string& name) {
  for (const auto& h : game_hooks()) {
    if (h.name == name) return h;
  }
  throw std::logic_error("tic_tac_toe has no game hook '" + name + "'");
}

class driver final : public rules_driver<rules> {
 public:
  explicit driver(const ttt_reference* instructor)
      : rules_driver(instructor), reference_(instructor), game_(make_tic_tac_toe_game(reference_)) {
    add_valid_moves("valid_moves");
    add_edit(hook_kind::apply_move, "apply_move");
    add_edit(hook_kind::undo_move, "undo_move");
    add_custom({"evaluate", "the deck's evaluation of the position (no search)", false});
    // The full-depth searches never call evaluate: a broken evaluate explains only the others.
    const std::vector<std::string> moves_only{"valid_moves", "apply_move", "undo_move"};
    const std::vector<std::string> with_evaluate{"valid_moves", "apply_move", "undo_move", "evaluate"};
    add_custom({"minimax", "the value of the position, full depth (+1, 0, -1 from X's side)", true, false,
                moves_only});
    add_custom({"alphabeta", "the minimax value, within the window (alpha, beta)", true, false, moves_only});
    add_custom({"depth_limited", "the value to a depth, evaluate at the pseudo-leaves, and a root move", true,
                false, with_evaluate});
    add_custom({"iterative_deepening", "the move, value and depth of the last complete depth", true, false,
                with_evaluate});
    add_custom({"best_move", "a move of the best value", true, false, moves_only});
  }

  [[nodiscard]] const game_play* game() const override { return game_.get(); }
  // True values and the deck's depths are the fast solver's and the model
  // answer's, found while a case is read.
  [[nodiscard]] bool parse_needs_reference() const override { return true; }

  [[nodiscard]] std::string node_advice(const test_case& tc) const override {
    if (tc.hook == "alphabeta")
      return "the lecture's alpha-beta leaves a node's loop as soon as alpha >= beta; a count like "
             "minimax's means it never leaves";
    if (tc.hook == "depth_limited")
      return "the lecture's depth_limited places marks exactly `depth` plies deep and evaluates there: is "
             "the depth off by one?";
    if (tc.hook == "iterative_deepening")
      return "iterative deepening abandons the depth in progress as soon as b.marks_placed() has reached "
             "the budget, and returns the last complete depth's move";
    if (tc.hook == "minimax")
      return "minimax visits each position below the root once, and none below a decided game";
    if (tc.hook == "best_move")
      return "alpha-beta, which leaves a node's loop as soon as alpha >= beta, finds a best move within the "
             "budget; minimax over the whole tree does not";
    return rules_driver::node_advice(tc);
  }

 protected:
  [[nodiscard]] std::optional<picture> draw(const state& s) const override { return draw_tic_tac_toe(s); }
  [[nodiscard]] std::string_view picture_styles() const override { return tic_tac_toe_picture_styles(); }
  void mark_move(picture& p, const state&, const move& m) const override { highlight(p, m.row, m.col); }

  [[nodiscard]] std::vector<std::string_view> position_fields() const override {
    return {std::begin(ttt::board_fields), std::end(ttt::board_fields)};
  }
  [[nodiscard]] std::vector<std::string_view> custom_fields() const override {
    return {"alpha", "beta", "depth", "node_budget"};
  }

  [[nodiscard]] ttt::board read_position(const yaml_cursor& at, const fs::path&) const override {
    return ttt::parse_board(at);
  }
  [[nodiscard]] ttt::board read_like(const yaml_cursor& at, const ttt::board& like) const override {
    return ttt::parse_drawn(at, like);
  }
  [[nodiscard]] ttt::square read_move(const yaml_cursor& at) const override {
    const std::string text = at.as_string();
    const auto s = ttt::parse_square(text);
    if (!s) at.fail("'" + text + "' is not a square; write it as \"(row,col)\"");
    return *s;
  }
  // ----------------------------------------------------------- custom hooks

  void parse_custom(const yaml_cursor& at, const fs::path& dir, test_case& tc) const override {
    const game_hook& h = game_hook_of(tc.hook);
    for (const auto field : custom_fields()) {
      if (std::find(h.fields.begin(), h.fields.end(), field) == h.fields.end())
        reject(at, std::string(field).c_str(), "is not a field of " + tc.hook + " cases");
    }
    reject(at, "move", "is for apply_move and undo_move cases");
    const ttt::board b = read_position(at, dir);
    if (!h.decided_allowed && b.is_over()) {
      (at.find("board") ? *at.find("board") : at)
          .fail(tc.hook + " needs a game still open, but " +
                (b.winner() != ttt::mark::none ? std::string(ttt::to_string(b.winner())) + " has won"
                                               : std::string("the board is full")));
    }
    std::optional<yaml_cursor> expect_at = at.find("expect");
    if (expect_at) {
      if (!expect_at->is_map()) expect_at->fail("should be a map, e.g. { value: 1 }");
      for (const auto& k : expect_at->keys()) {
        if (std::find(h.expect.begin(), h.expect.end(), k) == h.expect.end())
          expect_at->fail("'" + k + "' is not an expectation of " + tc.hook + " cases");
      }
    }
    const auto claimed = [&](const char* key) -> std::optional<yaml_cursor> {
      return expect_at ? expect_at->find(key) : std::nullopt;
    };
    tc.input = {{"state", rules::state_json(b)}};
    if (tc.hook == "evaluate") {
      const int value = claimed("value") ? static_cast<int>(claimed("value")->as_int()) : rules::heuristic(b);
      tc.expected = {{"value", value}};
    } else if (tc.hook == "minimax" || tc.hook == "alphabeta") {
      if (tc.hook == "alphabeta") {
        const auto alpha =
            at.find("alpha") ? at.find("alpha")->as_int(-ttt::infinity, ttt::infinity) : -ttt::infinity;
        const auto beta =
            at.find("beta") ? at.find("beta")->as_int(-ttt::infinity, ttt::infinity) : ttt::infinity;
        if (alpha >= beta) (at.find("beta") ? *at.find("beta") : at).fail("the window needs alpha < beta");
        tc.input["alpha"] = alpha;
        tc.input["beta"] = beta;
      }
      const int value =
          claimed("value") ? static_cast<int>(claimed("value")->as_int(-1, 1)) : reference_.value(b);
      tc.expected = {{"value", value}};
    } else if (tc.hook == "depth_limited") {
      const int depth = static_cast<int>(at.at("depth").as_int(1, 36));
      tc.input["depth"] = depth;
      const auto values = reference_.depth_limited_values(b, depth, 50'000'000);
      if (!values) at.at("depth").fail("the tree to this depth has more than 50,000,000 positions");
      tc.expected = {
          {"value", claimed("value") ? static_cast<int>(claimed("value")->as_int()) : values->value},
          {"moves", judge::squares_json(values->best())}};
      if (auto listed = claimed("moves")) {
        std::vector<ttt::square> listed_moves;
        for (const auto& item : listed->items()) listed_moves.push_back(ttt::parse_square(item, b));
        tc.expected["claimed_moves"] = judge::squares_json(listed_moves);
      }
    } else if (tc.hook == "iterative_deepening") {
      const auto budget = static_cast<std::uint64_t>(at.at("node_budget").as_int(1));
      if (budget < static_cast<std::uint64_t>(b.empty_count())) {
        at.at("node_budget")
            .fail("depth 1 alone places " + std::to_string(b.empty_count()) +
                  " marks: the budget must let it complete");
      }
      tc.input["node_budget"] = budget;
      const int least = reference_.lecture_depth(b, budget);
      tc.expected = {{"depth", least}};
      // The values of the depths a correct search can report (the deck's, or
      // a little deeper for a faster move order), so that judging needs no
      // search: the student handout judges from them alone.
      json depths = json::object();
      for (int d = least; d <= std::min(least + 2, b.empty_count()); ++d) {
        const auto values = reference_.depth_limited_values(b, d, 2'000'000);
        if (!values) break;
        json move_values = json::array();
        for (const auto& [s, v] : values->moves) move_values.push_back(json::array({rules::move_json(s), v}));
        depths[std::to_string(d)] = {{"value", values->value}, {"moves", move_values}};
      }
      tc.expected["depth_values"] = depths;
      if (auto d = claimed("depth")) tc.expected["claimed_depth"] = d->as_int();
      if (auto v = claimed("value")) tc.expected["claimed_value"] = v->as_int();
      // The budget is the hook's promise: judge its nodes by it unless the case says otherwise.
      if (tc.nodes.mode == node_mode::record && !at.find("nodes")) {
        tc.nodes.mode = node_mode::budget;
        tc.nodes.budget = budget;
      }
    } else {  // best_move
      const auto t = reference_.solve(b);
      tc.expected = {
          {"value", claimed("value") ? static_cast<int>(claimed("value")->as_int(-1, 1)) : t.value},
          {"moves", judge::squares_json(t.best_moves)}};
    }
  }

  [[nodiscard]] judgement judge_custom(const test_case& tc, const json& output) const override {
    try {
      const ttt::board b = rules::state_from_json(tc.input.at("state"));
      if (tc.hook == "evaluate") return judge::evaluate(tc, b, output);
      if (tc.hook == "minimax") return judge::minimax(tc, b, output, reference_);
      if (tc.hook == "alphabeta") return judge::alphabeta(tc, b, output, reference_);
      if (tc.hook == "depth_limited") return judge::depth_limited(tc, b, output, reference_);
      if (tc.hook == "iterative_deepening") return judge::iterative_deepening(tc, b, output, reference_);
      return judge::best_move(tc, b, output, reference_);
    } catch (const malformed& e) {
      return {verdict::wrong_answer, tc.hook + " returned malformed output: " + e.what(), {}};
    }
  }

  [[nodiscard]] std::string show_custom(const test_case& tc,
                                        const std::optional<json>& output) const override {
    const ttt::board b = rules::state_from_json(tc.input.at("state"));
    std::string call = tc.hook + "(b";
    for (const char* arg : {"alpha", "beta", "depth", "node_budget"}) {
      if (tc.input.contains(arg)) call += ", " + tc.input.at(arg).dump();
    }
    std::string text = "position, k = " + std::to_string(b.k()) + ":\n" + render(b) + "call: " + call + ")\n";
    if (tc.expected.contains("value") && tc.hook != "iterative_deepening")
      text += "expect: value " + tc.expected.at("value").dump() + '\n';
    if (tc.expected.contains("moves"))
      text += "best moves: " + judge::squares_text(judge::squares_from_json(tc.expected.at("moves"))) + '\n';
    if (tc.hook == "iterative_deepening")
      text += "the deck's deepening completes depth " + tc.expected.at("depth").dump() + '\n';
    if (!b.is_over() && b.empty_count() <= 10)
      text += "each move's value: " + reference_.move_values(b) + '\n';
    if (output) text += "answer: " + feedback::quote(*output) + '\n';
    return text;
  }

 private:
  // What only the reference answers (none in the student handout).
  judge::reference_answers reference_;
  // `grader play`, whose reference player asks reference_.
  std::unique_ptr<const game_play> game_;
};

}  // namespace

const problem_driver& tic_tac_toe_driver(const problem_reference* instructor) {
  static const driver instance(reference_as<ttt_reference>(instructor));
  return instance;
}

}  // namespace grader::problems
