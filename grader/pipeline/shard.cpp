#include "grader/pipeline/shard.hpp"

#include "grader/pipeline/grade.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <stdexcept>

namespace grader::pipeline {

namespace fs = std::filesystem;

namespace {

constexpr const char* kUsage = "--shard takes K/N with 1 <= K <= N (e.g. 2/4), auto or auto/N";

// A whole number of the text, or nullopt.
std::optional<long> whole_number(const std::string& text) {
  if (text.empty() || text.size() > 9 ||
      !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; })) {
    return std::nullopt;
  }
  return std::stol(text);
}

long variable(const environment_lookup& env, const std::string& name) {
  const auto text = env(name);
  if (!text) throw std::invalid_argument("--shard auto: " + name + " is not set");
  const auto n = whole_number(*text);
  if (!n) throw std::invalid_argument("--shard auto: " + name + "=" + *text + " is not a whole number");
  return *n;
}

std::string describe(const shard_choice& s) {
  return std::to_string(s.index) + "/" + std::to_string(s.count);
}

shard_choice numbered_from_zero(const std::string& name, long number, int count) {
  if (number >= count) {
    throw std::invalid_argument("--shard auto/" + std::to_string(count) + ": " + name + "=" +
                                std::to_string(number) +
                                " is not below the number of shards (shards are numbered from 0)");
  }
  return {static_cast<int>(number) + 1, count};
}

// The task's place in its job array: Slurm numbers the tasks of
// `--array=MIN-MAX:STEP` MIN, MIN + STEP, ..., and says how many there are.
// A list that is not such a progression (--array=1,3,7) does not say which
// shard a task is: then the number of shards must be given.
shard_choice slurm_array_task(const environment_lookup& env) {
  const long id = variable(env, "SLURM_ARRAY_TASK_ID");
  const long count = variable(env, "SLURM_ARRAY_TASK_COUNT");
  const long min = variable(env, "SLURM_ARRAY_TASK_MIN");
  const long max = variable(env, "SLURM_ARRAY_TASK_MAX");
  const long step = env("SLURM_ARRAY_TASK_STEP") ? variable(env, "SLURM_ARRAY_TASK_STEP") : 1;
  if (count < 1 || step < 1 || id < min || id > max || (id - min) % step != 0 ||
      (max - min) / step + 1 != count || (max - min) % step != 0) {
    throw std::invalid_argument(
        "--shard auto: the Slurm array's indices are not MIN, MIN+STEP, ..., MAX (SLURM_ARRAY_TASK_ID=" +
        std::to_string(id) + ", COUNT=" + std::to_string(count) + ", MIN=" + std::to_string(min) +
        ", MAX=" + std::to_string(max) + ", STEP=" + std::to_string(step) +
        "), so a task cannot tell which shard it is: give the number of shards, --shard auto/N, and "
        "number the tasks from 0 (--array=0-7 for 8 shards, or just the shards to run again)");
  }
  return {static_cast<int>((id - min) / step) + 1, static_cast<int>(count)};
}

shard_choice shard_from_engine(const std::optional<int>& count, const environment_lookup& env) {
  std::vector<std::pair<std::string, shard_choice>> found;  // engine -> the shard it says
  if (env("SLURM_ARRAY_TASK_ID")) {
    found.emplace_back("Slurm", count ? numbered_from_zero("SLURM_ARRAY_TASK_ID",
                                                           variable(env, "SLURM_ARRAY_TASK_ID"), *count)
                                      : slurm_array_task(env));
  }
  if (env("JOB_COMPLETION_INDEX")) {
    if (!count) {
      throw std::invalid_argument(
          "--shard auto: JOB_COMPLETION_INDEX (a Kubernetes Indexed Job) does not say how many shards "
          "there are: give them, --shard auto/N with N the Job's completions");
    }
    found.emplace_back("Kubernetes", numbered_from_zero("JOB_COMPLETION_INDEX",
                                                        variable(env, "JOB_COMPLETION_INDEX"), *count));
  }
  if (found.empty()) {
    throw std::invalid_argument(
        "--shard auto: no engine says which shard this is (SLURM_ARRAY_TASK_ID of a Slurm job array, "
        "JOB_COMPLETION_INDEX of a Kubernetes Indexed Job); elsewhere give --shard K/N");
  }
  for (const auto& [engine, s] : found) {
    if (s.index != found.front().second.index || s.count != found.front().second.count) {
      throw std::invalid_argument("--shard auto: the engines disagree: " + found.front().first +
                                  " says shard " + describe(found.front().second) + ", " + engine + " says " +
                                  describe(s));
    }
  }
  return found.front().second;
}

