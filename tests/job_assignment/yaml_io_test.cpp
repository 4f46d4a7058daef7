// Bids from YAML: rows, the deck's table, random matrices, the bound rule and
// a partial assignment; each error names its line and says what is wrong.

#include "framework/job_assignment/yaml_io.hpp"
#include "framework/core/errors.hpp"
#include "framework/job_assignment/rules.hpp"
#include "tests/job_assignment/test_support.hpp"

#include <gtest/gtest.h>

namespace job_assignment {
namespace {

using framework::yaml_cursor;

assignment parse(const std::string& yaml) {
  return parse_assignment(yaml_cursor::load_string(yaml, "case.yaml"));
}

std::string error_of(const std::string& yaml) {
  try {
    (void)parse(yaml);
  } catch (const framework::input_error& e) {
    return e.what();
  }
  return "no error";
}

TEST(yaml_io, rows_and_the_decks_table_give_the_same_matrix) {
  const assignment rows =
      parse("bids:\n  - [9, 2, 7, 8]\n  - [6, 4, 3, 7]\n  - [5, 8, 1, 8]\n  - [7, 6, 9, 4]\n");
  const assignment table = parse(
      "bids: |\n"
      "     job 1  job 2  job 3  job 4\n"
      "     a  $9K    $2K    $7K    $8K\n"
      "     b  $6K    $4K    $3K    $7K\n"
      "     c  $5K    $8K    $1K    $8K\n"
      "     d  $7K    $6K    $9K    $4K\n");
  EXPECT_EQ(rows, testing::deck());
  EXPECT_EQ(table, testing::deck());
  EXPECT_EQ(parse("bids: |\n  9 2 7 8\n  6 4 3 7\n  5 8 1 8\n  7 6 9 4\n"), testing::deck());
}

TEST(yaml_io, the_bound_rule_and_a_partial_assignment) {
  const assignment s = parse(
      "bids: [[9, 2, 7, 8], [6, 4, 3, 7], [5, 8, 1, 8], [7, 6, 9, 4]]\n"
      "lower_bound: free_jobs\nassigned: [a->2, b->3]\n");
  EXPECT_EQ(s.rule(), bound_rule::free_jobs);
  EXPECT_EQ(s.assigned(), 2);
  EXPECT_EQ(s.job_of(1), 2);
  EXPECT_EQ(rules::bound(s), 2 + 3 + 5 + 4);
}

TEST(yaml_io, random_matrices_are_the_same_everywhere) {
  const assignment s = parse("bids: {random: {n: 12, max: 99, seed: 7}}\n");
  EXPECT_EQ(s.size(), 12);
  EXPECT_EQ(s.bids(), random_bids(12, 99, 7));
  for (const auto b : s.bids()) {
    EXPECT_GE(b, 0);
    EXPECT_LE(b, 99);
  }
  EXPECT_NE(random_bids(12, 99, 7), random_bids(12, 99, 8));
  // splitmix64's first output for seed 0 is 0xe220a8397b1dcdaf; modulo 1000 that is 879.
  EXPECT_EQ(random_bids(1, 999, 0).front(), static_cast<std::int64_t>(0xe220a8397b1dcdafULL % 1000));
}

TEST(yaml_io, errors_name_the_line_and_the_fault) {
  EXPECT_NE(error_of("bids:\n  - [1, 2]\n  - [3]\n").find("row 2 (contractor b) has 1 bids"),
            std::string::npos);
  EXPECT_NE(error_of("bids:\n  - [1, 2]\n  - [3, -4]\n").find("case.yaml:3"), std::string::npos)
      << error_of("bids:\n  - [1, 2]\n  - [3, -4]\n");
  EXPECT_NE(error_of("bids: [[1, 2.5], [3, 4]]\n"), "no error");
  EXPECT_NE(error_of("bids: {random: {n: 17, max: 9, seed: 1}}\n"), "no error");
  EXPECT_NE(error_of("bids: []\n").find("1 to 16"), std::string::npos);
  EXPECT_NE(
      error_of("bids: [[1, 2], [3, 4]]\nassigned: [a->1, b->1]\n").find("job 1 is taken by contractor a"),
      std::string::npos);
  EXPECT_NE(error_of("bids: [[1, 2], [3, 4]]\nassigned: [b->1]\n").find("the next one is a"),
            std::string::npos);
  EXPECT_NE(error_of("bids: [[1, 2], [3, 4]]\nlower_bound: tight\n"), "no error");
  EXPECT_NE(error_of("bids: |\n  a 1 2\n  c 3 4\n").find("contractor b's"), std::string::npos);
  EXPECT_NE(error_of("bids: |\n  1 x\n  3 4\n").find("'x' in row 1 is not a bid"), std::string::npos);
}

}  // namespace
}  // namespace job_assignment
