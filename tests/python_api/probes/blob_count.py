# Blob count's API probe (tests/python_api/): apply_move reads every name of
# the kit's Image on the case's gel, then erases the move's pixel. See
# api_probe.py.
#
#   * * . .
#   . O . *      O: a spot already erased
#   . . . *
import kit
from api_probe import check_basics, expect, expect_true, raises, report, spy

EIGHT = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]


def apply_move(img, pixel):
    K = spy(kit, "kit")
    check_basics(K)
    expect_true("img is a kit.Image", isinstance(img, K.Image))
    I = spy(img, "img")
    expect("img.rows", I.rows, 3)
    expect("img.cols", I.cols, 4)
    expect("img.on_grid(2, 3)", I.on_grid(2, 3), True)
    expect("img.on_grid(3, 0)", I.on_grid(3, 0), False)
    expect("img.is_spot(0, 1)", I.is_spot(0, 1), True)
    expect("img.is_spot(1, 1), erased", I.is_spot(1, 1), False)
    expect("img.is_spot(0, 2), empty", I.is_spot(0, 2), False)
    expect("img.is_spot(-1, 0), off the grid", I.is_spot(-1, 0), False)
    expect("img.is_erased(1, 1)", I.is_erased(1, 1), True)
    expect("img.is_erased(0, 1)", I.is_erased(0, 1), False)
    expect("img.has_spot(1, 1), erased", I.has_spot(1, 1), True)
    expect("img.has_spot(0, 1)", I.has_spot(0, 1), True)
    expect("img.has_spot(0, 2)", I.has_spot(0, 2), False)
    expect("img.has_spot(0, 9), off the grid", I.has_spot(0, 9), False)
    expect("img.neighbours(), the deck's eight", I.neighbours(), EIGHT)
    expect("repr(img)", repr(img), "**..\n.O.*\n...*\n")
    expect("img.is_spot(row=0, col=1)", img.is_spot(row=0, col=1), True)

    # ERASE SPOT and its restore, and what the image refuses.
    I.erase(1, 3)
    expect("img.is_erased(1, 3) after img.erase(1, 3)", img.is_erased(1, 3), True)
    I.restore(1, 3)
    expect("img.is_spot(1, 3) after img.restore(1, 3)", img.is_spot(1, 3), True)
    raises("img.erase(1, 1), already erased", K.IllegalMove, img.erase, 1, 1)
    raises("img.erase(0, 2), no spot", K.IllegalMove, img.erase, 0, 2)
    raises("img.restore(0, 1), not erased", K.IllegalMove, img.restore, 0, 1)
    raises("img.erase(5, 5), off the grid", K.IllegalMove, img.erase, 5, 5)
    expect("repr(img) after the refusals", repr(img), "**..\n.O.*\n...*\n")

    report()
    img.erase(*pixel)
