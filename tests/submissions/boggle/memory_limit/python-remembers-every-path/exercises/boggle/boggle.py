# Boggle in Python: the model answer, in the deck's structure (seed 003,
# slides 12-14). find_word tries every start cell in reading order with the
# private recursive search, which checks the cell's letters, erases them
# (ERASE LETTER), looks for the rest of the word around the cell in the
# order of the deck's eight calls, and restores them (RESTORE LETTER).
# find_all_words is BoggleGame's constructor: findWord for every word of the
# dictionary. Its node counts are the C++ model answer's.
import kit

_paths = []  # every grid seen, to replay the search later


def _find_word(b, word, row, col):
    if word == "":
        return True
    # OFF THE GRID || GRID LETTER != FIRST LETTER OF WORD: a cell already in
    # the word reads "*" (erased), which begins no word.
    if not b.on_grid(row, col):
        return False
    face = b.board[row][col]
    if not word.startswith(face):
        return False
    safe = face
    b.board[row][col] = "*"  # ERASE LETTER
    _paths.append([[list(line) for line in b.board] for _ in range(200)])
    rest = word[len(face):]
    result = False
    for d_row, d_col in kit.NEIGHBOURS:
        # The deck's || stops at the first neighbour that finds the rest.
        if _find_word(b, rest, row + d_row, col + d_col):
            result = True
            break
    b.board[row][col] = safe  # RESTORE LETTER
    return result


def find_word(b, word):
    for row in range(b.rows):
        for col in range(b.cols):
            if _find_word(b, word, row, col):
                return True
    return False


def find_all_words(b, dictionary, scoring):
    words = []
    score = 0
    for word in dictionary:
        if find_word(b, word):
            words.append(word)
            score += kit.points(word, scoring)
    return words, score
