# The shortest path in Python: the model answer, in the deck's structure
# (seed 003, "Branch & bound"). solve is backtracking over simple paths: from
# the path's end it tries each unvisited neighbour in turn, and cuts a branch
# twice over, as the slide says: at a dead end (no unvisited neighbour is
# left, so the loop does nothing) and as soon as the path's length is no
# longer below the best path found so far. Its node counts are the C++ model
# answer's: it tries the neighbours in valid_moves' order, ascending.


def valid_moves(p):
    if p.end == p.target:
        return []  # a path at the target goes no further
    return [to for to, weight in p.neighbours(p.end)]


def apply_move(p, v):
    p.visit(v)


def undo_move(p, v):
    p.leave(v)


def solve(p):
    best = None
    best_length = 0
    so_far = []

    def explore():
        nonlocal best, best_length
        if p.end == p.target:
            # Only a shorter path replaces the best: the first of equal paths stays.
            if best is None or p.length < best_length:
                best, best_length = list(so_far), p.length
            return
        for v in valid_moves(p):
            apply_move(p, v)
            so_far.append(v)
            # The bound: a branch whose length is already not below the best
            # path found cannot lead to a shorter one (no weight is negative).
            if best is None or p.length < best_length:
                explore()
            so_far.pop()
            undo_move(p, v)

    explore()
    return best
