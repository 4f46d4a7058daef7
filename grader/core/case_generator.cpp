#include "grader/core/case_generator.hpp"

#include <charconv>
#include <cmath>

namespace grader {

std::int64_t integer_parameter(const std::map<std::string, std::string>& values, const std::string& name,
                               std::int64_t min, std::int64_t max) {
  const auto found = values.find(name);
  if (found == values.end()) throw bad_parameter(name, "is missing");
  const std::string& text = found->second;
  std::int64_t value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc{} || end != text.data() + text.size() || text.empty())
    throw bad_parameter(name, "'" + text + "' is not a whole number");
  if (value < min || value > max)
    throw bad_parameter(name, std::to_string(value) + " is out of range (" + std::to_string(min) + " to " +
                                  std::to_string(max) + ")");
  return value;
}

std::string node_mode_parameter(const std::map<std::string, std::string>& values) {
  const auto found = values.find("nodes");
  if (found == values.end()) throw bad_parameter("nodes", "is missing");
  const std::string& mode = found->second;
  if (mode != "record" && mode != "exact" && mode != "budget")
    throw bad_parameter("nodes", "'" + mode + "' is not record, exact or budget");
  return mode;
}

YAML::Node nodes_field(const std::string& mode, std::uint64_t forward, std::uint64_t backward,
                       std::uint64_t budget) {
  YAML::Node nodes;
  nodes["mode"] = mode;
  if (mode == "budget") nodes["budget"] = budget;
  nodes["reference"] = forward;
  if (mode == "exact") nodes["reversed"] = backward;
  nodes.SetStyle(YAML::EmitterStyle::Flow);
  return nodes;
}

void add_limits_field(generated_case& c, double needed) {
  if (needed * 3 <= 2.0) return;
  YAML::Node limits;
  const double cpu = std::ceil(needed * 3);
  limits["cpu_seconds"] = cpu;
  limits["wall_seconds"] = cpu * 2 + 5;
  limits.SetStyle(YAML::EmitterStyle::Flow);
  c.fields["limits"] = limits;
}

}  // namespace grader
