// The tic-tac-toe driver: m,n,k positions drawn in YAML, the deck's game hooks
// (evaluate, minimax, alphabeta, depth_limited, iterative_deepening,
// best_move) as custom hooks, and the reference (tic_tac_toe_reference.hpp)
// deciding true values and best moves. valid_moves, apply_move and undo_move
// are judged by the generic rules_driver; the game hooks by
// tic_tac_toe_judge.cpp. The case fields are documented in the kit's
// case-format guide.

#include "framework/tic_tac_toe/hooks.hpp"
#include "framework/tic_tac_toe/rules.hpp"
#include "framework/tic_tac_toe/yaml_io.hpp"
#include "grader/core/game_searches.hpp"
#include "grader/core/game_tree_witness.hpp"
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

using judge::game_fields;

class driver final : public rules_driver<rules> {
 public:
  explicit driver(const tic_tac_toe_rules_reference* instructor)
      : rules_driver(instructor), reference_(instructor), game_(make_tic_tac_toe_game(reference_)) {
    add_moves_and_edits();
    add_custom(std::make_shared<evaluate>(*this));
    add_custom(std::make_shared<minimax>(*this));
    add_custom(std::make_shared<alphabeta>(*this));
    add_custom(std::make_shared<depth_limited>(*this));
    add_custom(std::make_shared<iterative_deepening>(*this));
    add_custom(std::make_shared<best_move>(*this));
  }

  [[nodiscard]] const game_play* game() const override { return game_.get(); }
  // True values and the deck's depths are the fast solver's and the model
  // answer's, found while a case is read.
  [[nodiscard]] bool parse_needs_reference() const override { return true; }

 protected:
  [[nodiscard]] std::optional<picture> draw(const state& s) const override { return draw_tic_tac_toe(s); }
  [[nodiscard]] std::string_view picture_styles() const override { return tic_tac_toe_picture_styles(); }
  void mark_move(picture& p, const state&, const move& m) const override { highlight(p, m.row, m.col); }

  [[nodiscard]] std::vector<std::string_view> position_fields() const override {
    return {std::begin(ttt::board_fields), std::end(ttt::board_fields)};
  }

  [[nodiscard]] ttt::board read_position(const yaml_cursor& at, const fs::path&) const override {
    return ttt::parse_board(at);
  }
  [[nodiscard]] ttt::board read_like(const yaml_cursor& at, const ttt::board& like) const override {
    return ttt::parse_drawn(at, like);
  }
  [[nodiscard]] ttt::square read_move(const yaml_cursor& at) const override {
    return framework::parse_row_col(at, "square");
  }

  // ----------------------------------------------------------- custom hooks

  // The deck's game hooks: a position drawn as the other hooks' are, some of
  // the game hooks' own fields, an `expect` of the hook's own keys, and the
  // case shown with the call and each move's true value.
  class game_hook : public driver_hook<rules, driver> {
   public:
    // `window`: where the hook's reading starts alpha-beta, for the proof's order (none: the order alone).
    game_hook(const driver& d, hook_info info, std::vector<std::string_view> fields,
              std::vector<std::string_view> expect, bool decided_allowed,
              std::optional<framework::game_window> window = std::nullopt)
        : driver_hook(d, std::move(info)),
          fields_(std::move(fields)),
          expect_(std::move(expect)),
          decided_allowed_(decided_allowed),
          window_(window) {}

    [[nodiscard]] std::vector<std::string_view> fields() const override { return fields_; }

    void parse(const yaml_cursor& at, const fs::path& dir, test_case& tc) const final {
      reject_fields_not_used(at, {game_fields.begin(), game_fields.end()}, fields_, tc.hook);
      d_.reject(at, "move", "is for apply_move and undo_move cases");
      const ttt::board b = d_.read_position(at, dir);
      if (!decided_allowed_ && b.is_over()) {
        (at.find("board") ? *at.find("board") : at)
            .fail(tc.hook + " needs a game still open, but " + judge::how_decided(b));
      }
      const auto expect_at = expect_of(at, expect_, tc.hook);
      tc.input = {{"state", rules::state_json(b)}};
      try {
        read_case(at, b, expect_at, tc);
      } catch (const too_many_positions& e) {
        (at.find("board") ? *at.find("board") : at.find("size") ? *at.find("size") : at).fail(e.what());
      }
    }

