// Telling where a search parted from the lecture's (grader/core/lecture_comparison.hpp):
// searches on a 4x4 sudoku that follow the lecture, stop early, skip a digit
// or take the cells in another order, recorded as the grader's replay keeps
// them, told as moves.

#include "grader/core/lecture_comparison.hpp"
#include "framework/core/lecture_search.hpp"
#include "framework/sudoku/rules.hpp"
#include "grader/core/hooks/lecture_readings.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

namespace {

using sudoku::rules;
namespace trace = framework::trace;
namespace cmp = grader::comparison;

// Keeps a search's edits as trace records, as the replay's line does.
class line_recorder final : public framework::probe::sink {
 public:
  void edited(std::uint32_t, framework::probe::edit kind, std::int32_t a, std::int32_t b,
              std::int32_t c) override {
    line.edits.push_back({kind == framework::probe::edit::place ? trace::op::place : trace::op::remove,
                          static_cast<std::int8_t>(c), static_cast<std::int16_t>(b), a});
  }
  void refused(std::uint32_t, framework::probe::edit, std::int32_t, std::int32_t, std::int32_t) override {}
  trace::search_line line;
};

// 4x4 with one solution: 1 2 | 3 4 / 3 4 | 1 2 // 2 1 | 4 3 / 4 3 | 2 1, givens on the diagonal-ish.
sudoku::grid puzzle() { return sudoku::grid(2, 2, {0, 0, 3, 0, 0, 4, 0, 0, 2, 0, 0, 3, 0, 0, 2, 0}); }

// The lecture's search with a twist: `skip` leaves moves out.
bool search(sudoku::grid& g, const std::function<bool(const sudoku::placement&)>& skip) {
  if (rules::is_goal(g)) return true;
  for (const auto& m : rules::legal_moves(g)) {
    if (skip(m)) continue;
    rules::apply(g, m);
    if (search(g, skip)) return true;
    rules::undo(g, m);
  }
  return false;
}

trace::search_line record(const std::function<void(sudoku::grid&)>& run,
                          const sudoku::grid& from = puzzle()) {
  line_recorder heard;
  sudoku::grid g = from;
  {
    const framework::probe::scoped_sink listening(heard);
    run(g);
  }
  return heard.line;
}

std::vector<cmp::lecture_reading<rules>> lecture_readings() {
  return {
      {"moves tried front to back",
       [](sudoku::grid& g) { (void)framework::lecture_search<rules>(g, framework::move_order::forward, 0); }},
      {"back to front", [](sudoku::grid& g) {
         (void)framework::lecture_search<rules>(g, framework::move_order::reversed, 0);
       }}};
}

std::string story(const trace::search_line& line, const sudoku::grid& from = puzzle()) {
  return cmp::tell_parting<rules>(from, line, lecture_readings(), "at its first solution");
}

TEST(LectureComparison, TheLecturesOwnSearchHasNoStory) {
  EXPECT_EQ(story(record([](sudoku::grid& g) { (void)search(g, [](const auto&) { return false; }); })), "");
}

TEST(LectureComparison, ASkippedDigitIsToldAsTheMoveTheLectureMakes) {
  // Never tries the digit 4 where the lecture first does.
  const auto lecture = record([](sudoku::grid& g) { (void)search(g, [](const auto&) { return false; }); });
  const auto skipping = record([](sudoku::grid& g) {
    (void)search(g, [](const sudoku::placement& p) { return p.digit == 4 && p.at.row == 0; });
  });
  ASSERT_NE(lecture.edits.size(), skipping.edits.size());
  const std::string text = story(skipping);
  EXPECT_NE(text.find("(moves tried front to back) agree for"), std::string::npos) << text;
  EXPECT_NE(text.find("where the lecture's goes on with the digit"), std::string::npos) << text;
  EXPECT_NE(text.find("=4"), std::string::npos) << text;
}

TEST(LectureComparison, TheReadingThatAgreesLongestIsTheOneTold) {
  // Nearly empty: the two orders fill it differently.
  const sudoku::grid open(2, 2, {1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2});
  const auto backwards = record(
      [](sudoku::grid& g) { (void)framework::lecture_search<rules>(g, framework::move_order::reversed, 0); },
      open);
  EXPECT_EQ(story(backwards, open), "");
  // The back-to-front search, stopped before its last edit.
  auto early = backwards;
  early.edits.pop_back();
  const std::string text = story(early, open);
  EXPECT_NE(text.find("(back to front)"), std::string::npos) << text;
  EXPECT_NE(text.find("yours stops, where the lecture's goes on with the digit"), std::string::npos) << text;
}

// The lecture's pop() order, except at its second choice of several moves,
// which it takes front to back: it shares its first moves with pop() order
// only.
bool pop_order_but_one_choice(sudoku::grid& g, int& choices) {
  if (rules::is_goal(g)) return true;
  auto moves = rules::legal_moves(g);
  if (moves.size() > 1) ++choices;
  if (choices != 2 || moves.size() < 2) std::reverse(moves.begin(), moves.end());
  for (const auto& m : moves) {
    rules::apply(g, m);
    if (pop_order_but_one_choice(g, choices)) return true;
    rules::undo(g, m);
  }
  return false;
}

// A case may give only the front-to-back count (the back-to-front one left
// out, or equal): a pop()-order search is still told against pop() order,
// not at its very first step against front to back.
TEST(LectureComparison, APopOrderSearchIsToldAgainstPopOrderWhenTheCaseCountsOneOrder) {
  const sudoku::grid empty(2, 2, std::vector<int>(16, 0));
  grader::test_case tc;
  tc.input["state"] = rules::state_json(empty);
  tc.nodes.mode = grader::node_mode::exact;
  tc.nodes.reference = 99;
  const grader::lecture_runs<rules> runs{
      [](framework::move_order order, framework::cut_rule) {
        return std::function<void(sudoku::grid&)>(
            [order](sudoku::grid& g) { (void)framework::lecture_search<rules>(g, order, 0); });
      },
      "at its first solution"};
  const auto line = record(
      [](sudoku::grid& g) {
        int choices = 0;
        (void)pop_order_but_one_choice(g, choices);
      },
      empty);
  const auto told = grader::tell_lecture_parting<rules>(tc, line, runs);
  EXPECT_NE(told.find("(back to front"), std::string::npos) << told;
  EXPECT_EQ(told.find("at its very first step"), std::string::npos) << told;
}

TEST(LectureComparison, ASearchOnCopiesIsNotCompared) {
  auto line = record([](sudoku::grid& g) { (void)search(g, [](const auto&) { return false; }); });
  line.elsewhere = true;
  EXPECT_EQ(story(line), "");
}

}  // namespace

