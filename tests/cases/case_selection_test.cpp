// `grader test --case`: choosing cases by id, name or shell pattern, and the
// shortest list of patterns that reruns exactly a set of cases.

#include "grader/cases/case_selection.hpp"
#include "test_support.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

namespace {

using namespace cases_test;

std::vector<grader::suite_file> shipped() {
  return grader::load_suites(cases_root, {"peg_solitaire"}, false);
}

std::vector<std::string> ids_of(const std::vector<grader::suite_file>& suites) {
  std::vector<std::string> ids;
  for (const auto& s : suites) {
    for (const auto& tc : s.cases) ids.push_back(tc.id);
  }
  return ids;
}

TEST(case_selection, patterns_match_ids_and_bare_names) {
  grader::test_case tc;
  tc.suite = "solve_lecture";
  tc.name = "lecture-problem";
  tc.id = "solve_lecture/lecture-problem";
  for (const auto* p :
       {"solve_lecture/lecture-problem", "lecture-problem", "solve*/*", "*/lecture-*", "lecture-*", "*",
        "solve_lecture/*", "solve_lecture/lecture-proble?", "solve_[lx]ecture/*"}) {
    EXPECT_TRUE(grader::case_matches(p, tc)) << p;
  }
  for (const auto* p :
       {"solve_lecture", "hooks*/*", "lecture-problem/*", "*/problem", "solve_lecture/lecture"})
    EXPECT_FALSE(grader::case_matches(p, tc)) << p;
}

TEST(case_selection, keeps_what_any_pattern_selects_and_drops_empty_suites) {
  const auto all = shipped();
  EXPECT_EQ(ids_of(grader::select_cases(all, {})), ids_of(all));

  const auto chosen = grader::select_cases(all, {"solve_lecture/lecture-problem", "solve_small/strip-*"});
  ASSERT_EQ(chosen.size(), 2U);
  EXPECT_EQ(chosen[0].suite, "solve_lecture");
  EXPECT_EQ(ids_of(chosen),
            (std::vector<std::string>{"solve_lecture/lecture-problem", "solve_small/strip-of-four",
                                      "solve_small/strip-of-four-wrong-end", "solve_small/strip-of-five"}));
}

TEST(case_selection, a_pattern_selecting_nothing_is_an_error_listing_ids) {
  try {
    (void)grader::select_cases(shipped(), {"solve_small/*", "solve_lectur/*"});
    FAIL() << "no error";
  } catch (const std::invalid_argument& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("'solve_lectur/*' matches no case"), std::string::npos) << what;
    EXPECT_NE(what.find(shipped().front().cases.front().id), std::string::npos) << what;
  }
}

TEST(case_selection, patterns_for_a_set_name_whole_suites_once) {
  const auto all = shipped();
  const auto small = grader::select_cases(all, {"solve_small/*"});
  std::set<std::string> ids;
  for (const auto& id : ids_of(small)) ids.insert(id);
  ids.insert("solve_lecture/lecture-problem");
  const auto patterns = grader::patterns_for(all, ids);
  EXPECT_EQ(patterns, (std::vector<std::string>{"solve_lecture/lecture-problem", "solve_small/*"}))
      << ::testing::PrintToString(patterns);
  // The patterns select exactly the set again.
  std::set<std::string> again;
  for (const auto& id : ids_of(grader::select_cases(all, patterns))) again.insert(id);
  EXPECT_EQ(again, ids);
  EXPECT_TRUE(grader::patterns_for(all, {}).empty());
}

}  // namespace