    [[nodiscard]] judgement judge(const test_case& tc, const json& output) const final {
      const ttt::board b = rules::state_from_json(tc.input.at("state"));
      judgement j = judge_on(tc, b, output);
      // The answer is the search's only if the tree the trace explored
      // proves it (grader/core/game_tree_witness.hpp).
      if (j.result == verdict::accepted && this->info().search) {
        auto [facts, claim] = proof(tc, b, output);
        j.witness = game_tree_answer(std::move(facts), claim);
      }
      return j;
    }

    // The value of the tree the search explored, to the hook's horizons.
    [[nodiscard]] framework::witness_ptr<ttt::board> witness(const test_case& tc) const final {
      if (!this->info().search) return {};
      return std::make_unique<game_tree_witness<rules>>(horizons(tc), -1, 1);
    }

    // The witness proves the value; the count ranks only in the reading's order and window.
    [[nodiscard]] std::optional<framework::proof_claim> proof_claim(const test_case&) const final {
      if (!this->info().search) return std::nullopt;
      return framework::proof_claim::order_of_moves;
    }
    [[nodiscard]] std::optional<framework::game_window> proof_window(const test_case&) const override {
      return window_;
    }

    [[nodiscard]] std::string show(const test_case& tc, const std::optional<json>& output) const final {
      const ttt::board b = rules::state_from_json(tc.input.at("state"));
      std::string text = "position, k = " + std::to_string(b.k()) + ":\n" + render(b) +
                         "call: " + judge::call_text(tc) + '\n' + expected(tc);
      if (!b.is_over() && b.empty_count() <= 10)
        text += "each move's value: " + judge::move_values<rules>(d_.reference_, b) + '\n';
      if (output) text += "answer: " + feedback::quote(*output) + '\n';
      return text;
    }

   protected:
    // How deep the searches the hook may make go: to the end of the game
    // unless it evaluates at a depth.
    [[nodiscard]] virtual std::vector<std::optional<int>> horizons(const test_case&) const {
      return {std::nullopt};
    }
    // What the tree the search explored must prove of an accepted `output`.
    [[nodiscard]] virtual judge::proof_needed proof(const test_case&, const ttt::board&, const json&) const {
      return {};
    }

    // The hook's own input fields and expectations, once `tc.input` holds the position.
    virtual void read_case(const yaml_cursor& at, const ttt::board& b,
                           const std::optional<yaml_cursor>& expect_at, test_case& tc) const = 0;
    [[nodiscard]] virtual judgement judge_on(const test_case& tc, const ttt::board& b,
                                             const json& output) const = 0;
    // What `grader show` says the case expects.
    [[nodiscard]] virtual std::string expected(const test_case& tc) const { return judge::expected(tc); }

    // The value the case's `expect` claims, or the position's true value.
    [[nodiscard]] int game_value(const std::optional<yaml_cursor>& expect_at, const ttt::board& b) const {
      const auto v = claimed(expect_at, "value");
      return v ? static_cast<int>(v->as_int(-1, 1)) : d_.reference_.value(b);
    }

   private:
    std::vector<std::string_view> fields_;  // of game_fields
    std::vector<std::string_view> expect_;  // the keys `expect` may have
    bool decided_allowed_;                  // whether the position may be a decided game
    std::optional<framework::game_window> window_;
  };

  class evaluate final : public game_hook {
   public:
    explicit evaluate(const driver& d)
        : game_hook(d, {ttt::hook_name::evaluate, "the deck's evaluation of the position (no search)", false},
                    {}, {"value"}, true) {}

