# Job assignment by branch and bound (the course deck, "B & B example").
#
# s is the framework's partial assignment (kit.Assignment); every edit of it
# is traced by the grader:
#   s.n                  the number of contractors (and of jobs)
#   s.bid(c, j)          contractor c's bid for job j (also s.cost(c, j))
#   s.rule               which lower bound the case asks for: "every_job" or "free_jobs"
#   s.assigned           how many contractors have a job (they are 0 .. assigned-1)
#   s.next_contractor    the contractor to take a job next (== s.assigned)
#   s.job_of(c)          contractor c's job, or None
#   s.is_free(j)         whether nobody has job j yet
#   s.cost_so_far        the sum of the bids assigned
#   s.is_complete()      whether every contractor has a job
#   s.assign(c, j)       the next contractor c takes job j (a node generated)
#   s.unassign(c)        the last contractor assigned, c, gives its job back
#   s.copy()             a state of its own (cheap; the grader follows copies too)
# Contractors a, b, c... are 0, 1, 2...; jobs are 0-based (the deck's
# "a->2" is the move (0, 1)). A move is a (contractor, job) tuple of ints.


def lower_bound(s):
    # The deck's lb: the cost of the bids assigned so far plus, for each
    # contractor still without a job, its lowest bid: over every job when
    # s.rule == "every_job", over the jobs still free when "free_jobs".
    # A complete assignment's bound is its cost. An int.
    raise NotImplementedError("lower_bound")


def valid_moves(s):
    # The free jobs for the next contractor, ascending, as a list of
    # (contractor, job) tuples; [] when every contractor has a job.
    raise NotImplementedError("valid_moves")


def apply_move(s, move):
    # The next contractor takes the move's job (s.assign).
    raise NotImplementedError("apply_move")


def undo_move(s, move):
    # The move's contractor gives its job back (s.unassign), restoring s exactly.
    raise NotImplementedError("undo_move")


def solve(s):
    # The deck's branch and bound, best-first: keep the partial assignments
    # not yet extended; always extend the one with the smallest lower bound
    # (give its next contractor each free job, each as a new s.copy());
    # remember the cheapest complete assignment found, and cut a branch whose
    # lower bound is not below its cost. Returns the list of moves that
    # complete s optimally, in contractor order (never None: every partial
    # assignment can be completed). Judged on the cost, and on the nodes
    # generated against a budget.
    raise NotImplementedError("solve")


def solve_depth_first(s):
    # The same branch and bound depth-first: try each free job for the next
    # contractor in order (apply_move, search below, undo_move), keep the
    # cheapest complete assignment found, and search below a move only when
    # the lower bound after it is below the best cost found so far. Returns
    # the list of moves, as solve. Its nodes are counted exactly.
    raise NotImplementedError("solve_depth_first")
