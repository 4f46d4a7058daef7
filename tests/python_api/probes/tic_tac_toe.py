# Tic-tac-toe's API probe (tests/python_api/): apply_move reads every name of
# the kit's Board on the case's position, then places the mark. See
# api_probe.py.
#
#   X . O
#   . X .      O to move; X would win on (2, 2)
#   . . .
import kit
from api_probe import check_basics, expect, expect_true, raises, report, spy
from kit import INFINITY, WIN_SCORE


def apply_move(b, square):
    K = spy(kit, "kit")
    check_basics(K)
    expect_true("b is a kit.Board", isinstance(b, K.Board))
    expect("kit.WIN_SCORE", K.WIN_SCORE, 1000)
    expect_true("kit.INFINITY is beyond every value", K.INFINITY > WIN_SCORE and INFINITY == K.INFINITY)
    B = spy(b, "b")
    expect("b.rows", B.rows, 3)
    expect("b.cols", B.cols, 3)
    expect("b.k", B.k, 3)
    expect("b.at((0, 0))", B.at((0, 0)), "X")
    expect("b.at((0, 2))", B.at((0, 2)), "O")
    expect("b.at([0, 1]), a list", B.at([0, 1]), " ")
    expect("b.at((7, 7)), off the board", B.at((7, 7)), " ")
    expect("b.on_board((2, 2))", B.on_board((2, 2)), True)
    expect("b.on_board((3, 0))", B.on_board((3, 0)), False)
    expect("b.is_empty((0, 1))", B.is_empty((0, 1)), True)
    expect("b.is_empty((0, 0))", B.is_empty((0, 0)), False)
    expect("b.is_empty((-1, 0)), off the board", B.is_empty((-1, 0)), False)
    expect("b.to_move", B.to_move, "O")
    expect("b.winner", B.winner, "")
    expect("b.is_full()", B.is_full(), False)
    expect("b.is_over()", B.is_over(), False)
    expect("b.mark_count", B.mark_count, 3)
    expect("b.empty_count", B.empty_count, 6)
    expect("b.marks_placed", B.marks_placed, 0)
    # "Whether player's mark on square would make k in a row": asked before
    # the mark is there, as a search asks it.
    expect("b.completes_line((2, 2), 'X')", B.completes_line((2, 2), "X"), True)
    expect("b.completes_line((2, 2), 'O')", B.completes_line((2, 2), "O"), False)
    expect("b.completes_line((0, 1), 'X')", B.completes_line((0, 1), "X"), False)
    expect("b.completes_line((0, 2), 'X'), O's square", B.completes_line((0, 2), "X"), False)
    expect("repr(b)", repr(b), "X.O\n.X.\n...\n")

    B.place_mark((1, 0))
    expect("b.at((1, 0)) after O's mark", b.at((1, 0)), "O")
    expect("b.to_move after O's mark", b.to_move, "X")
    b.place_mark((2, 2))
    expect("b.winner after X's diagonal", b.winner, "X")
    expect("b.is_over() after X's diagonal", b.is_over(), True)
    expect("b.completes_line((2, 2), 'X') once it is there", b.completes_line((2, 2), "X"), True)
    raises("b.place_mark((2, 1)) once X has won", K.IllegalMove, b.place_mark, (2, 1))
    B.clear((2, 2))
    expect("b.winner after the win is taken back", b.winner, "")
    b.clear((1, 0))
    expect("b.marks_placed counts every mark placed", b.marks_placed, 2)
    expect("b.mark_count after both are taken back", b.mark_count, 3)
    raises("b.place_mark((0, 0)), taken", K.IllegalMove, b.place_mark, (0, 0))
    raises("b.place_mark((3, 3)), off the board", K.IllegalMove, b.place_mark, (3, 3))
    raises("b.clear((0, 2)), the mark of the player to move", K.IllegalMove, b.clear, (0, 2))
    raises("b.clear((2, 1)), empty", K.IllegalMove, b.clear, (2, 1))
    raises("b.place_mark('a1')", TypeError, b.place_mark, "a1")
    raises("b.completes_line((2, 2), 'Z')", ValueError, b.completes_line, (2, 2), "Z")
    expect("repr(b) after the refusals", repr(b), "X.O\n.X.\n...\n")

    report()
    b.place_mark(square)
