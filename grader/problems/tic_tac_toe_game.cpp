// Tic-tac-toe as a game a person plays (`grader play tic_tac_toe`): the
// position is the runner's JSON of the framework's board, moves are typed as
// squares, the reference plays one of the fast solver's best moves (the
// first in reading order, so a game is repeatable), and a team is asked for
// its move through an ordinary best_move case.

#include "grader/problems/tic_tac_toe_game.hpp"

#include "framework/tic_tac_toe/rules.hpp"
#include "framework/tic_tac_toe/yaml_io.hpp"
#include "grader/problems/tic_tac_toe_judge.hpp"

#include <stdexcept>

namespace grader::problems {

namespace {

namespace ttt = tic_tac_toe;
using nlohmann::json;
using ttt::rules;

class game final : public game_play {
 public:
  explicit game(ttt_judge::reference_answers reference) : reference_(reference) {}

  [[nodiscard]] json start(const framework::yaml_cursor& fields) const override {
    fields.allow_only({"board", "size", "k", "first"});
    if (fields.find("board") || fields.find("size")) return rules::state_json(ttt::parse_board(fields));
    // The usual 3x3 game, with the k or the first player asked for.
    const auto k = fields.find("k");
    const auto first = fields.find("first");
    ttt::mark who = ttt::mark::x;
    if (first) {
      const std::string name = first->as_string();
      if (name != "X" && name != "O") first->fail("'" + name + "' is not a player: X or O");
      who = name == "X" ? ttt::mark::x : ttt::mark::o;
    }
    return rules::state_json(ttt::board(3, 3, k ? static_cast<int>(k->as_int(1, 3)) : 3, who));
  }
  [[nodiscard]] std::pair<std::string, std::string> sides(const json& position) const override {
    const auto first = rules::state_from_json(position).first();
    return {std::string(ttt::to_string(first)), std::string(ttt::to_string(ttt::opponent(first)))};
  }
  [[nodiscard]] std::string to_move(const json& position) const override {
    return std::string(ttt::to_string(rules::state_from_json(position).to_move()));
  }
  [[nodiscard]] std::optional<std::string> result(const json& position) const override {
    const auto b = rules::state_from_json(position);
    if (b.winner() != ttt::mark::none) return std::string(ttt::to_string(b.winner())) + " wins";
    if (b.is_full()) return "draw";
    return std::nullopt;
  }
  [[nodiscard]] std::string render(const json& position) const override {
    return rules::render(rules::state_from_json(position));
  }
  [[nodiscard]] std::string move_syntax() const override {
    return "row,col from 0 (1,1 is the centre of 3x3)";
  }
  [[nodiscard]] played_move play(const json& position, const std::string& move) const override {
    auto b = rules::state_from_json(position);
    const auto s = ttt::parse_square(move);
    if (!s) throw std::invalid_argument("'" + move + "' is not a square");
    if (auto why = rules::why_illegal(b, *s)) throw std::invalid_argument(*why);
    rules::apply(b, *s);
    return {rules::state_json(b), ttt::to_string(*s)};
  }
  [[nodiscard]] advised_move reference_move(const json& position) const override {
    const auto b = rules::state_from_json(position);
    const auto t = reference_.solve(b);
    if (t.best_moves.empty()) throw std::invalid_argument("the game is over");
    const std::string word = t.value > 0 ? "X wins" : t.value < 0 ? "O wins" : "a draw";
    return {ttt::to_string(t.best_moves.front()),
            word + " with best play; best moves: " + ttt_judge::moves_text<rules>(t.best_moves)};
  }
  [[nodiscard]] test_case move_case(const json& position) const override {
    test_case tc;
    tc.problem = std::string(rules::name);
    tc.suite = "play";
    tc.name = "move-" + std::to_string(rules::state_from_json(position).mark_count() + 1);
    tc.id = tc.suite + "/" + tc.name;
    tc.hook = ttt::hook_name::best_move;
    tc.input = {{"state", position}};
    const auto t = reference_.solve(rules::state_from_json(position));
    tc.expected = {{"value", t.value}, {"moves", moves_to_json<rules>(t.best_moves)}};
    tc.limits.cpu_seconds = 10;
    tc.limits.wall_seconds = 20;
    return tc;
  }
  [[nodiscard]] std::string move_in(const json& output) const override {
    return ttt::to_string(rules::move_from_json(output.at("move")));
  }

 private:
  ttt_judge::reference_answers reference_;
};

}  // namespace

std::unique_ptr<const game_play> make_tic_tac_toe_game(ttt_judge::reference_answers reference) {
  return std::make_unique<game>(reference);
}

}  // namespace grader::problems
