#pragma once
// Where a student's search parted from the lecture's, for a case that checks
// an exact count and under every search drawn beside the lecture's
// (search_drawing.hpp), whose nodes by depth lecture_listener also counts:
// the edits the search made on its input, in order (the
// grader's replay keeps them: trace::search_line), against the edits the
// lecture's search makes read the same way, compared edit by edit, then told
// as moves: "your search and the lecture's agree for their first 41 nodes;
// then yours takes back the digit (0,2)=8 where the lecture's goes on with
// the digit (0,2)=9". Written once for every problem: the moves are
// recognised by the rules alone, and the lecture's search is whatever the
// caller runs (the lecture's backtracking, its count, its branch and bound).
//
// Nothing here believes the student: the line is what the grader replayed,
// and the lecture's edits are heard from the grader's own run.

#include "framework/core/probe.hpp"
#include "framework/core/probe_sink.hpp"
#include "framework/core/problem.hpp"
#include "framework/core/replay.hpp"
#include "framework/core/trace.hpp"
#include "grader/core/feedback.hpp"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace grader::comparison {

using framework::probe::edit;

struct edit_event {
  edit kind = edit::place;
  std::int32_t a = 0;
  std::int32_t b = 0;
  std::int32_t c = 0;
  friend bool operator==(const edit_event&, const edit_event&) = default;
};

// The edit as a trace record carries it (b in 16 bits, c in 8), so that the
// grader's own edits compare equal to the replayed ones.
[[nodiscard]] inline edit_event as_traced(edit kind, std::int32_t a, std::int32_t b, std::int32_t c) {
  return {kind, a, static_cast<std::int16_t>(b), static_cast<std::int8_t>(c)};
}

[[nodiscard]] inline edit_event from_record(const framework::trace::record& r) {
  return {r.kind == framework::trace::op::place ? edit::place : edit::remove, r.a, r.b, r.c};
}

// One reading of the lecture, and its search: `run` makes the lecture's
// search on the state it is given, through the rules.
template <class R>
struct lecture_reading {
  std::string label;  // "moves tried back to front, as the lecture's pop() takes them"
  std::function<void(typename R::state&)> run;
};

namespace detail {

// How many of the lecture's edits past the parting are kept to tell its next move.
inline constexpr std::size_t kLookahead = 8;

}  // namespace detail

// How far a student's line and one reading of the lecture's search agree.
struct agreement {
  std::size_t agreed = 0;                // the line's first edits the lecture's search made too
  std::vector<edit_event> lecture_next;  // the lecture's edits past them (a few)
};

// All the edits of a search, as a count and a hash of them in order: enough
// to tell a later line that is the same search without running it again. A
// 64-bit FNV-1a over the edits, each one word (as traced: b in 16 bits, c in
// 8), so that it costs the lecture's run one multiplication an edit; no
// cryptographic hash: what it decides is a drawing's words, never a verdict.
struct edits_digest {
  std::uint64_t edits = 0;
  std::uint64_t hash = 0xcbf29ce484222325ULL;

  void add(const edit_event& e) noexcept {
    ++edits;
    hash ^= std::uint64_t{static_cast<std::uint32_t>(e.a)} << 32 |
            std::uint64_t{static_cast<std::uint16_t>(e.b)} << 16 |
            std::uint64_t{static_cast<std::uint8_t>(e.c)} << 8 | static_cast<std::uint64_t>(e.kind);
    hash *= 0x100000001b3ULL;
  }
  friend bool operator==(const edits_digest&, const edits_digest&) = default;
};

[[nodiscard]] inline edits_digest digest_of(const std::vector<framework::trace::record>& edits) {
  edits_digest d;
  for (const auto& r : edits) d.add(from_record(r));
  return d;
}

// What one run of the lecture's search on a case leaves to draw and compare
// by: its nodes by depth and the digest of all its edits, each only when the
// run went to its end within the cap.
struct lecture_profile {
  std::optional<std::vector<std::uint64_t>> per_depth;
  std::optional<edits_digest> whole;
};

// Listens to the lecture's search: follows the student's line while the two
// agree, keeping a few of the lecture's edits past the parting, and counts
// the search's nodes by depth as the grader's replay counts a student's
// (framework::depth_counter), its edits digested. Stops the search (throws
// `enough`) once it has told the parting and is not counting, or past `cap`
// nodes.
template <class R>
class lecture_listener final : public framework::probe::sink {
 public:
  struct enough {};

  lecture_listener(const std::vector<framework::trace::record>* line, bool count_depths, std::uint64_t cap)
      : line_(line), counting_(count_depths), cap_(cap) {}

