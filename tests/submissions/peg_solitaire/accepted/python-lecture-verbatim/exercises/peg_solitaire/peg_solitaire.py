# The lecture's solve, pasted from the slides, and three helpers.
from collections import deque

from kit import Node


def valid_moves(pegs, holes):
    result = []
    for peg in pegs:
        x, y = peg
        for dx, dy in [(0, -1), (-1, 0), (1, 0), (0, 1)]:
            over = (x + dx, y + dy)
            to = (x + 2 * dx, y + 2 * dy)
            if over in pegs and to in holes:
                result.append(Node((peg, over, to)))
    return result


def apply_move(node, pegs, holes):
    start, over, end = node.name
    pegs.remove(start)
    holes.add(start)
    pegs.remove(over)
    holes.add(over)
    holes.remove(end)
    pegs.add(end)


def undo_move(node, pegs, holes):
    if node.name == "start":
        return
    start, over, end = node.name
    pegs.remove(end)
    holes.add(end)
    holes.remove(over)
    pegs.add(over)
    holes.remove(start)
    pegs.add(start)


def solve(pegs, holes, last_move):
    result = None
    if len(pegs) == 1 and (5, 1) in pegs:  # leaf-win base case
        result = last_move
    else:
        last_move.children = valid_moves(pegs, holes)
        if len(last_move.children) == 0:  # leaf-lose base case
            undo_move(last_move, pegs, holes)  # backtracking
        else:  # recursive step
            possible_moves = deque(last_move.children)
            while result is None and len(possible_moves) > 0:
                current_move = possible_moves.pop()
                apply_move(current_move, pegs, holes)
                result = solve(pegs, holes, current_move)
            if result is None:
                undo_move(last_move, pegs, holes)  # backtracking
    return result
