#pragma once
// Job assignment from YAML. A case gives its bids in one of three ways:
//   bids:                        a list of rows, one per contractor (a, b...)
//     - [9, 2, 7, 8]
//     - [6, 4, 3, 7]
//     ...
//   bids: |                      the deck's table: a header line starting
//          job 1 job 2 job 3     with "job" is skipped, a row may start with
//       a  $9K   $2K   $7K       its contractor's letter, and '$' and 'K'
//       b  ...                   around a bid are ignored
//   bids: { random: { n: 12, max: 99, seed: 7 } }
//                                n x n bids, each 0 to max, drawn with
//                                splitmix64 from seed (the same everywhere)
// plus, optionally,
//   lower_bound: every_job       the bound rule (default every_job: the
//                                deck's lowest bid over every job; free_jobs:
//                                over the jobs still free)
//   assigned: [a->2, b->1]       contractors who already have a job, a first,
//                                for hook cases in the middle of a search
// A matrix that is not square, a bid that is not a non-negative integer, a
// size outside 1..16, or an assignment out of order or repeating a job is an
// error naming the file, the line and the field.

#include "framework/core/yaml_input.hpp"
#include "framework/job_assignment/assignment.hpp"
#include "framework/job_assignment/move.hpp"

#include <cstdint>
#include <vector>

namespace job_assignment {

// The case fields an assignment is read from.
inline constexpr std::string_view assignment_fields[] = {"bids", "lower_bound", "assigned"};

// The assignment described by a case's bids/lower_bound/assigned fields.
[[nodiscard]] assignment parse_assignment(const framework::yaml_cursor& case_at);
// A list of moves ([a->2, b->1]) made on the bids and rule of `like`,
// without its own assignments (an apply_move case's expect.position).
[[nodiscard]] assignment parse_assigned_like(const framework::yaml_cursor& at, const assignment& like);
// "a->2"
[[nodiscard]] move parse_move(const framework::yaml_cursor& at);
// n x n bids 0..max drawn from seed with splitmix64, row-major.
[[nodiscard]] std::vector<std::int64_t> random_bids(int n, std::int64_t max, std::uint64_t seed);

}  // namespace job_assignment