  void edited(std::uint32_t state, edit kind, std::int32_t a, std::int32_t b, std::int32_t c) override {
    // The search's own state is the first one it edits; the rules' helpers
    // may edit scratch copies, which are no part of the line.
    if (!state_) state_ = state;
    if (state != *state_) return;
    const edit_event e = as_traced(kind, a, b, c);
    if (counting_) {
      counter_.edited(kind, per_depth_);
      digest_.add(e);
      if (counter_.nodes() > cap_) {
        capped_ = true;
        throw enough{};
      }
    }
    if (line_ == nullptr || following_done()) return;
    if (!parted_) {
      if (agreed_.agreed < line_->size() && from_record((*line_)[agreed_.agreed]) == e) {
        ++agreed_.agreed;
        return;
      }
      parted_ = true;
    }
    agreed_.lecture_next.push_back(e);
    if (!counting_ && following_done()) throw enough{};
  }
  void refused(std::uint32_t, edit, std::int32_t, std::int32_t, std::int32_t) override {}

  [[nodiscard]] const agreement& followed() const noexcept { return agreed_; }
  // Whether the search was stopped at the cap, and whether the parting was
  // told before it: a search stopped before then followed only so far.
  [[nodiscard]] bool capped() const noexcept { return capped_; }
  [[nodiscard]] bool told() const noexcept { return following_done(); }
  // The nodes by depth and the edits' digest; nothing when the search went past the cap.
  [[nodiscard]] lecture_profile take_profile() {
    if (!counting_ || capped_) return {};
    counter_.finish(per_depth_);
    return {std::move(per_depth_), digest_};
  }

 private:
  [[nodiscard]] bool following_done() const noexcept {
    return agreed_.lecture_next.size() >= detail::kLookahead;
  }

  const std::vector<framework::trace::record>* line_;
  bool counting_;
  std::uint64_t cap_;
  std::optional<std::uint32_t> state_;
  agreement agreed_;
  bool parted_ = false;
  bool capped_ = false;
  framework::depth_counter<R> counter_;
  std::vector<std::uint64_t> per_depth_;
  edits_digest digest_;
};

// One reading of the lecture's search run on `given`, heard by `listener`.
template <class R>
void hear(const typename R::state& given, const lecture_reading<R>& reading, lecture_listener<R>& listener) {
  try {
    typename R::state s = given;
    const framework::probe::scoped_sink listening(listener);
    reading.run(s);
  } catch (const typename lecture_listener<R>::enough&) {}
}

namespace detail {

// Hears edits and keeps them: the rules' own edits of a move.
class edit_list final : public framework::probe::sink {
 public:
  void edited(std::uint32_t, edit kind, std::int32_t a, std::int32_t b, std::int32_t c) override {
    edits.push_back(as_traced(kind, a, b, c));
  }
  void refused(std::uint32_t, edit, std::int32_t, std::int32_t, std::int32_t) override {}
  std::vector<edit_event> edits;
};

template <class R>
std::vector<edit_event> edits_of(const typename R::state& s, const typename R::move& m) {
  auto t = s;
  edit_list heard;
  const framework::probe::scoped_sink listening(heard);
  try {
    R::apply(t, m);
  } catch (const framework::rule_violation&) {
    return {};
  }
  return heard.edits;
}

// What a stretch of edits made on `at` is: a move applied, a move taken
// back, or neither (told by its first edit).
struct event {
  enum class kind { applied, undone, edit } what = kind::edit;
  std::string text;  // "the digit (0,2)=9", "set_digit(2,0)=1"
};

template <class R>
event event_of(const typename R::state& at, const std::vector<edit_event>& edits) {
  using state = typename R::state;
  const std::string word = framework::move_word<R>();
  for (const auto& m : R::legal_moves(at)) {
    const auto applied = edits_of<R>(at, m);
    if (!applied.empty() && applied.size() <= edits.size() &&
        std::equal(applied.begin(), applied.end(), edits.begin()))
      return {event::kind::applied, "the " + word + " " + R::describe(m)};
  }
  // Taken back: some stretch of the edits leads to a position from which
  // one legal move leads back to `at`.
  state back = at;
  for (std::size_t k = 0; k < edits.size(); ++k) {
    try {
      R::replay_edit(back, edits[k].kind, edits[k].a, edits[k].b, edits[k].c);
    } catch (const framework::rule_violation&) {
      break;
    }
    for (const auto& m : R::legal_moves(back)) {
      state forward = back;
      R::apply(forward, m);
      if (forward == at) return {event::kind::undone, "the " + word + " " + R::describe(m)};
    }
  }
  const auto& e = edits.front();
  return {event::kind::edit, R::describe_edit(e.kind, e.a, e.b, e.c)};
}

// "makes the digit (0,2)=9", "takes back the digit (0,2)=8"; what the
// lecture does after the student backs up is "goes on with" a move.
inline std::string verb(const event& e, bool goes_on) {
  switch (e.what) {
    case event::kind::applied:
      return (goes_on ? "goes on with " : "makes ") + e.text;
    case event::kind::undone:
      return "takes back " + e.text;
    case event::kind::edit:
      return "makes " + e.text;
  }
  return e.text;
}

}  // namespace detail

// The lecture's search of `given` in one reading, its nodes by depth
// (nothing past `cap` nodes).
template <class R>
[[nodiscard]] std::optional<std::vector<std::uint64_t>> lecture_depths(
    const typename R::state& given, const lecture_reading<R>& reading,
    std::uint64_t cap = std::numeric_limits<std::uint64_t>::max()) {
  lecture_listener<R> heard(nullptr, true, cap);
  hear<R>(given, reading, heard);
  return heard.take_profile().per_depth;
}

