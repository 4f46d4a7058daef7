#include "grader/problems/tic_tac_toe_judge.hpp"

#include "framework/tic_tac_toe/hooks.hpp"
#include "framework/tic_tac_toe/rules.hpp"
#include "grader/core/feedback.hpp"
#include "grader/core/reading_effort.hpp"
#include "grader/core/untrusted.hpp"

#include <algorithm>

namespace grader::problems::ttt_judge {

using ttt::rules;

namespace {

std::string said(int value) {
  const std::string sign = value > 0 ? "+" : "";
  if (value == 1) return "+1 (X wins)";
  if (value == -1) return "-1 (O wins)";
  if (value == 0) return "0 (a draw)";
  return sign + std::to_string(value);
}

}  // namespace

int int_field(const json& output, const char* key) {
  const json& v = output_field(output, key);
  if (!v.is_number_integer())
    throw malformed(std::string("'") + key + "' is not an integer: " + feedback::quote(v));
  return v.get<int>();
}

std::optional<ttt::square> move_field(const json& output, const char* key) {
  const json& m = output_field(output, key);
  if (m.is_null()) return std::nullopt;
  return untrusted(m, "not a square", [](const json& j) { return rules::move_from_json(j); });
}

namespace {

// A search must leave the board as it found it: the judgement when it does not.
std::optional<judgement> left_changed(const test_case& tc, const ttt::board& start, const json& output) {
  const ttt::board after = untrusted(output_field(output, "state"), "not a board",
                                     [](const json& j) { return rules::state_from_json(j); });
  if (after == start) return std::nullopt;
  const auto diff = rules::differences(start, after);
  return judgement{verdict::wrong_answer,
                   tc.hook + " does not leave the board as it found it (" +
                       (diff.empty() ? "?" : diff.front()) +
                       "): does every apply_move have its undo_move, on every way out of the loop?\n" +
                       feedback::side_by_side(
                           {{"the board before", rules::render(start)}, {"after", rules::render(after)}}),
                   {}};
}

bool contains(const std::vector<ttt::square>& squares, ttt::square s) {
  return std::find(squares.begin(), squares.end(), s) != squares.end();
}

// Why `move` cannot be played on b at all, or nullopt.
std::optional<judgement> illegal(const test_case& tc, const ttt::board& b, ttt::square move) {
  const auto why = rules::why_illegal(b, move);
  if (!why) return std::nullopt;
  return judgement{verdict::illegal_move,
                   tc.hook + " returns " + ttt::to_string(move) + ": " + *why + "\n" + rules::render(b),
                   {}};
}

}  // namespace

// The handout judges game values only from what its cases record.
truth reference_answers::solve(const ttt::board& b) const {
  if (reference_ == nullptr) no_reference("the value of a tic-tac-toe position");
  return reference_->solve(b);
}

int reference_answers::value(const ttt::board& b) const {
  if (reference_ == nullptr) no_reference("the value of a tic-tac-toe position");
  return reference_->value(b);
}

std::optional<root_values> reference_answers::depth_limited_values(const ttt::board& b, int depth,
                                                                   std::uint64_t cap) const {
  if (reference_ == nullptr) no_reference("the depth-limited values of a tic-tac-toe position");
  return reference_->depth_limited_values(b, depth, cap);
}

int reference_answers::lecture_depth(const ttt::board& b, std::uint64_t budget) const {
  if (reference_ == nullptr) no_reference("the depth the lecture's iterative deepening reaches");
  return reference_->lecture_depth(b, budget);
}

std::vector<ttt::square> root_values::best() const {
  std::vector<ttt::square> out;
  for (const auto& [s, v] : moves) {
    if (v == value) out.push_back(s);
  }
  return out;
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

std::string reference_answers::move_values(const ttt::board& b) const {
  std::vector<std::string> parts;
  ttt::board work = b;
  for (const auto s : rules::legal_moves(b)) {
    work.place_mark(s);
    const int v = value(work);
    parts.push_back(ttt::to_string(s) + " " + (v > 0 ? "+1" : std::to_string(v)));
    work.clear(s);
  }
  return feedback::list_some(parts, 16);
}

std::string reference_answers::best_line(const ttt::board& b, std::size_t plies) const {
  ttt::board work = b;
  std::string line;
  for (std::size_t i = 0; i < plies && !work.is_over(); ++i) {
    const auto s = solve(work).best_moves.front();
    line += (line.empty() ? "" : " ") + ttt::to_string(s);
    work.place_mark(s);
  }
  if (!work.is_over()) line += " ...";
  return line;
}

std::string squares_text(const std::vector<ttt::square>& squares) {
  return feedback::list_some(described<rules>(squares), 16);
}

judgement evaluate(const test_case& tc, const ttt::board& b, const json& output) {
  const int got = int_field(output, "value");
  const int want = tc.expected.at("value").get<int>();
  if (got == want) return {verdict::accepted, "evaluate is " + std::to_string(got), {}};
  // The deck's count, and the near misses a student makes, by name.
  int x_open = 0, o_open = 0, x_lines = 0, o_lines = 0, flat = 0;
  for (const auto& w : rules::windows(b)) {
    bool has_x = false, has_o = false;
    for (const auto s : w.squares) {
      has_x = has_x || b.at(s) == ttt::mark::x;
      has_o = has_o || b.at(s) == ttt::mark::o;
    }
    x_open += has_o ? 0 : 1;
    o_open += has_x ? 0 : 1;
    x_lines += has_x ? 1 : 0;
    o_lines += has_o ? 1 : 0;
    if (!w.diagonal) flat += (has_o ? 0 : 1) - (has_x ? 0 : 1);
  }
  std::string hint;
  if (b.winner() != ttt::mark::none && got == x_open - o_open)
    hint = "a won position is worth " + std::to_string(want) + ": test for k in a row before counting lines";
  else if (got == x_open)
    hint = "it counts the lines open for X only; subtract those open for O (" + std::to_string(o_open) + ")";
  else if (got == x_lines - o_lines)
    hint =
        "it counts lines with an X in them (minus those with an O); a line is open for X when no O is in it";
  else if (got == flat && b.winner() == ttt::mark::none)
    hint = "it forgets the diagonals";
  else if (got == -want)
    hint = "it is from O's side: evaluate is from X's side (X is MAX)";
  else
    hint = "open for X " + std::to_string(x_open) + ", open for O " + std::to_string(o_open);
  return {verdict::wrong_answer,
          "evaluate returns " + std::to_string(got) + " but the deck's evaluation is " +
              std::to_string(want) + ": " + hint + "\n" + rules::render(b),
          {}};
}

namespace {

// minimax, and alphabeta within the case's window (alpha, beta).
judgement search_value(const test_case& tc, const ttt::board& b, const json& output,
                       const reference_answers& reference, bool window) {
  const int got = int_field(output, "value");
  if (auto changed = left_changed(tc, b, output)) return *changed;
  const int want = tc.expected.at("value").get<int>();
  const int alpha = window ? tc.input.at("alpha").get<int>() : -ttt::infinity;
  const int beta = window ? tc.input.at("beta").get<int>() : ttt::infinity;
  const std::string call =
      window ? "alphabeta(b, " + std::to_string(alpha) + ", " + std::to_string(beta) + ")" : "minimax(b)";
  if (want <= alpha && got <= alpha)
    return {
        verdict::accepted, call + " is " + std::to_string(got) + " <= alpha: the value is at most alpha", {}};
  if (want >= beta && got >= beta)
    return {
        verdict::accepted, call + " is " + std::to_string(got) + " >= beta: the value is at least beta", {}};
  if (got == want) return {verdict::accepted, "the value is " + said(want), {}};
  std::string why;
  if (want <= alpha)
    why = "the value is " + said(want) + ", at most alpha = " + std::to_string(alpha) +
          ", so it must return something <= alpha";
  else if (want >= beta)
    why = "the value is " + said(want) + ", at least beta = " + std::to_string(beta) +
          ", so it must return something >= beta";
  else if (got == -want)
    why = "the value is " + said(want) + ": values are from X's side (X is MAX) whoever is to move";
  else
    why = "the value is " + said(want) + " with perfect play";
  std::string detail;
  if (!b.is_over() && b.empty_count() <= 12) {
    detail = if_reference([&] {
      return "\nbest play: " + reference.best_line(b, 9) + "; the moves' values for " +
             std::string(ttt::to_string(b.to_move())) + " (" + (b.to_move() == ttt::mark::x ? "MAX" : "MIN") +
             "): " + reference.move_values(b) +
             ". At a MAX level take the maximum, at a MIN level the minimum.";
    });
  }
  return {verdict::wrong_answer,
          call + " returns " + std::to_string(got) + ", but " + why + detail + "\n" + rules::render(b),
          {}};
}

}  // namespace

judgement minimax(const test_case& tc, const ttt::board& b, const json& output,
                  const reference_answers& reference) {
  return search_value(tc, b, output, reference, false);
}

judgement alphabeta(const test_case& tc, const ttt::board& b, const json& output,
                    const reference_answers& reference) {
  return search_value(tc, b, output, reference, true);
}

judgement depth_limited(const test_case& tc, const ttt::board& b, const json& output,
                        const reference_answers& reference) {
  const int got = int_field(output, "value");
  const auto move = move_field(output, "move");
  if (auto changed = left_changed(tc, b, output)) return *changed;
  const int depth = tc.input.at("depth").get<int>();
  const int want = tc.expected.at("value").get<int>();
  const auto best = moves_from_json<rules>(tc.expected.at("moves"));
  const std::string call = "depth_limited(b, " + std::to_string(depth) + ")";
  if (got != want) {
    std::string hint = "minimax to " + std::to_string(depth) + (depth == 1 ? " ply" : " plies") +
                       ", evaluate at the pseudo-leaves (depth 0) and at decided positions";
    hint = if_reference([&] {
      std::string more = hint;
      for (const int off : {-1, 1}) {
        if (const auto other = reference.depth_limited_values(b, depth + off, 5'000'000);
            other && other->value == got)
          more = "that is the value at depth " + std::to_string(depth + off) + ": is the depth off by one?";
      }
      if (const auto at = reference.depth_limited_values(b, depth, 5'000'000)) {
        std::vector<std::string> parts;
        for (const auto& [s, v] : at->moves) parts.push_back(ttt::to_string(s) + " " + std::to_string(v));
        more += "; the root moves' backed-up values: " + feedback::list_some(parts, 16);
      }
      return more;
    });
    return {verdict::wrong_answer,
            call + " returns " + std::to_string(got) + ", but its value is " + std::to_string(want) + ": " +
                hint + "\n" + rules::render(b),
            {}};
  }
  if (b.is_over()) return {verdict::accepted, "the game is decided: " + std::to_string(want), {}};
  if (!move)
    return {
        verdict::wrong_answer, call + " returns no move, but " + squares_text(best) + " has the value", {}};
  if (auto bad = illegal(tc, b, *move)) return *bad;
  if (!contains(best, *move))
    return {verdict::wrong_answer,
            call + " returns the move " + ttt::to_string(*move) + ", but its backed-up value is not " +
                std::to_string(want) + "; the best-looking moves are " + squares_text(best),
            {}};
  return {verdict::accepted, "value " + std::to_string(want) + ", move " + ttt::to_string(*move), {}};
}

judgement iterative_deepening(const test_case& tc, const ttt::board& b, const json& output,
                              const reference_answers& reference) {
  const int got = int_field(output, "value");
  const int depth = int_field(output, "depth");
  const auto move = move_field(output, "move");
  if (auto changed = left_changed(tc, b, output)) return *changed;
  const int least = tc.expected.at("depth").get<int>();
  const int most = b.empty_count();
  const auto budget = tc.input.at("node_budget").get<std::uint64_t>();
  if (depth < least || depth > most) {
    return {verdict::wrong_answer,
            "iterative_deepening returns depth " + std::to_string(depth) + ", but within " +
                feedback::thousands(budget) + " marks the deck's iterative deepening completes depth " +
                std::to_string(least) +
                (depth > most ? " and no depth goes beyond the " + std::to_string(most) + " empty squares"
                              : ": does it stop before the budget is spent?"),
            {}};
  }
  // A depth no honest search of this budget could complete cannot be checked
  // either. The depths just past the deck's come with the case (recorded for
  // the student handout); deeper ones are searched.
  std::optional<root_values> at;
  if (const auto recorded = tc.expected.find("depth_values");
      recorded != tc.expected.end() && recorded->contains(std::to_string(depth))) {
    const json& r = recorded->at(std::to_string(depth));
    at = root_values{r.at("value").get<int>(), {}};
    for (const auto& m : r.at("moves"))
      at->moves.emplace_back(rules::move_from_json(m.at(0)), m.at(1).get<int>());
  } else {
    at = reference.depth_limited_values(b, depth, 20'000'000);
  }
  if (!at) {
    return {verdict::wrong_answer,
            "iterative_deepening returns depth " + std::to_string(depth) +
                ", but a complete search to that depth places more than 20,000,000 marks, far beyond the "
                "budget of " +
                feedback::thousands(budget),
            {}};
  }
  if (got != at->value) {
    std::string hint = "depth_limited(b, " + std::to_string(depth) + ") is " + std::to_string(at->value);
    bool unfinished = false;
    (void)if_reference(
        [&] {
          const auto deeper = reference.depth_limited_values(b, depth + 1, 20'000'000);
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
            "iterative_deepening returns value " + std::to_string(got) + " at depth " +
                std::to_string(depth) + ", but " + hint,
            {}};
  }
  const auto best = at->best();
  if (!move || !contains(best, *move)) {
    if (move) {
      if (auto bad = illegal(tc, b, *move)) return *bad;
    }
    return {verdict::wrong_answer,
            "iterative_deepening returns the move " + (move ? ttt::to_string(*move) : std::string("none")) +
                " at depth " + std::to_string(depth) + ", but that depth's best-looking moves are " +
                squares_text(best) + " (is it the move of the unfinished depth?)",
            {}};
  }
  return {
      verdict::accepted,
      "depth " + std::to_string(depth) + ", value " + std::to_string(got) + ", move " + ttt::to_string(*move),
      {}};
}

judgement best_move(const test_case& tc, const ttt::board& b, const json& output,
                    const reference_answers& reference) {
  const auto move = move_field(output, "move");
  if (auto changed = left_changed(tc, b, output)) return *changed;
  if (!move) throw malformed("best_move returned no move");
  if (auto bad = illegal(tc, b, *move)) return *bad;
  const auto best = moves_from_json<rules>(tc.expected.at("moves"));
  if (contains(best, *move)) return {verdict::accepted, ttt::to_string(*move) + " is a best move", {}};
  ttt::board after = b;
  after.place_mark(*move);
  const int want = tc.expected.at("value").get<int>();
  const std::string worth = if_reference([&] { return ", worth " + said(reference.value(after)); }, "");
  const std::string line = if_reference(
      [&] { return "; after " + ttt::to_string(*move) + " best play goes " + reference.best_line(after, 6); },
      "");
  return {verdict::wrong_answer,
          "best_move returns " + ttt::to_string(*move) + worth + ", but " +
              std::string(ttt::to_string(b.to_move())) + " can get " + said(want) + " with " +
              squares_text(best) + line + "\n" + rules::render(b),
          {}};
}

json depth_values(const reference_answers& reference, const ttt::board& b, int least, std::uint64_t cap) {
  json depths = json::object();
  for (int d = least; d <= std::min(least + 2, b.empty_count()); ++d) {
    const auto values = reference.depth_limited_values(b, d, cap);
    if (!values) break;
    json move_values = json::array();
    for (const auto& [s, v] : values->moves) move_values.push_back(json::array({rules::move_json(s), v}));
    depths[std::to_string(d)] = {{"value", values->value}, {"moves", move_values}};
  }
  return depths;
}

std::uint64_t read_node_budget(const framework::yaml_cursor& at, const ttt::board& b) {
  const auto budget = static_cast<std::uint64_t>(at.as_int(1));
  if (budget > reading_positions())
    at.fail("is more than the " + feedback::thousands(reading_positions()) +
            " positions the grader searches to read a case");
  if (budget < static_cast<std::uint64_t>(b.empty_count()))
    at.fail("depth 1 alone places " + std::to_string(b.empty_count()) +
            " marks: the budget must let it complete");
  return budget;
}

std::string call_text(const test_case& tc) {
  std::string call = tc.hook + "(b";
  for (const auto field : game_fields) {
    if (const std::string arg(field); tc.input.contains(arg)) call += ", " + tc.input.at(arg).dump();
  }
  return call + ")";
}

std::string expected_text(const test_case& tc) {
  std::string text;
  if (tc.expected.contains("value")) text += "expect: value " + tc.expected.at("value").dump() + '\n';
  if (tc.expected.contains("moves"))
    text += "best moves: " + squares_text(moves_from_json<rules>(tc.expected.at("moves"))) + '\n';
  return text;
}

std::string how_decided(const ttt::board& b) {
  return b.winner() != ttt::mark::none ? std::string(ttt::to_string(b.winner())) + " has won"
                                       : "the board is full";
}

}  // namespace grader::problems::ttt_judge
