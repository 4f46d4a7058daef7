#pragma once
// A search drawn beside the lecture's (the grader's documentation, "The
// search, drawn"): the nodes the student's search made on the hook's input by
// depth, as the grader replayed them, the lecture's search of the same case
// counted the same way in each reading, and where the two parted. Everything
// here is the grader's: the student's counts come from the replayed trace, the
// lecture's from the grader's own run of the lecture's search.

#include "grader/core/test_case.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace grader {

struct lecture_profile {
  reading how = reading::front_to_back;
  std::vector<std::uint64_t> per_depth;  // per_depth[d]: nodes d moves below the input
};

struct search_drawing {
  std::vector<std::uint64_t> per_depth;  // the student's search
  // The lecture's search in each reading the case counts (both orders when
  // it counts none); a reading past the grader's cap is left out.
  std::vector<lecture_profile> lecture;
  // The reading the student's search is, edit for edit; empty when none.
  std::string same_as;
  // Where the student's search left the lecture's, in words; empty when it
  // did not, or the grader cannot tell (it searched copies of the input).
  std::string parting;
};

}  // namespace grader
