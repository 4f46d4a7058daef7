# Tic-tac-toe in Python: your hooks, in the deck's words (seed 003, game
# trees). Replace each body (and delete its `raise`). Hand in this file or
# tic_tac_toe.cpp, not both.
#
# Check your work with:  ./build/dev/grader/grader test tic_tac_toe
#
# b is the framework's board (kit.Board), b.rows x b.cols squares, b.k in a
# row wins (3 on the deck's 3x3 board); a square is a (row, col) tuple, from 0:
#   b.at(s)             "X", "O" or " " (empty)
#   b.is_empty(s)       on the board and without a mark
#   b.to_move           "X" or "O": X is MAX, O is MIN, every value is from
#                       X's side, whoever is to move
#   b.winner            "X" or "O" once a player has k in a row, else ""
#   b.is_over()         a line of k or a full board: the game is decided
#   b.empty_count, b.mark_count
#   b.marks_placed      every mark placed on b so far (iterative deepening's budget)
#   b.place_mark(s)     puts the mark of the player to move on s: the
#                       framework counts every mark placed (your "nodes")
#   b.clear(s)          takes the last mover's mark off s
# kit.WIN_SCORE (1000) is evaluate's value of a win for X, kit.INFINITY
# beyond every value (alphabeta's outermost window). Every search must leave
# b as it found it.
#
# Cases that check the exact number of nodes expect the deck's order:
# valid_moves' squares tried front to back, and the scores +1 / 0 / -1 of a
# won, drawn or lost game (minimax, alphabeta), or evaluate's at the
# pseudo-leaves (depth_limited).
from kit import INFINITY, WIN_SCORE


def valid_moves(b):
    # The empty squares in reading order, as (row, col) tuples; [] once the
    # game is decided.
    raise NotImplementedError("valid_moves")


def apply_move(b, square):
    # Put the mark of the player to move on square (b.place_mark).
    raise NotImplementedError("apply_move")


def undo_move(b, square):
    # Take the mark on square back (b.clear), restoring b exactly.
    raise NotImplementedError("undo_move")


def evaluate(b):
    # The deck's evaluation for the depth-limited search: WIN_SCORE when X
    # has k in a row, -WIN_SCORE when O has; otherwise the lines open for X
    # (every row, column and diagonal window of k squares with no O in it)
    # minus the lines open for O (no X in them). No search.
    raise NotImplementedError("evaluate")


def minimax(b):
    # The deck's minimax, full depth: +1 X wins, 0 draw, -1 O wins. At a
    # MAX level (X to move) the maximum of the moves' values, at a MIN level
    # the minimum; a decided position is its result.
    raise NotImplementedError("minimax")


def alphabeta(b, alpha, beta):
    # The deck's alpha-beta: minimax's value, discontinuing below a MIN node
    # once its beta <= the alpha of a MAX ancestor, below a MAX node once
    # its alpha >= the beta of a MIN ancestor. Inside the window, the value;
    # at or below alpha, something <= alpha; at or above beta, something >= beta.
    raise NotImplementedError("alphabeta")


def depth_limited(b, depth):
    # Minimax to depth plies (the deck's "look-ahead of 2 moves" is 2),
    # evaluate at the pseudo-leaves (depth 0) and at decided positions.
    # Returns (value, move): the backed-up value and the first root move
    # with it, in valid_moves' order (None at a decided position).
    raise NotImplementedError("depth_limited")


def iterative_deepening(b, node_budget):
    # depth_limited to depth 1, 2, 3, ..., each a complete search, until the
    # next depth would place more than node_budget marks in all (watch
    # b.marks_placed: abandon that depth, keep the last complete one's
    # result) or the depth covers every empty square. Returns (move, value,
    # depth) of the last complete depth.
    raise NotImplementedError("iterative_deepening")


def best_move(b):
    # A move of the best value for the player to move, full depth (any
    # search). A (row, col) tuple.
    raise NotImplementedError("best_move")
