#include "framework/core/probe.hpp"

#include <gtest/gtest.h>

#include <stdexcept>

namespace {

namespace probe = framework::probe;

std::uint64_t halve_removals(std::uint64_t, std::uint64_t removals) { return removals / 2; }

struct budget_hit : std::runtime_error {
  using std::runtime_error::runtime_error;
};
void throw_on_budget(std::uint64_t) { throw budget_hit("over"); }

TEST(probe, counts_placements_and_removals) {
  probe::reset();
  probe::record(probe::edit::place, 1, 2);
  probe::record(probe::edit::place, 1, 3);
  probe::record(probe::edit::remove, 1, 2);
  EXPECT_EQ(probe::placements(), 2u);
  EXPECT_EQ(probe::removals(), 1u);
  EXPECT_EQ(probe::nodes(), 2u) << "without a rule, nodes are placements";
}

TEST(probe, applies_the_problems_node_rule) {
  probe::reset(&halve_removals);
  for (int i = 0; i < 6; ++i) probe::record(probe::edit::remove, i, 0);
  EXPECT_EQ(probe::nodes(), 3u);
}

TEST(probe, calls_the_budget_handler_once_the_budget_is_passed) {
  probe::reset(nullptr, 2, &throw_on_budget);
  probe::record(probe::edit::place, 0, 0);
  probe::record(probe::edit::place, 0, 0);
  EXPECT_THROW(probe::record(probe::edit::place, 0, 0), budget_hit);
  EXPECT_NO_THROW(probe::record(probe::edit::place, 0, 0)) << "the handler fires only once";
}

TEST(probe, logs_only_the_first_edits) {
  probe::reset(nullptr, UINT64_MAX, nullptr, 2);
  probe::record(probe::edit::place, 1, 1);
  probe::record(probe::edit::remove, 2, 2, 7);
  probe::record(probe::edit::place, 3, 3);
  ASSERT_EQ(probe::log().size(), 2u);
  EXPECT_EQ(probe::log()[1].kind, probe::edit::remove);
  EXPECT_EQ(probe::log()[1].c, 7);
}

TEST(probe, pause_hides_framework_edits_from_the_count) {
  probe::reset();
  probe::record(probe::edit::place, 0, 0);
  {
    const probe::pause paused;
    probe::record(probe::edit::place, 0, 0);
    probe::record(probe::edit::remove, 0, 0);
  }
  EXPECT_EQ(probe::placements(), 1u);
  EXPECT_EQ(probe::removals(), 0u);
}

}  // namespace
