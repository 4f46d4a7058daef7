# The shortest path in Python: your hooks, as the deck's branch and bound
# describes them (seed 003: "for the shortest path problem we cut off a branch
# if the vertex was a dead end; we also cut it off if its length exceeded that
# of an already found path"). Replace each body (and delete its `raise`).
# Hand in this file or shortest_path.cpp, not both.
#
# Check your work with:  ./build/dev/grader/grader test shortest_path
#
# p is the framework's path (kit.Path) through the case's graph; vertices are
# ints, 0 .. p.vertex_count - 1:
#   p.start, p.target   fixed
#   p.end               the path's last vertex (p.start while nothing is visited)
#   p.vertices          the path so far, start first
#   p.length            the sum of the weights of its edges (the deck's bound)
#   p.on_path(v)        whether v is on the path
#   p.neighbours(v)     the steps out of v, (to, weight) tuples, ascending by to
#   p.visit(v)          goes on from p.end to its neighbour v: the framework
#                       counts every visit (your "nodes") and refuses a vertex
#                       that is no neighbour of the end or already on the path
#   p.leave(v)          steps back from v, the path's last vertex
#   p.name(v)           v as the case writes it (a maze cell "(r,c)")
#
# Cases that check the exact number of nodes expect valid_moves' order,
# ascending, tried one after the other.


def valid_moves(p):
    # The neighbours of p.end not on the path yet, ascending; [] once the
    # path has reached the target. A list of ints.
    raise NotImplementedError("valid_moves")


def apply_move(p, v):
    # Go on to v (p.visit).
    raise NotImplementedError("apply_move")


def undo_move(p, v):
    # Step back from v, the path's last vertex (p.leave), restoring p exactly.
    raise NotImplementedError("undo_move")


def solve(p):
    # The deck's branch and bound: from the path's end try each valid move
    # (apply, search on, undo); at the target, keep the path if it is shorter
    # than the best found; cut a branch once its length is not below the
    # best's. Returns the vertices after the start, in order, ending at the
    # target ([] when the path starts there), or None when the target cannot
    # be reached. p must be as it was afterwards.
    raise NotImplementedError("solve")
