# Peg solitaire's API probe (tests/python_api/): solve reads every name of
# the kit's pegs and holes on the case's board, then searches as the lecture
# does. See api_probe.py.
#
#   o o .      pegs (0, 0), (1, 0), (1, 1); holes (2, 0), (1, 2)
#   # o #      goal: pegs at (0, 0) and (1, 2), one jump down away
#   # . #
import kit
from api_probe import check_basics, expect, expect_true, raises, report, spy

PEGS = [(0, 0), (1, 0), (1, 1)]
HOLES = [(2, 0), (1, 2)]
EVERY = set(PEGS) | set(HOLES)
DIRECTIONS = ((0, -1), (-1, 0), (1, 0), (0, 1))


def check_sets(pegs, holes, last_move):
    K = spy(kit, "kit")
    check_basics(K)
    node = spy(last_move, "node")
    expect("the first node's name", node.name, "start")
    expect("node.children of the first node", node.children, [])
    expect_true("pegs is a kit.PegSet", isinstance(pegs, K.PegSet))
    expect_true("holes is a kit.HoleSet", isinstance(holes, K.HoleSet))
    PG = spy(pegs, "pegs")
    HL = spy(holes, "holes")

    # Read as sets are read.
    expect("len(pegs)", len(pegs), 3)
    expect("len(holes)", len(holes), 2)
    expect("(1, 1) in pegs", (1, 1) in pegs, True)
    expect("(2, 0) in pegs", (2, 0) in pegs, False)
    expect("(2, 0) in holes", (2, 0) in holes, True)
    expect("(0, 1) in holes (off the board)", (0, 1) in holes, False)
    expect("[1, 1] in pegs (a list is no position)", [1, 1] in pegs, False)
    expect("list(pegs), reading order", list(pegs), PEGS)
    expect("list(holes), reading order", list(holes), HOLES)
    expect("repr(pegs)", repr(pegs), "{(0, 0), (1, 0), (1, 1)}")
    expect("pegs.goal", PG.goal, frozenset({(0, 0), (1, 2)}))
    expect("pegs == set", pegs == set(PEGS), True)
    expect("pegs == frozenset", pegs == frozenset(PEGS), True)
    expect("pegs != holes", pegs != holes, True)
    expect("pegs == [...] (a list is no set)", pegs == PEGS, False)
    raises("hash(pegs)", TypeError, hash, pegs)
    for what, plain in (("pegs.copy()", PG.copy()), ("holes.copy()", HL.copy())):
        expect_true(what + " is a plain set", type(plain) is set)
    expect("pegs.copy()", PG.copy(), set(PEGS))
    expect("holes.copy()", HL.copy(), set(HOLES))

    # The operators and methods of a set, with sets and with the other view.
    expect("pegs - {(0, 0)}", pegs - {(0, 0)}, {(1, 0), (1, 1)})
    expect("pegs & {(0, 0), (2, 0)}", pegs & {(0, 0), (2, 0)}, {(0, 0)})
    expect("pegs | holes", pegs | holes, EVERY)
    expect("pegs ^ {(0, 0), (2, 0)}", pegs ^ {(0, 0), (2, 0)}, {(1, 0), (1, 1), (2, 0)})
    expect("pegs <= EVERY", pegs <= EVERY, True)
    expect("pegs < set(PEGS)", pegs < set(PEGS), False)
    expect("pegs >= {(0, 0)}", pegs >= {(0, 0)}, True)
    expect("pegs > set(PEGS)", pegs > set(PEGS), False)
    expect("pegs.isdisjoint(holes)", PG.isdisjoint(holes), True)
    expect("pegs.issubset(EVERY)", PG.issubset(EVERY), True)
    expect("pegs.issuperset([(0, 0)])", PG.issuperset([(0, 0)]), True)
    expect("pegs.union(holes)", PG.union(holes), EVERY)
    expect("pegs.intersection({(0, 0)}, [(0, 0), (1, 0)])", PG.intersection({(0, 0)}, [(0, 0), (1, 0)]), {(0, 0)})
    expect("pegs.difference([(0, 0)])", PG.difference([(0, 0)]), {(1, 0), (1, 1)})
    expect("holes.isdisjoint(pegs)", HL.isdisjoint(pegs), True)
    expect("holes.issubset(EVERY)", HL.issubset(EVERY), True)
    expect("holes.issuperset([])", HL.issuperset([]), True)
    expect("holes.union([(0, 0)])", HL.union([(0, 0)]), {(0, 0), (2, 0), (1, 2)})
    expect("holes.intersection(pegs)", HL.intersection(pegs), set())
    expect("holes.difference({(2, 0)})", HL.difference({(2, 0)}), {(1, 2)})

    # A jump as the lecture makes it, both sets edited (the second edit of
    # each pair agrees with the first), then taken back with discard.
    PG.remove((1, 0))
    HL.add((1, 0))
    PG.remove((1, 1))
    HL.add((1, 1))
    PG.add((1, 2))
    HL.remove((1, 2))
    expect("pegs after the jump (1, 0) over (1, 1)", set(pegs), {(0, 0), (1, 2)})
    expect("holes after the jump", list(holes), [(1, 0), (2, 0), (1, 1)])
    PG.add((1, 0))
    HL.discard((1, 0))
    PG.add((1, 1))
    HL.discard((1, 1))
    PG.discard((1, 2))
    HL.add((1, 2))
    expect("pegs after the jump taken back", list(pegs), PEGS)
    # As in a set: adding what is there changes nothing, discarding what is
    # not there neither; removing it is refused (the board's IllegalMove).
    PG.add((0, 0))
    PG.discard((2, 0))
    HL.add((2, 0))
    HL.discard((0, 0))
    expect("pegs after adding what is there", list(pegs), PEGS)
    expect("holes after adding what is there", list(holes), HOLES)
    raises("pegs.remove((2, 0)), no peg there", K.IllegalMove, PG.remove, (2, 0))
    raises("holes.remove((0, 0)), not empty", K.IllegalMove, HL.remove, (0, 0))
    raises("pegs.add((0, 1)), off the board", K.IllegalMove, pegs.add, (0, 1))
    raises("pegs.add([1, 2]), no tuple", TypeError, pegs.add, [1, 2])
    expect("pegs after the refusals", list(pegs), PEGS)

    # A loop over a set whose size changes under it fails at its next step,
    # with a plain set's own error; a jump taken back before the next step
    # changes no size, and a loop that ended ends. (Edits come as whole
    # jumps: solve's answer is read from them.)
    plain = {1}
    plain_error = raises("a plain set grown while iterating", RuntimeError, lambda: [plain.add(2) for _ in plain])

    def jump_by_pegs():
        PG.remove((1, 0))
        PG.remove((1, 1))
        PG.add((1, 2))

    def back_by_pegs():
        PG.add((1, 0))
        PG.add((1, 1))
        PG.remove((1, 2))

    def jump_by_holes():
        HL.add((1, 0))
        HL.add((1, 1))
        HL.remove((1, 2))

    def back_by_holes():
        HL.remove((1, 0))
        HL.remove((1, 1))
        HL.add((1, 2))

    for what, view, jump, back in (
        ("pegs, edited by pegs", pegs, jump_by_pegs, back_by_pegs),
        ("holes, edited by pegs", holes, jump_by_pegs, back_by_pegs),
        ("pegs, edited by holes", pegs, jump_by_holes, back_by_holes),
    ):
        it = iter(view)
        expect(what + ": the first step", next(it), list(view)[0])
        jump()
        expect(what + ": a step after a jump", raises(what, RuntimeError, next, it), plain_error)
        back()
        raises(what + ": a step once the jump is taken back (the error stays)", RuntimeError, next, it)
    steps = []
    for p in pegs:
        jump_by_pegs()
        steps.append(p)
        back_by_pegs()
    expect("a loop whose body takes its jump back", steps, PEGS)
    it = iter(holes)
    expect("a loop over holes to its end", list(it), HOLES)
    jump_by_pegs()
    raises("a step past the end, after a jump", StopIteration, next, it)
    back_by_pegs()
    expect("pegs after the loops", list(pegs), PEGS)

    report()


def solve(pegs, holes, last_move):
    check_sets(pegs, holes, last_move)
    if pegs == pegs.goal:
        return last_move
    for (x, y) in list(pegs):
        for (dx, dy) in DIRECTIONS:
            jumped, hole = (x + dx, y + dy), (x + 2 * dx, y + 2 * dy)
            if jumped in pegs and hole in holes:
                pegs.remove((x, y))
                pegs.remove(jumped)
                pegs.add(hole)
                if pegs == pegs.goal:
                    return kit.Node(((x, y), jumped, hole))
                pegs.add((x, y))
                pegs.add(jumped)
                pegs.remove(hole)
    return None
