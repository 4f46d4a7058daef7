# Boggle in Python: your hooks, as the deck writes them (seed 003, slides
# 11-14: BoggleBoard's findWord and BoggleGame's constructor). Replace each
# body (and delete its `raise`). Hand in this file or boggle.cpp, not both.
#
# Check your work with:  ./build/dev/grader/grader test boggle
#
# b is the deck's BoggleBoard on the framework's board, cells (row, col) from 0:
#   b.board[row][col]   the deck's grid: a cell's letters, lowercase ("g",
#                       or "qu" for the Qu face, which spells two letters)
#   b.rows, b.cols      its size
#   b.on_grid(row, col) whether the cell exists (b.board[-1] is Python's
#                       last row, not OFF THE GRID: ask first)
# The deck erases a letter while the word goes through it and restores it
# afterwards: safe = b.board[row][col]; b.board[row][col] = "*" is ERASE
# LETTER, and b.board[row][col] = safe is RESTORE LETTER. Those two writes
# are the framework's edits (b.mark_used(row, col) and b.unmark(row, col)
# do the same by name): it counts every cell you erase (your "nodes") and
# refuses to erase a cell twice. An erased cell reads "*" ("**" for Qu),
# which begins no word, so the deck's test works as it is written. Leave the
# board as you found it: nothing erased.
#
# kit.NEIGHBOURS is the eight (d_row, d_col) in the order of the deck's
# recursive calls; cases that check the exact number of nodes expect that
# order and start cells in reading order. kit.points(word, scoring) is a
# word's points ("deck": its length; "official": the rule book's table).
import kit


def find_word(b, word):
    # The deck's public findWord: for every row, for every column, call a
    # private recursive findWord(b, word, row, col) (write it above) and
    # return True as soon as one finds the word. The private one:
    #   - an empty word is found;
    #   - OFF THE GRID, or the cell's letters are not how the word begins
    #     (not word.startswith(b.board[row][col])): not found here;
    #   - otherwise ERASE LETTER, look for the rest of the word
    #     (word[len(letters):]) from each of the eight neighbours, stopping
    #     at the first that finds it, RESTORE LETTER, and return whether one
    #     found it.
    raise NotImplementedError("find_word")


def find_all_words(b, dictionary, scoring):
    # The deck's BoggleGame constructor: every word of the dictionary that
    # find_word finds (`for word in dictionary`; also `word in dictionary`,
    # dictionary.has_prefix(p) and len(dictionary)), and their total points
    # by kit.points(word, scoring). Returns (words, score): the list of the
    # words found, each once, in any order, and an int.
    raise NotImplementedError("find_all_words")