// Each team's seconds in the class's last complete (unsharded or merged) run.
std::map<std::string, double> last_run_seconds(const fs::path& out_dir) {
  std::map<std::string, double> seconds;
  std::ifstream in(out_dir / "summary.json");
  if (!in) return seconds;
  // Only an estimate: a summary that does not read back as the grader
  // wrote it is no measure, never an error.
  const auto summary = nlohmann::json::parse(in, nullptr, false);
  if (!summary.is_object()) return seconds;
  const auto interrupted = summary.find("interrupted");
  const auto teams = summary.find("teams");
  if (interrupted == summary.end() || !interrupted->is_boolean() || interrupted->get<bool>() ||
      teams == summary.end() || !teams->is_array()) {
    return seconds;
  }
  for (const auto& t : *teams) {
    if (!t.is_object()) continue;
    const auto id = t.find("id");
    const auto s = t.find("seconds");
    if (id == t.end() || !id->is_string() || s == t.end() || !s->is_number()) continue;
    if (s->get<double>() > 0) seconds[id->get<std::string>()] = s->get<double>();
  }
  return seconds;
}

}  // namespace

std::optional<std::string> process_environment(const std::string& name) {
  const char* value = std::getenv(name.c_str());
  if (value == nullptr) return std::nullopt;
  return std::string(value);
}

shard_choice parse_shard(const std::string& text, const environment_lookup& env) {
  const auto slash = text.find('/');
  const std::string before = text.substr(0, slash);
  const std::string after = slash == std::string::npos ? "" : text.substr(slash + 1);
  const auto count = whole_number(after);
  if (slash != std::string::npos && (!count || *count < 1)) {
    throw std::invalid_argument(std::string(kUsage) + ", not '" + text + "'");
  }
  if (before == "auto") {
    return shard_from_engine(count ? std::optional<int>(static_cast<int>(*count)) : std::nullopt, env);
  }
  const auto index = whole_number(before);
  if (!count || !index || *index < 1 || *index > *count) {
    throw std::invalid_argument(std::string(kUsage) + ", not '" + text + "'");
  }
  return {static_cast<int>(*index), static_cast<int>(*count)};
}

std::vector<double> expected_shard_costs(const std::vector<fs::path>& teams,
                                         const std::vector<problem_plan>& plans, const fs::path& out_dir) {
  const auto seconds = last_run_seconds(out_dir);
  return expected_costs(teams, plans, [&](const fs::path& team) -> std::optional<double> {
    const auto it = seconds.find(team.filename().string());
    if (it == seconds.end()) return std::nullopt;
    return it->second;
  });
}

std::vector<fs::path> shard_of(const std::vector<fs::path>& teams,
                               const std::optional<report::shard_spec>& shard,
                               const std::vector<double>& costs) {
  if (!shard) return teams;
  const std::vector<double> cost =
      costs.size() == teams.size() ? costs : std::vector<double>(teams.size(), 1.0);
  std::vector<double> load(static_cast<std::size_t>(shard->count), 0.0);
  std::vector<bool> mine(teams.size(), false);
  for (const std::size_t t : longest_first(cost)) {
    const auto lightest = static_cast<std::size_t>(std::min_element(load.begin(), load.end()) - load.begin());
    load[lightest] += cost[t];
    mine[t] = lightest == static_cast<std::size_t>(shard->index - 1);
  }
  std::vector<fs::path> chosen;
  for (std::size_t t = 0; t < teams.size(); ++t) {
    if (mine[t]) chosen.push_back(teams[t]);
  }
  return chosen;
}

}  // namespace grader::pipeline
