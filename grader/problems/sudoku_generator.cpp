// `grader generate sudoku`: fresh puzzles with a unique solution, each with its
// difficulty measured as the nodes of the blog's search (the model answer, in
// both digit orders the lecture allows). A puzzle outside the asked range of
// difficulty is drawn again, so every case is fair for a faithful port of the
// blog within its limits. The puzzles come from the fast reference's
// generator (reference/sudoku/generator.hpp), deterministic for a seed.

#include "framework/core/lecture_search.hpp"
#include "framework/sudoku/rules.hpp"
#include "framework/sudoku/yaml_io.hpp"
#include "grader/core/case_generator.hpp"
#include "grader/core/feedback.hpp"
#include "reference/sudoku/fast_solver.hpp"
#include "reference/sudoku/generator.hpp"

#include <algorithm>
#include <cmath>

namespace grader::problems {

namespace {

namespace sd = sudoku;
using feedback::thousands;

// How many puzzles may be drawn for one case before the range of difficulty
// is declared out of reach.
constexpr int max_draws = 200;

// A node rate every honest port of the blog reaches on 9x9 (as validate's
// check_limits assumes); a digit on a bigger grid costs more (a longer
// find_empty scan, longer units to check), about in proportion to its cells.
constexpr double slow_nodes_per_second = 1e6;

double slow_rate(int n) { return slow_nodes_per_second * std::min(1.0, 81.0 / (n * n)); }

class sudoku_generator final : public case_generator {
 public:
  [[nodiscard]] std::string summary() const override {
    return "puzzles with a unique solution, each with the blog's search's node count as its difficulty";
  }

  [[nodiscard]] std::vector<generator_parameter> parameters() const override {
    return {
        {"size", "4, 6, 9 or 16 (boxes 2x2, 2x3, 3x3, 4x4)", "9"},
        {"givens", "digits the puzzle gives; auto: 7, 14, 30 or 140 by size (fewer: harder)", "auto"},
        {"min-nodes", "draw again when the blog's search needs fewer nodes", "0"},
        {"max-nodes", "draw again when it needs more, in either digit order", "1000000"},
        {"nodes",
         "how cases judge nodes: record (shown, never judged), exact, or budget (twice the slower order)",
         "record"},
    };
  }

  void check(const std::map<std::string, std::string>& values) const override {
    const int n = size_of(values);
    (void)givens_of(values, n);
    const auto min_nodes = integer_parameter(values, "min-nodes", 0, INT64_MAX);
    const auto max_nodes = integer_parameter(values, "max-nodes", 1, 1'000'000'000);
    if (min_nodes > max_nodes) throw bad_parameter("min-nodes", "is above --max-nodes");
    (void)node_mode_parameter(values);
  }

  [[nodiscard]] generated_case generate(const std::map<std::string, std::string>& values,
                                        std::uint64_t seed) const override {
    const int n = size_of(values);
    const int givens = givens_of(values, n);
    const auto [box_rows, box_cols] = *sd::default_boxes(n);
    const auto min_nodes = static_cast<std::uint64_t>(integer_parameter(values, "min-nodes", 0, INT64_MAX));
    const auto max_nodes =
        static_cast<std::uint64_t>(integer_parameter(values, "max-nodes", 1, 1'000'000'000));
    const std::string mode = node_mode_parameter(values);

    for (int draw = 0; draw < max_draws; ++draw) {
      sd::fast::puzzle p;
      try {
        // Draw k of case `seed`: a stream of its own, the same on every machine.
        p = sd::fast::generate(
            {box_rows, box_cols, givens, seed * std::uint64_t{1'000'003} + static_cast<std::uint64_t>(draw)});
      } catch (const std::invalid_argument& e) {
        throw bad_parameter("givens", e.what());
      } catch (const std::runtime_error& e) {
        // Every attempt stuck above the target: rare near the floor, worth saying so.
        throw bad_parameter("givens", std::string(e.what()) + "; give a few more givens");
      }
      std::vector<int> digits(p.cells.begin(), p.cells.end());
      const sd::grid start(box_rows, box_cols, digits);
      const auto forward =
          framework::lecture_search<sd::rules>(start, framework::move_order::forward, max_nodes);
      if (!forward.finished || forward.nodes < min_nodes) continue;
      const auto backward =
          framework::lecture_search<sd::rules>(start, framework::move_order::reversed, max_nodes);
      if (!backward.finished) continue;
      return make_case(p, n, givens, seed, mode, forward.nodes, backward.nodes);
    }
    throw bad_parameter("max-nodes", "no " + std::to_string(n) + "x" + std::to_string(n) + " puzzle with " +
                                         std::to_string(givens) + " givens in " + std::to_string(max_draws) +
                                         " draws needs between " + thousands(min_nodes) + " and " +
                                         thousands(max_nodes) +
                                         " nodes: widen the range, or give more --givens for easier puzzles");
  }

 private:
  static int size_of(const std::map<std::string, std::string>& values) {
    const auto n = integer_parameter(values, "size", 4, 16);
    if (n != 4 && n != 6 && n != 9 && n != 16) throw bad_parameter("size", "must be 4, 6, 9 or 16");
    return static_cast<int>(n);
  }

  static int givens_of(const std::map<std::string, std::string>& values, int n) {
    // About 40 % of the cells, but 55 % on 16x16, where the blog's search on
    // fewer givens rarely finishes within a million digits.
    if (values.at("givens") == "auto") return n == 4 ? 7 : n == 6 ? 14 : n == 9 ? 30 : 140;
    return static_cast<int>(integer_parameter(values, "givens", 0, n * n));
  }

  static generated_case make_case(const sd::fast::puzzle& p, int n, int givens, std::uint64_t seed,
                                  const std::string& mode, std::uint64_t forward, std::uint64_t backward) {
    generated_case c;
    const std::string size = std::to_string(n) + "x" + std::to_string(n);
    c.name = size + "-" + std::to_string(givens) + "-givens-seed-" + std::to_string(seed);
    c.description = "A " + size + " puzzle with " + std::to_string(givens) +
                    " givens and a unique solution (seed " + std::to_string(seed) +
                    "): the blog's search sets " + thousands(forward) + " digits trying them from 1 up, " +
                    thousands(backward) + " from the top down.";
    c.fields["hook"] = sd::hook_name::solve;
    c.fields["puzzle"] = sd::fast::format_line(p);
    YAML::Node expect;
    expect["solvable"] = true;
    expect.SetStyle(YAML::EmitterStyle::Flow);
    c.fields["expect"] = expect;
    c.fields["nodes"] = nodes_field(mode, forward, backward, 2 * std::max(forward, backward));
    // Three times what the slower order needs at the slow rate, when that is
    // more than the default 2 s.
    const double needed = static_cast<double>(std::max(forward, backward)) / slow_rate(n);
    add_limits_field(c, needed);
    return c;
  }
};

}  // namespace

const case_generator& sudoku_case_generator() {
  static const sudoku_generator instance;
  return instance;
}

}  // namespace grader::problems