namespace {

// The lecture's search by depth, heard as the replay counts a student's: a
// student who searches in place as the lecture does, in either order, has
// the same profile.
bool in_place(sudoku::grid& g, bool reversed) {
  if (rules::is_goal(g)) return true;
  auto moves = rules::legal_moves(g);
  if (reversed) std::reverse(moves.begin(), moves.end());
  for (const auto& m : moves) {
    rules::apply(g, m);
    if (in_place(g, reversed)) return true;
    rules::undo(g, m);
  }
  return false;
}

TEST(lecture_depths, the_lectures_nodes_by_depth_are_the_replays) {
  const auto readings = lecture_readings();
  for (const bool reversed : {false, true}) {
    const auto counted = cmp::lecture_depths<rules>(puzzle(), readings[reversed ? 1 : 0]);
    ASSERT_TRUE(counted.has_value());
    const auto& lecture = *counted;
    ASSERT_FALSE(lecture.empty());
    EXPECT_EQ(lecture[0], 0u);
    trace::recorder recorded;
    {
      sudoku::grid g = puzzle();
      const framework::probe::scoped_sink listening(recorded);
      recorded.root(g.identity().id(), 0);
      (void)in_place(g, reversed);
    }
    framework::state_replayer<rules> replay({puzzle()});
    replay.replay(recorded.records());
    EXPECT_EQ(replay.take_line().per_depth, lecture) << (reversed ? "back to front" : "front to back");
    EXPECT_FALSE(cmp::lecture_depths<rules>(puzzle(), readings[reversed ? 1 : 0], 3).has_value())
        << "past its cap the search is not drawn";
  }
}

}  // namespace

#include "grader/core/hooks/lecture_readings.hpp"
#include "grader/core/lecture_profiles.hpp"

#include <unistd.h>

#include <filesystem>

