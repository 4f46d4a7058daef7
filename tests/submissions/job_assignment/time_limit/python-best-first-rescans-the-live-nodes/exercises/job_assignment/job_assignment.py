# Job assignment by branch and bound, as the course deck (seed 003, "B & B
# example") writes it, in Python. s is the framework's assignment
# (kit.Assignment): contractors 0, 1, ... take jobs in order; s.bid(c, j) is
# contractor c's bid for job j; s.assign(c, j) and s.unassign(c) are the
# edits; s.copy() is a state of its own. A move is a (contractor, job) tuple.


def lower_bound(s):
    # lb: the bids assigned so far, plus each remaining contractor's lowest bid
    lb = s.cost_so_far
    for contractor in range(s.next_contractor, s.n):
        lb += min(s.bid(contractor, job) for job in range(s.n)
                  if s.rule == "every_job" or s.is_free(job))
    return lb


def valid_moves(s):
    if s.is_complete():
        return []
    return [(s.next_contractor, job) for job in range(s.n) if s.is_free(job)]


def apply_move(s, move):
    contractor, job = move
    s.assign(contractor, job)


def undo_move(s, move):
    contractor, job = move
    s.unassign(contractor)


def moves_between(start, end):
    return [(c, end.job_of(c)) for c in range(start.assigned, end.assigned)]


def solve(s):
    # "At each step, choose the state with smallest lower bound, and extend":
    # the live states in a list, the best found by min() at every step, each
    # bound computed anew. Right, and within the node budget, but each step
    # costs a pass over every live state.
    best = None
    best_found = None
    live = [s.copy()]
    while live:
        state = min(live, key=lambda x: (lower_bound(x), -x.assigned))
        live.remove(state)
        lb = lower_bound(state)
        if best is not None and lb >= best:
            break
        if state.is_complete():
            best, best_found = lb, state
            continue
        for move in valid_moves(state):
            child = state.copy()
            apply_move(child, move)
            child_lb = lower_bound(child)
            if best is not None and child_lb >= best:
                continue
            if child.is_complete():
                best, best_found = child_lb, child
                continue
            live.append(child)
    if best_found is None:
        return None
    return moves_between(s, best_found)


def solve_depth_first(s):
    best = None
    best_path = None
    path = []

    def search():
        nonlocal best, best_path
        if s.is_complete():
            if best is None or s.cost_so_far < best:
                best, best_path = s.cost_so_far, list(path)
            return
        for move in valid_moves(s):
            apply_move(s, move)
            path.append(move)
            if best is None or lower_bound(s) < best:
                search()
            path.pop()
            undo_move(s, move)

    search()
    return best_path
