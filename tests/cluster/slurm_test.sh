#!/usr/bin/env bash
# scripts/grade-slurm on a real Slurm of one node, started here and stopped
# again: a munged, a slurmctld and a slurmd of this test's own (own key,
# socket, ports, state and logs in a temporary folder; the system's
# /etc/munge and /etc/slurm are never read), on the loopback of a network
# namespace of its own when the kernel allows one, else on this host's
# loopback. It grades the demo class in 3 shards and checks that the merge
# equals one unsharded run, times aside; then bad input.
#   usage: slurm_test.sh KIT_ROOT PRESET CACHE_DIR [GRADER]
# GRADER: a grader binary to run instead of building PRESET (it is copied
# first, so a rebuild during the test cannot change it). BT_SLURM_TEST_KEEP=1
# keeps the temporary folder (logs, outputs) and says where it is.
# Runs as root (the daemons do); needs the packages scripts/setup installs:
# slurmctld slurmd slurm-client munge.
set -euo pipefail
kit=$(cd "$1" && pwd)
preset=$2
export BT_GRADER_CACHE=$3
given_grader=${4:-}

fail() {
  echo "slurm_test: FAILED: $*" >&2
  exit 1
}

if [[ $(id -u) -ne 0 ]]; then
  if sudo -n true 2>/dev/null; then
    exec sudo -n --preserve-env=BT_GRADER_CACHE,BT_SLURM_TEST_KEEP "$0" "$@"
  fi
  fail "must run as root (munged, slurmctld and slurmd are started as root), and sudo -n does not work"
fi
for tool in munged munge unmunge slurmctld slurmd sbatch sinfo squeue scontrol scancel python3 unshare timeout; do
  command -v "$tool" >/dev/null 2>&1 ||
    fail "$tool is not installed: scripts/setup installs slurmctld slurmd slurm-client munge"
done

# A network namespace of our own: the daemons' ports exist on its loopback
# only, and cannot meet another Slurm on this host. Containers that forbid
# namespaces (no CAP_SYS_ADMIN) get the host's loopback instead.
if [[ -z "${BT_SLURM_TEST_NETNS:-}" ]]; then
  if unshare --net true 2>/dev/null; then
    exec unshare --net env BT_SLURM_TEST_NETNS=own "$0" "$@"
  fi
  export BT_SLURM_TEST_NETNS=host
fi
if [[ "$BT_SLURM_TEST_NETNS" == own ]]; then
  # A new namespace's loopback is down: bring it up, and give it 192.0.2.1
  # (TEST-NET-1, never routed) too, since getaddrinfo's AI_ADDRCONFIG, which
  # Slurm asks for, finds no IPv4 address where there is only 127.0.0.1.
  # ioctl, so that no iproute2 is needed.
  python3 - <<'EOF'
import fcntl, socket, struct
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
SIOCGIFFLAGS, SIOCSIFFLAGS, SIOCSIFADDR, IFF_UP = 0x8913, 0x8914, 0x8916, 1
flags = struct.unpack("16sH", fcntl.ioctl(s, SIOCGIFFLAGS, struct.pack("16sH22x", b"lo", 0))[:18])[1]
fcntl.ioctl(s, SIOCSIFFLAGS, struct.pack("16sH22x", b"lo", flags | IFF_UP))
fcntl.ioctl(s, SIOCSIFADDR, struct.pack("16sH2x4s8x", b"lo:bt", socket.AF_INET, socket.inet_aton("192.0.2.1")))
EOF
  echo "slurm_test: in a network namespace of its own (loopback only)"
else
  echo "slurm_test: no network namespace allowed here; the daemons listen on this host's ports"
fi

tmp=$(mktemp -d /tmp/bt-slurm-test.XXXXXX)
chmod 0700 "$tmp"
conf=$tmp/slurm.conf
pids=()  # munged, slurmctld, slurmd: started here, stopped by cleanup

