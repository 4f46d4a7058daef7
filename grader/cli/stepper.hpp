#pragma once
// `grader show --step`: pages through the steps of a shown case (the start,
// then one step per move) under the reader's keys. Problem-independent: the
// steps come from problem_driver::show_steps.
//
// Keys: n, Enter, Space or Right/Down arrow: next; p, Left/Up arrow: back;
// a number then Enter: that move (0 is the start); g: the start; G: the last
// move; q (or Ctrl-C, Ctrl-D, the end of the input): quit. On a terminal
// each key acts at once; from a pipe the input is one command per line
// ("n", "p", "7", "G", an empty line for next).

#include <cstddef>
#include <ostream>
#include <string>
#include <vector>

namespace grader::cli {

struct step_display {
  std::vector<std::string> steps;  // [0] the start, [k] after move k
  std::string footer;              // shown under the last step (verdict, nodes, warnings)
  bool clear_screen = false;       // redraw in place (stdout is a terminal)
};

// Shows steps[0], then follows the commands read from `in_fd` until q or the
// end of the input. A terminal on `in_fd` is put in single-key mode and
// restored before returning.
void step_through(const step_display& display, int in_fd, std::ostream& out);

}  // namespace grader::cli
