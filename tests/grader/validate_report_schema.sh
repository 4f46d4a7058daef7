#!/bin/sh
# Grades a small class (the model answer, the skeleton, a compile error) with
# the built grader and validates every report it writes -- instructor and
# student views, and `grader test --format json` -- against
# docs/report.schema.json with python3-jsonschema.
# Usage: validate_report_schema.sh GRADER KIT_ROOT
set -eu
grader=$1
kit=$2
schema=$kit/docs/report.schema.json

if ! /usr/bin/python3 -c 'import jsonschema' 2>/dev/null; then
  echo "python3-jsonschema is missing: apt-get install python3-jsonschema" >&2
  exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/class/model/exercises/peg_solitaire" "$work/class/skeleton/exercises/peg_solitaire" \
         "$work/class/broken/exercises/peg_solitaire"
cp "$kit/reference/peg_solitaire/model_answer.cpp" "$work/class/model/exercises/peg_solitaire/"
cp "$kit/exercises/peg_solitaire/peg_solitaire.cpp" "$work/class/skeleton/exercises/peg_solitaire/"
echo 'int main( {' > "$work/class/broken/exercises/peg_solitaire/broken.cpp"
for team in model skeleton broken; do
  printf 'name: %s\nmembers: [Ada, Alan]\n' "$team" > "$work/class/$team/team.yaml"
done

# Every case, hidden ones too, so the student view has something to withhold.
# Only the problem the class wrote: loading every problem's cases solves
# their positions, which the sanitized build takes minutes to do.
"$grader" --format json grade "$work/class" --problem peg_solitaire --out "$work/out" > "$work/summary.json"
"$grader" --format json test peg_solitaire --submission "$work/class/model" > "$work/test.json"
# A suite beyond the lecture: its cases say so in the report (`extension`).
mkdir -p "$work/cases/peg_solitaire/public"
cat > "$work/cases/peg_solitaire/public/extension_demo.yaml" <<'EOF_SUITE'
problem: peg_solitaire
extension: "a board of your own, beyond the lecture: read b.holes()"
cases:
  - { name: strip, hook: valid_moves, board: "o o ." }
EOF_SUITE
"$grader" --format json --cases "$work/cases" test --submission "$work/class/skeleton" > "$work/extension.json"

count=0
for report in "$work"/out/reports/*.json "$work"/out/feedback/*.json "$work/test.json" "$work/extension.json"; do
  /usr/bin/python3 -m jsonschema -i "$report" "$schema"
  count=$((count + 1))
done
grep -q '"audience": "student"' "$work/out/feedback/model.json"
grep -q '"visibility": "hidden"' "$work/out/reports/model.json"
grep -q '"extension": "a board of your own, beyond the lecture: read b.holes()"' "$work/extension.json"
grep -q 'extension: this case asks for a board of your own' "$work/extension.json"
echo "$count passed, 0 failed"
