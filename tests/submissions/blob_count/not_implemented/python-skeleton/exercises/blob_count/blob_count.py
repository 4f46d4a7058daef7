# Blob count: your hooks, in Python. Replace each body (and delete its
# `raise`). Check your work with:  ./build/dev/grader/grader test blob_count
#
# img is the framework's gel image (the deck's grid), pixels (row, col) from 0:
#   img.rows, img.cols            its size (not always square)
#   img.is_spot(row, col)         a spot ('*') not erased yet; False off the
#                                 grid, so the deck's "OFF THE GRID || NOT A
#                                 SPOT" is `not img.is_spot(row, col)`
#   img.is_erased(row, col)       a spot you erased ('O')
#   img.erase(row, col)           the deck's ERASE SPOT ('*' -> 'O'); the
#                                 framework counts every erasure (your nodes)
#   img.restore(row, col)         'O' -> '*' again
#   img.neighbours()              the (d_row, d_col) offsets of a pixel's
#                                 neighbours in the deck's order: the eight of
#                                 slide 9, or the four sharing an edge when a
#                                 case asks for 4-connectivity (the kit's
#                                 extension, 0 points unless your instructor
#                                 says otherwise)
# Erasing what is not a spot, or restoring what is not erased, raises
# kit.IllegalMove. Python's recursion limit is 200,000 here: enough for the
# deck's recursion on every case that carries points.


def blob_size(img, row, col):
    # The deck's blobSize (slide 9): if (row, col) is off the grid or not a
    # spot, return 0. Otherwise ERASE SPOT (img.erase) and return 1 + the
    # blob_size of each neighbour. Leave the blob erased: find_blobs restores it.
    raise NotImplementedError("blob_size")


def find_blobs(img):
    # The deck's findBlobs (slide 10): for each row, for each column, when the
    # pixel is a spot, the blob at (row, col) has size blob_size(img, row, col):
    # append (row, col, size). Then restore every erased pixel (img.restore),
    # so the image is exactly as it was. Return the list of (row, col, size).
    raise NotImplementedError("find_blobs")


def valid_moves(img):
    # Every spot not yet erased, as (row, col) tuples in reading order (row by
    # row, each from the left).
    raise NotImplementedError("valid_moves")


def apply_move(img, pixel):
    # ERASE SPOT at pixel, a (row, col) tuple.
    raise NotImplementedError("apply_move")


def undo_move(img, pixel):
    # Restore the erased pixel, leaving img exactly as before apply_move.
    raise NotImplementedError("undo_move")
