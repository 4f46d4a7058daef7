// The rules: free jobs ascending, why a move is illegal, the cost and the
// bound, the picture, the runner's JSON, the expansion key, and the nodes
// generated and expanded that the grader's replay measures with them.

#include "framework/job_assignment/rules.hpp"
#include "framework/core/probe_sink.hpp"
#include "framework/core/replay.hpp"
#include "framework/core/trace.hpp"
#include "tests/job_assignment/test_support.hpp"

#include <gtest/gtest.h>

#include <set>

namespace job_assignment {
namespace {

using testing::deck;

TEST(rules, legal_moves_are_the_free_jobs_of_the_next_contractor) {
  assignment s = deck();
  s.assign(0, 1);
  const std::vector<move> want = {{1, 0}, {1, 2}, {1, 3}};
  EXPECT_EQ(rules::legal_moves(s), want);
  EXPECT_EQ(rules::describe_all(want), "b->1, b->3, b->4");
  for (int c = 1; c < 4; ++c) s.assign(c, c == 1 ? 0 : c);
  EXPECT_TRUE(rules::legal_moves(s).empty());
  EXPECT_TRUE(rules::is_goal(s));
  EXPECT_EQ(rules::cost(s), 2 + 6 + 1 + 4);
  EXPECT_EQ(rules::bound(s), rules::cost(s));
}

TEST(rules, say_why_a_move_is_illegal) {
  assignment s = deck();
  s.assign(0, 1);
  EXPECT_EQ(rules::why_illegal(s, {1, 1}), "job 2 is taken by contractor a");
  EXPECT_EQ(rules::why_illegal(s, {2, 0}), "contractors are assigned in order: the next one is b, not c");
  EXPECT_EQ(rules::why_illegal(s, {1, 7}), "there is no job 8 (jobs 1 to 4)");
  EXPECT_EQ(rules::why_illegal(s, {1, 0}), std::nullopt);
}

TEST(rules, notation_is_the_decks) {
  EXPECT_EQ(to_string(move{0, 1}), "a->2");
  EXPECT_EQ(parse_move("d -> 4"), (move{3, 3}));
  EXPECT_EQ(parse_move("B->1"), (move{1, 0}));
  EXPECT_EQ(parse_move("a->0"), std::nullopt);
  EXPECT_EQ(parse_move("a2"), std::nullopt);
  EXPECT_LT((move{0, 3}), (move{1, 0}));
}

TEST(rules, render_marks_the_assigned_bids_and_gives_the_bound) {
  assignment s = deck();
  s.assign(0, 1);
  const std::string picture = rules::render(s);
  EXPECT_NE(picture.find("[2]"), std::string::npos) << picture;
  EXPECT_NE(picture.find("job 4"), std::string::npos) << picture;
  EXPECT_NE(picture.find("cost so far 2; lower bound (every_job) 10"), std::string::npos) << picture;
}

TEST(rules, the_runner_json_keeps_everything) {
  assignment s = deck(bound_rule::free_jobs);
  s.assign(0, 1);
  s.assign(1, 0);
  const auto j = rules::state_json(s);
  EXPECT_EQ(j["assigned"], nlohmann::json::parse("[1, 0]"));
  EXPECT_EQ(rules::state_from_json(j), s);
  EXPECT_THROW((void)rules::state_from_json(nlohmann::json::parse(R"({"bids": [[1, 2]]})")),
               std::invalid_argument);
  EXPECT_THROW((void)rules::state_from_json(nlohmann::json::parse(R"({"bids": [[1]], "assigned": [0, 0]})")),
               std::exception);
  EXPECT_THROW((void)rules::move_from_json(nlohmann::json::parse("[1]")), std::invalid_argument);
  EXPECT_EQ(rules::move_from_json(rules::move_json({2, 3})), (move{2, 3}));
}

TEST(rules, differences_name_contractors_and_jobs) {
  assignment want = deck();
  assignment got = deck();
  want.assign(0, 1);
  got.assign(0, 2);
  EXPECT_EQ(rules::differences(want, got),
            std::vector<std::string>{"contractor a should have job 2 but has job 3"});
  EXPECT_EQ(rules::goal_differences(want),
            std::vector<std::string>{"3 contractors have no job yet, the first b"});
}

// Every partial assignment of a small matrix, and of 16 contractors along a path.
void all_keys(assignment& s, std::set<std::uint64_t>& keys, std::size_t& visited) {
  keys.insert(rules::expansion_key(s));
  ++visited;
  for (const move m : rules::legal_moves(s)) {
    rules::apply(s, m);
    all_keys(s, keys, visited);
    rules::undo(s, m);
  }
}

TEST(rules, the_expansion_key_tells_every_partial_assignment_apart) {
  assignment s(5, std::vector<std::int64_t>(25, 1));
  std::set<std::uint64_t> keys;
  std::size_t visited = 0;
  all_keys(s, keys, visited);
  EXPECT_EQ(visited, 1U + 5 + 20 + 60 + 120 + 120);
  EXPECT_EQ(keys.size(), visited);
  assignment big(16, std::vector<std::int64_t>(256, 1));
  std::set<std::uint64_t> path;
  for (int c = 0; c < 16; ++c) {
    path.insert(rules::expansion_key(big));
    big.assign(c, 15 - c);
  }
  path.insert(rules::expansion_key(big));
  EXPECT_EQ(path.size(), 17U) << "16 contractors: the complete assignment differs from the one before";
}

// A best-first search as a student writes it (a copy of the state extended
// per free job), traced as a runner traces it and replayed as the grader
// replays it: nodes generated are the assignments made on any copy, nodes
// expanded the distinct partial assignments they were made on.
TEST(rules, the_replay_counts_nodes_generated_and_expanded) {
  const assignment start = deck();
  framework::trace::recorder recorded;
  {
    const framework::probe::scoped_sink listening(recorded);
    recorded.root(start.identity().id(), 0);
    std::vector<assignment> children;
    for (const move m : rules::legal_moves(start)) {  // expand the root: 4 children
      assignment child = start;
      rules::apply(child, m);
      children.push_back(child);
    }
    const assignment& a_to_2 = children[1];
    for (const move m : rules::legal_moves(a_to_2)) {  // expand a->2: 3 children
      assignment child = a_to_2;
      rules::apply(child, m);
    }
    // Making and taking back a move on a position already expanded, or on a
    // copy of it, expands nothing new.
    assignment again = start;
    rules::apply(again, {0, 3});
    rules::undo(again, {0, 3});
  }
  framework::state_replayer<rules> replay({start});
  replay.replay(recorded.records());
  EXPECT_EQ(replay.nodes(), 4U + 3U + 1U);
  EXPECT_EQ(replay.expanded(), 2U) << "the root and a->2";
}

}  // namespace
}  // namespace job_assignment
