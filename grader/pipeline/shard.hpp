#pragma once
// Which teams one shard of a class grades (`grade --shard K/N`, `--shard
// auto`): the shard's number from the command line or from the engine that
// started it (a Slurm job array, a Kubernetes Indexed Job), and the teams
// dealt to shards so that they take about as long as each other.

#include "grader/report/class_summary.hpp"

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace grader::pipeline {

struct problem_plan;

// Shard K of N (1 <= K <= N).
struct shard_choice {
  int index = 1;
  int count = 1;
};

// A variable of the process's environment, or nullopt when it is unset.
using environment_lookup = std::function<std::optional<std::string>(const std::string& name)>;
[[nodiscard]] std::optional<std::string> process_environment(const std::string& name);

// --shard: "K/N"; "auto", the shard a Slurm job array task is
// (SLURM_ARRAY_TASK_ID among MIN, MIN + STEP, ..., COUNT tasks); or
// "auto/N", N shards numbered from 0 by the engine (JOB_COMPLETION_INDEX of
// a Kubernetes Indexed Job, or SLURM_ARRAY_TASK_ID, so that a failed shard
// can be run again alone). Throws std::invalid_argument naming what is
// missing, malformed or in disagreement.
[[nodiscard]] shard_choice parse_shard(const std::string& text,
                                       const environment_lookup& env = process_environment);

// What grading each team is expected to cost (grade.hpp, expected_costs),
// measured by the class's last complete run, OUT/summary.json: a file no
// shard writes, so every shard of a run reads the same costs, however late
// it starts, and computes the same deal.
[[nodiscard]] std::vector<double> expected_shard_costs(const std::vector<std::filesystem::path>& teams,
                                                       const std::vector<problem_plan>& plans,
                                                       const std::filesystem::path& out_dir);

// The teams shard K of N grades (all of them without a shard). The dearest
// team is dealt first (pipeline::longest_first), each to the shard with the
// least expected cost so far (ties: the lower shard), so every team lands in
// exactly one shard whatever N is. `costs` is indexed like `teams`; empty,
// every team counts alike.
[[nodiscard]] std::vector<std::filesystem::path> shard_of(const std::vector<std::filesystem::path>& teams,
                                                          const std::optional<report::shard_spec>& shard,
                                                          const std::vector<double>& costs = {});

}  // namespace grader::pipeline
