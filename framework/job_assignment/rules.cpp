#include "framework/job_assignment/rules.hpp"

#include "framework/core/int_pair_json.hpp"

#include "framework/core/problem.hpp"
#include "framework/core/random_draw.hpp"
#include "framework/core/replay.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace job_assignment {

std::int64_t rules::bound_under(const assignment& s, bound_rule rule) {
  std::int64_t total = s.cost_so_far();
  for (int contractor = s.next_contractor(); contractor < s.size(); ++contractor) {
    std::int64_t lowest = std::numeric_limits<std::int64_t>::max();
    for (int job = 0; job < s.size(); ++job) {
      if (rule == bound_rule::free_jobs && !s.is_free(job)) continue;
      lowest = std::min(lowest, s.bid(contractor, job));
    }
    total += lowest;
  }
  return total;
}

static_assert(framework::optimising_rules<rules>);
static_assert(framework::replayable_rules<rules>);

std::vector<move> rules::legal_moves(const assignment& s) {
  std::vector<move> out;
  if (s.is_complete()) return out;
  for (int job = 0; job < s.size(); ++job) {
    if (s.is_free(job)) out.push_back({s.next_contractor(), job});
  }
  return out;
}

std::optional<std::string> rules::why_illegal(const assignment& s, const move& m) {
  if (m.contractor < 0 || m.contractor >= s.size())
    return "there is no contractor " + std::to_string(m.contractor) + " (" + std::to_string(s.size()) +
           " contractors, a to " + std::string(1, contractor_name(s.size() - 1)) + ")";
  if (m.job < 0 || m.job >= s.size())
    return "there is no job " + std::to_string(m.job + 1) + " (jobs 1 to " + std::to_string(s.size()) + ")";
  if (s.is_complete()) return std::string("every contractor has a job already");
  if (m.contractor != s.next_contractor())
    return "contractors are assigned in order: the next one is " +
           std::string(1, contractor_name(s.next_contractor())) + ", not " +
           std::string(1, contractor_name(m.contractor));
  if (!s.is_free(m.job)) {
    int holder = 0;
    while (s.job_of(holder) != m.job) ++holder;
    return "job " + std::to_string(m.job + 1) + " is taken by contractor " +
           std::string(1, contractor_name(holder));
  }
  return std::nullopt;
}

std::string render(const assignment& s) {
  const int n = s.size();
  // Each column as wide as "job 10 " or the widest bid in brackets, two apart.
  std::size_t width = std::string("job  ").size() + std::to_string(n).size();
  for (const auto b : s.bids()) width = std::max(width, std::to_string(b).size() + 2);
  const auto cell = [&](const std::string& text) { return std::string(width + 2 - text.size(), ' ') + text; };
  std::string out = "   ";
  for (int job = 0; job < n; ++job) out += cell("job " + std::to_string(job + 1) + " ");
  out.pop_back();
  out += '\n';
  for (int c = 0; c < n; ++c) {
    std::string line = "  ";
    line += contractor_name(c);
    for (int job = 0; job < n; ++job) {
      // A bid's last digit stands under its job's number, bracketed or not.
      const std::string bid = std::to_string(s.bid(c, job));
      line += s.job_of(c) == job ? cell("[" + bid + "]") : cell(bid + " ");
    }
    while (line.back() == ' ') line.pop_back();
    out += line + '\n';
  }
  out += "  cost so far " + std::to_string(s.cost_so_far()) + "; lower bound (" +
         std::string(to_string(s.rule())) + ") " + std::to_string(rules::bound(s)) + '\n';
  return out;
}

std::string rules::render(const assignment& s) { return job_assignment::render(s); }

std::vector<std::string> rules::differences(const assignment& expected, const assignment& actual) {
  if (expected.size() != actual.size())
    return {"there are " + std::to_string(actual.size()) + " contractors but should be " +
            std::to_string(expected.size())};
  std::vector<std::string> out;
  if (expected.bids() != actual.bids()) out.push_back("the bids changed");
  if (expected.rule() != actual.rule())
    out.push_back("the bound rule is " + std::string(to_string(actual.rule())) + " but should be " +
                  std::string(to_string(expected.rule())));
  for (int c = 0; c < expected.size(); ++c) {
    const auto want = expected.job_of(c);
    const auto got = actual.job_of(c);
    if (want == got) continue;
    const std::string who = std::string("contractor ") + contractor_name(c);
    if (!want) {
      out.push_back(who + " should have no job but has job " + std::to_string(*got + 1));
    } else {
      out.push_back(who + " should have job " + std::to_string(*want + 1) +
                    (got ? " but has job " + std::to_string(*got + 1) : std::string(" but has none")));
    }
  }
  return out;
}

