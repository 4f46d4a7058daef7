#pragma once
// `grader test --case`: choosing some cases of the loaded suites by id or
// shell pattern, and the other way round, the shortest `--case` list that
// selects exactly a set of cases (the failures, for the rerun hint).

#include "grader/cases/suite_loader.hpp"

#include <set>
#include <string>
#include <vector>

namespace grader {

// True when `pattern` selects `tc`: a shell pattern (fnmatch: `*`, `?`,
// `[...]`; `*` also spans `/`) matching the case's id ("suite/name"), or,
// for a pattern without `/`, its name alone ("lecture-problem", "lecture-*").
[[nodiscard]] bool case_matches(const std::string& pattern, const test_case& tc);

// The suites with only the cases some pattern selects; suites left empty are
// dropped. A pattern that selects no case is std::invalid_argument naming it
// and a few of the known ids. No patterns: the suites as they are.
[[nodiscard]] std::vector<suite_file> select_cases(std::vector<suite_file> suites,
                                                   const std::vector<std::string>& patterns);

// The `--case` values selecting exactly the cases of `suites` whose id is in
// `ids`: "suite/*" for a suite all of whose cases are in it, else each id.
[[nodiscard]] std::vector<std::string> patterns_for(const std::vector<suite_file>& suites,
                                                    const std::set<std::string>& ids);

// A few ids for messages, the first of each suite: "a/x, b/y, ..." (at most `most`).
[[nodiscard]] std::string some_case_ids(const std::vector<suite_file>& suites, std::size_t most = 8);

}  // namespace grader
