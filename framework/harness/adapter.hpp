#pragma once
// What a problem provides to the runner. Each problem has one adapter library
// (framework/<problem>/harness_adapter.cpp) defining these functions; a runner
// is the student's sources + one adapter + the generic runner main.

#include "framework/core/probe.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace framework::harness {

struct request {
  std::string problem;
  std::string hook;
  nlohmann::json input;
  std::optional<std::uint64_t> node_budget;
  std::size_t log_limit = 0;
};

// The request names a hook or an input the adapter does not know.
class bad_request : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Defined by the problem's adapter.
[[nodiscard]] std::string_view problem_name();
[[nodiscard]] nlohmann::json handle(const request& r);

// Called by an adapter right before it calls the student's hook: from here on,
// every state edit counts and the node budget applies.
void begin_search(probe::node_rule rule);

}  // namespace framework::harness
