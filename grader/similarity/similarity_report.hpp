#pragma once
// What a similarity run writes into --out, each file atomically:
//
//   similarity.csv                         every pair, highest share first
//   similarity/index.html                  the same ranking, linked to the pages
//   similarity/<problem>/<a>--<b>.html     a pair at or over the threshold:
//                                          both teams' code side by side, the
//                                          runs they share in one colour each
//
// Every word is "similar": the tool measures shared code, not its history.
// Student code and names are escaped (html_escape, visible_name, csv_field).

#include "grader/similarity/similarity.hpp"

#include <filesystem>
#include <map>
#include <string>

namespace grader::similarity {

// The page of each suspicious pair, relative to --out ("similarity/sudoku/a--b.html").
using page_names = std::map<const team_pair*, std::string>;
[[nodiscard]] page_names name_pages(const class_comparison& c);

[[nodiscard]] std::string similarity_csv(const class_comparison& c, const page_names& pages);
[[nodiscard]] std::string index_page(const class_comparison& c, const page_names& pages);
[[nodiscard]] std::string pair_page(const class_comparison& c, const problem_comparison& p,
                                    const team_pair& pair);

// Writes them all, and removes the pages of an earlier run that this one
// does not write again (a pair no longer over the threshold).
void write_similarity(const class_comparison& c, const std::filesystem::path& out);

}  // namespace grader::similarity
