# Hostile: the kit's Python model answer, plus module code that runs at the
# start of every case. It looks for what an earlier case of this team left
# and raises if it finds any; then it leaves the same for the next case.
# Cases share a warm box (one per team and problem): nothing written in one
# may be seen in the next, so it must never raise.
import os

PLANTED = ["/tmp/bt-left-by-an-earlier-case", "/dev/shm/bt-left-by-an-earlier-case",
           "/bt-left-by-an-earlier-case", "bt-left-by-an-earlier-case"]
for path in PLANTED:
    if os.path.lexists(path):
        raise RuntimeError(path + " was left by an earlier case")
for path in PLANTED:
    try:
        open(path, "w").close()
    except OSError:
        pass  # refused where the box is read-only

import kit
from kit import QUEEN


class Board(kit.Board):
    # Put a queen on coord, and mark the squares it covers.
    def push_queen(self, coord):
        row, col = coord
        self.board[row][col] += QUEEN
        self.mark_queen(coord, 1)
        self.queens.append(coord)

    # Remove the last queen that was placed on the board.
    def pop_queen(self):
        row, col = self.queens.pop()
        # 'Unmark' all the squares the queen was covering.
        self.mark_queen((row, col), -1)
        # 'Unmark' the square the queen itself was on.
        self.board[row][col] -= QUEEN

    # 'Mark off' the squares the given queen at coord covers on the board.
    def mark_queen(self, coord, mark):
        row, col = coord
        last = self.n - 1
        # 'Radiate' out in all 8 directions from the queen.
        for x in range(1, self.n):
            if row - x >= 0:
                self.board[row - x][col] += mark
                if col - x >= 0:
                    self.board[row - x][col - x] += mark
                if col + x <= last:
                    self.board[row - x][col + x] += mark
            if row + x <= last:
                self.board[row + x][col] += mark
                if col - x >= 0:
                    self.board[row + x][col - x] += mark
                if col + x <= last:
                    self.board[row + x][col + x] += mark
            if col - x >= 0:
                self.board[row][col - x] += mark
            if col + x <= last:
                self.board[row][col + x] += mark

    # Generate a list of all the valid squares a queen can be placed on.
    def list_valid_moves(self):
        valid_moves = []
        for x in range(self.n):
            for y in range(self.n):
                if self.board[x][y] == 0:
                    valid_moves.append((x, y))
        return valid_moves

    # Backtracking depth-first solver.
    def solver(self):
        valid_moves = self.list_valid_moves()
        for valid_move in valid_moves:
            self.push_queen(valid_move)
            self.solver()
            if len(self.queens) == self.n:
                return
            # This placement did not lead to a solution with n queens:
            # roll it back and try the next one.
            self.pop_queen()


# Seed 003's inJeopardy: a queen on another square of the row, the column
# or a diagonal. mark_queen has counted them: the counter, less a QUEEN of
# the square's own.
def in_jeopardy(b, row, col):
    return b.board[row][col] % QUEEN != 0


def valid_moves(b):
    if b.variant == "rows":
        row = b.first_empty_row()
        return [(row, col) for col in range(b.n) if row < b.n and not in_jeopardy(b, row, col)]
    return b.list_valid_moves()


def apply_move(b, square):
    b.push_queen(square)


def undo_move(b, square):
    b.pop_queen()


# Seed 003's placeQueens(row).
def place_queens(b, row):
    if row >= b.n:  # ROW EXTENDS BEYOND BOARD
        return True
    if any(r == row for r, _ in b.queens):  # a queen the case put there
        return place_queens(b, row + 1)
    for col in range(b.n):
        if not in_jeopardy(b, row, col):
            b.push_queen((row, col))
            if place_queens(b, row + 1):
                return True
            b.pop_queen()
    return False


def solve(b):
    start = len(b.queens)
    if b.variant == "rows":
        if place_queens(b, 0):
            return b.queens[start:]
        return None
    if len(b.queens) == b.n:
        return []
    b.solver()
    if len(b.queens) == b.n:
        return b.queens[start:]
    return None


# placeQueens counting instead of stopping: a full board is one solution.
def count_solutions(b):
    row = b.first_empty_row()
    if row == b.n:
        return 0 if any(in_jeopardy(b, r, c) for r, c in b.queens) else 1
    count = 0
    for col in range(b.n):
        if not in_jeopardy(b, row, col):
            b.push_queen((row, col))
            count += count_solutions(b)
            b.pop_queen()
    return count
