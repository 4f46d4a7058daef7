#pragma once
// The standard searches are the lecture's own (framework/core/lecture_search.hpp),
// so a student's line can be followed beside the lecture's in every reading
// the case accepts, to tell where the two parted, and both drawn by depth.

#include "framework/core/lecture_search.hpp"
#include "framework/core/trace.hpp"
#include "grader/core/lecture_comparison.hpp"
#include "grader/core/lecture_profiles.hpp"
#include "grader/core/search_drawing.hpp"
#include "grader/core/test_case.hpp"

#include <algorithm>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace grader {

// The lecture's search of a hook's cases: `search(order, cut)` runs it in
// that reading on the state it is given; `stops` says where it ends, in words
// ("at its first solution").
template <class R>
struct lecture_runs {
  std::function<std::function<void(typename R::state&)>(framework::move_order, framework::cut_rule)> search;
  std::string stops;
  // Whether taking the moves back to front is a reading of the lecture (a
  // stack's pop() order); a search the deck gives in one order (its game
  // trees, Boggle's eight recursive calls) is drawn in that one.
  bool both_orders = true;
};

// A search the deck gives in one order, which no cut rule of a case changes
// (the game trees, Boggle's recursive calls): `search(state, order)` is run in
// the order the reading asks for, or ignores it.
template <class R, class Search>
[[nodiscard]] lecture_runs<R> one_order_search(Search search, std::string stops) {
  return lecture_runs<R>{[search](framework::move_order order, framework::cut_rule) {
                           return std::function<void(typename R::state&)>(
                               [search, order](typename R::state& s) { search(s, order); });
                         },
                         std::move(stops), false};
}

namespace detail {

struct labelled_reading {
  reading how;
  framework::move_order order;
  framework::cut_rule cut;
};

// The readings the case counts; with `every_order`, the deck's rule front to
// back as well, and back to front when `both_orders`, whichever the case counts.
[[nodiscard]] inline std::vector<labelled_reading> readings_of(const test_case& tc, bool every_order,
                                                               bool both_orders = true) {
  std::vector<labelled_reading> out;
  for (const reading how : all_readings) {
    if (!tc.nodes.count_of(how)) continue;
    const auto order = how == reading::front_to_back || how == reading::ties_front_to_back
                           ? framework::move_order::forward
                           : framework::move_order::reversed;
    const auto cut = how == reading::ties_front_to_back || how == reading::ties_back_to_front
                         ? framework::cut_rule::above_best
                         : framework::cut_rule::not_below_best;
    out.push_back({how, order, cut});
  }
  if (!every_order) return out;
  const auto has = [&](reading how) {
    return std::any_of(out.begin(), out.end(), [how](const labelled_reading& r) { return r.how == how; });
  };
  if (!has(reading::front_to_back))
    out.insert(out.begin(),
               {reading::front_to_back, framework::move_order::forward, framework::cut_rule::not_below_best});
  if (both_orders && !has(reading::back_to_front))
    out.insert(out.begin() + 1, {reading::back_to_front, framework::move_order::reversed,
                                 framework::cut_rule::not_below_best});
  return out;
}

template <class R>
[[nodiscard]] comparison::lecture_reading<R> lecture_reading_of(const labelled_reading& r,
                                                                const lecture_runs<R>& runs) {
  return {std::string(long_label(r.how, framework::optimising_rules<R>)), runs.search(r.order, r.cut)};
}

// The lecture's search of `given` in one reading, drawn (nothing past `cap`
// nodes) and followed along the student's line where it can be compared.
// The first team a case meets pays one run of the lecture that counts and
// follows at once; a later team's line that is the lecture's, edit for edit,
// is told by its digest without a run, and one that parts, by a run that
// stops a few edits past the parting.
template <class R>
[[nodiscard]] std::pair<comparison::lecture_profile, comparison::agreement> lecture_beside(
    const test_case& tc, reading how, const typename R::state& given,
    const comparison::lecture_reading<R>& lecture, const framework::trace::search_line& line,
    std::uint64_t cap) {
  const bool comparable = !line.elsewhere && !line.edits.empty();
  auto profile = lecture_profiles::find(tc, how, cap);
  comparison::agreement agreed;
  bool followed = false;
  if (!profile) {
    // A count the case knows to be past the cap is not searched for.
    const auto known = tc.nodes.count_of(how);
    if (known && *known > cap) {
      profile.emplace();
    } else {
      comparison::lecture_listener<R> heard(comparable ? &line.edits : nullptr, true, cap);
      comparison::hear<R>(given, lecture, heard);
      followed = comparable && (!heard.capped() || heard.told());
      agreed = heard.followed();
      profile = heard.take_profile();
    }
    lecture_profiles::keep(tc, how, cap, *profile);
  }
  if (comparable && !followed) {
    if (line.complete && profile->whole && comparison::digest_of(line.edits) == *profile->whole) {
      agreed = {line.edits.size(), {}};
    } else {
      // Following stops a few edits past the parting, or past the line's end.
      comparison::lecture_listener<R> follow(&line.edits, false, std::numeric_limits<std::uint64_t>::max());
      comparison::hear<R>(given, lecture, follow);
      agreed = follow.followed();
    }
  }
  return {std::move(*profile), std::move(agreed)};
}

}  // namespace detail

