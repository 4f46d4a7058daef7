# Peg solitaire in the lecture's Python (seed 001), with solve written
# without valid_moves: it loops over the pegs themselves, jumping from each
# peg in turn and searching on from there. Its slip is the lecture's last
# line: at a dead end it takes last_move back, but when every jump below a
# position failed it returns without doing so. The position then has a peg
# fewer than when the caller's `for peg in pegs` began, and Python stops
# that loop at its next step, as it would on the lecture's own sets:
# "RuntimeError: Set changed size during iteration".
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
    if pegs == pegs.goal:  # leaf-win base case
        return last_move
    moved = False
    for peg in pegs:
        (x, y) = peg
        for (dx, dy) in DIRECTIONS:
            jumped = (x + dx, y + dy)
            hole = (x + 2 * dx, y + 2 * dy)
            if jumped in pegs and hole in holes:
                moved = True
                current_move = Node((peg, jumped, hole))
                apply_move(current_move, pegs, holes)
                result = solve(pegs, holes, current_move)
                if result is not None:
                    return result
    if not moved:  # leaf-lose base case
        undo_move(last_move, pegs, holes)  # backtracking
    return None
