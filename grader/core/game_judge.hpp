#pragma once
// The judging of the deck's game-tree hooks (seed 003: minimax, alpha-beta
// in its window, depth_limited, iterative deepening, best_move), written once
// through a game's rules and its reference: a value against the reference's,
// a move accepted when it is one of the equally good ones, and what a wrong
// one is told. The reference (the instructor's: a solver's true values and
// best moves, the model answer's depth-limited values) explains a wrong
// answer; the student handout has none, and its feedback leaves the
// sentence out (if_reference) while the verdict stands.
//
// Besides game_tree_rules and searchable_game (game_searches.hpp), a game's
// rules name its two sides (side_name(maximizing): "X", "O"), a move's place
// (square_word: "square"), a move (move_word: "mark") and what plies_left
// counts (plies_left_word: "empty square"). A Reference gives solve(s) (the
// value and every best move), value(s), depth_limited_values(s, depth, cap)
// (nullopt past `cap` moves) and lecture_depth(s, budget).

#include "grader/core/feedback.hpp"
#include "grader/core/game_searches.hpp"
#include "grader/core/hooks/standard_hook.hpp"
#include "grader/core/problem_driver.hpp"
#include "grader/core/reading_effort.hpp"
#include "grader/core/untrusted.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace grader::game_judge {

using nlohmann::json;

// A position's true value (from MAX's side) and every best move, by the reference's solver.
template <class Move>
struct truth {
  int value = 0;
  std::vector<Move> best_moves;
  std::uint64_t nodes = 0;
};

// The deck's depth-limited search at the root: its value, and each root
// move's backed-up value (depth - 1 below it).
template <class Move>
struct root_values {
  int value = 0;
  std::vector<std::pair<Move, int>> moves;
  [[nodiscard]] std::vector<Move> best() const {
    std::vector<Move> out;
    for (const auto& [m, v] : moves) {
      if (v == value) out.push_back(m);
    }
    return out;
  }
};

// The game hooks' own case fields, each taken by some of them.
inline constexpr std::array<std::string_view, 4> game_fields{"alpha", "beta", "depth", "node_budget"};

// The hook's call with the case's fields: "alphabeta(b, -1, 1)".
[[nodiscard]] inline std::string call_text(const test_case& tc) {
  std::string call = tc.hook + "(b";
  for (const auto field : game_fields) {
    if (const std::string arg(field); tc.input.contains(arg)) call += ", " + tc.input.at(arg).dump();
  }
  return call + ")";
}

// Feedback that only a reference can give: in the student handout the
// sentence is left out, the verdict stands.
template <class Explain>
std::string if_reference(Explain explain,
                         std::string otherwise = " (the instructor's grader says more here)") {
  try {
    return explain();
  } catch (const reference_unavailable&) {
    return otherwise;
  }
}

// "+1 (X wins)", "0 (a draw)", "-3"
template <class G>
[[nodiscard]] std::string said(int value) {
  if (value == 1) return "+1 (" + G::side_name(true) + " wins)";
  if (value == -1) return "-1 (" + G::side_name(false) + " wins)";
  if (value == 0) return "0 (a draw)";
  return (value > 0 ? "+" : "") + std::to_string(value);
}

template <class G>
[[nodiscard]] std::string moves_text(const std::vector<typename G::move>& ms) {
  return feedback::list_some(described<G>(ms), 16);
}

// The move an answer names under `key` (null: none); throws malformed.
template <class G>
[[nodiscard]] std::optional<typename G::move> move_field(const json& output, const char* key) {
  const json& m = output_field(output, key);
  if (m.is_null()) return std::nullopt;
  return untrusted(m, ("not a " + std::string(G::square_word)).c_str(),
                   [](const json& j) { return G::move_from_json(j); });
}

// "(1,1) +1, (0,0) 0, ...": each root move's true value.
template <class G, class Reference>
[[nodiscard]] std::string move_values(const Reference& reference, const typename G::state& s) {
  std::vector<std::string> parts;
  auto work = s;
  for (const auto& m : G::legal_moves(s)) {
    G::apply(work, m);
    const int v = reference.value(work);
    parts.push_back(G::describe(m) + " " + (v > 0 ? "+1" : std::to_string(v)));
    G::undo(work, m);
  }
  return feedback::list_some(parts, 16);
}

