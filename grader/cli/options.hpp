#pragma once
// The command line, declared without CLI11. CLI11 2.1 is header-only: every
// file that includes it spends seconds parsing it and generating its code
// again, and there is one file per subcommand. So a subcommand's file declares
// its options here (what they are called, where the value goes, what they
// accept), and one file, command_set.cpp, hands them to CLI11 and parses.

#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

namespace grader::cli {

// Where an option's value goes (the types the subcommands take).
using option_destination =
    std::variant<std::string*, std::vector<std::string>*, int*, unsigned*, unsigned long*>;
static_assert(std::is_same_v<std::size_t, unsigned long> && std::is_same_v<std::uint64_t, unsigned long>,
              "counts are unsigned long on the platforms the kit supports");

class option_spec {
 public:
  option_spec(std::string names, option_destination into, std::string help)
      : names_(std::move(names)), into_(into), help_(std::move(help)) {}

  option_spec& required() {
    required_ = true;
    return *this;
  }
  // The help shows the value it has before parsing.
  option_spec& show_default() {
    show_default_ = true;
    return *this;
  }
  option_spec& one_of(std::vector<std::string> choices) {
    choices_ = std::move(choices);
    return *this;
  }
  option_spec& within(double low, double high) {
    range_ = {low, high};
    return *this;
  }
  // A repeatable option takes one value per use: `--case a/b peg_solitaire`
  // leaves the problem to the positional arguments.
  option_spec& one_value_per_use() {
    one_value_per_use_ = true;
    return *this;
  }

  [[nodiscard]] const std::string& names() const { return names_; }
  [[nodiscard]] const option_destination& destination() const { return into_; }
  [[nodiscard]] const std::string& help() const { return help_; }
  [[nodiscard]] bool is_required() const { return required_; }
  [[nodiscard]] bool shows_default() const { return show_default_; }
  [[nodiscard]] const std::vector<std::string>& choices() const { return choices_; }
  [[nodiscard]] const std::optional<std::pair<double, double>>& range() const { return range_; }
  [[nodiscard]] bool takes_one_value_per_use() const { return one_value_per_use_; }

 private:
  std::string names_;  // "--out,-o", or a positional's name
  option_destination into_;
  std::string help_;
  bool required_ = false;
  bool show_default_ = false;
  bool one_value_per_use_ = false;
  std::vector<std::string> choices_;
  std::optional<std::pair<double, double>> range_;
};

struct flag_spec {
  std::string names;
  bool* into;
  std::string help;
};

// A subcommand (or the program itself): its options and flags, in the order
// the help lists them.
class command_spec {
 public:
  command_spec(std::string name, std::string description)
      : name_(std::move(name)), description_(std::move(description)) {}

  template <typename T>
  requires std::is_constructible_v<option_destination, T*> option_spec& option(std::string names, T& into,
                                                                               std::string help) {
    return options_.emplace_back(std::move(names), option_destination(&into), std::move(help));
  }
  void flag(std::string names, bool& into, std::string help) {
    flags_.push_back({std::move(names), &into, std::move(help)});
  }
  void footer(std::string text) { footer_ = std::move(text); }
  // Arguments no option takes are kept for the action (unknown_arguments())
  // instead of refused: `grader generate`'s problem-specific fields.
  void keep_unknown_arguments() { keep_unknown_ = true; }

  [[nodiscard]] const std::string& name() const { return name_; }
  [[nodiscard]] const std::string& description() const { return description_; }
  [[nodiscard]] const std::deque<option_spec>& options() const { return options_; }
  [[nodiscard]] const std::vector<flag_spec>& flags() const { return flags_; }
  [[nodiscard]] const std::string& footer_text() const { return footer_; }
  [[nodiscard]] bool keeps_unknown_arguments() const { return keep_unknown_; }
  // After parsing, with keep_unknown_arguments(): what was left, in order.
  [[nodiscard]] const std::vector<std::string>& unknown_arguments() const { return unknown_; }
  void set_unknown_arguments(std::vector<std::string> args) { unknown_ = std::move(args); }

 private:
  std::string name_;
  std::string description_;
  std::deque<option_spec> options_;  // a deque: the references option() returns stay valid
  std::vector<flag_spec> flags_;
  std::string footer_;
  bool keep_unknown_ = false;
  std::vector<std::string> unknown_;
};

// The program: its own options (which may also follow the subcommand), a
// --version flag, and exactly one subcommand.
class command_set {
 public:
  command_set(std::string program, std::string description, std::string version)
      : program_(program, std::move(description)), version_(std::move(version)) {}

  command_spec& program() { return program_; }
  command_spec& add(std::string name, std::string description) {
    return commands_.emplace_back(std::move(name), std::move(description));
  }
  [[nodiscard]] const std::deque<command_spec>& commands() const { return commands_; }

  struct outcome {
    std::string command;          // the subcommand chosen
    std::optional<int> exit_now;  // help, the version or a usage error was printed: exit with this
  };
  // Parses argv into the destinations; prints help, the version or the usage
  // error itself.
  [[nodiscard]] outcome parse(int argc, char** argv);

 private:
  command_spec program_;
  std::string version_;
  std::deque<command_spec> commands_;  // a deque: the references add() returns stay valid
};

}  // namespace grader::cli
