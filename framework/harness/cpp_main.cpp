// The main of a C++ runner: the student's sources, the problem's hook table
// and this.

#include "framework/harness/runner.hpp"

int main() { framework::harness::serve_request(); }
