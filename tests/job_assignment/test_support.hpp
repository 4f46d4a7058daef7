#pragma once
// Shared by the job assignment tests: the deck's instance (seed 003, "B & B
// example"), bids in $K.

#include "framework/job_assignment/assignment.hpp"

#include <vector>

namespace job_assignment::testing {

inline const std::vector<std::int64_t> deck_bids = {9, 2, 7, 8,  //
                                                    6, 4, 3, 7,  //
                                                    5, 8, 1, 8,  //
                                                    7, 6, 9, 4};

inline assignment deck(bound_rule rule = bound_rule::every_job) { return assignment(4, deck_bids, rule); }

}  // namespace job_assignment::testing
