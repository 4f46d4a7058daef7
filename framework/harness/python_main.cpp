// The main of a Python runner: the problem's Python hooks, the embedded
// interpreter and this, with the team's sources appended to the executable
// (python_payload.hpp). `--check` compiles the sources without running them:
// the grader's compile step for a Python submission. In a warm box the
// runner is started once as the box's zygote (framework/harness/zygote.hpp):
// the interpreter and the kit's module start there, and every case is a
// fork of it that imports the team's module itself.

#include "framework/harness/python_host.hpp"
#include "framework/harness/runner.hpp"
#include "framework/harness/zygote.hpp"

#include <Python.h>

#include <string_view>

const std::string_view framework::harness::kRunnerLanguage = "python";

int main(int argc, char** argv) {
  if (argc > 1 && std::string_view(argv[1]) == "--check") return framework::harness::python::check_sources();
  (void)framework::harness::serve_as_zygote(argc, argv,
                                            {&framework::harness::python::warm_up, &PyOS_BeforeFork,
                                             &PyOS_AfterFork_Parent, &PyOS_AfterFork_Child});
  framework::harness::serve_request();
}
