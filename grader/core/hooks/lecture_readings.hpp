#pragma once
// The standard searches are the lecture's own (framework/core/lecture_search.hpp),
// so a student's line can be followed beside the lecture's in every reading
// the case accepts, to tell where the two parted.

#include "framework/core/lecture_search.hpp"
#include "framework/core/trace.hpp"
#include "grader/core/lecture_comparison.hpp"
#include "grader/core/test_case.hpp"

#include <functional>
#include <string>
#include <vector>

namespace grader {

// `search(order, cut)`: the lecture's search of this case in that reading.
template <class R>
[[nodiscard]] std::string tell_lecture_parting(
    const test_case& tc, const framework::trace::search_line& line,
    const std::function<std::function<void(typename R::state&)>(framework::move_order, framework::cut_rule)>&
        search,
    const std::string& stops) {
  try {
    const typename R::state given = R::state_from_json(tc.input.at("state"));
    std::vector<comparison::lecture_reading<R>> readings;
    const bool cuts = framework::optimising_rules<R>;
    for (const reading how : all_readings) {
      if (!tc.nodes.count_of(how)) continue;
      const auto order = how == reading::front_to_back || how == reading::ties_front_to_back
                             ? framework::move_order::forward
                             : framework::move_order::reversed;
      const auto cut = how == reading::ties_front_to_back || how == reading::ties_back_to_front
                           ? framework::cut_rule::above_best
                           : framework::cut_rule::not_below_best;
      readings.push_back({std::string(long_label(how, cuts)), search(order, cut)});
    }
    return comparison::tell_parting<R>(given, line, readings, stops);
  } catch (const std::exception&) {
    return {};  // a story is a help, never a verdict
  }
}

}  // namespace grader