// Whether the line is the reading's search edit for edit, to its end.
[[nodiscard]] inline bool same_search(const framework::trace::search_line& line, const agreement& a) {
  return !line.elsewhere && line.complete && !line.edits.empty() && a.agreed == line.edits.size() &&
         a.lecture_next.empty();
}

// Where the line parted from one reading (`label`) that agreed with it for
// `a.agreed` edits, in words; empty when it did not, or the line cannot tell.
// `lecture_stops`: where the lecture's search ends, in words ("at its first solution").
template <class R>
std::string tell_agreement(const typename R::state& given, const framework::trace::search_line& line,
                           const std::string& label, const agreement& a, const std::string& lecture_stops) {
  using state = typename R::state;
  if (line.elsewhere || line.edits.empty()) return {};
  const std::size_t agreed = a.agreed;
  const auto& lecture_next = a.lecture_next;
  const bool student_ends = agreed == line.edits.size();
  if (student_ends && lecture_next.empty()) return {};  // the same edits: the count differs elsewhere
  if (student_ends && !line.complete) return {};        // the grader kept no more of the search

  // The position where they part, and the nodes made up to there.
  state at = given;
  std::uint64_t placements = 0;
  std::uint64_t removals = 0;
  {
    detail::edit_list quiet;  // the grader's own replay is counted nowhere
    const framework::probe::scoped_sink listening(quiet);
    for (std::size_t k = 0; k < agreed; ++k) {
      const auto e = from_record(line.edits[k]);
      R::replay_edit(at, e.kind, e.a, e.b, e.c);
      ++(e.kind == edit::place ? placements : removals);
    }
  }
  std::vector<edit_event> student_next;
  for (std::size_t k = agreed; k < line.edits.size() && student_next.size() < detail::kLookahead; ++k)
    student_next.push_back(from_record(line.edits[k]));

  detail::edit_list quiet;
  const framework::probe::scoped_sink listening(quiet);
  const std::uint64_t nodes = R::nodes(placements, removals);
  std::string text = nodes == 0
                         ? "Your search parts from the lecture's (" + label + ") at its very first step: "
                         : "Your search and the lecture's (" + label + ") agree for " +
                               (nodes == 1 ? std::string("the first node")
                                           : "their first " + feedback::thousands(nodes) + " nodes") +
                               "; then ";
  if (student_next.empty()) {
    text +=
        "yours stops, where the lecture's " + detail::verb(detail::event_of<R>(at, lecture_next), true) + ".";
  } else if (lecture_next.empty()) {
    text += "the lecture's stops (" + lecture_stops + "), where yours " +
            detail::verb(detail::event_of<R>(at, student_next), false) + ".";
  } else {
    const auto theirs = detail::event_of<R>(at, student_next);
    const auto lectures = detail::event_of<R>(at, lecture_next);
    if (theirs.what == lectures.what && theirs.text == lectures.text) {
      // The same move, made by other edits (a move of several edits, such
      // as a queen with its counter marks, in another order): told as moves,
      // the two would read the same, so the edits themselves are named.
      const auto& mine = student_next.front();
      const auto& lecture = lecture_next.front();
      text += std::string("both ") + (theirs.what == detail::event::kind::undone ? "take back " : "make ") +
              theirs.text + ", but by edits in another order: yours " + "begins with " +
              R::describe_edit(mine.kind, mine.a, mine.b, mine.c) + " where the lecture's " + "begins with " +
              R::describe_edit(lecture.kind, lecture.a, lecture.b, lecture.c) + ".";
    } else {
      text += "yours " + detail::verb(theirs, false) + " where the lecture's " +
              detail::verb(lectures, theirs.what == detail::event::kind::undone) + ".";
    }
  }
  return text;
}

// The reading that agrees longest with the line (the first on a tie).
[[nodiscard]] inline std::size_t longest_agreement(const std::vector<agreement>& agreements) {
  std::size_t best = 0;
  for (std::size_t i = 1; i < agreements.size(); ++i) {
    if (agreements[i].agreed > agreements[best].agreed) best = i;
  }
  return best;
}

// The student's line against each reading in turn; told against the reading
// that agrees longest. Empty when the line cannot be compared (the search
// edited copies, or kept nothing) or agrees with every edit kept.
template <class R>
std::string tell_parting(const typename R::state& given, const framework::trace::search_line& line,
                         const std::vector<lecture_reading<R>>& readings, const std::string& lecture_stops) {
  if (line.elsewhere || line.edits.empty() || readings.empty()) return {};
  std::vector<agreement> agreements;
  for (const auto& reading : readings) {
    lecture_listener<R> follow(&line.edits, false, std::numeric_limits<std::uint64_t>::max());
    hear<R>(given, reading, follow);
    agreements.push_back(follow.followed());
  }
  const auto best = longest_agreement(agreements);
  return tell_agreement<R>(given, line, readings[best].label, agreements[best], lecture_stops);
}

}  // namespace grader::comparison