// "(1,1) (0,0) (2,2) ...": a line of best play from s, by the reference.
template <class G, class Reference>
[[nodiscard]] std::string best_line(const Reference& reference, const typename G::state& s,
                                    std::size_t plies) {
  auto work = s;
  std::string line;
  for (std::size_t i = 0; i < plies && !G::is_goal(work); ++i) {
    const auto m = reference.solve(work).best_moves.front();
    line += (line.empty() ? "" : " ") + G::describe(m);
    G::apply(work, m);
  }
  if (!G::is_goal(work)) line += " ...";
  return line;
}

namespace detail {

// A search must leave the position as it found it: the judgement when it does not.
template <class G>
std::optional<judgement> left_changed(const test_case& tc, const typename G::state& start,
                                      const json& output) {
  const auto after = untrusted(output_field(output, "state"), "not a board",
                               [](const json& j) { return G::state_from_json(j); });
  if (after == start) return std::nullopt;
  const auto diff = G::differences(start, after);
  return judgement{
      verdict::wrong_answer,
      tc.hook + " does not leave the board as it found it (" + (diff.empty() ? "?" : diff.front()) +
          "): does every apply_move have its undo_move, on every way out of the loop?\n" +
          feedback::side_by_side({{"the board before", G::render(start)}, {"after", G::render(after)}}),
      {}};
}

template <class Move>
bool contains(const std::vector<Move>& moves, const Move& m) {
  return std::find(moves.begin(), moves.end(), m) != moves.end();
}

// Why `move` cannot be played on s at all, or nullopt.
template <class G>
std::optional<judgement> illegal(const test_case& tc, const typename G::state& s,
                                 const typename G::move& move) {
  const auto why = G::why_illegal(s, move);
  if (!why) return std::nullopt;
  return judgement{verdict::illegal_move,
                   tc.hook + " returns " + G::describe(move) + ": " + *why + "\n" + G::render(s),
                   {}};
}

// minimax, and alphabeta within the case's window (alpha, beta).
template <class G, class Reference>
judgement search_value(const test_case& tc, const typename G::state& s, const json& output,
                       const Reference& reference, bool window) {
  const int got = int_field(output, "value");
  if (auto changed = left_changed<G>(tc, s, output)) return *changed;
  const int want = tc.expected.at("value").get<int>();
  const int alpha = window ? tc.input.at("alpha").get<int>() : -G::infinity;
  const int beta = window ? tc.input.at("beta").get<int>() : G::infinity;
  const std::string call = call_text(tc);
  if (want <= alpha && got <= alpha)
    return {
        verdict::accepted, call + " is " + std::to_string(got) + " <= alpha: the value is at most alpha", {}};
  if (want >= beta && got >= beta)
    return {
        verdict::accepted, call + " is " + std::to_string(got) + " >= beta: the value is at least beta", {}};
  if (got == want) return {verdict::accepted, "the value is " + said<G>(want), {}};
  const std::string max_side = G::side_name(true);
  std::string why;
  if (want <= alpha)
    why = "the value is " + said<G>(want) + ", at most alpha = " + std::to_string(alpha) +
          ", so it must return something <= alpha";
  else if (want >= beta)
    why = "the value is " + said<G>(want) + ", at least beta = " + std::to_string(beta) +
          ", so it must return something >= beta";
  else if (got == -want)
    why = "the value is " + said<G>(want) + ": values are from " + max_side + "'s side (" + max_side +
          " is MAX) whoever is to move";
  else
    why = "the value is " + said<G>(want) + " with perfect play";
  std::string detail;
  if (!G::is_goal(s) && G::plies_left(s) <= 12) {
    detail = if_reference([&] {
      const bool max_level = G::maximizing(s);
      return "\nbest play: " + best_line<G>(reference, s, 9) + "; the moves' values for " +
             G::side_name(max_level) + " (" + (max_level ? "MAX" : "MIN") +
             "): " + move_values<G>(reference, s) +
             ". At a MAX level take the maximum, at a MIN level the minimum.";
    });
  }
  return {verdict::wrong_answer,
          call + " returns " + std::to_string(got) + ", but " + why + detail + "\n" + G::render(s),
          {}};
}

}  // namespace detail

template <class G, class Reference>
[[nodiscard]] judgement minimax(const test_case& tc, const typename G::state& s, const json& output,
                                const Reference& reference) {
  return detail::search_value<G>(tc, s, output, reference, false);
}

template <class G, class Reference>
[[nodiscard]] judgement alphabeta(const test_case& tc, const typename G::state& s, const json& output,
                                  const Reference& reference) {
  return detail::search_value<G>(tc, s, output, reference, true);
}

