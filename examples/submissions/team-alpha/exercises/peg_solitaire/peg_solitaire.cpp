// Team Alpha: the lecture's backtracking, complete and correct.
//
// The search tries moves in the canonical order (pegs in reading order; for
// each, up, left, right, down) and stops at the first solution, so on cases
// that check the node count it explores exactly as many jumps as the model
// answer. The board is edited in place and every failed move is undone: no
// copies, so the search stays fast on the 33-hole boards.

#include "framework/peg_solitaire/hooks.hpp"

#include <array>

namespace peg_solitaire {

namespace {

// The canonical order of a peg's four jumps.
constexpr std::array<cell, 4> kDirections{{{0, -1}, {-1, 0}, {1, 0}, {0, 1}}};

// Keeps the path next to the board so the recursion needs no extra arguments.
class backtracker {
 public:
  explicit backtracker(board& b) : board_(b) {}

  bool search() {
    // [leaf-win] the last move left exactly the goal's pegs.
    if (board_.is_goal()) return true;
    // [recursive-step] each child in turn; none at all is [leaf-lose].
    for (const move& m : valid_moves(board_)) {
      apply_move(board_, m);
      path_.push_back(m);
      if (search()) return true;
      // [backtracking] the child failed: restore the position it started from.
      path_.pop_back();
      undo_move(board_, m);
    }
    return false;
  }

  [[nodiscard]] std::vector<move> take_path() { return std::move(path_); }

 private:
  board& board_;
  std::vector<move> path_;
};

}  // namespace

std::vector<move> valid_moves(const board& b) {
  std::vector<move> moves;
  for (const cell from : b.pegs()) {  // pegs() is in reading order
    for (const cell d : kDirections) {
      const cell over{from.x + d.x, from.y + d.y};
      const cell to{from.x + 2 * d.x, from.y + 2 * d.y};
      // has_peg and is_empty are false off the board: no bounds checks needed.
      if (b.has_peg(over) && b.is_empty(to)) moves.push_back({from, over, to});
    }
  }
  return moves;
}

void apply_move(board& b, const move& m) {
  b.remove_peg(m.from);
  b.remove_peg(m.over);
  b.place_peg(m.to);
}

void undo_move(board& b, const move& m) {
  // The exact mirror of apply_move.
  b.remove_peg(m.to);
  b.place_peg(m.over);
  b.place_peg(m.from);
}

std::optional<std::vector<move>> solve(board& b) {
  backtracker search(b);
  if (search.search()) return search.take_path();
  return std::nullopt;
}

}  // namespace peg_solitaire
