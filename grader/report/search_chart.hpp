#pragma once
// A case's search drawn beside the lecture's (report's "search_drawing"):
// the nodes by depth of the student's search and of the lecture's in each
// reading, as compact data the page embeds once (page_boards::add_chart),
// drawn as an SVG line chart by the page's script when the case is opened.

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace grader::report {

// The chart's data: {"s": the student's nodes by depth, "l": [[label, nodes by
// depth], ...]}; nothing when neither search made a node.
[[nodiscard]] std::optional<nlohmann::json> search_chart_data(const nlohmann::json& drawing);

// What the drawing says in words: the reading the search is, edit for edit,
// or where it left the lecture's; empty when it says neither.
[[nodiscard]] std::string search_chart_words(const nlohmann::json& drawing);

// The script that draws them: btChart(k) is chart k of the page's data as HTML.
[[nodiscard]] std::string_view search_chart_script();

}  // namespace grader::report
