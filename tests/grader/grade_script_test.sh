#!/bin/sh
# scripts/grade as the README's instructor tour runs it: from another folder,
# with paths relative to that folder, building the grader first and grading
# a class; its own messages stay off stdout, so JSON output is clean.
#   usage: grade_script_test.sh KIT_ROOT PRESET CACHE_DIR
set -eu
kit=$1
preset=$2
export BT_GRADER_CACHE=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

mkdir -p "$tmp/class/model/exercises/peg_solitaire" "$tmp/cases/peg_solitaire/public"
cp "$kit/reference/peg_solitaire/model_answer.cpp" "$tmp/class/model/exercises/peg_solitaire/"
printf 'name: Model\nmembers: [Ada Lovelace]\n' >"$tmp/class/model/team.yaml"
cp -R "$kit/testcases/peg_solitaire/boards" "$tmp/cases/peg_solitaire/"
cp "$kit/testcases/peg_solitaire/public/solve_small.yaml" "$tmp/cases/peg_solitaire/public/"

cd "$tmp"
status=0
BT_GRADE_PRESET=$preset "$kit/scripts/grade" class --out out/ --cases cases --format json >stdout 2>stderr || status=$?
if [ "$status" -ne 0 ]; then
  echo "scripts/grade exited with $status"
  cat stdout stderr
  exit 1
fi
grep -q "grade: building the grader ($preset)" stderr || { echo "no build message on stderr"; cat stderr; exit 1; }
python3 -c 'import json, sys; s = json.load(open("stdout")); assert s["teams"][0]["points"] == s["teams"][0]["max_points"] > 0, s' ||
  { echo "stdout is not the class summary of a full score"; cat stdout; exit 1; }
for f in out/reports/model.json out/feedback/model.json out/summary.json out/gradebook.csv out/leaderboard.csv; do
  [ -f "$f" ] || { echo "missing $f"; exit 1; }
done
BT_GRADE_PRESET=$preset "$kit/scripts/grade" --help 2>/dev/null | grep -q -- "--jobs" || { echo "--help lists no --jobs"; exit 1; }
echo "scripts/grade: ok"
