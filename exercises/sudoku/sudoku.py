# Sudoku in Python: your hooks, as the blog (seed 002) writes them.
# Replace each body (and delete its `raise`). Hand in this file or
# sudoku.cpp, not both.
#
# Check your work with:  ./build/dev/grader/grader test sudoku
#
# board is the blog's 2-dimensional list: board[row][col] is an int, 0 for
# an empty cell, rows and columns from 0. len(board), board[i] (a row:
# indexing, len, `for x in row`, `num in row`) and `for row in board` work as
# on lists. It is the framework's grid: board[row][col] = n writes a digit
# and board[row][col] = 0 empties the cell again. Those writes are the only
# change there is (rows cannot be replaced, grown or shrunk); the framework
# counts every digit you write (your "nodes") and refuses to touch the
# puzzle's givens, to write over a digit or to empty an empty cell.
# copy.deepcopy(board) is a plain list of lists the framework does not see.
#
# len(board) is 4, 6, 9 or 16: digits run from 1 to len(board), and boxes are
# board.box_rows x board.box_cols cells (3 x 3 on the blog's 9x9 board; a
# 6x6 sudoku has boxes 2 rows high and 3 columns wide).
#
# A position is the blog's (row, col) tuple; a move is a tuple
# (row, col, num): num written at (row, col).
#
# Cases that check the exact number of nodes expect the blog's order: the
# first empty cell, digits tried from 1 upwards (for solve, from the top down
# is accepted too).


def find_empty(board):
    # The blog's find_empty: loop over the rows, and in each over the columns;
    # the first cell holding 0 is the answer, as a tuple (row, col). None
    # when there is no such cell.
    raise NotImplementedError("find_empty")


def check_validity(board, num, pos):
    # The blog's check_validity: True when num may go at pos = (row, col),
    # i.e. num is not already in pos's row, nor in its column (other cells
    # than pos), nor in its box, whose top-left cell is
    # (row // board.box_rows * board.box_rows, col // board.box_cols * board.box_cols);
    # False otherwise.
    raise NotImplementedError("check_validity")


def valid_moves(board):
    # The cell find_empty gives, with each digit 1..len(board) that
    # check_validity accepts there, ascending: a list of (row, col, num).
    # An empty list when the board is full.
    raise NotImplementedError("valid_moves")


def apply_move(board, move):
    # board[row][col] = num
    raise NotImplementedError("apply_move")


def undo_move(board, move):
    # board[row][col] = 0
    raise NotImplementedError("undo_move")


def solve(board):
    # The blog's solve:
    #   find = find_empty(board)
    #   if not find: return True          (no empty cell: solved)
    #   row, col = find
    #   for i in range(1, len(board) + 1):
    #       if check_validity(board, i, (row, col)):
    #           board[row][col] = i
    #           if solve(board): return True
    #           board[row][col] = 0
    #   return False
    # True leaves the solution on the board; False leaves the board as it was.
    raise NotImplementedError("solve")


def count_solutions(board, limit):
    # Like solve, but instead of stopping at the first solution, count them: a
    # full board is 1 solution; otherwise add up the counts of each valid
    # digit in the first empty cell (write it, count, set it back to 0). Stop
    # once `limit` are found. The board must be as it was afterwards.
    raise NotImplementedError("count_solutions")
