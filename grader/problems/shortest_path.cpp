// The shortest-path driver: graphs in YAML (edge lists, random graphs and
// drawn mazes) and the four shared hooks judged by the generic rules_driver.
// Dijkstra (the instructor's fast reference) decides every solve case in the
// instructor's kit (shortest_path_reference.cpp): the shortest length, or that
// the target cannot be reached. The case fields are documented in the kit's
// case-format guide.

#include "framework/shortest_path/hooks.hpp"
#include "framework/shortest_path/rules.hpp"
#include "framework/shortest_path/yaml_io.hpp"
#include "grader/core/rules_driver.hpp"
#include "grader/problems/shortest_path_picture.hpp"
#include "grader/problems/shortest_path_reference.hpp"

namespace grader::problems {

// `grader generate shortest_path` (shortest_path_generator.cpp).

namespace {

namespace fs = std::filesystem;
namespace sp = shortest_path;
using framework::yaml_cursor;
using sp::rules;

class driver final : public rules_driver<rules> {
 public:
  explicit driver(const shortest_path_rules_reference* instructor)
      : rules_driver(instructor), instructor_(instructor) {
    add_moves_and_edits();
    add_solve(sp::hook_name::solve,
              "a shortest path: the vertices after the start, to the target (replayed and measured by the "
              "rules), or none");
  }

 protected:
  [[nodiscard]] std::optional<picture> draw(const state& s) const override { return draw_path(s); }
  [[nodiscard]] std::string_view picture_styles() const override { return shortest_path_picture_styles(); }

  [[nodiscard]] std::vector<std::string_view> position_fields() const override {
    return {std::begin(sp::path_fields), std::end(sp::path_fields)};
  }
  // A search starts from the bare start: Dijkstra decides from there.
  [[nodiscard]] std::vector<std::string_view> start_fields() const override {
    return {"graph", "maze", "from", "to"};
  }

  [[nodiscard]] sp::path read_position(const yaml_cursor& at, const fs::path&) const override {
    return sp::parse_path(at);
  }
  [[nodiscard]] sp::path read_like(const yaml_cursor& at, const sp::path& like) const override {
    return sp::parse_path_like(at, like);
  }
  [[nodiscard]] sp::vertex read_move(const yaml_cursor& at) const override { return sp::parse_move(at); }
  [[nodiscard]] sp::path read_start(const yaml_cursor& at, const fs::path& dir) const override {
    return read_position(at, dir);
  }

  [[nodiscard]] std::optional<std::string> incompatible(const sp::path& expected,
                                                        const sp::path& actual) const override {
    if (!(expected.graph() == actual.graph())) return "the graph changed";
    if (expected.start() != actual.start() || expected.target() != actual.target())
      return "the path's start or target changed";
    return {};
  }

  // A path reads best as its vertices and length (on a maze, drawn).
  [[nodiscard]] std::string describe_solution(const sp::path& start, const moves& solution) const override {
    sp::path walked = start;
    for (const auto& v : solution) rules::apply(walked, v);
    std::string text = "a path of " + feedback::plural(solution.size(), "step") + ", length " +
                       std::to_string(walked.length()) + ": " +
                       rules::path_text(walked.graph(), walked.vertices_on_path());
    if (walked.graph().maze()) {
      text += "\n" + render(walked);
      text.pop_back();
    }
    return text;
  }

  // Without the reference (the student handout), no length to quote.
  [[nodiscard]] std::string solution_hint(const sp::path& p) const override {
    if (instructor_ == nullptr) return {};
    const auto length = instructor_->shortest_length(p);
    if (!length) return {};
    return " (a path of length " + std::to_string(*length) + ")";
  }

 private:
  const shortest_path_rules_reference* instructor_;
};

}  // namespace

const problem_driver& shortest_path_driver(const problem_reference* instructor) {
  static const driver instance(reference_as<shortest_path_rules_reference>(instructor));
  return instance;
}

}  // namespace grader::problems
