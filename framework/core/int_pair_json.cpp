#include "framework/core/int_pair_json.hpp"

#include <nlohmann/json.hpp>

#include <stdexcept>
#include <string>

namespace framework {

std::array<std::int32_t, 2> int_pair_from_json(const nlohmann::json& j, std::string_view what,
                                               std::string_view shape) {
  if (!j.is_array() || j.size() != 2 || !j[0].is_number_integer() || !j[1].is_number_integer())
    throw std::invalid_argument(std::string(what) + " must be " + std::string(shape) + ", not " + j.dump());
  return {j[0].get<std::int32_t>(), j[1].get<std::int32_t>()};
}

row_col row_col_from_json(const nlohmann::json& j, std::string_view what) {
  const auto [row, col] = int_pair_from_json(j, what, "[row, col]");
  return {row, col};
}

nlohmann::json row_col_json(const row_col& s) { return nlohmann::json::array({s.row, s.col}); }

}  // namespace framework
