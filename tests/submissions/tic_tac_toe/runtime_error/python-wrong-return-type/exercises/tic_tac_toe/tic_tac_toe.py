# Tic-tac-toe in Python: the model answer, in the deck's structure (seed 003,
# game trees): minimax with its MAX and MIN levels, alpha-beta with the two
# discontinue rules, the evaluation function counting open lines, the
# depth-limited search, iterative deepening and the best move. Its node
# counts are the C++ model answer's: moves tried in valid_moves' order, front
# to back, and the scores +1 / 0 / -1.
from kit import INFINITY, WIN_SCORE


def valid_moves(b):
    if b.is_over():
        return []
    return [(r, c) for r in range(b.rows) for c in range(b.cols) if b.is_empty((r, c))]


def apply_move(b, square):
    b.place_mark(square)


def undo_move(b, square):
    b.clear(square)


def _outcome(b):
    return {"X": 1, "O": -1}.get(b.winner, 0)


def _windows(b):
    # Every line of k squares: rows, columns and both diagonals.
    k = b.k
    for r in range(b.rows):
        for c in range(b.cols):
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                end_r, end_c = r + dr * (k - 1), c + dc * (k - 1)
                if 0 <= end_r < b.rows and 0 <= end_c < b.cols:
                    yield [(r + dr * i, c + dc * i) for i in range(k)]


def evaluate(b):
    # +WIN_SCORE when X has k in a row, -WIN_SCORE when O has; otherwise the
    # lines still open for X (no O in them) minus those open for O.
    if b.winner == "X":
        return WIN_SCORE
    if b.winner == "O":
        return -WIN_SCORE
    score = 0
    for window in _windows(b):
        marks = {b.at(s) for s in window}
        if "O" not in marks:
            score += 1
        if "X" not in marks:
            score -= 1
    return score


def _is_max_level(b):
    return b.to_move == "X"


def _better_for_mover(b, value, best):
    return value > best if _is_max_level(b) else value < best


def minimax(b):
    # A leaf: the game is decided, and its result is its value.
    if b.is_over():
        return _outcome(b)
    # MAX level: the maximum of the moves' values; MIN level: the minimum.
    best = -2 if _is_max_level(b) else 2
    for s in valid_moves(b):
        apply_move(b, s)
        value = minimax(b)
        undo_move(b, s)
        if _better_for_mover(b, value, best):
            best = value
    return best


def alphabeta(b, alpha, beta):
    if b.is_over():
        return _outcome(b)
    if _is_max_level(b):
        for s in valid_moves(b):
            apply_move(b, s)
            alpha = max(alpha, alphabeta(b, alpha, beta))
            undo_move(b, s)
            # Discontinue below a MAX node once its alpha >= the beta of a MIN ancestor.
            if alpha >= beta:
                return alpha
        return alpha
    for s in valid_moves(b):
        apply_move(b, s)
        beta = min(beta, alphabeta(b, alpha, beta))
        undo_move(b, s)
        # Discontinue below a MIN node once its beta <= the alpha of a MAX ancestor.
        if beta <= alpha:
            return beta
    return beta


class _OverBudget(Exception):
    pass


def _limited(b, depth, stop_at):
    # Each move's backed-up value, keeping the first of the best; stops
    # before a mark that would take b.marks_placed past stop_at.
    if b.is_over() or depth == 0:
        return evaluate(b), None
    best_value, best_move = (-INFINITY if _is_max_level(b) else INFINITY), None
    for s in valid_moves(b):
        if b.marks_placed >= stop_at:
            raise _OverBudget()
        apply_move(b, s)
        try:
            value, _ = _limited(b, depth - 1, stop_at)
        finally:
            undo_move(b, s)
        if best_move is None or _better_for_mover(b, value, best_value):
            best_value, best_move = value, s
    return best_value, best_move


def depth_limited(b, depth):
    value, move = _limited(b, depth, float("inf"))
    return value


def iterative_deepening(b, node_budget):
    stop_at = b.marks_placed + node_budget
    result = (None, 0, 0)
    # Each depth a complete search, until the budget would run out or the
    # tree is complete (the depth covers every empty square).
    for depth in range(1, b.empty_count + 1):
        try:
            value, move = _limited(b, depth, stop_at)
        except _OverBudget:
            break  # the unfinished depth is abandoned
        result = (move, value, depth)
    return result


def best_move(b):
    # Alpha-beta on each root move, keeping the first of the best.
    best, best_value = None, 0
    for s in valid_moves(b):
        apply_move(b, s)
        value = alphabeta(b, -INFINITY, INFINITY)
        undo_move(b, s)
        if best is None or _better_for_mover(b, value, best_value):
            best, best_value = s, value
    return best
