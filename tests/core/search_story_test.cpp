// The refusal story's sentences (framework/core/search_history.hpp) are
// written once for every problem, with the rules' words put into them: they
// must read as English for each, "an assignment" as well as "a jump". Played
// on job assignment, whose words begin with a vowel and whose state and move
// share a word, through the probe exactly as a runner traces a search.

#include "framework/core/errors.hpp"
#include "framework/core/problem.hpp"
#include "framework/core/replay.hpp"
#include "framework/core/trace.hpp"
#include "framework/job_assignment/rules.hpp"

#include <gtest/gtest.h>

#include <functional>

namespace {

using job_assignment::assignment;

// The deck's bids (seed 003).
assignment deck_bids() { return assignment(4, {9, 2, 7, 8, 6, 4, 3, 7, 5, 8, 1, 8, 7, 6, 9, 4}); }

std::string story_of(const assignment& start, const std::function<void(assignment&)>& search) {
  framework::trace::recorder recorded;
  {
    assignment s = start;
    const framework::probe::scoped_sink listening(recorded);
    recorded.root(s.identity().id(), 0);
    EXPECT_THROW(search(s), framework::rule_violation);
  }
  framework::state_replayer<job_assignment::rules> replay({start});
  replay.replay(recorded.records());
  return replay.last_refusal().value_or("(no refusal)");
}

TEST(with_article, takes_an_before_a_vowel) {
  EXPECT_EQ(framework::with_article("assignment"), "an assignment");
  EXPECT_EQ(framework::with_article("image"), "an image");
  EXPECT_EQ(framework::with_article("jump"), "a jump");
  EXPECT_EQ(framework::with_article("mark"), "a mark");
  EXPECT_EQ(framework::with_article("step"), "a step");
}

TEST(search_story, a_branch_not_undone_reads_well_for_an_assignment) {
  // b->2 fails and is not undone; the search goes on with b->3 at b's level.
  const std::string text = story_of(deck_bids(), [](assignment& s) {
    s.assign(0, 0);
    s.assign(1, 1);
    s.assign(2, 2);
    s.assign(1, 2);
  });
  EXPECT_NE(text.find("likely cause: a branch that failed was not undone: the search went on with b->3, an "
                      "assignment of the position before b->2, but b->2 and 1 later assignment had not been "
                      "undone. After a recursive call that fails, undo_move the assignment before trying the "
                      "next one."),
            std::string::npos)
      << text;
  EXPECT_EQ(text.find(" a assignment"), std::string::npos) << text;
  EXPECT_EQ(text.find("on the assignment"), std::string::npos) << text;
}

TEST(search_story, a_move_made_again_on_the_line_has_a_sentence_for_every_problem) {
  // a->2 made again right after itself: nothing but a->2 stands in its way.
  const std::string text = story_of(deck_bids(), [](assignment& s) {
    s.assign(0, 1);
    s.assign(0, 1);
  });
  EXPECT_NE(text.find("likely cause: a->2 is already on the search's current line, as its last assignment, "
                      "and the search made it again. Try only the assignments legal in the position the "
                      "search has reached: an assignment still on the line is not one of them."),
            std::string::npos)
      << text;
  EXPECT_EQ(text.find("branch that failed"), std::string::npos) << text;
}

TEST(search_story, a_move_made_again_past_moves_that_stand_in_its_way_is_a_branch_not_undone) {
  // a->1 again after b->2 and c->3: a is assigned again only once b and c
  // give their jobs back, so the search's position has moved on without
  // undoing them.
  const std::string text = story_of(deck_bids(), [](assignment& s) {
    s.assign(0, 0);
    s.assign(1, 1);
    s.assign(2, 2);
    s.assign(0, 0);
  });
  EXPECT_NE(text.find("likely cause: a branch that failed was not undone: the search made a->1 again, but "
                      "a->1 and 2 later assignments had not been undone."),
            std::string::npos)
      << text;
  EXPECT_EQ(text.find("current line"), std::string::npos) << text;
}

}  // namespace
