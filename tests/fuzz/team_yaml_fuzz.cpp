// team.yaml, which every team writes: any bytes are a team or an input_error
// naming the field (grader/pipeline/submission.hpp).
#include "framework/core/errors.hpp"
#include "grader/pipeline/submission.hpp"

#include <cstddef>
#include <cstdint>
#include <string>

// Nothing to prepare (replay_main.cpp calls it for every target).
extern "C" int LLVMFuzzerInitialize(int*, char***) { return 0; }

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    const auto team = grader::pipeline::parse_team(text, "team.yaml", "team-fuzz");
    if (team.name.empty() || team.members.empty()) __builtin_trap();  // parse_team promises both
    for (const auto& m : team.members) {
      if (m.name.empty()) __builtin_trap();  // and every member's name
    }
  } catch (const framework::input_error&) {}
  return 0;
}
