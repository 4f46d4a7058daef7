# The shortest path's API probe (tests/python_api/): apply_move reads every
# name of kit.Path on the case's path 0 2 of the classic graph, then goes on
# to v. See api_probe.py.
import copy

import kit
from api_probe import check_basics, expect, expect_true, raises, report, spy


def apply_move(p, v):
    K = spy(kit, "kit")
    check_basics(K)
    expect_true("p is a kit.Path", isinstance(p, K.Path))
    P = spy(p, "p")
    expect("p.start", P.start, 0)
    expect("p.target", P.target, 4)
    expect("p.end", P.end, 2)
    expect("p.vertices", P.vertices, [0, 2])
    expect("p.length", P.length, 9)
    expect("p.on_path(2)", P.on_path(2), True)
    expect("p.on_path(5)", P.on_path(5), False)
    expect("p.vertex_count", P.vertex_count, 6)
    expect("p.neighbours(2)", P.neighbours(2), [(0, 9), (1, 10), (3, 11), (5, 2)])
    expect("p.weight(2, 5)", P.weight(2, 5), 2)
    expect("p.weight(0, 4)", P.weight(0, 4), None)
    expect("p.name(2)", P.name(2), "2")

    P.visit(5)
    expect("p.vertices after p.visit(5)", p.vertices, [0, 2, 5])
    expect("p.end after p.visit(5)", p.end, 5)
    expect("p.length after p.visit(5)", p.length, 11)
    P.leave(5)
    expect("p.vertices after p.leave(5)", p.vertices, [0, 2])
    raises("p.visit(0), already on the path", K.IllegalMove, P.visit, 0)
    raises("p.leave(0), not the path's end", K.IllegalMove, P.leave, 0)

    # A copy is a path of its own: its edits leave p as it is.
    for what, q in (("p.copy()", P.copy()), ("copy.copy(p)", copy.copy(p)), ("copy.deepcopy(p)", copy.deepcopy(p))):
        expect_true(what + " is a kit.Path", isinstance(q, kit.Path))
        q.visit(5)
        expect(what + ".vertices after its visit(5)", q.vertices, [0, 2, 5])
        expect("p.vertices after " + what + ".visit(5)", p.vertices, [0, 2])
        q.leave(5)
    expect_true("repr(p)", '"path":[0,2]' in repr(p))

    report()
    p.visit(v)