   protected:
    void read_case(const yaml_cursor&, const ttt::board& b, const std::optional<yaml_cursor>& expect_at,
                   test_case& tc) const override {
      const auto v = claimed(expect_at, "value");
      tc.expected = {{"value", v ? static_cast<int>(v->as_int()) : rules::heuristic(b)}};
    }
    [[nodiscard]] judgement judge_on(const test_case& tc, const ttt::board& b,
                                     const json& output) const override {
      return judge::evaluate(tc, b, output);
    }
  };

  // The full-depth searches never call evaluate: a broken evaluate explains only the others.
  static std::vector<std::string> moves_only() {
    return {ttt::hook_name::valid_moves, ttt::hook_name::apply_move, ttt::hook_name::undo_move};
  }
  static std::vector<std::string> with_evaluate() {
    return {ttt::hook_name::valid_moves, ttt::hook_name::apply_move, ttt::hook_name::undo_move,
            ttt::hook_name::evaluate};
  }

  class minimax final : public game_hook {
   public:
    explicit minimax(const driver& d)
        : game_hook(
              d,
              {ttt::hook_name::minimax, "the value of the position, full depth (+1, 0, -1 from X's side)",
               true, false, moves_only()},
              {}, {"value"}, true, framework::game_window{-ttt::infinity, ttt::infinity, false}) {}

    [[nodiscard]] std::optional<lecture_runs<rules>> lecture_search(const test_case&) const override {
      return one_order_search<rules>(
          [](ttt::board& b, framework::move_order order) { (void)game_searches::minimax<rules>(b, order); },
          "having visited the whole tree");
    }

    [[nodiscard]] std::string node_advice(const test_case&) const override {
      return "minimax visits each position below the root once, and none below a decided game";
    }

   protected:
    void read_case(const yaml_cursor&, const ttt::board& b, const std::optional<yaml_cursor>& expect_at,
                   test_case& tc) const override {
      tc.expected = {{"value", game_value(expect_at, b)}};
    }
    [[nodiscard]] judgement judge_on(const test_case& tc, const ttt::board& b,
                                     const json& output) const override {
      return judge::minimax<rules>(tc, b, output, d_.reference_);
    }
    [[nodiscard]] judge::proof_needed proof(const test_case&, const ttt::board& b,
                                            const json& output) const override {
      return judge::minimax_proof(b, output);
    }
  };

  class alphabeta final : public game_hook {
   public:
    explicit alphabeta(const driver& d)
        : game_hook(d,
                    {ttt::hook_name::alphabeta, "the minimax value, within the window (alpha, beta)", true,
                     false, moves_only()},
                    {"alpha", "beta"}, {"value"}, true) {}

    // A count ranks only if each loop it left early was closed by the case's window.
    [[nodiscard]] std::optional<framework::game_window> proof_window(const test_case& tc) const override {
      return framework::game_window{tc.input.at("alpha").get<int>(), tc.input.at("beta").get<int>(), false};
    }

    [[nodiscard]] std::optional<lecture_runs<rules>> lecture_search(const test_case& tc) const override {
      const int alpha = tc.input.at("alpha").get<int>();
      const int beta = tc.input.at("beta").get<int>();
      return one_order_search<rules>(
          [alpha, beta](ttt::board& b, framework::move_order order) {
            (void)game_searches::alphabeta<rules>(b, alpha, beta, order);
          },
          "having left every loop its window closes");
    }

    [[nodiscard]] std::string node_advice(const test_case&) const override {
      return "the lecture's alpha-beta leaves a node's loop as soon as alpha >= beta; a count like "
             "minimax's means it never leaves";
    }

   protected:
    void read_case(const yaml_cursor& at, const ttt::board& b, const std::optional<yaml_cursor>& expect_at,
                   test_case& tc) const override {
      const auto alpha =
          at.find("alpha") ? at.find("alpha")->as_int(-ttt::infinity, ttt::infinity) : -ttt::infinity;
      const auto beta =
          at.find("beta") ? at.find("beta")->as_int(-ttt::infinity, ttt::infinity) : ttt::infinity;
      if (alpha >= beta) (at.find("beta") ? *at.find("beta") : at).fail("the window needs alpha < beta");
      tc.input["alpha"] = alpha;
      tc.input["beta"] = beta;
      tc.expected = {{"value", game_value(expect_at, b)}};
    }
    [[nodiscard]] judgement judge_on(const test_case& tc, const ttt::board& b,
                                     const json& output) const override {
      return judge::alphabeta<rules>(tc, b, output, d_.reference_);
    }
    [[nodiscard]] judge::proof_needed proof(const test_case& tc, const ttt::board& b,
                                            const json& output) const override {
      return judge::alphabeta_proof(tc, b, output);
    }
  };

