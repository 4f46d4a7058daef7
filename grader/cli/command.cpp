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

}  // namespace grader::cli
