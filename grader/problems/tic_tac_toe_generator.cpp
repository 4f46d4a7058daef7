// `grader generate tic_tac_toe`: random positions reached by play (each move
// drawn with splitmix64, so the same on every machine) of a chosen size, k
// and number of marks, for one game hook, with the model answer's exact
// counts (minimax, alphabeta, depth_limited) or a budget (best_move: the
// whole game tree below the position, which any honest full-depth search
// fits; iterative_deepening: its own node_budget).

#include "framework/core/random_draw.hpp"
#include "framework/tic_tac_toe/hooks.hpp"
#include "framework/tic_tac_toe/rules.hpp"
#include "grader/core/case_generator.hpp"
#include "grader/core/feedback.hpp"
#include "grader/core/reference_run.hpp"

#include <algorithm>

namespace grader::problems {

namespace {

namespace ttt = tic_tac_toe;
using feedback::thousands;

enum class game_hook { evaluate, minimax, alphabeta, depth_limited, iterative_deepening, best_move };
constexpr named_choice<game_hook> generated_hooks[] = {
    {ttt::hook_name::evaluate, game_hook::evaluate},
    {ttt::hook_name::minimax, game_hook::minimax},
    {ttt::hook_name::alphabeta, game_hook::alphabeta},
    {ttt::hook_name::depth_limited, game_hook::depth_limited},
    {ttt::hook_name::iterative_deepening, game_hook::iterative_deepening},
    {ttt::hook_name::best_move, game_hook::best_move}};

// A position after `marks` random moves, open when `open` is asked; nullopt
// when the draw ended the game first.
std::optional<ttt::board> random_play(int rows, int cols, int k, int marks, bool open, std::uint64_t& state) {
  ttt::board b(rows, cols, k);
  for (int i = 0; i < marks; ++i) {
    const auto moves = ttt::rules::legal_moves(b);
    if (moves.empty()) return std::nullopt;
    b.place_mark(moves[framework::splitmix64(state) % moves.size()]);
  }
  if (open && b.is_over()) return std::nullopt;
  return b;
}

std::uint64_t model_nodes(const std::function<void()>& call) {
  return run_capped("model answer", &ttt::rules::nodes, 0, call).nodes.value_or(0);
}

class tic_tac_toe_generator final : public case_generator {
 public:
  [[nodiscard]] std::string summary() const override {
    return "random positions reached by play, for one game hook, with exact counts or budgets";
  }

  [[nodiscard]] std::vector<generator_parameter> parameters() const override {
    return {{"rows", "rows of the board, 1 to 6", "3"},
            {"cols", "columns of the board, 1 to 6", "3"},
            {"k", "marks in a row that win (0: the shorter side)", "0"},
            {"marks", "marks already placed", "2"},
            {"hook", "evaluate, minimax, alphabeta, depth_limited, iterative_deepening or best_move",
             ttt::hook_name::minimax},
            {"depth", "depth_limited's depth", "2"},
            {"budget", "iterative_deepening's node_budget", "1000"}};
  }

  void check(const std::map<std::string, std::string>& values) const override {
    const auto rows = integer_parameter(values, "rows", 1, ttt::board::max_side);
    const auto cols = integer_parameter(values, "cols", 1, ttt::board::max_side);
    (void)integer_parameter(values, "k", 0, std::max(rows, cols));
    (void)integer_parameter(values, "marks", 0, rows * cols);
    (void)integer_parameter(values, "depth", 1, rows * cols);
    (void)integer_parameter(values, "budget", 1, 100'000'000);
    if (!choice_named(generated_hooks, values.at("hook")))
      throw bad_parameter("hook", "'" + values.at("hook") + "' is not one of the game hooks");
  }

