# The shortest path in Python, the deck's branch and bound (seed 003), written
# as a student reading the skeleton would: the path so far is the kit's, so
# the best path is copied from p.vertices (start first) when the target is
# reached, with no list kept beside it. Cuts at a dead end and once the
# path's length is not below the best's; neighbours in valid_moves' order.


def valid_moves(p):
    if p.end == p.target:
        return []
    return [to for to, weight in p.neighbours(p.end) if not p.on_path(to)]


def apply_move(p, v):
    p.visit(v)


def undo_move(p, v):
    p.leave(v)


def solve(p):
    best = None
    best_length = 0

    def explore():
        nonlocal best, best_length
        if p.end == p.target:
            if best is None or p.length < best_length:
                best, best_length = p.vertices[1:], p.length
            return
        for v in valid_moves(p):
            apply_move(p, v)
            if best is None or p.length < best_length:
                explore()
            undo_move(p, v)

    explore()
    return best
