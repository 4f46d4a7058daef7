#include "grader/cli/command.hpp"

#include "grader/core/problem_driver.hpp"

#include <algorithm>
#include <cctype>
#include <string_view>

namespace grader::cli {

std::string shell_quote(const std::string& word) {
  const bool plain = !word.empty() && std::all_of(word.begin(), word.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0 ||
           std::string_view("_-./=:@%+,").find(c) != std::string_view::npos;
  });
  if (plain) return word;
  std::string quoted = "'";
  for (const char c : word) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

void require_reference(const std::string& command) {
  if (reference_built()) return;
  throw exit_error(bad_input,
                   command +
                       " needs the reference (the model answers and fast solvers), which the student "
                       "handout does not include: run it in the instructor's kit");
}

std::string_view to_string(output_format f) noexcept {
  switch (f) {
    case output_format::human:
      return "human";
    case output_format::json:
      return "json";
    case output_format::junit:
      return "junit";
    case output_format::gradescope:
      return "gradescope";
  }
  return "human";
}

exit_error unsupported_format(const std::string& command, output_format f) {
  return exit_error(bad_input, "--format " + std::string(to_string(f)) + " is not an output of `grader " +
                                   command + "` (it prints human" +
                                   (command == "export" ? std::string() : std::string(" or json")) + ")");
}

}  // namespace grader::cli