  class depth_limited final : public game_hook {
   public:
    explicit depth_limited(const driver& d)
        : game_hook(d,
                    {ttt::hook_name::depth_limited,
                     "the value to a depth, evaluate at the pseudo-leaves, and a root move", true, false,
                     with_evaluate()},
                    {"depth"}, {"value", "moves"}, true) {}

    [[nodiscard]] std::optional<lecture_runs<rules>> lecture_search(const test_case& tc) const override {
      const int depth = tc.input.at("depth").get<int>();
      return one_order_search<rules>(
          [depth](ttt::board& b, framework::move_order order) {
            (void)game_searches::depth_limited<rules>(b, depth, order);
          },
          "having searched the tree to its depth");
    }

    [[nodiscard]] std::string node_advice(const test_case&) const override {
      return "the lecture's depth_limited places marks exactly `depth` plies deep and evaluates there: is "
             "the depth off by one?";
    }

   protected:
    void read_case(const yaml_cursor& at, const ttt::board& b, const std::optional<yaml_cursor>& expect_at,
                   test_case& tc) const override {
      const int depth = static_cast<int>(at.at("depth").as_int(1, 36));
      tc.input["depth"] = depth;
      const std::uint64_t cap = std::min<std::uint64_t>(50'000'000, reading_positions());
      const auto values = d_.reference_.depth_limited_values(b, depth, cap);
      if (!values)
        at.at("depth").fail("the tree to this depth has more than " + feedback::thousands(cap) +
                            " positions");
      const auto v = claimed(expect_at, "value");
      tc.expected = {{"value", v ? static_cast<int>(v->as_int()) : values->value},
                     {"moves", moves_to_json<rules>(values->best())}};
      if (auto listed = claimed(expect_at, "moves")) {
        std::vector<ttt::square> listed_moves;
        for (const auto& item : listed->items()) listed_moves.push_back(ttt::parse_square(item, b));
        tc.expected["claimed_moves"] = moves_to_json<rules>(listed_moves);
      }
    }
    [[nodiscard]] judgement judge_on(const test_case& tc, const ttt::board& b,
                                     const json& output) const override {
      return judge::depth_limited<rules>(tc, b, output, d_.reference_);
    }
    [[nodiscard]] judge::proof_needed proof(const test_case& tc, const ttt::board& b,
                                            const json& output) const override {
      return judge::depth_limited_proof(tc, b, output);
    }
    [[nodiscard]] std::vector<std::optional<int>> horizons(const test_case& tc) const override {
      return {tc.input.at("depth").get<int>()};
    }
  };

  class iterative_deepening final : public game_hook {
   public:
    explicit iterative_deepening(const driver& d)
        : game_hook(d,
                    {ttt::hook_name::iterative_deepening,
                     "the move, value and depth of the last complete depth", true, false, with_evaluate()},
                    {"node_budget"}, {"depth", "value"}, false) {}

    [[nodiscard]] std::optional<lecture_runs<rules>> lecture_search(const test_case& tc) const override {
      const auto budget = tc.input.at("node_budget").get<std::uint64_t>();
      return one_order_search<rules>(
          [budget](ttt::board& b, framework::move_order order) {
            game_searches::iterative_deepening<rules>(b, budget, order);
          },
          "at the depth its budget does not cover");
    }

    [[nodiscard]] std::string node_advice(const test_case&) const override {
      return "iterative deepening abandons the depth in progress as soon as b.marks_placed() has reached "
             "the budget, and returns the last complete depth's move";
    }

