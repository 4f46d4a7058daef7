// The main of a Python runner: the problem's Python hooks, the embedded
// interpreter and this, with the team's sources appended to the executable
// (python_payload.hpp). `--check` compiles the sources without running them:
// the grader's compile step for a Python submission.

#include "framework/harness/python_host.hpp"
#include "framework/harness/runner.hpp"

#include <string_view>

const std::string_view framework::harness::kRunnerLanguage = "python";

int main(int argc, char** argv) {
  if (argc > 1 && std::string_view(argv[1]) == "--check") return framework::harness::python::check_sources();
  framework::harness::serve_request();
}
