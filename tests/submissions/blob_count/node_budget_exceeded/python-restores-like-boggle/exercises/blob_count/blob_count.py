# Blob count, the deck's blobSize and findBlobs (seed 003, slides 9-10) in
# Python. img is the framework's gel image: img.is_spot(row, col) is the
# deck's "not OFF THE GRID and a SPOT", img.erase(row, col) its ERASE SPOT,
# img.restore(row, col) the restore at the end of findBlobs.


def blob_size(img, row, col):
    if not img.is_spot(row, col):  # OFF THE GRID || NOT A SPOT
        return 0
    img.erase(row, col)  # ERASE SPOT
    size = 1
    # The deck's eight calls, in its order; img.neighbours() lists them (or
    # only the four that share an edge, the kit's extension).
    for d_row, d_col in img.neighbours():
        size += blob_size(img, row + d_row, col + d_col)
    img.restore(row, col)  # as Boggle's findWord puts its letter back
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
