# Job assignment's API probe (tests/python_api/): apply_move reads every name
# of the kit's Assignment on the deck's bids with a->2 (contractor 0, job 1)
# assigned, then makes the move. See api_probe.py.
import copy

import kit
from api_probe import check_basics, expect, expect_true, raises, report, spy

BIDS = [[9, 2, 7, 8], [6, 4, 3, 7], [5, 8, 1, 8], [7, 6, 9, 4]]


def apply_move(s, move):
    K = spy(kit, "kit")
    check_basics(K)
    expect_true("s is a kit.Assignment", isinstance(s, K.Assignment))
    S = spy(s, "s")
    expect("s.n", S.n, 4)
    expect("every s.bid(c, j)", [[S.bid(c, j) for j in range(4)] for c in range(4)], BIDS)
    expect("s.bid(contractor=3, job=3)", s.bid(contractor=3, job=3), 4)
    expect("s.cost(1, 2)", S.cost(1, 2), 3)
    expect("s.rule", S.rule, "every_job")
    expect("s.assigned", S.assigned, 1)
    expect("s.next_contractor", S.next_contractor, 1)
    expect("s.job_of(0)", S.job_of(0), 1)
    expect("s.job_of(1), no job yet", S.job_of(1), None)
    expect("s.is_free(1)", S.is_free(1), False)
    expect("s.is_free(0)", S.is_free(0), True)
    expect("s.cost_so_far", S.cost_so_far, 2)
    expect("s.is_complete()", S.is_complete(), False)
    expect_true("repr(s)", repr(s).startswith("{"))

    S.assign(1, 2)
    expect("s.assigned after s.assign(1, 2)", s.assigned, 2)
    expect("s.job_of(1) after s.assign(1, 2)", s.job_of(1), 2)
    expect("s.cost_so_far after s.assign(1, 2)", s.cost_so_far, 5)
    S.unassign(1)
    expect("s.assigned after s.unassign(1)", s.assigned, 1)
    expect("s.cost_so_far after s.unassign(1)", s.cost_so_far, 2)
    raises("s.assign(2, 0), not the next contractor", K.IllegalMove, s.assign, 2, 0)
    raises("s.assign(1, 1), a job taken", K.IllegalMove, s.assign, 1, 1)
    raises("s.unassign(2), not assigned", K.IllegalMove, s.unassign, 2)

    # A copy is a state of its own: completing it leaves s as it is.
    for what, q in (("s.copy()", S.copy()), ("copy.copy(s)", copy.copy(s)), ("copy.deepcopy(s)", copy.deepcopy(s))):
        expect_true(what + " is a kit.Assignment", isinstance(q, kit.Assignment))
        for c, j in ((1, 0), (2, 2), (3, 3)):
            q.assign(c, j)
        expect(what + ".is_complete()", q.is_complete(), True)
        expect(what + ".cost_so_far", q.cost_so_far, 2 + 6 + 1 + 4)
        expect("s.assigned after " + what + " was completed", s.assigned, 1)

    report()
    s.assign(*move)