// Where the student's line parted from the lecture's: told against the
// reading whose search shares the longer prefix with it, among every reading
// the case counts and both orders of moves (a case may leave out a count equal
// to another's, and a pop()-order search told against front-to-back order
// would hear of a parting at its very first move).
template <class R>
[[nodiscard]] std::string tell_lecture_parting(const test_case& tc, const framework::trace::search_line& line,
                                               const lecture_runs<R>& runs) {
  try {
    const typename R::state given = R::state_from_json(tc.input.at("state"));
    std::vector<comparison::lecture_reading<R>> readings;
    for (const auto& r : detail::readings_of(tc, true, runs.both_orders))
      readings.push_back(detail::lecture_reading_of<R>(r, runs));
    return comparison::tell_parting<R>(given, line, readings, runs.stops);
  } catch (const std::exception&) {
    return {};  // a story is a help, never a verdict
  }
}

// The most nodes of the lecture's search the grader counts by depth for a
// drawing: a few seconds at most, once per case and reading.
inline constexpr std::uint64_t kDrawnLectureNodes = std::uint64_t{1} << 22;

// The student's search (its line, as replayed) beside the lecture's in each
// reading the case counts, or both orders when it counts none.
template <class R>
[[nodiscard]] std::optional<search_drawing> draw_lecture_search(const test_case& tc,
                                                                const framework::trace::search_line& line,
                                                                const lecture_runs<R>& runs) {
  try {
    const typename R::state given = R::state_from_json(tc.input.at("state"));
    search_drawing drawn;
    drawn.per_depth = line.per_depth;
    std::vector<comparison::lecture_reading<R>> readings;
    std::vector<comparison::agreement> agreements;
    for (const auto& r : detail::readings_of(tc, true, runs.both_orders)) {
      readings.push_back(detail::lecture_reading_of<R>(r, runs));
      auto [profile, agreed] =
          detail::lecture_beside<R>(tc, r.how, given, readings.back(), line, kDrawnLectureNodes);
      if (profile.per_depth) drawn.lecture.push_back({r.how, std::move(*profile.per_depth)});
      agreements.push_back(std::move(agreed));
    }
    if (readings.empty() || line.elsewhere || line.edits.empty()) return drawn;
    const auto best = comparison::longest_agreement(agreements);
    if (comparison::same_search(line, agreements[best])) {
      drawn.same_as = readings[best].label;
    } else {
      drawn.parting =
          comparison::tell_agreement<R>(given, line, readings[best].label, agreements[best], runs.stops);
    }
    return drawn;
  } catch (const std::exception&) {
    return std::nullopt;  // a drawing is a help, never a verdict
  }
}

}  // namespace grader
