# The shortest path as a plain path search: the first path that reaches the
# target is the answer.


def valid_moves(p):
    if p.end == p.target:
        return []
    return [to for to, weight in p.neighbours(p.end) if not p.on_path(to)]


def apply_move(p, v):
    p.visit(v)


def undo_move(p, v):
    p.leave(v)


def solve(p):
    so_far = []

    def explore():
        if p.end == p.target:
            return list(so_far)
        for v in valid_moves(p):
            apply_move(p, v)
            so_far.append(v)
            found = explore()
            so_far.pop()
            undo_move(p, v)
            if found is not None:
                return found
        return None

    return explore()
