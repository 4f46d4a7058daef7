# Sudoku, the kit's Python model answer: the blog's find_empty,
# check_validity and recursive solve (seed 002), for any box shape
# (board.box_rows x board.box_cols) and digits 1 to len(board).
# count_solutions is the same search that goes on past a solution.


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
    box_x = pos[1] // board.box_cols
    box_y = pos[0] // board.box_rows
    for i in range(box_y * board.box_rows, box_y * board.box_rows + board.box_rows):
        for j in range(box_x * board.box_cols, box_x * board.box_cols + board.box_cols):
            if board[i][j] == num and (i, j) != pos:
                return False
    return True


def valid_moves(board):
    find = find_empty(board)
    if not find:
        return []
    row, col = find
    return [(row, col, i) for i in range(1, len(board) + 1) if check_validity(board, i, (row, col))]


def apply_move(board, move):
    row, col, num = move
    board[row][col] = num


def undo_move(board, move):
    row, col, num = move
    board[row][col] = 0


def solve(board):
    find = find_empty(board)
    if not find:
        return True
    row, col = find

    for i in range(1, len(board) + 1):
        if check_validity(board, i, (row, col)):
            board[row][col] = i

            if solve(board):
                return True

            board[row][col] = 0
    return False


def count_solutions(board, limit):
    find = find_empty(board)
    if not find:
        return 1
    row, col = find
    found = 0
    for i in range(1, len(board) + 1):
        if found >= limit:
            break
        if check_validity(board, i, (row, col)):
            board[row][col] = i
            found += count_solutions(board, limit - found)
            board[row][col] = 0
    return found
