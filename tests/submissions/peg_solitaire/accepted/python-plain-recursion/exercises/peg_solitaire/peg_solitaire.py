# Peg solitaire without the kit's Node: a move is a (peg, jumped, hole) tuple.

STEPS = ((0, -1), (-1, 0), (1, 0), (0, 1))


def valid_moves(pegs, holes):
    return [((x, y), (x + dx, y + dy), (x + 2 * dx, y + 2 * dy))
            for (x, y) in pegs for (dx, dy) in STEPS
            if (x + dx, y + dy) in pegs and (x + 2 * dx, y + 2 * dy) in holes]


def apply_move(move, pegs, holes):
    peg, jumped, hole = move
    pegs.remove(peg)
    pegs.remove(jumped)
    pegs.add(hole)


def undo_move(move, pegs, holes):
    peg, jumped, hole = move
    pegs.remove(hole)
    pegs.add(jumped)
    pegs.add(peg)


def solve(pegs, holes, last_move):
    def search():
        if pegs == pegs.goal:
            return True
        for move in valid_moves(pegs, holes):
            apply_move(move, pegs, holes)
            if search():
                return True
            undo_move(move, pegs, holes)
        return False

    return last_move if search() else None
