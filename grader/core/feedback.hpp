#pragma once
// Building feedback text: what every driver writes to students, in one style.
// Lists are cut after a few items ("and 3 more"), untrusted output is quoted
// short, and pictures of positions stand side by side.

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace grader::feedback {

// How many items of one kind a message lists before "and N more": a student
// needs the first few, and reports stay small.
inline constexpr std::size_t list_limit = 4;
// Untrusted output quoted in a message is cut to this many characters.
inline constexpr std::size_t quote_limit = 120;

// Compact JSON of untrusted output, cut to quote_limit.
[[nodiscard]] std::string quote(const nlohmann::json& j);
// Cut to quote_limit with "...".
[[nodiscard]] std::string shorten(const std::string& text);
// "4,587,520": node counts and sizes read at a glance.
[[nodiscard]] std::string thousands(std::uint64_t n);
// "1 move", "3 moves"
[[nodiscard]] std::string plural(std::size_t n, const std::string& word);
// "a, b, c and 3 more"
[[nodiscard]] std::string list_some(const std::vector<std::string>& items, std::size_t limit = list_limit);
// One line per item, the first `limit`, then "... and N more <what>".
[[nodiscard]] std::string lines_some(const std::vector<std::string>& items, const std::string& what,
                                     std::size_t limit = list_limit);
// Pictures side by side under their titles: three small boards fit a
// terminal and a report far better than stacked.
[[nodiscard]] std::string side_by_side(const std::vector<std::pair<std::string, std::string>>& pictures);

}  // namespace grader::feedback
