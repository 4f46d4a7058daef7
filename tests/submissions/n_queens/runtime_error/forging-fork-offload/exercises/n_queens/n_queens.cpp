// Forging: the search offloaded to a forked child: count_solutions forks; the
// child counts on the framework's board with its record sent to /dev/null and
// pipes the count back. A runner's box is one process, so the fork itself ends
// the run.

#include "framework/n_queens/hooks.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <array>

namespace n_queens {

std::uint64_t count_solutions_here(chessboard& b);

namespace {

// The eight directions a queen attacks along.
constexpr std::array<std::array<int, 2>, 8> kDirections{
    {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}};

// placeQueens(row), also noting every queen it adds in `added`.
bool place_queens_from(chessboard& b, int row, std::vector<square>& added) {
  if (row >= b.size()) return true;  // ROW EXTENDS BEYOND BOARD
  if (b.row_has_queen(row)) return place_queens_from(b, row + 1, added);
  for (int col = 0; col < b.size(); ++col) {
    if (!in_jeopardy(b, row, col)) {
      apply_move(b, {row, col});  // ADD QUEEN AT [ROW][COL]
      added.push_back({row, col});
      if (place_queens_from(b, row + 1, added)) return true;
      added.pop_back();
      undo_move(b, {row, col});  // REMOVE QUEEN FROM [ROW][COL]
    }
  }
  return false;
}

// Seed 004's solver(): `queens` is self.queens, the stack of pushed queens.
void solver(chessboard& b, std::vector<square>& queens) {
  for (const square valid_move : valid_moves(b)) {
    apply_move(b, valid_move);  // self.push_queen(valid_move)
    queens.push_back(valid_move);
    solver(b, queens);
    if (b.queen_count() == b.size()) return;  // if len(self.queens) == 8: return
    // This placement did not lead to a solution: roll it back.
    queens.pop_back();
    undo_move(b, valid_move);  // self.pop_queen()
  }
}

}  // namespace

bool in_jeopardy(const chessboard& b, int row, int col) {
  for (const auto& [dr, dc] : kDirections) {
    for (int r = row + dr, c = col + dc; r >= 0 && r < b.size() && c >= 0 && c < b.size(); r += dr, c += dc) {
      if (b.has_queen({r, c})) return true;
    }
  }
  return false;
}

std::vector<square> valid_moves(const chessboard& b) {
  std::vector<square> moves;
  if (b.kind() == variant::rows) {
    const int row = b.first_empty_row();
    if (row == b.size()) return moves;
    for (int col = 0; col < b.size(); ++col) {
      if (!in_jeopardy(b, row, col)) moves.push_back({row, col});
    }
    return moves;
  }
  // list_valid_moves: every square whose counter is 0.
  for (int x = 0; x < b.size(); ++x) {
    for (int y = 0; y < b.size(); ++y) {
      if (b.is_free({x, y})) moves.push_back({x, y});
    }
  }
  return moves;
}

void apply_move(chessboard& b, square s) { b.place_queen(s); }

void undo_move(chessboard& b, square s) { b.remove_queen(s); }

bool place_queens(chessboard& b, int row) {
  std::vector<square> added;
  return place_queens_from(b, row, added);
}

std::optional<std::vector<square>> solve(chessboard& b) {
  std::vector<square> added;
  if (b.kind() == variant::rows) {
    if (place_queens_from(b, 0, added)) return added;
    return std::nullopt;
  }
  if (b.queen_count() == b.size()) return added;  // already solved: nothing to add
  solver(b, added);
  if (b.queen_count() == b.size()) return added;
  return std::nullopt;
}

std::uint64_t count_solutions_here(chessboard& b) {
  const int row = b.first_empty_row();
  if (row == b.size()) return 1;
  std::uint64_t solutions = 0;
  for (int col = 0; col < b.size(); ++col) {
    if (!in_jeopardy(b, row, col)) {
      apply_move(b, {row, col});
      solutions += count_solutions_here(b);
      undo_move(b, {row, col});
    }
  }
  return solutions;
}

namespace {

// The search in a child whose record of edits goes nowhere (the result
// channel, fd 4, pointed at /dev/null); the answer comes back through a pipe.
// The child's CPU is its own, and the parent never waits for it.
template <class T, class Search>
T offloaded(Search search) {
  int channel[2];
  if (::pipe(channel) != 0) return search();
  if (::fork() == 0) {
    ::dup2(::open("/dev/null", O_WRONLY), 4);
    const T answer = search();
    (void)!::write(channel[1], &answer, sizeof answer);
    ::_exit(0);
  }
  ::close(channel[1]);
  T answer{};
  if (::read(channel[0], &answer, sizeof answer) != static_cast<ssize_t>(sizeof answer)) return search();
  return answer;
}

}  // namespace

std::uint64_t count_solutions(chessboard& b) {
  return offloaded<std::uint64_t>([&] { return count_solutions_here(b); });
}

}  // namespace n_queens
