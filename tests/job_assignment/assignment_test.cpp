// The framework's assignment: contractors in order, no job twice, the cost
// kept as it goes, both lower bounds, and every edit told to the probe.

#include "framework/core/errors.hpp"
#include "framework/core/probe.hpp"
#include "framework/core/probe_sink.hpp"
#include "framework/job_assignment/rules.hpp"
#include "tests/job_assignment/test_support.hpp"

#include <gtest/gtest.h>

namespace job_assignment {
namespace {

using testing::deck;

TEST(assignment, the_decks_root_bound_is_10) {
  const assignment s = deck();
  EXPECT_EQ(s.size(), 4);
  EXPECT_EQ(rules::bound(s), 10) << "2 + 3 + 1 + 4, the deck's figure";
  EXPECT_EQ(rules::bound_under(s, bound_rule::free_jobs), 10) << "nothing is taken yet";
  EXPECT_EQ(s.next_contractor(), 0);
  EXPECT_FALSE(s.is_complete());
}

TEST(assignment, the_two_example_assignments_cost_18_and_14) {
  assignment s = deck();
  for (int c = 0; c < 4; ++c) s.assign(c, c);  // a->1, b->2, c->3, d->4
  EXPECT_EQ(s.cost_so_far(), 18);
  EXPECT_EQ(rules::bound(s), 18) << "a complete assignment's bound is its cost";
  assignment t = deck();
  t.assign(0, 1);
  t.assign(1, 2);
  t.assign(2, 0);
  t.assign(3, 3);
  EXPECT_EQ(t.cost_so_far(), 14);
}

TEST(assignment, free_jobs_is_tighter_once_a_job_is_taken) {
  assignment every = deck();
  assignment free = deck(bound_rule::free_jobs);
  every.assign(0, 1);  // a->2
  free.assign(0, 1);
  EXPECT_EQ(rules::bound(every), 2 + 3 + 1 + 4);
  EXPECT_EQ(rules::bound(free), 2 + 3 + 1 + 4);
  every.assign(1, 2);  // b->3: c's lowest bid (job 3) is taken
  free.assign(1, 2);
  EXPECT_EQ(rules::bound(every), 2 + 3 + 1 + 4);
  EXPECT_EQ(rules::bound(free), 2 + 3 + 5 + 4);
}

TEST(assignment, refuses_what_no_move_can_do) {
  assignment s = deck();
  EXPECT_THROW(s.assign(1, 0), framework::rule_violation) << "b before a";
  EXPECT_THROW(s.assign(0, 4), framework::rule_violation);
  EXPECT_THROW(s.assign(0, -1), framework::rule_violation);
  EXPECT_THROW(s.unassign(0), framework::rule_violation) << "nobody has a job";
  s.assign(0, 1);
  try {
    s.assign(1, 1);
    FAIL() << "job 2 is a's";
  } catch (const framework::rule_violation& e) {
    EXPECT_STREQ(e.what(), "assign(b, job 2): job 2 is taken by contractor a");
  }
  s.assign(1, 0);
  EXPECT_THROW(s.unassign(0), framework::rule_violation) << "only the last one gives its job back";
  s.unassign(1);
  EXPECT_EQ(s.assigned(), 1);
  EXPECT_EQ(s.cost_so_far(), 2);
}

TEST(assignment, refuses_matrices_it_cannot_hold) {
  EXPECT_THROW(assignment(0, {}), std::invalid_argument);
  EXPECT_THROW(assignment(17, std::vector<std::int64_t>(17 * 17, 1)), std::invalid_argument);
  EXPECT_THROW(assignment(2, {1, 2, 3}), std::invalid_argument);
  EXPECT_THROW(assignment(2, {1, -2, 3, 4}), std::invalid_argument);
}

TEST(assignment, copies_share_the_bids_and_compare_by_position) {
  assignment s = deck();
  const assignment copy = s;
  EXPECT_EQ(&s.bids(), &copy.bids()) << "a best-first frontier copies states: the bids are not copied";
  EXPECT_EQ(s, copy);
  s.assign(0, 0);
  EXPECT_FALSE(s == copy);
  EXPECT_FALSE(deck() == deck(bound_rule::free_jobs));
}

struct recording_sink final : framework::probe::sink {
  std::vector<std::pair<framework::probe::edit, std::pair<int, int>>> edits;
  int refusals = 0;
  void edited(std::uint32_t, framework::probe::edit kind, std::int32_t a, std::int32_t b,
              std::int32_t) override {
    edits.push_back({kind, {a, b}});
  }
  void refused(std::uint32_t, framework::probe::edit, std::int32_t, std::int32_t, std::int32_t) override {
    ++refusals;
  }
};

TEST(assignment, reports_every_edit_and_every_refusal_to_the_probe) {
  recording_sink sink;
  assignment s = deck();
  {
    const framework::probe::scoped_sink listening(sink);
    s.assign(0, 1);
    s.unassign(0);
    EXPECT_THROW(s.assign(2, 0), framework::rule_violation);
  }
  ASSERT_EQ(sink.edits.size(), 2U);
  EXPECT_EQ(sink.edits[0].first, framework::probe::edit::place);
  EXPECT_EQ(sink.edits[0].second, std::make_pair(0, 1));
  EXPECT_EQ(sink.edits[1].first, framework::probe::edit::remove);
  EXPECT_EQ(sink.edits[1].second, std::make_pair(0, 1));
  EXPECT_EQ(sink.refusals, 1);
}

}  // namespace
}  // namespace job_assignment