template <class G, class Reference>
[[nodiscard]] judgement depth_limited(const test_case& tc, const typename G::state& s, const json& output,
                                      const Reference& reference) {
  const int got = int_field(output, "value");
  const auto move = move_field<G>(output, "move");
  if (auto changed = detail::left_changed<G>(tc, s, output)) return *changed;
  const int depth = tc.input.at("depth").get<int>();
  const int want = tc.expected.at("value").get<int>();
  const auto best = moves_from_json<G>(tc.expected.at("moves"));
  const std::string call = call_text(tc);
  if (got != want) {
    std::string hint = "minimax to " + std::to_string(depth) + (depth == 1 ? " ply" : " plies") +
                       ", evaluate at the pseudo-leaves (depth 0) and at decided positions";
    hint = if_reference([&] {
      std::string more = hint;
      for (const int off : {-1, 1}) {
        if (const auto other = reference.depth_limited_values(s, depth + off, 5'000'000);
            other && other->value == got)
          more = "that is the value at depth " + std::to_string(depth + off) + ": is the depth off by one?";
      }
      if (const auto at = reference.depth_limited_values(s, depth, 5'000'000)) {
        std::vector<std::string> parts;
        for (const auto& [m, v] : at->moves) parts.push_back(G::describe(m) + " " + std::to_string(v));
        more += "; the root moves' backed-up values: " + feedback::list_some(parts, 16);
      }
      return more;
    });
    return {verdict::wrong_answer,
            call + " returns " + std::to_string(got) + ", but its value is " + std::to_string(want) + ": " +
                hint + "\n" + G::render(s),
            {}};
  }
  if (G::is_goal(s)) return {verdict::accepted, "the game is decided: " + std::to_string(want), {}};
  if (!move)
    return {
        verdict::wrong_answer, call + " returns no move, but " + moves_text<G>(best) + " has the value", {}};
  if (auto bad = detail::illegal<G>(tc, s, *move)) return *bad;
  if (!detail::contains(best, *move))
    return {verdict::wrong_answer,
            call + " returns the move " + G::describe(*move) + ", but its backed-up value is not " +
                std::to_string(want) + "; the best-looking moves are " + moves_text<G>(best),
            {}};
  return {verdict::accepted, "value " + std::to_string(want) + ", move " + G::describe(*move), {}};
}

template <class G, class Reference>
[[nodiscard]] judgement iterative_deepening(const test_case& tc, const typename G::state& s,
                                            const json& output, const Reference& reference) {
  const int got = int_field(output, "value");
  const int depth = int_field(output, "depth");
  const auto move = move_field<G>(output, "move");
  if (auto changed = detail::left_changed<G>(tc, s, output)) return *changed;
  const int least = tc.expected.at("depth").get<int>();
  const int most = G::plies_left(s);
  const auto budget = tc.input.at("node_budget").get<std::uint64_t>();
  const std::string moves_word = std::string(G::move_word) + "s";
  if (depth < least || depth > most) {
    return {verdict::wrong_answer,
            tc.hook + " returns depth " + std::to_string(depth) + ", but within " +
                feedback::thousands(budget) + " " + moves_word +
                " the deck's iterative deepening completes depth " + std::to_string(least) +
                (depth > most ? " and no depth goes beyond the " + std::to_string(most) + " " +
                                    std::string(G::plies_left_word) + "s"
                              : ": does it stop before the budget is spent?"),
            {}};
  }
  // A depth no honest search of this budget could complete cannot be checked
  // either. The depths just past the deck's come with the case (recorded for
  // the student handout); deeper ones are searched.
  std::optional<root_values<typename G::move>> at;
  if (const auto recorded = tc.expected.find("depth_values");
      recorded != tc.expected.end() && recorded->contains(std::to_string(depth))) {
    const json& r = recorded->at(std::to_string(depth));
    at = root_values<typename G::move>{r.at("value").get<int>(), {}};
    for (const auto& m : r.at("moves"))
      at->moves.emplace_back(G::move_from_json(m.at(0)), m.at(1).get<int>());
  } else {
    at = reference.depth_limited_values(s, depth, 20'000'000);
  }
  if (!at) {
    return {verdict::wrong_answer,
            tc.hook + " returns depth " + std::to_string(depth) +
                ", but a complete search to that depth places more than 20,000,000 " + moves_word +
                ", far beyond the budget of " + feedback::thousands(budget),
            {}};
  }
  if (got != at->value) {
    std::string hint = "depth_limited(b, " + std::to_string(depth) + ") is " + std::to_string(at->value);
    bool unfinished = false;
    (void)if_reference(
        [&] {
          const auto deeper = reference.depth_limited_values(s, depth + 1, 20'000'000);
          unfinished = deeper && deeper->value == got;
          return std::string();
        },
        "");
    if (unfinished)
      hint += ": it returns the value of the unfinished depth " + std::to_string(depth + 1) +
              "; keep the last complete depth's result";
    else
      hint += " (is depth " + std::to_string(depth) +
              " complete? a depth abandoned for the budget does not count)";
    return {verdict::wrong_answer,
            tc.hook + " returns value " + std::to_string(got) + " at depth " + std::to_string(depth) +
                ", but " + hint,
            {}};
  }
  const auto best = at->best();
  if (!move || !detail::contains(best, *move)) {
    if (move) {
      if (auto bad = detail::illegal<G>(tc, s, *move)) return *bad;
    }
    return {verdict::wrong_answer,
            tc.hook + " returns the move " + (move ? G::describe(*move) : std::string("none")) +
                " at depth " + std::to_string(depth) + ", but that depth's best-looking moves are " +
                moves_text<G>(best) + " (is it the move of the unfinished depth?)",
            {}};
  }
  return {
      verdict::accepted,
      "depth " + std::to_string(depth) + ", value " + std::to_string(got) + ", move " + G::describe(*move),
      {}};
}

