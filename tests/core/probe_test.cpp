// The probe: states report their edits and their copies to whichever sink
// listens on the thread, nothing is counted where nobody listens, and a
// locked sink cannot be replaced.

#include "framework/core/probe.hpp"
#include "framework/core/probe_sink.hpp"

#include <gtest/gtest.h>

#include <string>
#include <thread>
#include <vector>

namespace {

namespace probe = framework::probe;

// Writes down every event, in order.
struct journal final : probe::sink {
  std::vector<std::string> events;
  void edited(std::uint32_t s, probe::edit k, std::int32_t a, std::int32_t b, std::int32_t c) override {
    events.push_back((k == probe::edit::place ? "place " : "remove ") + std::to_string(s) + " " +
                     std::to_string(a) + "," + std::to_string(b) + "," + std::to_string(c));
  }
  void refused(std::uint32_t s, probe::edit, std::int32_t, std::int32_t, std::int32_t) override {
    events.push_back("refused " + std::to_string(s));
  }
  void created(std::uint32_t s) override { events.push_back("created " + std::to_string(s)); }
  void copied(std::uint32_t from, std::uint32_t to) override {
    events.push_back("copied " + std::to_string(from) + " " + std::to_string(to));
  }
  void dropped(std::uint32_t s) override { events.push_back("dropped " + std::to_string(s)); }
};

std::string id(const probe::identity& i) { return std::to_string(i.id()); }

TEST(probe, every_state_has_an_identity_of_its_own) {
  const probe::identity a;
  const probe::identity b;
  const probe::identity copy = a;  // NOLINT(performance-unnecessary-copy-initialization)
  EXPECT_NE(a.id(), b.id());
  EXPECT_NE(copy.id(), a.id()) << "a copy is a state of its own";
}

TEST(probe, edits_copies_and_ends_reach_the_listening_sink) {
  journal j;
  const probe::scoped_sink listening(j);
  probe::identity board;  // built from scratch: unknown content
  probe::record(board, probe::edit::remove, 3, 1);
  probe::refuse(board, probe::edit::place, 9, 9);
  {
    probe::identity copy = board;
    probe::record(copy, probe::edit::place, 5, 1, 2);
    board = copy;  // assignment: board now holds copy's content
  }
  const std::vector<std::string> expected{"created " + id(board),
                                          "remove " + id(board) + " 3,1,0",
                                          "refused " + id(board),
                                          "copied " + id(board) + " " + std::to_string(board.id() + 1),
                                          "place " + std::to_string(board.id() + 1) + " 5,1,2",
                                          "copied " + std::to_string(board.id() + 1) + " " + id(board),
                                          "dropped " + std::to_string(board.id() + 1)};
  EXPECT_EQ(j.events, expected);
}

TEST(probe, a_move_hands_the_identity_over) {
  journal j;
  const probe::scoped_sink listening(j);
  probe::identity a;
  const auto original = a.id();
  probe::identity b = std::move(a);
  EXPECT_EQ(b.id(), original) << "the moved-to state is the same state";
  EXPECT_NE(a.id(), original)
      << "the moved-from state is a new, empty one";  // NOLINT(bugprone-use-after-move)
  EXPECT_EQ(j.events.back(), "created " + id(a));
}

TEST(probe, nothing_is_recorded_where_nobody_listens) {
  journal j;
  {
    const probe::scoped_sink listening(j);
    probe::identity s;
    // Another thread's edits go to that thread's sink (none), never to this one.
    std::thread([&] { probe::record(s, probe::edit::place, 1, 1); }).join();
  }
  EXPECT_EQ(j.events.size(), 2U) << "created and dropped only";
}

TEST(probe, the_counter_applies_the_node_rule_and_stops_at_its_cap) {
  const auto jumps = [](std::uint64_t placements, std::uint64_t removals) -> std::uint64_t {
    return 2 * removals >= placements ? (2 * removals - placements) / 3 : 0;
  };
  probe::counter count(jumps, 2);
  const probe::scoped_sink listening(count);
  const probe::identity board;
  for (int jump = 0; jump < 2; ++jump) {
    probe::record(board, probe::edit::remove, 0, 0);
    probe::record(board, probe::edit::remove, 1, 0);
    probe::record(board, probe::edit::place, 2, 0);
  }
  EXPECT_EQ(count.nodes(), 2U);
  probe::record(board, probe::edit::remove, 0, 0);
  EXPECT_THROW(probe::record(board, probe::edit::remove, 1, 0), probe::cap_reached);
}

TEST(probe, scoped_sinks_nest_and_restore) {
  journal outer;
  journal inner;
  const probe::identity s;
  const probe::scoped_sink first(outer);
  {
    const probe::scoped_sink second(inner);
    probe::record(s, probe::edit::place, 0, 0);
  }
  probe::record(s, probe::edit::remove, 0, 0);
  EXPECT_EQ(inner.events.size(), 1U);
  EXPECT_EQ(outer.events.size(), 1U);
}

}  // namespace
