#include "grader/report/progress_line.hpp"

#include <gtest/gtest.h>

#include <sstream>

namespace {

using grader::report::describe;
using grader::report::progress_counts;
using grader::report::progress_line;

TEST(progress_line, says_teams_cases_rate_and_time_left) {
  const progress_counts p{3, 12, 1203, 1000, 8592, 20.0};
  EXPECT_EQ(describe(p), "3/12 teams  1,203/8,592 cases  50.0 cases/s  about 3 min left");
}

TEST(progress_line, estimates_nothing_from_a_handful_of_cases) {
  EXPECT_EQ(describe({0, 2, 5, 5, 100, 30.0}), "0/2 teams  5/100 cases  estimating the time left");
  EXPECT_EQ(describe({0, 2, 50, 50, 100, 1.0}), "0/2 teams  50/100 cases  estimating the time left");
}

TEST(progress_line, rate_counts_only_cases_graded_in_this_run) {
  // 900 cases taken over from a previous report in no time: the 100 graded
  // in 50 s set the pace of the 1,000 left.
  EXPECT_EQ(describe({1, 4, 1000, 100, 2000, 50.0}),
            "1/4 teams  1,000/2,000 cases  2.0 cases/s  about 9 min left");
  EXPECT_EQ(describe({4, 4, 2000, 1000, 2000, 3600.0}), "4/4 teams  2,000/2,000 cases  0.3 cases/s");
  EXPECT_EQ(describe({0, 9, 100, 100, 1000000, 100.0}),
            "0/9 teams  100/1,000,000 cases  1.0 cases/s  about 277 h 45 min left");
}

TEST(progress_line, piped_output_gets_only_the_team_lines) {
  std::ostringstream out;
  {
    progress_line line(out, 2, 4, false);
    line.case_done(false);
    line.case_done(true);
    line.team_done([](std::ostream& o) { o << "[1/2] team-a\n"; });
    line.case_done(false);
  }
  EXPECT_EQ(out.str(), "[1/2] team-a\n");
}

TEST(progress_line, a_terminal_gets_a_line_rewritten_in_place_and_erased_at_the_end) {
  std::ostringstream out;
  {
    progress_line line(out, 2, 4, true);
    line.case_done(false);
    line.team_done([](std::ostream& o) { o << "[1/2] team-a\n"; });
  }
  const std::string text = out.str();
  EXPECT_NE(text.find("\r\033[K0/2 teams  1/4 cases"), std::string::npos) << text;
  // The team's line replaces the live line, which is drawn again below it.
  EXPECT_NE(text.find("\r\033[K[1/2] team-a\n\r\033[K1/2 teams  1/4 cases"), std::string::npos) << text;
  EXPECT_EQ(text.substr(text.size() - 4), "\r\033[K");  // nothing left on screen
}

}  // namespace
