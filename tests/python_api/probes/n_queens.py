# N-queens' API probe (tests/python_api/): apply_move reads every name of
# the kit's Board, through the team's own subclass as seed 004's post writes
# one, on the case's 5x5 board with a queen at (0, 0), then puts the queen
# on the move's square. See api_probe.py.
import kit
from api_probe import check_basics, expect, expect_true, raises, report, spy
from kit import QUEEN

# The counters of the case's board: QUEEN on (0, 0), 1 on every square it attacks.
COUNTERS = [
    [QUEEN, 1, 1, 1, 1],
    [1, 1, 0, 0, 0],
    [1, 0, 1, 0, 0],
    [1, 0, 0, 1, 0],
    [1, 0, 0, 0, 1],
]
LIST_EDITS = (
    ("append", (1,)), ("extend", ([1],)), ("insert", (0, 1)), ("pop", ()), ("remove", (0,)), ("clear", ()),
    ("sort", ()), ("reverse", ()),
)


class Board(kit.Board):
    def read_as_self(self):
        # The skeleton's methods read the board as self.board and self.queens.
        S = spy(self, "self")
        expect("self.queens", S.queens, [(0, 0)])
        expect("self.board[0][0]", S.board[0][0], QUEEN)


def apply_move(b, square):
    K = spy(kit, "kit")
    check_basics(K)
    expect_true("b is a kit.Board", isinstance(b, K.Board))
    expect_true("b is the team's Board", type(b) is Board)
    b.read_as_self()
    B = spy(b, "b")
    expect("kit.QUEEN", K.QUEEN, 100000)
    expect("b.n", B.n, 5)
    expect("b.variant", B.variant, "rows")
    expect("b.queens", B.queens, [(0, 0)])
    expect("b.first_empty_row()", B.first_empty_row(), 1)
    expect("b.has_queen(0, 0)", B.has_queen(0, 0), True)
    expect("b.has_queen(1, 1)", B.has_queen(1, 1), False)
    expect("b.has_queen(9, 9), off the board", B.has_queen(9, 9), False)
    expect("b.attackers(1, 1)", B.attackers(1, 1), 1)
    expect("b.attackers(1, 2)", B.attackers(1, 2), 0)
    expect("b.attackers(-1, 0), off the board", B.attackers(-1, 0), 0)
    expect("b.is_free(1, 2)", B.is_free(1, 2), True)
    expect("b.is_free(1, 1), attacked", B.is_free(1, 1), False)
    expect("b.is_free(0, 0), a queen", B.is_free(0, 0), False)
    expect("b.board, the counters", [list(row) for row in B.board], COUNTERS)
    expect_true("b.board[0] is a kit.Row", isinstance(b.board[0], K.Row))

    # Seed 003's ADD QUEEN and REMOVE QUEEN: the queen, its marks and b.queens.
    B.add_queen(3, 1)
    expect("b.queens after b.add_queen(3, 1)", b.queens, [(0, 0), (3, 1)])
    expect("b.has_queen(3, 1)", b.has_queen(3, 1), True)
    expect("b.board[3][1]", b.board[3][1], QUEEN)
    expect("b.board[2][2], attacked by both", b.board[2][2], 2)
    expect("b.attackers(2, 2)", b.attackers(2, 2), 2)
    B.remove_queen(3, 1)
    expect("b.queens after b.remove_queen(3, 1)", b.queens, [(0, 0)])
    expect("b.board after b.remove_queen(3, 1)", [list(row) for row in b.board], COUNTERS)

    # The post's writes: += QUEEN puts a queen there, -= QUEEN takes it
    # away; any other write is a mark of the team's, the view's only.
    b.board[2][4] += QUEEN
    expect("b.has_queen(2, 4) after += QUEEN", b.has_queen(2, 4), True)
    b.board[2][4] -= QUEEN
    expect("b.has_queen(2, 4) after -= QUEEN", b.has_queen(2, 4), False)
    b.board[4][3] += 1
    expect("b.board[4][3] after a mark", b.board[4][3], 1)
    expect("b.attackers(4, 3) after a mark", b.attackers(4, 3), 0)
    b.board[4][3] -= 1
    raises("b.board[0][0] += QUEEN, a second queen", K.IllegalMove, b.board[0].__setitem__, 0, 2 * QUEEN)
    raises("b.board[1][2] -= QUEEN, no queen", K.IllegalMove, b.board[1].__setitem__, 2, -QUEEN)
    raises("b.board[1][2] = 0.5", TypeError, b.board[1].__setitem__, 2, 0.5)
    raises("b.board = ...", AttributeError, setattr, b, "board", COUNTERS)
    counters = spy(b.board, "counters")
    row = spy(b.board[4], "row")
    for name, args in LIST_EDITS:
        raises("b.board." + name, TypeError, getattr(counters, name), *args)
        raises("b.board[4]." + name, TypeError, getattr(row, name), *args)
    expect("b.board after the refusals", [list(r) for r in b.board], COUNTERS)
    expect("b.first_empty_row() after the refusals", b.first_empty_row(), 1)

    report()
    b.add_queen(*square)
