#!/usr/bin/env bash
# Gradescope runs this once when it builds the autograder image, as root, with
# the bundle unpacked in /autograder/source: it installs the kit's Debian
# packages (scripts/setup holds the one list) and builds the grader. Then it
# readies the uid level, the isolation for a container where neither
# bubblewrap nor Landlock can start: everything of the kit but what a
# compile needs (the hidden cases, the references, the grader with them
# compiled in) becomes unreadable to the slot uids the submissions run as.
set -euo pipefail
kit="${AUTOGRADER_ROOT:-/autograder}/source"
cd "$kit"
scripts/setup release
cmake --build build/release --target grader python_runners
build/release/grader/grader harden
