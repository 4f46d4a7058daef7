# Boggle's API probe (tests/python_api/): find_all_words reads every name of
# the kit's Board, Dictionary and points on the case's board and list, then
# finds the words as the deck does. See api_probe.py.
#
#   Qu I T
#   E  A N       the list: quit quiet seat eat tan ant not (on the board),
#   S  T O       tot toast zebra queen (not)
import kit
from api_probe import check_basics, expect, expect_true, raises, report, spy

FACES = [["qu", "i", "t"], ["e", "a", "n"], ["s", "t", "o"]]
WORDS = ["quit", "quiet", "seat", "eat", "tan", "ant", "not", "tot", "toast", "zebra", "queen"]
EIGHT = ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1))
LIST_EDITS = (
    ("append", ("a",)), ("extend", (["a"],)), ("insert", (0, "a")), ("pop", ()), ("remove", ("a",)),
    ("clear", ()), ("sort", ()), ("reverse", ()),
)


def check_kit(b, dictionary, scoring):
    K = spy(kit, "kit")
    check_basics(K)
    expect_true("b is a kit.Board", isinstance(b, K.Board))
    expect_true("dictionary is a kit.Dictionary", isinstance(dictionary, K.Dictionary))
    expect_true("b.board[0] is a kit.Row", isinstance(b.board[0], K.Row))
    expect("scoring", scoring, "official")
    B = spy(b, "b")
    expect("b.rows", B.rows, 3)
    expect("b.cols", B.cols, 3)
    expect("b.board", [list(row) for row in B.board], FACES)
    expect("b.board[0][0], the Qu face", b.board[0][0], "qu")
    expect("b.on_grid(2, 2)", B.on_grid(2, 2), True)
    expect("b.on_grid(3, 0)", B.on_grid(3, 0), False)
    expect("b.on_grid(-1, 0)", B.on_grid(-1, 0), False)
    expect("b.face(0, 0)", B.face(0, 0), "qu")
    expect("b.face(5, 5), off the grid", B.face(5, 5), "")
    expect("b.letters(1, 1)", B.letters(1, 1), "a")
    expect("b.letters(1, 9), off the grid", B.letters(1, 9), "")
    expect("b.used(0, 0)", B.used(0, 0), False)
    expect("b.neighbours()", B.neighbours(), list(EIGHT))
    expect("kit.NEIGHBOURS", K.NEIGHBOURS, EIGHT)
    expect("repr(b)", repr(b), "qu i  t \ne  a  n \ns  t  o ")

    # ERASE LETTER and RESTORE LETTER, by writing and by name.
    B.mark_used(0, 0)
    expect("b.face(0, 0) after b.mark_used(0, 0)", b.face(0, 0), "**")
    expect("b.board[0][0] after b.mark_used(0, 0)", b.board[0][0], "**")
    expect("b.used(0, 0) after b.mark_used(0, 0)", b.used(0, 0), True)
    expect("b.letters(0, 0) after b.mark_used(0, 0)", b.letters(0, 0), "qu")
    raises("b.mark_used(0, 0) twice", K.IllegalMove, b.mark_used, 0, 0)
    B.unmark(0, 0)
    expect("b.board[0][0] after b.unmark(0, 0)", b.board[0][0], "qu")
    raises("b.unmark(0, 0), not used", K.IllegalMove, b.unmark, 0, 0)
    raises("b.mark_used(5, 5), off the grid", K.IllegalMove, b.mark_used, 5, 5)
    safe = b.board[1][1]
    b.board[1][1] = "*"
    expect("b.board[1][1] after = '*'", b.board[1][1], "*")
    expect("b.used(1, 1) after = '*'", b.used(1, 1), True)
    b.board[1][1] = safe
    expect("b.board[1][1] restored", b.board[1][1], "a")
    raises("b.board[1][1] = 'x'", ValueError, b.board[1].__setitem__, 1, "x")
    raises("b.board[1][1] = 1", TypeError, b.board[1].__setitem__, 1, 1)
    grid = spy(b.board, "grid")
    row = spy(b.board[2], "row")
    for name, args in LIST_EDITS:
        raises("b.board." + name, TypeError, getattr(grid, name), *args)
        raises("b.board[2]." + name, TypeError, getattr(row, name), *args)
    expect("b.board after the refusals", [list(r) for r in b.board], FACES)

    # The word list and the points.
    D = spy(dictionary, "dictionary")
    expect("'quit' in dictionary", "quit" in dictionary, True)
    expect("'qui' in dictionary", "qui" in dictionary, False)
    expect("5 in dictionary", 5 in dictionary, False)
    expect("dictionary.has_prefix('qui')", D.has_prefix("qui"), True)
    expect("dictionary.has_prefix('zz')", D.has_prefix("zz"), False)
    expect("dictionary.has_prefix('')", D.has_prefix(""), True)
    expect("len(dictionary)", len(dictionary), len(WORDS))
    expect("sorted(dictionary)", sorted(dictionary), sorted(WORDS))
    expect("kit.points('quiet', 'deck')", K.points("quiet", "deck"), 5)
    expect("kit.points('quiet', 'official')", K.points("quiet", "official"), 2)
    expect("kit.points('quiet')", K.points("quiet"), 5)
    expect("kit.points('quit', 'official')", K.points("quit", "official"), 1)

    report()


def find_from(b, word, row, col):
    if word == "":
        return True
    if not b.on_grid(row, col) or not word.startswith(b.board[row][col]):
        return False
    safe = b.board[row][col]
    b.board[row][col] = "*"
    rest = word[len(safe):]
    found = any(find_from(b, rest, row + dr, col + dc) for dr, dc in kit.NEIGHBOURS)
    b.board[row][col] = safe
    return found


def find_all_words(b, dictionary, scoring):
    check_kit(b, dictionary, scoring)
    words = [w for w in dictionary if any(find_from(b, w, r, c) for r in range(b.rows) for c in range(b.cols))]
    return words, sum(kit.points(w, scoring) for w in words)
