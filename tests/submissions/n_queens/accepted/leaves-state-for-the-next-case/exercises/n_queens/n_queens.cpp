// Hostile: the kit's model answer, plus a static initialiser that runs at
// the start of every case. It looks for what an earlier case of this team
// left and aborts if it finds any; then it leaves the same for the next case.
// Cases share a warm box (one per team and problem): nothing written in one
// may be seen in the next, so it must never abort.

#include <fcntl.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>

namespace {

const char* const planted[] = {"/tmp/bt-left-by-an-earlier-case", "/dev/shm/bt-left-by-an-earlier-case",
                               "/bt-left-by-an-earlier-case", "bt-left-by-an-earlier-case"};

const bool planted_for_the_next_case = [] {
  for (const char* path : planted) {
    if (::access(path, F_OK) == 0) {
      std::fprintf(stderr, "found %s, left by an earlier case\n", path);
      std::abort();
    }
  }
  for (const char* path : planted) {
    const int fd = ::open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);  // refused where the box is read-only
    if (fd >= 0) ::close(fd);
  }
  return true;
}();

}  // namespace

#include "framework/n_queens/hooks.hpp"

namespace n_queens {

namespace {

// Seed 004's solver(): try every free square; once n queens stand, stop.
// `placed` is the stack of queens pushed, i.e. the solution when it is full.
void solver(chessboard& b, std::vector<square>& placed) {
  for (const square s : valid_moves(b)) {
    apply_move(b, s);  // push_queen
    placed.push_back(s);
    solver(b, placed);
    if (b.queen_count() == b.size()) return;
    // This placement did not lead to a solution with n queens: roll it back.
    placed.pop_back();
    undo_move(b, s);  // pop_queen
  }
}

// placeQueens(row), remembering the queens it places, in order.
bool place_and_record(chessboard& b, int row, std::vector<square>& placed) {
  if (row >= b.size()) return true;  // every queen has been placed
  if (b.row_has_queen(row)) return place_and_record(b, row + 1, placed);
  for (int col = 0; col < b.size(); ++col) {
    if (!in_jeopardy(b, row, col)) {
      apply_move(b, {row, col});
      placed.push_back({row, col});
      if (place_and_record(b, row + 1, placed)) return true;
      placed.pop_back();
      undo_move(b, {row, col});  // the recursion failed: take the queen back, try the next column
    }
  }
  return false;
}

}  // namespace

bool in_jeopardy(const chessboard& b, int row, int col) {
  // Seed 003 looks along the row, the column and the diagonals for a queen;
  // the board's counters (seed 004's mark_queen) already know the answer.
  return b.attackers({row, col}) > 0;
}

std::vector<square> valid_moves(const chessboard& b) {
  std::vector<square> moves;
  if (b.kind() == variant::rows) {
    const int row = b.first_empty_row();
    for (int col = 0; row < b.size() && col < b.size(); ++col) {
      if (!in_jeopardy(b, row, col)) moves.push_back({row, col});
    }
    return moves;
  }
  // Seed 004's list_valid_moves: squares whose counter is 0.
  for (int row = 0; row < b.size(); ++row) {
    for (int col = 0; col < b.size(); ++col) {
      if (b.is_free({row, col})) moves.push_back({row, col});
    }
  }
  return moves;
}

void apply_move(chessboard& b, square s) { b.place_queen(s); }

void undo_move(chessboard& b, square s) { b.remove_queen(s); }

bool place_queens(chessboard& b, int row) {
  std::vector<square> placed;
  return place_and_record(b, row, placed);
}

std::optional<std::vector<square>> solve(chessboard& b) {
  std::vector<square> placed;
  if (b.kind() == variant::rows) {
    if (place_and_record(b, 0, placed)) return placed;
    return std::nullopt;
  }
  if (b.is_goal()) return placed;
  solver(b, placed);
  if (b.queen_count() == b.size()) return placed;
  return std::nullopt;
}

std::uint64_t count_solutions(chessboard& b) {
  const int row = b.first_empty_row();
  if (row == b.size()) return b.is_goal() ? 1 : 0;
  std::uint64_t count = 0;
  for (int col = 0; col < b.size(); ++col) {
    if (!in_jeopardy(b, row, col)) {
      apply_move(b, {row, col});
      count += count_solutions(b);
      undo_move(b, {row, col});
    }
  }
  return count;
}

}  // namespace n_queens
