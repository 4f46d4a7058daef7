// What the grader tells about a search whose edit a board refused, and about
// a claimed solution that fails the replay (framework/core/search_history.hpp,
// framework/core/checks.hpp): the common backtracking bugs, played on the
// lecture's board through the probe exactly as a runner traces them.

#include "framework/core/checks.hpp"
#include "framework/core/lecture_search.hpp"
#include "framework/core/replay.hpp"
#include "framework/core/trace.hpp"
#include "framework/peg_solitaire/rules.hpp"
#include "grader/core/lecture_comparison.hpp"
#include "test_support.hpp"

#include <gtest/gtest.h>

#include <functional>

namespace peg_solitaire {
namespace {

using testing::shipped_board;
using testing::single_vacancy;

board lecture_start() { return single_vacancy(shipped_board("lecture"), {5, 1}, {5, 1}); }

// Runs `search` on a copy of `start` under a trace recorder, as a runner
// would, and returns what the grader's replay says about the refused edit.
std::string story_of(const board& start, const std::function<void(board&)>& search) {
  framework::trace::recorder recorded;
  {
    board b = start;
    const framework::probe::scoped_sink listening(recorded);
    recorded.root(b.identity().id(), 0);
    EXPECT_THROW(search(b), framework::rule_violation);
  }
  framework::state_replayer<rules> replay({start});
  replay.replay(recorded.records());
  return replay.last_refusal().value_or("(no refusal)");
}

// The lecture's search with a failed branch never undone.
bool without_undo(board& b) {
  if (b.is_goal()) return true;
  for (const move& m : rules::legal_moves(b)) {
    rules::apply(b, m);
    if (without_undo(b)) return true;
  }
  return false;
}

// An undo_move that forgets to put the jumped peg back.
bool undo_forgets_over(board& b) {
  if (b.is_goal()) return true;
  for (const move& m : rules::legal_moves(b)) {
    rules::apply(b, m);
    if (undo_forgets_over(b)) return true;
    b.remove_peg(m.to);
    b.place_peg(m.from);
  }
  return false;
}

TEST(search_story, a_branch_not_undone_is_named_in_the_lectures_words) {
  const std::string text = story_of(lecture_start(), [](board& b) { (void)without_undo(b); });
  EXPECT_NE(text.find("your search was at node "), std::string::npos) << text;
  EXPECT_NE(text.find("its last steps, oldest first:\n  "), std::string::npos) << text;
  EXPECT_NE(text.find("applied "), std::string::npos) << text;
  EXPECT_NE(text.find(" refused\n"), std::string::npos) << text;
  EXPECT_NE(text.find("likely cause: a branch that failed was not undone"), std::string::npos) << text;
  EXPECT_NE(text.find("had not been undone"), std::string::npos) << text;
  EXPECT_NE(text.find("the board remove_peg("), std::string::npos) << text;
}

TEST(search_story, an_undo_that_does_not_restore_is_named) {
  const std::string text = story_of(lecture_start(), [](board& b) { (void)undo_forgets_over(b); });
  EXPECT_NE(text.find("after (4,2)->(4,4) it made remove_peg(4,4), place_peg(4,2) and went on with "
                      "remove_peg(4,3) (refused), but undoing (4,2)->(4,4) takes remove_peg(4,4), "
                      "place_peg(4,3), place_peg(4,2)"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("likely cause: undo_move did not restore the board"), std::string::npos) << text;
}

// Seed 001's shape (the call a jump led to undoes last_move at its leaf-lose
// case and after its loop), with the caller's undo added as well: every failed
// jump is undone twice.
bool undone_by_both(board& b, const std::optional<move>& last_move) {
  if (b.is_goal()) return true;
  const auto moves = rules::legal_moves(b);
  if (moves.empty()) {
    if (last_move) rules::undo(b, *last_move);
    return false;
  }
  for (const move& m : moves) {
    rules::apply(b, m);
    if (undone_by_both(b, m)) return true;
    rules::undo(b, m);
  }
  if (last_move) rules::undo(b, *last_move);
  return false;
}

TEST(search_story, a_jump_undone_twice_is_named_so_with_the_lectures_place_for_the_undo) {
  const std::string text = story_of(lecture_start(), [](board& b) { (void)undone_by_both(b, std::nullopt); });
  EXPECT_NE(text.find("likely cause: "), std::string::npos) << text;
  EXPECT_NE(text.find(" was undone twice: the search undid it and then began to undo it again"),
            std::string::npos)
      << text;
  EXPECT_NE(
      text.find("undo_move(last_move) at its leaf-lose case and after its loop of moves; in one place, not "
                "both"),
      std::string::npos)
      << text;
  EXPECT_EQ(text.find("not undone"), std::string::npos) << text;
}

TEST(search_story, an_edit_refused_at_once_shows_the_board_without_a_story) {
  const board start = lecture_start();
  const std::string text = story_of(start, [](board& b) { b.remove_peg({5, 1}); });
  EXPECT_EQ(text.find("node"), std::string::npos) << text;
  EXPECT_EQ(text.find("likely cause"), std::string::npos) << text;
  EXPECT_EQ(text.rfind("the board remove_peg(5,1) was tried on:\n", 0), 0U) << text;
}

TEST(answer_checks, a_solution_read_backwards) {
  const board start = lecture_start();
  const auto found = framework::lecture_search<rules>(start, framework::move_order::forward, 1000000);
  ASSERT_TRUE(found.solution.has_value());
  const auto solution = *found.solution;
  auto backwards = solution;
  std::reverse(backwards.begin(), backwards.end());
  const auto reading = framework::read_backwards<rules>(start, backwards);
  EXPECT_TRUE(reading.legal);
  EXPECT_TRUE(reading.reaches_goal);
  // The first jump twice: not legal either way.
  const std::vector<move> twice{solution.front(), solution.front()};
  EXPECT_FALSE(framework::read_backwards<rules>(start, twice).legal);
}

TEST(answer_checks, a_path_that_keeps_failed_branches) {
  // The path of a search that never pops: every jump it made, in order.
  const board start = lecture_start();
  std::vector<move> path;
  std::function<bool(board&)> search = [&](board& b) {
    if (b.is_goal()) return true;
    for (const move& m : rules::legal_moves(b)) {
      rules::apply(b, m);
      path.push_back(m);
      if (search(b)) return true;
      rules::undo(b, m);
    }
    return false;
  };
  board b = start;
  ASSERT_TRUE(search(b));
  ASSERT_GT(path.size(), 18U);
  ASSERT_TRUE(framework::replay<rules>(start, path).has_value());
  const auto kept = framework::without_failed_branches<rules>(start, path);
  ASSERT_TRUE(kept.has_value());
  EXPECT_EQ(kept->size(), 18U);
  EXPECT_FALSE(framework::replay<rules>(start, *kept).has_value());
  // A right solution has no failed branch to take out.
  EXPECT_FALSE(framework::without_failed_branches<rules>(start, *kept).has_value());
}

TEST(answer_checks, a_very_long_answer_is_not_searched_for_failed_branches) {
  // The search recurses once per move of the student's answer: a million
  // moves must not overflow the grader's stack (an ASan build found one).
  const board start = lecture_start();
  const auto first = rules::legal_moves(start);
  ASSERT_FALSE(first.empty());
  const std::vector<move> flood(1'000'000, first.front());
  EXPECT_FALSE(framework::without_failed_branches<rules>(start, flood).has_value());
}

}  // namespace
}  // namespace peg_solitaire

namespace peg_solitaire {
namespace {

// The whole tree to `depth_left` jumps, each jump made and taken back with
// its edits in the order given, counting the nodes at each depth by hand.
void explore(board& b, std::size_t depth, std::size_t depth_left, bool peg_on_first,
             std::vector<std::uint64_t>& counted) {
  if (depth_left == 0) return;
  for (const move& m : rules::legal_moves(b)) {
    if (peg_on_first) {
      b.place_peg(m.to);
      b.remove_peg(m.over);
      b.remove_peg(m.from);
    } else {
      rules::apply(b, m);
    }
    if (counted.size() <= depth + 1) counted.resize(depth + 2);
    ++counted[depth + 1];
    explore(b, depth + 1, depth_left - 1, peg_on_first, counted);
    if (peg_on_first) {
      b.place_peg(m.over);
      b.place_peg(m.from);
      b.remove_peg(m.to);
    } else {
      rules::undo(b, m);
    }
  }
}

// The grader's replay counts a search's nodes by depth, whatever order its
// apply_move and undo_move make a jump's three edits in.
TEST(search_depth, the_replay_counts_nodes_by_depth_in_any_edit_order) {
  for (const bool peg_on_first : {false, true}) {
    std::vector<std::uint64_t> counted;
    framework::trace::recorder recorded;
    {
      board b = lecture_start();
      const framework::probe::scoped_sink listening(recorded);
      recorded.root(b.identity().id(), 0);
      explore(b, 0, 4, peg_on_first, counted);
    }
    framework::state_replayer<rules> replay({lecture_start()});
    replay.replay(recorded.records());
    const auto line = replay.take_line();
    EXPECT_EQ(line.per_depth, counted) << (peg_on_first ? "peg on first" : "the rules' order");
    std::uint64_t total = 0;
    for (const auto n : counted) total += n;
    EXPECT_EQ(replay.nodes(), total);
    EXPECT_GT(counted.size(), 4u);
  }
}

// The lecture's search whose first undo puts the pegs back in another order
// than the rules' undo: the same move, by other edits. Told as moves, both
// sides would read "takes back the jump ..."; the parting names the edits.
class edit_list final : public framework::probe::sink {
 public:
  void edited(std::uint32_t, framework::probe::edit kind, std::int32_t a, std::int32_t b,
              std::int32_t) override {
    edits.push_back({kind, {a, b}});
  }
  void refused(std::uint32_t, framework::probe::edit, std::int32_t, std::int32_t, std::int32_t) override {}
  std::vector<std::pair<framework::probe::edit, framework::cell>> edits;
};

bool first_undo_reordered(board& b, bool& reordered) {
  if (b.is_goal()) return true;
  for (const move& m : rules::legal_moves(b)) {
    rules::apply(b, m);
    if (first_undo_reordered(b, reordered)) return true;
    if (reordered) {
      rules::undo(b, m);
      continue;
    }
    reordered = true;
    edit_list undone;
    {
      board scratch = b;
      const framework::probe::scoped_sink listening(undone);
      rules::undo(scratch, m);
    }
    for (auto e = undone.edits.rbegin(); e != undone.edits.rend(); ++e) {
      if (e->first == framework::probe::edit::place)
        b.place_peg(e->second);
      else
        b.remove_peg(e->second);
    }
  }
  return false;
}

class line_recorder final : public framework::probe::sink {
 public:
  void edited(std::uint32_t, framework::probe::edit kind, std::int32_t a, std::int32_t b,
              std::int32_t c) override {
    line.edits.push_back(
        {kind == framework::probe::edit::place ? framework::trace::op::place : framework::trace::op::remove,
         static_cast<std::int8_t>(c), static_cast<std::int16_t>(b), a});
  }
  void refused(std::uint32_t, framework::probe::edit, std::int32_t, std::int32_t, std::int32_t) override {}
  framework::trace::search_line line;
};

TEST(lecture_parting, the_same_move_by_edits_in_another_order_names_the_edits) {
  const board start = lecture_start();
  line_recorder heard;
  {
    board b = start;
    bool reordered = false;
    const framework::probe::scoped_sink listening(heard);
    (void)first_undo_reordered(b, reordered);
  }
  heard.line.complete = true;
  const std::vector<grader::comparison::lecture_reading<rules>> readings{
      {"moves tried front to back",
       [](board& b) { (void)framework::lecture_search<rules>(b, framework::move_order::forward, 0); }}};
  const auto story =
      grader::comparison::tell_parting<rules>(start, heard.line, readings, "at its first solution");
  EXPECT_NE(story.find("then both take back the jump "), std::string::npos) << story;
  EXPECT_NE(story.find(", but by edits in another order: yours begins with "), std::string::npos) << story;
  EXPECT_EQ(story.find("where the lecture's takes back"), std::string::npos) << story;
}

}  // namespace
}  // namespace peg_solitaire