print_logs() {
  for f in "$tmp"/log/*; do
    [[ -f "$f" ]] || continue
    echo "---- ${f#"$tmp"/} (last 40 lines)" >&2
    tail -n 40 "$f" >&2
  done
}
# Every process of this test's Slurm: its environment names this test's
# slurm.conf (the daemons, each slurmstepd, the jobs and the graders they
# run); the test itself is left out.
our_processes() {
  local p
  for p in /proc/[0-9]*; do
    p=${p#/proc/}
    [[ "$p" != "$$" && "$p" != "$BASHPID" ]] || continue
    if grep -qzxF "SLURM_CONF=$conf" "/proc/$p/environ" 2>/dev/null; then echo "$p"; fi
  done
}
stop_pids() {  # PID... : TERM, up to 10 s, then KILL
  local p i
  (($#)) || return 0
  kill -TERM "$@" 2>/dev/null || true
  for i in $(seq 100); do
    for p in "$@"; do kill -0 "$p" 2>/dev/null && break; p=""; done
    [[ -n "$p" ]] || return 0
    sleep 0.1
  done
  kill -KILL "$@" 2>/dev/null || true
}
cleanup() {
  local status=$?
  trap - EXIT INT TERM
  set +e
  exec 1>&3 2>&4  # a signal during a redirected command leaves its redirection in force here
  if ((status != 0)); then print_logs; fi
  if ((${#pids[@]} > 2)) && kill -0 "${pids[1]}" "${pids[2]}" 2>/dev/null; then
    # Jobs first, so that slurmd stops their steps (10 s at most); then the
    # daemons.
    local end=$((SECONDS + 10))
    SLURM_CONF=$conf timeout 5 scancel --user=root 2>/dev/null
    while ((SECONDS < end)); do
      [[ -z "$(SLURM_CONF=$conf timeout 2 squeue -h -o %i 2>/dev/null)" ]] && break
      sleep 0.2
    done
  fi
  # slurmd, slurmctld, then whatever else runs with this slurm.conf, then
  # munged last (the others use it until they stop).
  local i
  for ((i = ${#pids[@]} - 1; i >= 1; i--)); do stop_pids "${pids[i]}"; done
  # shellcheck disable=SC2046
  stop_pids $(our_processes)
  ((${#pids[@]})) && stop_pids "${pids[0]}"
  local left
  left=$(our_processes)
  [[ -z "$left" ]] || echo "slurm_test: processes left behind: $left" >&2
  if [[ -n "${BT_SLURM_TEST_KEEP:-}" ]]; then
    echo "slurm_test: kept $tmp" >&2
  else
    rm -rf "$tmp"
  fi
  exit "$status"
}
exec 3>&1 4>&2
trap cleanup EXIT
trap 'exit 130' INT TERM
mkdir "$tmp/log" "$tmp/munge" "$tmp/state" "$tmp/spool"
chmod 0700 "$tmp/munge"

# munged with a key, socket, pid and seed of its own.
dd if=/dev/urandom of="$tmp/munge/munge.key" bs=1024 count=1 status=none
chmod 0400 "$tmp/munge/munge.key"
sock=$tmp/munge/munge.socket
munged --foreground --force --socket="$sock" --key-file="$tmp/munge/munge.key" \
  --log-file="$tmp/log/munged.log" --pid-file="$tmp/munge/munged.pid" --seed-file="$tmp/munge/munged.seed" \
  >>"$tmp/log/munged.log" 2>&1 &
pids+=($!)
for _ in $(seq 100); do [[ -S "$sock" ]] && break; sleep 0.1; done
munge --socket="$sock" -n | unmunge --socket="$sock" >/dev/null || fail "munged does not answer on $sock"

# Two free ports on the loopback.
read -r ctld_port slurmd_port < <(python3 -c '
import socket
ss = [socket.socket() for _ in range(2)]
for s in ss: s.bind(("127.0.0.1", 0))
print(*(s.getsockname()[1] for s in ss))')
cpus=$(nproc)
cat >"$conf" <<EOF
# A Slurm of one node for tests/cluster/slurm_test.sh, on the loopback.
ClusterName=bt-test
SlurmctldHost=localhost
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$sock
StateSaveLocation=$tmp/state
SlurmdSpoolDir=$tmp/spool
SlurmctldPidFile=$tmp/slurmctld.pid
SlurmdPidFile=$tmp/slurmd.pid
SlurmctldLogFile=$tmp/log/slurmctld.log
SlurmdLogFile=$tmp/log/slurmd.log
SlurmctldDebug=info
SlurmdDebug=info
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SchedulerType=sched/builtin
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
JobCompType=jobcomp/none
MpiDefault=none
MailProg=/bin/true
ReturnToService=2
SlurmdParameters=config_overrides
NodeName=bt-node NodeAddr=127.0.0.1 NodeHostname=localhost CPUs=$cpus RealMemory=500 State=UNKNOWN
PartitionName=test Nodes=ALL Default=YES State=UP MaxTime=INFINITE
EOF
export -n SLURM_CONF 2>/dev/null || true
SLURM_CONF=$conf slurmctld -D -i >>"$tmp/log/slurmctld.out" 2>&1 &
pids+=($!)
SLURM_CONF=$conf slurmd -D -N bt-node >>"$tmp/log/slurmd.out" 2>&1 &
pids+=($!)
state=""
end=$((SECONDS + 60))
while ((SECONDS < end)); do
  state=$(SLURM_CONF=$conf timeout 2 sinfo -h -n bt-node -o %T 2>/dev/null || true)
  [[ "$state" == idle ]] && break
  kill -0 "${pids[1]}" 2>/dev/null || fail "slurmctld stopped"
  kill -0 "${pids[2]}" 2>/dev/null || fail "slurmd stopped"
  sleep 0.5
done
[[ "$state" == idle ]] || fail "the node is not idle after 60 s (sinfo says '${state}')"
version=$(SLURM_CONF=$conf sinfo --version)
echo "slurm_test: $version up, node bt-node idle with $cpus CPU(s)"

# The grader the shards and the unsharded run share.
if [[ -n "$given_grader" ]]; then
  cp "$given_grader" "$tmp/grader"
  export BT_GRADER=$tmp/grader
  grader=$tmp/grader
else
  export BT_GRADE_PRESET=$preset
  grader=$kit/build/$preset/grader/grader
fi
slurm() { SLURM_CONF=$conf BT_SLURM_POLL=1 timeout 150 "$kit/scripts/grade-slurm" "$@"; }
cd "$kit"

# Bad input: no shards.
status=0
slurm examples/submissions "$tmp/none" -n 0 >"$tmp/stdout" 2>"$tmp/stderr" || status=$?
[[ $status -eq 2 ]] || fail "-n 0 exited $status, not 2"
grep -q "positive integer" "$tmp/stderr" || fail "-n 0 says no why: $(cat "$tmp/stderr")"
[[ ! -e "$tmp/none" ]] || fail "-n 0 made OUT"

# Bad input: OUT holds shards of another split, which the merge would refuse.
mkdir "$tmp/stale"
echo '{}' >"$tmp/stale/summary.shard-1-of-2.json"
status=0
slurm examples/submissions "$tmp/stale" -n 3 >"$tmp/stdout" 2>"$tmp/stderr" || status=$?
[[ $status -eq 2 ]] || fail "shards of another split in OUT: exit $status, not 2"
grep -q "summary.shard-1-of-2.json" "$tmp/stderr" || fail "shards of another split, not named: $(cat "$tmp/stderr")"
[[ -f "$tmp/stale/summary.shard-1-of-2.json" ]] || fail "the other split's shard is gone"

# Bad input: no sbatch on the PATH.
mkdir "$tmp/bin"
for f in /usr/bin/*; do [[ "${f##*/}" == sbatch ]] || ln -s "$f" "$tmp/bin/"; done
status=0
PATH=$tmp/bin slurm examples/submissions "$tmp/none" -n 3 >"$tmp/stdout" 2>"$tmp/stderr" || status=$?
[[ $status -eq 2 ]] || fail "without sbatch: exit $status, not 2"
grep -q "sbatch: command not found" "$tmp/stderr" || fail "without sbatch, no clear message: $(cat "$tmp/stderr")"

