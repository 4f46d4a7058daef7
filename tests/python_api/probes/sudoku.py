# Sudoku's API probe (tests/python_api/): apply_move reads every name of the
# kit's board on the case's 6x6 grid, then writes the move's digit. See
# api_probe.py.
#
#   . 5 . | . . 1
#   . . 3 | . . .
#   ------+------
#   . 1 5 | . . .
#   3 . . | 1 . 2
#   ------+------
#   . . . | 5 . .
#   . 4 . | . . .
import copy

import kit
from api_probe import check_basics, expect, expect_true, raises, report, spy

GRID = [
    [0, 5, 0, 0, 0, 1],
    [0, 0, 3, 0, 0, 0],
    [0, 1, 5, 0, 0, 0],
    [3, 0, 0, 1, 0, 2],
    [0, 0, 0, 5, 0, 0],
    [0, 4, 0, 0, 0, 0],
]
LIST_EDITS = (
    ("append", (1,)), ("extend", ([1],)), ("insert", (0, 1)), ("pop", ()), ("remove", (0,)), ("clear", ()),
    ("sort", ()), ("reverse", ()),
)


def apply_move(board, move):
    K = spy(kit, "kit")
    check_basics(K)
    expect_true("board is a kit.Board", isinstance(board, K.Board))
    expect_true("board[0] is a kit.Row", isinstance(board[0], K.Row))
    B = spy(board, "board")
    R = spy(board[3], "row")

    # Read as the blog's list of lists.
    expect("len(board)", len(board), 6)
    expect("board == GRID", board == GRID, True)
    expect("board[3][5]", board[3][5], 2)
    expect("board[-1][1]", board[-1][1], 4)
    expect("rows by iteration", [list(row) for row in board], GRID)
    expect("3 in board[1]", 3 in board[1], True)
    expect("board[1].index(3)", board[1].index(3), 2)
    expect("board.box_rows", B.box_rows, 2)
    expect("board.box_cols", B.box_cols, 3)
    expect("copy.deepcopy(board)", copy.deepcopy(board), GRID)
    expect_true("copy.deepcopy(board) is plain lists", type(copy.deepcopy(board)[0]) is list)
    expect_true("copy.copy(board) is plain lists", type(copy.copy(board)[0]) is list)
    expect_true("copy.copy(board[0]) is a plain list", type(copy.copy(board[0])) is list)

    # The only edit: a cell written, and emptied again.
    board[1][0] = 6
    expect("board[1] after board[1][0] = 6", list(board[1]), [6, 0, 3, 0, 0, 0])
    board[1][0] = 0
    expect("board[1] after board[1][0] = 0", list(board[1]), GRID[1])
    board[1][-1] = 4
    expect("board[1][5] after board[1][-1] = 4", board[1][5], 4)
    board[1][-1] = 0
    raises("board[0][1] = 0, a given", K.IllegalMove, board[0].__setitem__, 1, 0)
    raises("board[0][1] = 6 over a given", K.IllegalMove, board[0].__setitem__, 1, 6)
    raises("board[1][1] = 0 on an empty cell", K.IllegalMove, board[1].__setitem__, 1, 0)
    raises("board[1][1] = '6'", TypeError, board[1].__setitem__, 1, "6")
    raises("board[1][6] = 6", IndexError, board[1].__setitem__, 6, 6)
    raises("board[1][0:2] = [6, 2]", TypeError, board[1].__setitem__, slice(0, 2), [6, 2])
    raises("board[1] = [...]", TypeError, board.__setitem__, 1, GRID[1])
    raises("del board[1][0]", TypeError, board[1].__delitem__, 0)
    # Nothing grows, shrinks or reorders a row or the board.
    for name, args in LIST_EDITS:
        raises("board." + name, TypeError, getattr(B, name), *args)
        raises("board[3]." + name, TypeError, getattr(R, name), *args)
    expect("the board after the refusals", board == GRID, True)

    report()
    row, col, num = move
    board[row][col] = num
