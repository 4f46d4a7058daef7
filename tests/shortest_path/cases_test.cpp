// The suite's own numbers, recomputed: every solve case's length (against
// Dijkstra), every exact node count (the lecture's branch and bound, in both
// orders, and the same count for a port that cuts only branches that are
// longer than the best path, the deck's "exceeded": an exact count must be
// fair to both readings of the slide), and every budget (met by the lecture's
// search in both orders and by a port that cuts only longer branches; in the
// solve_bound files, missed by a search without the bound).
#include "framework/core/lecture_search.hpp"
#include "framework/shortest_path/rules.hpp"
#include "framework/shortest_path/variants.hpp"
#include "framework/shortest_path/yaml_io.hpp"
#include "test_support.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

namespace {

using namespace shortest_path;
using framework::move_order;
using framework::yaml_cursor;
namespace fs = std::filesystem;

std::vector<fs::path> suite_files() {
  std::vector<fs::path> files;
  for (const char* dir : {"testcases/shortest_path/public", "testcases/shortest_path/hidden",
                          "tests/submissions/testcases/shortest_path/public",
                          "tests/submissions/testcases/shortest_path/hidden"}) {
    const fs::path at = fs::path(BT_SOURCE_DIR) / dir;
    if (!fs::exists(at)) continue;
    for (const auto& entry : fs::directory_iterator(at)) {
      if (entry.path().extension() == ".yaml") files.push_back(entry.path());
    }
  }
  std::sort(files.begin(), files.end());
  return files;
}

TEST(cases, solve_cases_hold_the_lecture_s_numbers) {
  int solve_cases = 0;
  int exact = 0;
  int budgets = 0;
  int bound_matters = 0;
  for (const fs::path& file : suite_files()) {
    const yaml_cursor suite = yaml_cursor::load_file(file);
    std::string default_hook;
    if (const auto d = suite.find("defaults"); d && d->find("hook")) default_hook = d->at("hook").as_string();
    for (const yaml_cursor& c : suite.at("cases").items()) {
      const std::string hook = c.find("hook") ? c.at("hook").as_string() : default_hook;
      if (hook != "solve") continue;
      ++solve_cases;
      const std::string where = file.filename().string() + " " + c.at("name").as_string();
      const path start = parse_path(c);
      const auto forward = framework::lecture_search<rules>(start, move_order::forward, 50'000'000);
      const auto backward = framework::lecture_search<rules>(start, move_order::reversed, 50'000'000);
      ASSERT_TRUE(forward.finished && backward.finished) << where;
      const yaml_cursor expect = c.at("expect");
      const auto best = shortest_path::testing::dijkstra_length(start);
      EXPECT_EQ(expect.at("solvable").as_bool(), best.has_value()) << where;
      if (best) {
        EXPECT_EQ(expect.at("cost").as_int(), *best) << where;
        ASSERT_TRUE(forward.solution) << where;
        path walked = start;
        for (const vertex v : *forward.solution) rules::apply(walked, v);
        EXPECT_EQ(walked.length(), *best) << where << ": the lecture's search finds a shortest path";
      }
      const auto nodes = c.find("nodes");
      if (!nodes) continue;
      const std::string mode = nodes->at("mode").as_string();
      if (mode == "exact") {
        ++exact;
        EXPECT_EQ(static_cast<std::uint64_t>(nodes->at("reference").as_int()), forward.nodes) << where;
        if (const auto r = nodes->find("reversed")) {
          EXPECT_EQ(static_cast<std::uint64_t>(r->as_int()), backward.nodes) << where;
        }
        EXPECT_EQ(nodes_cutting_only_longer(start, move_order::forward, 0), forward.nodes)
            << where << ": cutting only longer branches explores another tree; use a budget here";
        EXPECT_EQ(nodes_cutting_only_longer(start, move_order::reversed, 0), backward.nodes) << where;
      } else if (mode == "budget") {
        ++budgets;
        const auto budget = static_cast<std::uint64_t>(nodes->at("budget").as_int());
        EXPECT_LE(std::max(forward.nodes, backward.nodes), budget) << where;
        for (const auto order : {move_order::forward, move_order::reversed}) {
          const auto lenient = nodes_cutting_only_longer(start, order, 0);
          EXPECT_TRUE(lenient && *lenient <= budget)
              << where << ": cutting only longer branches must meet it";
        }
        if (file.filename().string().starts_with("solve_bound")) {
          EXPECT_FALSE(nodes_without_bound(start, budget).has_value())
              << where << ": a search without the bound must not meet the budget";
          ++bound_matters;
        }
      }
    }
  }
  EXPECT_GT(solve_cases, 5);
  EXPECT_GT(exact, 2);
  EXPECT_GT(budgets, 1);
  EXPECT_GE(bound_matters, 4);
}

}  // namespace
