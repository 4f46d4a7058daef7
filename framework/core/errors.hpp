#pragma once
// Exceptions shared by every problem. They separate three kinds of failure that
// the grader must never confuse: a hook the student has not written yet, a
// student's hook breaking the rules of the game, and bad input from a case file.

#include <stdexcept>
#include <string>

namespace framework {

// Thrown by every skeleton hook until the student replaces its body; the runner
// turns it into the verdict "not_implemented" rather than a crash.
class not_implemented : public std::logic_error {
 public:
  explicit not_implemented(const std::string& hook)
      : std::logic_error(hook + " is not implemented yet"), hook_(hook) {}
  [[nodiscard]] const std::string& hook() const noexcept { return hook_; }

 private:
  std::string hook_;
};

// A state mutator refused an edit that no legal move can make (removing a peg
// from an empty hole, placing a queen off the board...). The framework owns the
// state, so a student's hook cannot silently corrupt it.
class rule_violation : public std::logic_error {
 public:
  using std::logic_error::logic_error;
};

// Where a piece of input came from: file, 1-based line and column, and the field.
struct source_location {
  std::string file;
  int line = 0;
  int column = 0;
  std::string field;

  [[nodiscard]] std::string to_string() const;
};

// Malformed input (a case file, a board, a command-line value). Carries its
// location so the message names the file, the line and the field.
class input_error : public std::runtime_error {
 public:
  input_error(source_location where, const std::string& what);
  [[nodiscard]] const source_location& where() const noexcept { return where_; }
  [[nodiscard]] const std::string& reason() const noexcept { return reason_; }

 private:
  source_location where_;
  std::string reason_;
};

}  // namespace framework