template <class G, class Reference>
[[nodiscard]] judgement best_move(const test_case& tc, const typename G::state& s, const json& output,
                                  const Reference& reference) {
  const auto move = move_field<G>(output, "move");
  if (auto changed = detail::left_changed<G>(tc, s, output)) return *changed;
  if (!move) throw malformed(tc.hook + " returned no move");
  if (auto bad = detail::illegal<G>(tc, s, *move)) return *bad;
  const auto best = moves_from_json<G>(tc.expected.at("moves"));
  if (detail::contains(best, *move)) return {verdict::accepted, G::describe(*move) + " is a best move", {}};
  auto after = s;
  G::apply(after, *move);
  const int want = tc.expected.at("value").get<int>();
  const std::string worth = if_reference([&] { return ", worth " + said<G>(reference.value(after)); }, "");
  const std::string line = if_reference(
      [&] {
        return "; after " + G::describe(*move) + " best play goes " + best_line<G>(reference, after, 6);
      },
      "");
  return {verdict::wrong_answer,
          tc.hook + " returns " + G::describe(*move) + worth + ", but " + G::side_name(G::maximizing(s)) +
              " can get " + said<G>(want) + " with " + moves_text<G>(best) + line + "\n" + G::render(s),
          {}};
}

// The values of the depths an accepted iterative deepening may report (the
// deck's `least`, or up to two deeper for a faster move order), each root
// move's too, as { "<depth>": { value, moves: [[move, value], ...] } }; a
// depth whose tree has more than `cap` positions and those after it are left out.
template <class G, class Reference>
[[nodiscard]] json depth_values(const Reference& reference, const typename G::state& s, int least,
                                std::uint64_t cap) {
  json depths = json::object();
  for (int d = least; d <= std::min(least + 2, G::plies_left(s)); ++d) {
    const auto values = reference.depth_limited_values(s, d, cap);
    if (!values) break;
    json move_values = json::array();
    for (const auto& [m, v] : values->moves) move_values.push_back(json::array({G::move_json(m), v}));
    depths[std::to_string(d)] = {{"value", values->value}, {"moves", move_values}};
  }
  return depths;
}

// An iterative deepening case's node_budget: one the lecture's deepening can
// run to while the case is read, and that lets depth 1 complete.
template <class G>
[[nodiscard]] std::uint64_t read_node_budget(const framework::yaml_cursor& at, const typename G::state& s) {
  const auto budget = static_cast<std::uint64_t>(at.as_int(1));
  if (budget > reading_positions())
    at.fail("is more than the " + feedback::thousands(reading_positions()) +
            " positions the grader searches to read a case");
  if (budget < static_cast<std::uint64_t>(G::move_count(s)))
    at.fail("depth 1 alone places " + std::to_string(G::move_count(s)) + " " + std::string(G::move_word) +
            "s: the budget must let it complete");
  return budget;
}

// What `grader show` says a game hook's case expects: its value, its best moves.
template <class G>
[[nodiscard]] std::string expected_text(const test_case& tc) {
  std::string text;
  if (tc.expected.contains("value")) text += "expect: value " + tc.expected.at("value").dump() + '\n';
  if (tc.expected.contains("moves"))
    text += "best moves: " + moves_text<G>(moves_from_json<G>(tc.expected.at("moves"))) + '\n';
  return text;
}

}  // namespace grader::game_judge
