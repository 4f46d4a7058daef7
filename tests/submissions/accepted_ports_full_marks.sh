#!/bin/sh
# Every accepted verdict submission (tests/submissions/<problem>/accepted/) is
# a faithful port of the lecture read one way it allows: graded as a class on
# the kit's own shipped cases, public and hidden, each must earn every point
# of its problem. (The verdict suite grades them on its own small case set;
# this is the promise made of the real suites.) A port that reads the lecture
# literally where the lecture names its own board (the verbatim Python of
# seed 001 tests for a peg at (5, 1)) lists the cases it earns in its
# expected.yaml's full_marks_on (shell patterns of case ids; !pattern leaves
# cases out: [ "*", "!*six-by-six*" ]).
# Usage: accepted_ports_full_marks.sh GRADER KIT_ROOT CACHE_DIR
set -eu
grader=$1
kit=$2
cache=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
chmod 755 "$work"
# Two classes, one per language, graded one after the other: a Python port's
# long cases (tens of seconds at Python's scaled limits) beside a C++ port's
# full English game on two cores inflated the C++ CPU past its limit.
mkdir "$work/cpp" "$work/python" "$work/reports"
for port in "$kit"/tests/submissions/*/accepted/*/; do
  problem=$(basename "$(dirname "$(dirname "$port")")")
  language=cpp
  if ls "$port"exercises/*/*.py >/dev/null 2>&1; then language=python; fi
  cp -r "$port" "$work/$language/$problem--$(basename "$port")"
done
for language in cpp python; do
  "$grader" grade "$work/$language" --out "$work/out-$language" --cache-dir "$cache" -j 2 > "$work/log" 2>&1 || {
    cat "$work/log"
    exit 1
  }
  cp "$work/out-$language"/reports/*.json "$work/reports/"
done
/usr/bin/python3 - "$work/reports" "$kit" <<'PY'
import fnmatch, glob, json, os, re, sys
failed = 0
def scope(team):
    problem, name = team.split("--", 1)
    expected = os.path.join(sys.argv[2], "tests/submissions", problem, "accepted", name, "expected.yaml")
    for line in open(expected):
        m = re.match(r"full_marks_on:\s*\[(.*)\]", line)
        if m:
            return [p.strip().strip('"') for p in m.group(1).split(",") if p.strip()]
    return ["*"]
for f in sorted(glob.glob(sys.argv[1] + "/*.json")):
    report = json.load(open(f))
    team = report["team"]["id"]
    problem = team.split("--")[0]
    patterns = scope(team)
    for p in report["problems"]:
        if p["problem"] != problem:
            continue
        def in_scope(case_id):
            keep = [pat for pat in patterns if not pat.startswith("!")]
            drop = [pat[1:] for pat in patterns if pat.startswith("!")]
            return (any(fnmatch.fnmatch(case_id, pat) for pat in keep)
                    and not any(fnmatch.fnmatch(case_id, pat) for pat in drop))
        lost = [c for c in p["cases"] if c["points"] < c["max_points"] and in_scope(c["id"])]
        print(f"{team}: {p['points']:g}/{p['max_points']:g}" + ("" if patterns == ["*"] else f" (earns {', '.join(patterns)})"))
        for c in lost[:5]:
            print(f"  {c['id']}: {c['verdict']}: {c['feedback'][:300]}")
        failed += bool(lost)
sys.exit(1 if failed else 0)
PY
