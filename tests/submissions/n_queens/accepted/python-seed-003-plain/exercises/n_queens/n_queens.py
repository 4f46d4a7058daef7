# Seed 003's pseudo-code in Python, on the kit's Board as it comes.


def in_jeopardy(b, row, col):
    n = b.n
    for c in range(n):  # the row
        if c != col and b.has_queen(row, c):
            return True
    for r in range(n):  # the column
        if r != row and b.has_queen(r, col):
            return True
    for d in range(1, n):  # both diagonals, all four ways
        for r, c in ((row - d, col - d), (row - d, col + d), (row + d, col - d), (row + d, col + d)):
            if 0 <= r < n and 0 <= c < n and b.has_queen(r, c):
                return True
    return False


def row_has_queen(b, row):
    return any(b.has_queen(row, c) for c in range(b.n))


def valid_moves(b):
    if b.variant == "rows":
        row = b.first_empty_row()
        if row == b.n:
            return []
        return [(row, col) for col in range(b.n) if not in_jeopardy(b, row, col)]
    return [(r, c) for r in range(b.n) for c in range(b.n)
            if not b.has_queen(r, c) and not in_jeopardy(b, r, c)]


def apply_move(b, square):
    b.add_queen(*square)


def undo_move(b, square):
    b.remove_queen(*square)


def place_queens(b, row):
    if row >= b.n:
        return True
    if row_has_queen(b, row):
        return place_queens(b, row + 1)
    for col in range(b.n):
        if not in_jeopardy(b, row, col):
            b.add_queen(row, col)
            if place_queens(b, row + 1):
                return True
            b.remove_queen(row, col)
    return False


def solver(b):
    for square in valid_moves(b):
        apply_move(b, square)
        if solver(b):
            return True
        undo_move(b, square)
    return len(b.queens) == b.n


def solve(b):
    if b.variant == "rows":
        return place_queens(b, 0)
    return solver(b)


def count_solutions(b):
    row = b.first_empty_row()
    if row == b.n:
        return 0 if any(in_jeopardy(b, r, c) for r, c in b.queens) else 1
    count = 0
    for col in range(b.n):
        if not in_jeopardy(b, row, col):
            b.add_queen(row, col)
            count += count_solutions(b)
            b.remove_queen(row, col)
    return count
