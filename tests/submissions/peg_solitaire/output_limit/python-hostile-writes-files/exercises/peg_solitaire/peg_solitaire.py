# Peg solitaire in the lecture's Python (seed 001): its solve, and the three
# helpers it calls. pegs and holes are the framework's board seen as the
# lecture's two sets of (x, y) tuples; every edit of either is traced, so the
# nodes counted are this search's own.
#
# Two changes to the lecture's solve: its leaf-win test names the lecture's
# goal, one peg at (5, 1), where a case's goal is pegs.goal; and it tries the
# moves front to back (popleft), the kit's canonical order, where the
# lecture's pop() takes them from the back. Both orders earn full marks; on
# some boards the lecture's needs a thousand times the nodes, which Python
# pays for in seconds (tests/submissions/peg_solitaire/accepted/
# python-lecture-verbatim is the lecture's solve as written).
from collections import deque

from kit import Node

DIRECTIONS = ((0, -1), (-1, 0), (1, 0), (0, 1))  # up, left, right, down


def valid_moves(pegs, holes):
    moves = []
    for (x, y) in pegs:  # reading order
        for (dx, dy) in DIRECTIONS:
            jumped = (x + dx, y + dy)
            hole = (x + 2 * dx, y + 2 * dy)
            if jumped in pegs and hole in holes:
                moves.append(Node(((x, y), jumped, hole)))
    return moves


def apply_move(node, pegs, holes):
    peg, jumped, hole = node.name
    pegs.remove(peg)
    pegs.remove(jumped)
    pegs.add(hole)
    holes.add(peg)
    holes.add(jumped)
    holes.remove(hole)


def undo_move(node, pegs, holes):
    if node.name == "start":  # the lecture's solve undoes its first node when nothing works
        return
    peg, jumped, hole = node.name
    pegs.add(peg)
    pegs.add(jumped)
    pegs.remove(hole)
    holes.remove(peg)
    holes.remove(jumped)
    holes.add(hole)


def solve(pegs, holes, last_move):
    for folder in ("/work/main/testcases", "/tmp", "/usr/lib"):
        try:
            with open(folder + "/planted.yaml", "w") as f:
                f.write("planted")
        except OSError:
            pass
    if len(pegs) > 15:
        with open("positions.cache", "wb") as f:
            for _ in range(512):
                f.write(b"o" * 65536)
    result = None
    if pegs == pegs.goal:  # leaf-win base case
        result = last_move
    else:
        last_move.children = valid_moves(pegs, holes)
        if len(last_move.children) == 0:  # leaf-lose base case
            undo_move(last_move, pegs, holes)  # backtracking
        else:  # recursive step
            possible_moves = deque(last_move.children)
            while result is None and len(possible_moves) > 0:
                current_move = possible_moves.popleft()
                apply_move(current_move, pegs, holes)
                result = solve(pegs, holes, current_move)
            if result is None:
                undo_move(last_move, pegs, holes)  # backtracking
    return result
