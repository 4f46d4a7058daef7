# Team "Pasted from the Blog": the blog's three functions (seed 002,
# github.com/agk98/Puzzle_solvers, Sudoku_solver.py) pasted unchanged: a 9x9
# board, boxes of 3 x 3, digits 1 to 9. The other hooks are the obvious
# few lines around them.


def find_empty(board):
    for i in range(len(board)):
        for j in range(len(board[0])):
            if board[i][j] == 0:
                return (i, j)  # row, col

    return None


def check_validity(board, num, pos):
    # Check row
    for i in range(len(board[0])):
        if board[pos[0]][i] == num and pos[1] != i:
            return False

    # Check column
    for i in range(len(board)):
        if board[i][pos[1]] == num and pos[0] != i:
            return False

    # Check box
    box_x = pos[1] // 3
    box_y = pos[0] // 3

    for i in range(box_y*3, box_y*3 + 3):
        for j in range(box_x * 3, box_x*3 + 3):
            if board[i][j] == num and (i, j) != pos:
                return False

    return True


def solve(board):
    find = find_empty(board)
    if not find:
        return True
    else:
        row, col = find

    for i in range(1, 10):
        if check_validity(board, i, (row, col)):
            board[row][col] = i

            if solve(board):
                return True

            board[row][col] = 0

    return False


def valid_moves(board):
    find = find_empty(board)
    if not find:
        return []
    row, col = find
    return [(row, col, i) for i in range(1, 10) if check_validity(board, i, (row, col))]


def apply_move(board, move):
    row, col, num = move
    board[row][col] = num


def undo_move(board, move):
    row, col, num = move
    board[row][col] = 0


def count_solutions(board, limit):
    find = find_empty(board)
    if not find:
        return 1
    row, col = find
    found = 0
    for i in range(1, 10):
        if found < limit and check_validity(board, i, (row, col)):
            board[row][col] = i
            found += count_solutions(board, limit - found)
            board[row][col] = 0
    return found