   protected:
    void read_case(const yaml_cursor& at, const ttt::board& b, const std::optional<yaml_cursor>& expect_at,
                   test_case& tc) const override {
      const std::uint64_t budget = judge::read_node_budget<rules>(at.at("node_budget"), b);
      tc.input["node_budget"] = budget;
      const int least = d_.reference_.lecture_depth(b, budget);
      tc.expected = {{"depth", least}};
      // Judging needs no search: the student handout judges from these alone.
      tc.expected["depth_values"] = judge::depth_values<rules>(
          d_.reference_, b, least, std::min<std::uint64_t>(2'000'000, reading_positions()));
      if (auto d = claimed(expect_at, "depth")) tc.expected["claimed_depth"] = d->as_int();
      if (auto v = claimed(expect_at, "value")) tc.expected["claimed_value"] = v->as_int();
      // The budget is the hook's promise: judge its nodes by it unless the case says otherwise.
      if (tc.nodes.mode == node_mode::record && !at.find("nodes")) {
        tc.nodes.mode = node_mode::budget;
        tc.nodes.budget = budget;
      }
    }
    [[nodiscard]] judgement judge_on(const test_case& tc, const ttt::board& b,
                                     const json& output) const override {
      return judge::iterative_deepening<rules>(tc, b, output, d_.reference_);
    }
    [[nodiscard]] judge::proof_needed proof(const test_case&, const ttt::board& b,
                                            const json& output) const override {
      return judge::deepening_proof(b, output);
    }
    [[nodiscard]] std::vector<std::optional<int>> horizons(const test_case& tc) const override {
      return judge::deepening_horizons(tc);
    }
    // A correct search may report the deck's depth or a deeper one: the case
    // expects the deck's depth, no one value or move.
    [[nodiscard]] std::string expected(const test_case& tc) const override {
      return "the deck's deepening completes depth " + tc.expected.at("depth").dump() + '\n';
    }
  };

  class best_move final : public game_hook {
   public:
    explicit best_move(const driver& d)
        // The deck values every move of the position by alpha-beta from the
        // widest window, afresh: a count ranks only if it did as much.
        : game_hook(d, {ttt::hook_name::best_move, "a move of the best value", true, false, moves_only()}, {},
                    {"value"}, false, framework::game_window{-ttt::infinity, ttt::infinity, true}) {}

    [[nodiscard]] std::optional<lecture_runs<rules>> lecture_search(const test_case&) const override {
      return one_order_search<rules>(
          [](ttt::board& b, framework::move_order order) { game_searches::best_move<rules>(b, order); },
          "having valued every move by alpha-beta");
    }

    [[nodiscard]] std::string node_advice(const test_case&) const override {
      return "alpha-beta, which leaves a node's loop as soon as alpha >= beta, finds a best move within the "
             "budget; minimax over the whole tree does not";
    }

   protected:
    void read_case(const yaml_cursor&, const ttt::board& b, const std::optional<yaml_cursor>& expect_at,
                   test_case& tc) const override {
      const auto t = d_.reference_.solve(b);
      const auto v = claimed(expect_at, "value");
      tc.expected = {{"value", v ? static_cast<int>(v->as_int(-1, 1)) : t.value},
                     {"moves", moves_to_json<rules>(t.best_moves)}};
    }
    [[nodiscard]] judgement judge_on(const test_case& tc, const ttt::board& b,
                                     const json& output) const override {
      return judge::best_move<rules>(tc, b, output, d_.reference_);
    }
    [[nodiscard]] judge::proof_needed proof(const test_case& tc, const ttt::board& b,
                                            const json& output) const override {
      return judge::best_move_proof(tc, b, output);
    }
  };

 private:
  // What only the reference answers (none in the student handout).
  judge::reference_answers reference_;
  // `grader play`, whose reference player asks reference_.
  std::unique_ptr<const game_play> game_;
};

}  // namespace

const problem_driver& tic_tac_toe_driver(const problem_reference* instructor) {
  static const driver instance(reference_as<tic_tac_toe_rules_reference>(instructor));
  return instance;
}

}  // namespace grader::problems