  [[nodiscard]] generated_case generate(const std::map<std::string, std::string>& values,
                                        std::uint64_t seed) const override {
    check(values);
    const auto rows = static_cast<int>(integer_parameter(values, "rows", 1, ttt::board::max_side));
    const auto cols = static_cast<int>(integer_parameter(values, "cols", 1, ttt::board::max_side));
    const auto k_given = static_cast<int>(integer_parameter(values, "k", 0, std::max(rows, cols)));
    const int k = k_given == 0 ? std::min(rows, cols) : k_given;
    const auto marks = static_cast<int>(integer_parameter(values, "marks", 0, rows * cols));
    const game_hook hook = *choice_named(generated_hooks, values.at("hook"));
    const bool open = hook == game_hook::best_move || hook == game_hook::iterative_deepening;
    std::uint64_t state = seed;
    std::optional<ttt::board> drawn;
    for (int attempt = 0; attempt < 1000 && !drawn; ++attempt)
      drawn = random_play(rows, cols, k, marks, open, state);
    if (!drawn)
      throw bad_parameter("marks", "random play ends the game before " + std::to_string(marks) + " marks");
    ttt::board b = *drawn;

    generated_case c;
    c.name = std::to_string(rows) + "x" + std::to_string(cols) + "-k" + std::to_string(k) + "-" +
             std::to_string(marks) + "-marks-seed-" + std::to_string(seed);
    c.fields["hook"] = values.at("hook");
    YAML::Node drawing;
    for (int r = 0; r < rows; ++r) {
      std::string row;
      for (int col = 0; col < cols; ++col)
        row += (col == 0 ? "" : " ") + std::string(ttt::to_string(b.at({r, col})));
      drawing.push_back(row);
    }
    drawing.SetStyle(YAML::EmitterStyle::Flow);
    c.fields["board"] = drawing;
    if (k != std::min(rows, cols)) c.fields["k"] = k;
    std::string what = std::to_string(rows) + "x" + std::to_string(cols) + ", k = " + std::to_string(k) +
                       ", " + feedback::plural(static_cast<std::size_t>(marks), "mark") +
                       " by random play (seed " + std::to_string(seed) + ")";
    YAML::Node nodes;
    const auto exact = [&](std::uint64_t n) {
      nodes["mode"] = "exact";
      nodes["reference"] = n;
    };
    switch (hook) {
      case game_hook::minimax:
      case game_hook::alphabeta: {
        int value = 0;
        exact(model_nodes([&] {
          value =
              hook == game_hook::minimax ? ttt::minimax(b) : ttt::alphabeta(b, -ttt::infinity, ttt::infinity);
        }));
        what += ": the value is " + std::to_string(value) + ", " +
                thousands(nodes["reference"].as<std::uint64_t>()) + " positions in reading order";
        break;
      }
      case game_hook::depth_limited: {
        const auto depth = static_cast<int>(integer_parameter(values, "depth", 1, rows * cols));
        c.fields["depth"] = depth;
        exact(model_nodes([&] { (void)ttt::depth_limited(b, depth); }));
        what += ", " + std::to_string(depth) +
                " plies: " + thousands(nodes["reference"].as<std::uint64_t>()) + " positions";
        break;
      }
      case game_hook::iterative_deepening: {
        const auto budget = static_cast<std::uint64_t>(integer_parameter(values, "budget", 1, 100'000'000));
        if (budget < static_cast<std::uint64_t>(b.empty_count()))
          throw bad_parameter("budget", "depth 1 alone places " + std::to_string(b.empty_count()) + " marks");
        c.fields["node_budget"] = budget;
        ttt::deepening_result found;
        (void)model_nodes([&] { found = ttt::iterative_deepening(b, budget); });
        what += ", a budget of " + thousands(budget) + " marks: the deck's deepening completes depth " +
                std::to_string(found.depth);
        break;
      }
      case game_hook::best_move:
        nodes["mode"] = "budget";
        nodes["budget"] = model_nodes([&] { (void)ttt::minimax(b); });
        what += ": the budget is the whole game tree below, " +
                thousands(nodes["budget"].as<std::uint64_t>()) + " positions";
        break;
      case game_hook::evaluate:
        what += ": evaluate is " + std::to_string(ttt::rules::heuristic(b));
        break;
    }
    if (nodes.size() > 0) {
      nodes.SetStyle(YAML::EmitterStyle::Flow);
      c.fields["nodes"] = nodes;
    }
    c.description = what;
    return c;
  }
};

}  // namespace

const case_generator& tic_tac_toe_case_generator() {
  static const tic_tac_toe_generator instance;
  return instance;
}

}  // namespace grader::problems