std::vector<std::string> rules::goal_differences(const assignment& s) {
  if (s.is_complete()) return {};
  const int left = s.size() - s.assigned();
  return {std::to_string(left) + (left == 1 ? " contractor has" : " contractors have") +
          " no job yet, the first " + std::string(1, contractor_name(s.next_contractor()))};
}

std::uint64_t rules::expansion_key(const assignment& s) {
  if (s.size() <= 15) {
    std::uint64_t key = 0;
    for (int c = 0; c < s.size(); ++c) {
      const auto job = s.job_of(c);
      key |= static_cast<std::uint64_t>(job ? *job : 15) << (4 * c);
    }
    return key;
  }
  // 16 jobs take every 4-bit value, leaving none for "no job yet": a strong
  // 64-bit mix of how many are assigned and their jobs instead.
  std::uint64_t key = static_cast<std::uint64_t>(s.assigned());
  for (int c = 0; c < s.assigned(); ++c) {
    key ^= static_cast<std::uint64_t>(*s.job_of(c)) << (4 * (c % 15));
    key = framework::splitmix64(key);
  }
  return key;
}

nlohmann::json rules::state_json(const assignment& s) {
  nlohmann::json rows = nlohmann::json::array();
  for (int c = 0; c < s.size(); ++c) {
    nlohmann::json row = nlohmann::json::array();
    for (int job = 0; job < s.size(); ++job) row.push_back(s.bid(c, job));
    rows.push_back(std::move(row));
  }
  nlohmann::json jobs = nlohmann::json::array();
  for (int c = 0; c < s.assigned(); ++c) jobs.push_back(*s.job_of(c));
  return {{"bids", rows}, {"rule", std::string(to_string(s.rule()))}, {"assigned", jobs}};
}

assignment rules::state_from_json(const nlohmann::json& j) {
  if (!j.is_object() || !j.contains("bids") || !j["bids"].is_array())
    throw std::invalid_argument("an assignment needs its 'bids': [[...], ...]");
  const auto& rows = j["bids"];
  const auto n = rows.size();
  if (n < 1 || n > static_cast<std::size_t>(assignment::max_size))
    throw std::invalid_argument("an assignment has 1 to 16 contractors, not " + std::to_string(n));
  std::vector<std::int64_t> bids;
  for (const auto& row : rows) {
    if (!row.is_array() || row.size() != n) throw std::invalid_argument("the bids must be a square matrix");
    for (const auto& b : row) {
      if (!b.is_number_integer()) throw std::invalid_argument("a bid must be an integer, not " + b.dump());
      bids.push_back(b.get<std::int64_t>());
    }
  }
  bound_rule rule = bound_rule::every_job;
  if (j.contains("rule")) {
    const auto parsed = j["rule"].is_string() ? parse_bound_rule(j["rule"].get<std::string>()) : std::nullopt;
    if (!parsed) throw std::invalid_argument("'rule' must be \"every_job\" or \"free_jobs\"");
    rule = *parsed;
  }
  assignment s(static_cast<int>(n), std::move(bids), rule);
  if (j.contains("assigned")) {
    if (!j["assigned"].is_array()) throw std::invalid_argument("'assigned' must be a list of jobs");
    int c = 0;
    for (const auto& job : j["assigned"]) {
      if (!job.is_number_integer())
        throw std::invalid_argument("a job must be an integer, not " + job.dump());
      s.assign(c++, job.get<int>());
    }
  }
  return s;
}

move rules::move_from_json(const nlohmann::json& j) {
  const auto [contractor, job] = framework::int_pair_from_json(j, "an assignment move", "[contractor, job]");
  return {contractor, job};
}

void rules::replay_edit(assignment& s, framework::probe::edit kind, std::int32_t contractor, std::int32_t job,
                        std::int32_t) {
  if (kind == framework::probe::edit::place) {
    s.assign(contractor, job);
  } else {
    s.unassign(contractor);
  }
}

std::string rules::describe_edit(framework::probe::edit kind, std::int32_t contractor, std::int32_t job,
                                 std::int32_t) {
  const std::string who(1, contractor_name(contractor));
  if (kind == framework::probe::edit::place)
    return "assign(" + who + ", job " + std::to_string(job + 1) + ")";
  return "unassign(" + who + ")";
}

std::vector<move> rules::moves_of(const assignment& s) {
  std::vector<move> out;
  for (int c = 0; c < s.assigned(); ++c) out.push_back({c, *s.job_of(c)});
  return out;
}

std::string rules::describe_all(const std::vector<move>& ms) {
  std::string out;
  for (const auto& m : ms) out += (out.empty() ? "" : ", ") + to_string(m);
  return out;
}

}  // namespace job_assignment