# Bad input: a job Slurm refuses (no such partition): exit 2 with sbatch's
# reason, nothing queued, nothing in OUT changed.
mkdir -p "$tmp/refused/reports"
echo keep >"$tmp/refused/reports/earlier.json"
before=$(cd "$tmp/refused" && find . -mindepth 1 -printf '%p %s %T@\n' | sort)
status=0
slurm examples/submissions "$tmp/refused" -n 3 --cpus 1 --sbatch --partition=no-such-partition \
  --problem blob_count >"$tmp/stdout" 2>"$tmp/stderr" || status=$?
[[ $status -eq 2 ]] || fail "a refused job: exit $status, not 2: $(cat "$tmp/stderr")"
if ! grep -q "sbatch refused the job" "$tmp/stderr" || ! grep -qi "invalid partition" "$tmp/stderr"; then
  fail "a refused job, no reason from sbatch: $(cat "$tmp/stderr")"
fi
after=$(cd "$tmp/refused" && find . -mindepth 1 -printf '%p %s %T@\n' | sort)
[[ "$before" == "$after" ]] || fail "a refused job changed OUT: before: $before after: $after"
[[ -z "$(SLURM_CONF=$conf squeue -h -o %i)" ]] || fail "a refused submission left jobs queued"

# The class in 3 shards, then merged. --min-score 100%: the shard of the team
# below it exits 1, which must not stop the merge.
grade=(--problem blob_count --public-only --min-score 100%)
start=$(date +%s)
status=0
slurm examples/submissions "$tmp/sharded" -n 3 --cpus 1 --wait "${grade[@]}" >"$tmp/ids" 2>"$tmp/stderr" || status=$?
cat "$tmp/stderr"
[[ $status -eq 0 ]] || fail "grade-slurm --wait exited $status"
echo "slurm_test: 3 shards and the merge took $(($(date +%s) - start)) s"
[[ $(wc -l <"$tmp/ids") -eq 2 ]] || fail "stdout is not the two job ids: $(cat "$tmp/ids")"
for k in 1 2 3; do
  [[ -f "$tmp/sharded/summary.shard-$k-of-3.json" ]] || fail "no summary.shard-$k-of-3.json: $(ls "$tmp/sharded")"
