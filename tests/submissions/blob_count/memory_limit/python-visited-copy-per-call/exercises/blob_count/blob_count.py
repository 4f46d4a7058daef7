# Blob count, the deck's blobSize and findBlobs (seed 003, slides 9-10) in
# Python. img is the framework's gel image: img.is_spot(row, col) is the
# deck's "not OFF THE GRID and a SPOT", img.erase(row, col) its ERASE SPOT,
# img.restore(row, col) the restore at the end of findBlobs.


_every_visited = []


def blob_size(img, row, col, visited=None):
    if visited is None:
        visited = [[False] * img.cols for _ in range(img.rows)]
    if not img.is_spot(row, col):  # OFF THE GRID || NOT A SPOT
        return 0
    img.erase(row, col)  # ERASE SPOT
    visited = [list(line) for line in visited]  # a copy of its own, "to be safe"
    _every_visited.append(visited)  # kept, to draw the search afterwards
    visited[row][col] = True
    size = 1
    for d_row, d_col in img.neighbours():
        size += blob_size(img, row + d_row, col + d_col, visited)
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
