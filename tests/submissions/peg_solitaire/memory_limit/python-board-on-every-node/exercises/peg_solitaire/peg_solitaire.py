# Peg solitaire in the lecture's Python (seed 001): its solve as the slides
# write it (possible_moves.pop(), last_move.children kept), with pegs.goal for
# its leaf-win, and a valid_moves that keeps a copy of the board on every
# node it makes (node.before), "to look at while debugging". The lecture's
# solve keeps every node it made, so every board stays too: a few kilobytes
# a node, and the memory runs out tens of thousands of jumps in.
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
                moves.append(Node(((x, y), jumped, hole), before=pegs.copy()))
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
                current_move = possible_moves.pop()
                apply_move(current_move, pegs, holes)
                result = solve(pegs, holes, current_move)
            if result is None:
                undo_move(last_move, pegs, holes)  # backtracking
    return result
