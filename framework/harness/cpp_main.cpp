// The main of a C++ runner: the student's sources, the problem's hook table
// and this.

#include "framework/harness/runner.hpp"

const std::string_view framework::harness::kRunnerLanguage = "cpp";

int main() { framework::harness::serve_request(); }
