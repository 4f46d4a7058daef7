#!/bin/sh
# Every accepted verdict submission (tests/submissions/<problem>/accepted/) is
# a faithful port of the lecture read one way it allows: graded as a class on
# the kit's own shipped cases, public and hidden, each must earn every point
# of its problem. (The verdict suite grades them on its own small case set;
# this is the promise made of the real suites.)
# Usage: accepted_ports_full_marks.sh GRADER KIT_ROOT CACHE_DIR
set -eu
grader=$1
kit=$2
cache=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
chmod 755 "$work"
mkdir "$work/class"
for port in "$kit"/tests/submissions/*/accepted/*/; do
  problem=$(basename "$(dirname "$(dirname "$port")")")
  cp -r "$port" "$work/class/$problem--$(basename "$port")"
done
"$grader" grade "$work/class" --out "$work/out" --cache-dir "$cache" -j 2 > "$work/log" 2>&1 || {
  cat "$work/log"
  exit 1
}
/usr/bin/python3 - "$work/out/reports" <<'PY'
import glob, json, sys
failed = 0
for f in sorted(glob.glob(sys.argv[1] + "/*.json")):
    report = json.load(open(f))
    team = report["team"]["id"]
    problem = team.split("--")[0]
    for p in report["problems"]:
        if p["problem"] != problem:
            continue
        lost = [c for c in p["cases"] if c["points"] < c["max_points"]]
        print(f"{team}: {p['points']:g}/{p['max_points']:g}")
        for c in lost[:5]:
            print(f"  {c['id']}: {c['verdict']}: {c['feedback'][:300]}")
        failed += bool(lost)
sys.exit(1 if failed else 0)
PY
