# Blob count, the deck's blobSize and findBlobs (seed 003, slides 9-10) in
# Python. blob_size is the deck's recursion without the recursion: Python's
# recursion limit here (200,000) holds the deck's on every case that carries
# points, but not on the stack-limit case, which the model answer must pass
# too (tests/submissions/blob_count/accepted/python-deck-recursion is the
# deck's own). img is the framework's gel image: img.is_spot(row, col) is the
# deck's "not OFF THE GRID and a SPOT", img.erase(row, col) its ERASE SPOT,
# img.restore(row, col) the restore at the end of findBlobs.


def blob_size(img, row, col):
    # The deck's blobSize without recursion: each spot is erased as it is
    # found and waits on a list (last in, first out) for its neighbours to
    # be looked at; a spot is listed once, so the list never outgrows the blob.
    if not img.is_spot(row, col):
        return 0
    neighbours = img.neighbours()
    img.erase(row, col)
    size = 1
    to_visit = [(row, col)]
    while to_visit:
        r, c = to_visit.pop()
        for d_row, d_col in neighbours:
            if img.is_spot(r + d_row, c + d_col):
                img.erase(r + d_row, c + d_col)
                size += 1
                to_visit.append((r + d_row, c + d_col))
    return size


def find_blobs(img):
    blobs = []
    for row in range(img.rows):
        for col in range(img.cols):
            if img.is_spot(row, col):
                blobs.append((row, col, blob_size(img, row, col)))
    for row in range(img.rows):
        for col in range(img.cols):
            if img.is_erased(row, col):
                img.restore(row, col)
    return blobs


def valid_moves(img):
    return [(row, col) for row in range(img.rows) for col in range(img.cols) if img.is_spot(row, col)]


def apply_move(img, pixel):
    row, col = pixel
    img.erase(row, col)


def undo_move(img, pixel):
    row, col = pixel
    img.restore(row, col)
