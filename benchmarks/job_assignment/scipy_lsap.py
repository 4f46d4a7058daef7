#!/usr/bin/python3
"""SciPy's linear_sum_assignment on the job-assignment benchmark's matrices.

SciPy (Debian 12's python3-scipy, 1.10) solves the assignment problem in
C++ (rectangular_lsap.cpp: Crouse's shortest augmenting path, the same
family as our reference). This script reads the matrices that
`job_assignment_benchmark --write-matrices DIR` writes, checks that SciPy's
optimal cost equals ours, and prints SciPy's time per matrix: the median and
the best of several runs, CPU time of this process (one core), the call as a
Python user makes it (an int64 array in, two index arrays out).

  ./build/release/benchmarks/job_assignment/job_assignment_benchmark --write-matrices /tmp/lsap
  /usr/bin/python3 benchmarks/job_assignment/scipy_lsap.py /tmp/lsap
"""

import pathlib
import statistics
import sys
import time

import numpy as np
import scipy
from scipy.optimize import linear_sum_assignment


def time_one(cost, budget_s=1.0, least=3, most=1000):
    """CPU seconds per call: median and best, over runs filling the budget."""
    times = []
    spent = 0.0
    while len(times) < least or (spent < budget_s and len(times) < most):
        start = time.process_time()
        linear_sum_assignment(cost)
        elapsed = time.process_time() - start
        if elapsed == 0.0:
            # process_time's tick is coarse on tiny matrices: time a batch.
            batch = 1000
            start = time.perf_counter()
            for _ in range(batch):
                linear_sum_assignment(cost)
            elapsed = (time.perf_counter() - start) / batch
        times.append(elapsed)
        spent += elapsed
    return statistics.median(times), min(times), len(times)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: scipy_lsap.py DIR   (DIR written by job_assignment_benchmark --write-matrices DIR)")
    folder = pathlib.Path(sys.argv[1])
    files = sorted(folder.glob("n*.bin"), key=lambda p: int(p.stem[1:]))
    if not files:
        sys.exit(f"no n*.bin in {folder}")
    print(f"SciPy {scipy.__version__}, NumPy {np.__version__}")
    print(f"{'n':>6} {'median':>12} {'best':>12} {'runs':>6}  cost")
    failed = False
    for path in files:
        n = int(path.stem[1:])
        cost = np.fromfile(path, dtype="<i8").reshape(n, n)
        ours = int(path.with_suffix(".cost").read_text())
        rows, cols = linear_sum_assignment(cost)
        theirs = int(cost[rows, cols].sum())
        if theirs != ours:
            print(f"{n:>6} SciPy's optimum {theirs} differs from ours {ours}")
            failed = True
            continue
        median, best, runs = time_one(cost)
        print(f"{n:>6} {median * 1e3:>9.3f} ms {best * 1e3:>9.3f} ms {runs:>6}  {theirs}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
