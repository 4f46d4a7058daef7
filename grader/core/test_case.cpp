#include "grader/core/test_case.hpp"

#include <algorithm>

namespace grader {

std::string_view to_string(visibility v) noexcept { return v == visibility::hidden ? "hidden" : "public"; }

std::string_view to_string(node_mode m) noexcept {
  switch (m) {
    case node_mode::exact:
      return "exact";
    case node_mode::budget:
      return "budget";
    case node_mode::record:
      return "record";
  }
  return "record";
}

const std::optional<std::uint64_t>& node_expectation::count_of(reading how) const noexcept {
  switch (how) {
    case reading::front_to_back:
      return reference;
    case reading::back_to_front:
      return reversed;
    case reading::ties_front_to_back:
      return ties;
    case reading::ties_back_to_front:
      return ties_reversed;
  }
  return reference;
}

std::vector<accepted_count> node_expectation::accepted() const {
  std::vector<accepted_count> out;
  for (const reading how : all_readings) {
    const auto& n = count_of(how);
    if (!n) continue;
    const bool named =
        std::any_of(out.begin(), out.end(), [&](const accepted_count& c) { return c.nodes == *n; });
    if (!named) out.push_back({how, *n});
  }
  return out;
}

std::optional<reading> node_expectation::reading_of(std::uint64_t nodes) const {
  for (const auto& c : accepted())
    if (c.nodes == nodes) return c.how;
  return std::nullopt;
}

std::optional<std::uint64_t> node_expectation::largest() const {
  std::optional<std::uint64_t> most;
  for (const auto& c : accepted()) most = std::max(most.value_or(0), c.nodes);
  return most;
}

std::string_view to_string(reading r) noexcept {
  switch (r) {
    case reading::front_to_back:
      return "front_to_back";
    case reading::back_to_front:
      return "back_to_front";
    case reading::ties_front_to_back:
      return "ties_front_to_back";
    case reading::ties_back_to_front:
      return "ties_back_to_front";
  }
  return "front_to_back";
}

std::optional<reading> reading_from_string(std::string_view name) noexcept {
  for (const reading r : all_readings)
    if (to_string(r) == name) return r;
  return std::nullopt;
}

std::string_view field_of(reading r) noexcept {
  switch (r) {
    case reading::front_to_back:
      return "reference";
    case reading::back_to_front:
      return "reversed";
    case reading::ties_front_to_back:
      return "ties";
    case reading::ties_back_to_front:
      return "ties_reversed";
  }
  return "reference";
}

std::string_view short_label(reading r) noexcept {
  switch (r) {
    case reading::front_to_back:
      return "the lecture's order";
    case reading::back_to_front:
      return "the lecture's pop() order";
    case reading::ties_front_to_back:
      return "the deck's cut, ties searched";
    case reading::ties_back_to_front:
      return "the deck's cut, pop() order";
  }
  return "";
}

std::string_view long_label(reading r, bool branch_and_bound) noexcept {
  switch (r) {
    case reading::front_to_back:
      return branch_and_bound
                 ? "moves tried front to back, a branch cut once its bound is not below the best found"
                 : "moves tried front to back";
    case reading::back_to_front:
      return branch_and_bound
                 ? "back to front, as the lecture's pop() takes them, a branch cut once its bound is "
                   "not below the best found"
                 : "back to front, as the lecture's pop() takes them";
    case reading::ties_front_to_back:
      return "front to back, a branch cut only once its bound exceeds the best found, as the deck says: ties "
             "with the best searched";
    case reading::ties_back_to_front:
      return "back to front, a branch cut only once its bound exceeds the best found: ties searched";
  }
  return "";
}

}  // namespace grader