done
array=$(head -n 1 "$tmp/ids")
merge=$(tail -n 1 "$tmp/ids")
for t in 0 1 2; do
  [[ -f "$tmp/sharded/slurm/grade-${array}_$t.out" ]] || fail "no log of array task $t: $(ls "$tmp/sharded/slurm")"
done
grep -q "grader grade exited 1: a team scored below --min-score" "$tmp/sharded/slurm/grade-${array}"_*.out ||
  fail "no task log says its grade exited 1"
grep -q "grader merge exited 0" "$tmp/sharded/slurm/merge-$merge.out" ||
  fail "the merge log says no success: $(cat "$tmp/sharded/slurm/merge-$merge.out" 2>&1)"

# A shard whose grade fails (exit 2: no such problem) fails its task; the
# merge never runs, and --wait says so with exit 4.
status=0
slurm examples/submissions "$tmp/failing" -n 2 --cpus 1 --wait --problem no-such-problem \
  >"$tmp/ids" 2>"$tmp/stderr" || status=$?
[[ $status -eq 4 ]] || fail "failing shards: grade-slurm --wait exited $status, not 4: $(cat "$tmp/stderr")"
grep -q "ended CANCELLED" "$tmp/stderr" || fail "failing shards: no word of the cancelled merge: $(cat "$tmp/stderr")"
[[ ! -e "$tmp/failing/summary.json" ]] || fail "failing shards, yet a summary.json"
grep -q "grader grade exited 2" "$tmp/failing/slurm/grade-$(head -n 1 "$tmp/ids")_0.out" ||
  fail "a failed task's log does not say its grade exited 2"

# The same grade unsharded, with the same grader; it exits 1 (a team below 100%).
status=0
timeout 150 "$grader" grade examples/submissions --out "$tmp/whole" -j 2 "${grade[@]}" >"$tmp/whole.log" 2>&1 || status=$?
[[ $status -eq 1 ]] || { cat "$tmp/whole.log"; fail "the unsharded grade exited $status, not 1"; }

# Equal, times aside: what is measured (seconds, CPU seconds, the calibrated
# search cost, the time written) and the shard field go; the leaderboards
# rank ties by CPU seconds, so their order and those seconds go too.
python3 - "$tmp/sharded/summary.json" "$tmp/whole/summary.json" <<'EOF' || fail "the merged summary.json differs from the unsharded one"
import json, sys
def norm(path):
    s = json.load(open(path))
    for key in ("generated_at", "search_cost"):
        s.pop(key, None)
    for t in s.get("teams", []):
        for key in ("seconds", "cpu_seconds", "wall_seconds"):
            t.pop(key, None)
    s["leaderboard"] = sorted(({k: v for k, v in e.items() if k not in ("rank", "cpu_seconds")}
                               for e in s.get("leaderboard", [])), key=lambda e: e["team"])
    for c in s.get("leaderboard_cases", []):
        c["entries"] = sorted(({k: v for k, v in e.items() if k != "cpu_seconds"} for e in c["entries"]),
                              key=lambda e: e["team"])
    return s
a, b = norm(sys.argv[1]), norm(sys.argv[2])
if a != b:
    for key in sorted(set(a) | set(b)):
        if a.get(key) != b.get(key):
            print(f"{key}:\n  merged:    {json.dumps(a.get(key))[:2000]}\n  unsharded: {json.dumps(b.get(key))[:2000]}")
    sys.exit(1)
EOF
for book in gradebook.csv gradebook-students.csv; do
  cmp "$tmp/sharded/$book" "$tmp/whole/$book" ||
    { diff "$tmp/sharded/$book" "$tmp/whole/$book"; fail "the merged $book differs"; }
done
# The merge writes the class page and every team's pages, as one run does.
[[ -f "$tmp/sharded/html/index.html" ]] || fail "the merge wrote no html/index.html"
for team in "$kit"/examples/submissions/*/; do
  team=$(basename "$team")
  for page in "html/$team.html" "html/instructor/$team.html"; do
    [[ -f "$tmp/sharded/$page" ]] || fail "the merge wrote no $page"
  done
done
echo "slurm_test: ok ($version)"
