#!/usr/bin/env bash
# Gradescope runs this once when it builds the autograder image, as root, with
# the bundle unpacked in /autograder/source: it installs the kit's Debian
# packages (scripts/setup holds the one list) and builds the grader.
set -euo pipefail
kit="${AUTOGRADER_ROOT:-/autograder}/source"
cd "$kit"
scripts/setup release
cmake --build build/release --target grader
