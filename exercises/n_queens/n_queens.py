# N-queens in Python: your hooks, as the lecture writes them. Replace each
# body (and delete its `raise`). Hand in this file or n_queens.cpp, not both.
#
# Check your work with:  ./build/dev/grader/grader test n_queens
#
# b is seed 004's Board (the eight-queens post), on the framework's
# chessboard, n x n, squares (row, col) from 0:
#   b.board[row][col]  a counter per square: QUEEN where a queen stands, plus
#                      one for every queen that attacks the square, as the
#                      post's push_queen and mark_queen keep it. Writing
#                      b.board[row][col] += QUEEN puts a queen there and
#                      -= QUEEN takes it away: those are the framework's
#                      edits, and every queen placed is one of your "nodes".
#                      Other writes (mark_queen's += mark) are your own marks.
#   b.queens           the queens in the order placed: yours to keep, as the
#                      post does (it starts with the queens a case puts there)
#   b.n                the board's size (the post's 8)
#   b.variant          which lecture version a case is about: "rows" (seed
#                      003, one queen per row) or "free_squares" (seed 004)
#   b.first_empty_row() the first row without a queen (b.n when none is left)
# The class Board below is the post's: your methods extend the kit's Board,
# and every hook receives one (do not write an __init__: the board is the
# case's).
#
# Cases that check the exact number of nodes expect the lecture's order:
# valid_moves' squares tried one after the other, as the seeds' for loops do.
import kit
from kit import QUEEN


class Board(kit.Board):
    def push_queen(self, coord):
        # The post's push_queen: the square += QUEEN, mark_queen(coord, 1),
        # and the queen appended to self.queens.
        raise NotImplementedError("push_queen")

    def pop_queen(self):
        # The post's pop_queen: the last queen of self.queens taken off,
        # mark_queen(..., -1), and its square -= QUEEN.
        raise NotImplementedError("pop_queen")

    def mark_queen(self, coord, mark):
        # The post's mark_queen: add mark to every square the queen at coord
        # covers, radiating out in all 8 directions to the edge of the board.
        raise NotImplementedError("mark_queen")

    def list_valid_moves(self):
        # The post's list_valid_moves: every square whose counter is 0, row
        # by row.
        raise NotImplementedError("list_valid_moves")

    def solver(self):
        # The post's backtracking solver: for each valid move, push it,
        # recurse, stop once n queens stand, else pop it and try the next.
        raise NotImplementedError("solver")


def in_jeopardy(b, row, col):
    # Seed 003: is (row, col) IN JEOPARDY FROM EXISTING QUEENS? A queen on
    # another square of its row, its column or a diagonal (the counters know).
    raise NotImplementedError("in_jeopardy")


def valid_moves(b):
    # "rows": the squares of b.first_empty_row() not in jeopardy, columns
    # ascending. "free_squares": the post's list_valid_moves. A list of
    # (row, col) tuples.
    raise NotImplementedError("valid_moves")


def apply_move(b, square):
    # Put a queen on square (the post's push_queen).
    raise NotImplementedError("apply_move")


def undo_move(b, square):
    # Take the queen on square back (the post's pop_queen: it is the last
    # one placed).
    raise NotImplementedError("undo_move")


def place_queens(b, row):
    # Seed 003's placeQueens(row):
    #   if (ROW EXTENDS BEYOND BOARD) return true;
    #   for (EACH COL IN ROW)
    #     if ([ROW][COL] IS NOT IN JEOPARDY FROM EXISTING QUEENS) {
    #       ADD QUEEN AT [ROW][COL];
    #       if (placeQueens(row + 1)) return true;
    #       REMOVE QUEEN FROM [ROW][COL];
    #     }
    #   return false;
    # A row that already holds a queen (a case may start with some) is passed over.
    raise NotImplementedError("place_queens")


def solve(b):
    # The first solution: "rows", seed 003's place_queens(b, 0); "free_squares",
    # the post's solver. Return the queens placed on the way, in order (a
    # list of (row, col) tuples), or True to leave them on the board; None
    # when the queens already on the board cannot be completed.
    raise NotImplementedError("solve")


def count_solutions(b):
    # Like placeQueens, but counting every solution instead of stopping at
    # the first: a full board is 1 solution; otherwise add up the counts of
    # each square of the first empty row not in jeopardy (place, count, remove).
    raise NotImplementedError("count_solutions")
