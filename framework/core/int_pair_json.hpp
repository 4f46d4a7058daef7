#pragma once
// Two integers as a JSON array, [a, b]: how a (row, col) square, a peg
// board's (x, y) and an assignment's (contractor, job) travel between the
// runner and the grader. One decoder, so every problem refuses a malformed
// pair with the same kind of message.

#include "framework/core/row_col.hpp"

#include <nlohmann/json_fwd.hpp>

#include <array>
#include <cstdint>
#include <string_view>

namespace framework {

// [a, b] of two integers, else std::invalid_argument "<what> must be <shape>,
// not <j>" ("a pixel must be [row, col], not [1]").
[[nodiscard]] std::array<std::int32_t, 2> int_pair_from_json(const nlohmann::json& j, std::string_view what,
                                                             std::string_view shape);
// [row, col], as int_pair_from_json.
[[nodiscard]] row_col row_col_from_json(const nlohmann::json& j, std::string_view what);
[[nodiscard]] nlohmann::json row_col_json(const row_col& s);

}  // namespace framework