namespace {

// A search as the grader sees it: recorded, replayed, its line kept.
trace::search_line replayed(const std::function<void(sudoku::grid&)>& run,
                            const sudoku::grid& from = puzzle()) {
  trace::recorder recorded;
  {
    sudoku::grid g = from;
    const framework::probe::scoped_sink listening(recorded);
    recorded.root(g.identity().id(), 0);
    run(g);
  }
  framework::state_replayer<rules> replay({from}, std::size_t{1} << 21, std::size_t{1} << 20);
  replay.replay(recorded.records());
  return replay.take_line();
}

grader::test_case solve_case(const sudoku::grid& from = puzzle()) {
  grader::test_case tc;
  tc.problem = "sudoku";
  tc.hook = "solve";
  tc.input = {{"state", rules::state_json(from)}};
  return tc;
}

const grader::lecture_runs<rules> lecture_search{
    [](framework::move_order order, framework::cut_rule) {
      return std::function<void(sudoku::grid&)>(
          [order](sudoku::grid& g) { (void)framework::lecture_search<rules>(g, order, 0); });
    },
    "at its first solution"};

TEST(search_drawing, a_faithful_port_is_drawn_on_the_lectures_line_in_its_order) {
  // Nearly empty: the two orders fill it differently.
  const sudoku::grid open(2, 2, {1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2});
  for (const bool reversed : {false, true}) {
    const auto line = replayed([reversed](sudoku::grid& g) { (void)in_place(g, reversed); }, open);
    const auto drawn = grader::draw_lecture_search<rules>(solve_case(open), line, lecture_search);
    ASSERT_TRUE(drawn.has_value());
    ASSERT_EQ(drawn->lecture.size(), 2u) << "both orders of the deck's rule, though the case counts none";
    EXPECT_EQ(drawn->lecture[0].how, grader::reading::front_to_back);
    EXPECT_EQ(drawn->lecture[1].how, grader::reading::back_to_front);
    EXPECT_EQ(drawn->per_depth, drawn->lecture[reversed ? 1 : 0].per_depth);
    EXPECT_EQ(drawn->same_as,
              grader::long_label(reversed ? grader::reading::back_to_front : grader::reading::front_to_back,
                                 false));
    EXPECT_EQ(drawn->parting, "");
  }
}

TEST(search_drawing, a_search_that_skips_a_digit_is_told_where_it_left_the_lecture) {
  const auto line = replayed([](sudoku::grid& g) {
    (void)search(g, [](const sudoku::placement& p) { return p.digit == 4 && p.at.row == 0; });
  });
  const auto drawn = grader::draw_lecture_search<rules>(solve_case(), line, lecture_search);
  ASSERT_TRUE(drawn.has_value());
  EXPECT_EQ(drawn->same_as, "");
  EXPECT_NE(drawn->parting.find("agree for"), std::string::npos) << drawn->parting;
  EXPECT_NE(drawn->parting.find("where the lecture's goes on with the digit"), std::string::npos)
      << drawn->parting;
  EXPECT_NE(drawn->per_depth, drawn->lecture[0].per_depth);
}

TEST(search_drawing, a_reading_the_case_counts_past_the_cap_is_not_searched) {
  auto tc = solve_case();
  tc.nodes.reversed = grader::kDrawnLectureNodes + 1;
  const auto line = replayed([](sudoku::grid& g) { (void)in_place(g, false); });
  const auto drawn = grader::draw_lecture_search<rules>(tc, line, lecture_search);
  ASSERT_TRUE(drawn.has_value());
  ASSERT_EQ(drawn->lecture.size(), 1u);
  EXPECT_EQ(drawn->lecture[0].how, grader::reading::front_to_back);
}

namespace fs = std::filesystem;

// The lecture's profile of a case is kept by the case's fingerprint: a second
// team's drawing, told from it (a faithful line by its digest, without a
// run), is the first team's; on disk for a public case, never a hidden one.
TEST(search_drawing, a_later_team_is_drawn_from_what_the_first_left_and_a_hidden_case_never_on_disk) {
  const sudoku::grid open(2, 2, {1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2});
  const auto faithful = replayed([](sudoku::grid& g) { (void)in_place(g, true); }, open);
  const auto skips = replayed(
      [](sudoku::grid& g) {
        (void)search(g, [](const sudoku::placement& p) { return p.digit == 4 && p.at.row == 0; });
      },
      open);
  const auto uncached = solve_case(open);
  const fs::path folder = fs::temp_directory_path() / ("bt-lecture-profiles-" + std::to_string(::getpid()));
  grader::lecture_profiles::keep_under(folder);
  for (const auto vis : {grader::visibility::visible, grader::visibility::hidden}) {
    auto tc = uncached;
    tc.vis = vis;
    tc.fingerprint = vis == grader::visibility::visible ? "00000000000a11ce" : "0000000000000b0b";
    for (int round = 0; round < 3; ++round) {
      if (round == 2) grader::lecture_profiles::forget();  // only the disk is left
      for (const auto* line : {&faithful, &skips}) {
        const auto want = grader::draw_lecture_search<rules>(uncached, *line, lecture_search);
        const auto got = grader::draw_lecture_search<rules>(tc, *line, lecture_search);
        ASSERT_TRUE(want && got);
        EXPECT_EQ(got->lecture.size(), want->lecture.size()) << "round " << round;
        for (std::size_t i = 0; i < want->lecture.size() && i < got->lecture.size(); ++i)
          EXPECT_EQ(got->lecture[i].per_depth, want->lecture[i].per_depth) << "round " << round;
        EXPECT_EQ(got->same_as, want->same_as) << "round " << round;
        EXPECT_EQ(got->parting, want->parting) << "round " << round;
        EXPECT_EQ(got->same_as.empty(), line != &faithful) << "round " << round;
      }
    }
  }
  std::size_t kept = 0;
  for (const auto& e : fs::recursive_directory_iterator(folder)) {
    if (!e.is_regular_file()) continue;
    ++kept;
    EXPECT_EQ(e.path().filename().string().find("0b0b"), std::string::npos) << "a hidden case on disk";
  }
  EXPECT_EQ(kept, 2u) << "the public case's two readings";
  grader::lecture_profiles::keep_under({});
  grader::lecture_profiles::forget();
  fs::remove_all(folder);
}

}  // namespace
