# Peg solitaire in Python: your hooks, as the lecture (seed 001) writes them.
# Replace each body (and delete its `raise`). Hand in this file or
# peg_solitaire.cpp, not both.
#
# Check your work with:  ./build/dev/grader/grader test peg_solitaire
#
# pegs and holes are the lecture's two sets of (x, y) tuples: x the column
# from the left, y the row from the top. They are the framework's board:
# len(pegs), (5, 1) in pegs, pegs.add(p), pegs.remove(p), holes.add(p),
# holes.remove(p), and `for p in pegs` (in reading order: row by row, left to
# right) work as on sets. Change the position only through them: the
# framework counts every jump you apply (your "nodes"), so search on these
# two sets, not on sets of your own. Editing both for one change is fine
# (pegs.remove(p) then holes.add(p)): the second agrees with the first.
# pegs.goal is the set of positions that hold the pegs at the case's goal
# (the lecture's: {(5, 1)}).
from collections import deque

from kit import Node


def valid_moves(pegs, holes):
    # A list of tree nodes, one per move the position allows: a peg jumps up,
    # left, right or down over an adjacent peg into an empty hole two away.
    # Name each node after its move, as three positions:
    #     Node(((x, y) of the jumping peg, (x, y) of the jumped peg, (x, y) of the hole))
    # Cases that check the order want the pegs in reading order, then up,
    # left, right, down.
    raise NotImplementedError("valid_moves")


def apply_move(node, pegs, holes):
    # Makes the node's move: the jumping and the jumped peg leave their holes,
    # and the jumping peg lands in the empty hole.
    raise NotImplementedError("apply_move")


def undo_move(node, pegs, holes):
    # Takes the node's move back, so the board is exactly as before it. The
    # lecture's solve also calls it with its first node, Node("start"), when
    # nothing works: there is no move to take back then.
    raise NotImplementedError("undo_move")


def solve(pegs, holes, last_move):
    # The lecture's solve, called as solve(pegs, holes, Node("start")): return
    # the node of the last move of a solution (the moves applied and not
    # undone are the solution), or None when there is none.
    #   1. [leaf-win]  if the pegs are the goal's, return last_move.
    #   2. [leaf-lose] if valid_moves gives no move, undo last_move, return None.
    #   3. [recursive-step] for each valid move: apply_move, recurse, and stop
    #      as soon as a recursive call finds a solution; when none does, undo
    #      last_move and return None.
    # Cases that check the exact number of nodes accept both orders the
    # lecture allows: the moves tried front to back, or back to front, as
    # the lecture's possible_moves.pop() takes them.
    raise NotImplementedError("solve")
