#pragma once
// Fresh cases for every term: a problem that can make new positions of its own
// (sudoku puzzles, Boggle trays, images, cost matrices, graphs) gives its
// driver a case_generator, and `grader generate <problem>` writes a suite file
// of them that `grader validate` accepts unchanged. The command owns what
// every problem shares (the seeds, the file, the suite's header, checking the
// result with the reference); a generator owns one case: its parameters, its
// position, its expectation and its difficulty.

#include <yaml-cpp/yaml.h>

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace grader {

// One option of a generator, given on the command line as --<name> VALUE.
struct generator_parameter {
  std::string name;           // "givens"
  std::string help;           // "how many digits the puzzle gives"
  std::string default_value;  // "28"
};

// One case, in the suite file's own format.
struct generated_case {
  std::string name;         // unique within the file, e.g. "9x9-24-givens-seed-7"
  std::string description;  // what it is and how hard, in words
  YAML::Node fields;        // a map: hook, the position's fields, expect, nodes, limits
};

// A parameter value that cannot be used, with the parameter's name.
class bad_parameter : public std::invalid_argument {
 public:
  bad_parameter(const std::string& name, const std::string& why)
      : std::invalid_argument("--" + name + ": " + why), name_(name) {}
  [[nodiscard]] const std::string& name() const noexcept { return name_; }

 private:
  std::string name_;
};

class case_generator {
 public:
  virtual ~case_generator() = default;

  // One line for `grader generate <problem> --help`.
  [[nodiscard]] virtual std::string summary() const = 0;
  [[nodiscard]] virtual std::vector<generator_parameter> parameters() const = 0;
  // Checks every value once, before any case is made (throws bad_parameter),
  // so a bad option fails at once rather than after minutes of generation.
  virtual void check(const std::map<std::string, std::string>& values) const = 0;
  // The case for `seed`, the same on every machine for the same values and
  // seed. `values` holds every declared parameter. Throws bad_parameter when
  // the values cannot make a case (e.g. fewer givens than any unique puzzle has).
  [[nodiscard]] virtual generated_case generate(const std::map<std::string, std::string>& values,
                                                std::uint64_t seed) const = 0;
};

// One name of a generator's choice among hooks: the generator spells each
// hook name once, in its table, and then switches on what the name chose, so
// no hook name is compared to a literal anywhere else.
template <class Choice>
struct named_choice {
  std::string_view name;
  Choice choice;
};

// The choice `name` names in `table`, or nullopt.
template <class Choice, std::size_t N>
[[nodiscard]] constexpr std::optional<Choice> choice_named(const named_choice<Choice> (&table)[N],
                                                           std::string_view name) {
  for (const auto& entry : table) {
    if (entry.name == name) return entry.choice;
  }
  return std::nullopt;
}

// Reads an integer parameter within [min, max], or throws bad_parameter.
[[nodiscard]] std::int64_t integer_parameter(const std::map<std::string, std::string>& values,
                                             const std::string& name, std::int64_t min, std::int64_t max);

// The --nodes parameter of a generator whose cases are searches: record
// (shown, never judged), exact or budget; throws bad_parameter otherwise.
[[nodiscard]] std::string node_mode_parameter(const std::map<std::string, std::string>& values);

// A search case's `nodes:` in flow style: the lecture's counts in both
// orders (`reversed` only for exact) and, for a budget, `budget`.
[[nodiscard]] YAML::Node nodes_field(const std::string& mode, std::uint64_t forward, std::uint64_t backward,
                                     std::uint64_t budget);

// The case's `limits:` when a search needs `needed` seconds of CPU at the
// rate validate assumes of an honest one: three times that, rounded up, and
// twice as much wall time and 5 s more. None when that fits the default 2 s.
void add_limits_field(generated_case& c, double needed);

}  // namespace grader
