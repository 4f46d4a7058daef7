# The deck's findWord with the kit's names, and BoggleGame's constructor as
# one walk of the board that gives up a path once no word begins with it.


def _find_word(b, word, row, col):
    if word == "":
        return True
    face = b.face(row, col)  # "" off the grid, "*" while in the word
    if face == "" or not word.startswith(face):
        return False
    b.mark_used(row, col)
    found = any(_find_word(b, word[len(face):], row + dr, col + dc) for dr, dc in b.neighbours())
    b.unmark(row, col)
    return found


def find_word(b, word):
    return any(_find_word(b, word, row, col) for row in range(b.rows) for col in range(b.cols))


def find_all_words(b, dictionary, scoring):
    import kit
    found = set()

    def walk(row, col, prefix):
        face = b.face(row, col)
        if face == "" or face.startswith("*"):
            return
        prefix += face
        if not dictionary.has_prefix(prefix):
            return
        if prefix in dictionary:
            found.add(prefix)
        b.mark_used(row, col)
        for dr, dc in b.neighbours():
            walk(row + dr, col + dc, prefix)
        b.unmark(row, col)

    for row in range(b.rows):
        for col in range(b.cols):
            walk(row, col, "")
    return sorted(found), sum(kit.points(word, scoring) for word in found)
