// The shortest-path driver: graphs in YAML (edge lists, random graphs and
// drawn mazes), the four shared hooks judged by the generic rules_driver, and
// Dijkstra (reference/shortest_path/dijkstra.hpp) deciding every solve case:
// the shortest length, or that the target cannot be reached. The case fields
// are documented in docs/testcases.md.

#include "framework/shortest_path/hooks.hpp"
#include "framework/shortest_path/rules.hpp"
#include "framework/shortest_path/yaml_io.hpp"
#include "grader/core/reference_build.hpp"
#include "grader/core/rules_driver.hpp"
#include "grader/problems/shortest_path_picture.hpp"
#if BT_WITH_REFERENCE
#include "grader/problems/shortest_path_dijkstra.hpp"
#endif

namespace grader::problems {

// `grader generate shortest_path` (shortest_path_generator.cpp).

namespace {

namespace fs = std::filesystem;
namespace sp = shortest_path;
using framework::yaml_cursor;
using sp::rules;

class driver final : public rules_driver<rules> {
 public:
  explicit driver(const reference* instructor) : rules_driver(instructor) {
    add_valid_moves("valid_moves");
    add_edit(hook_kind::apply_move, "apply_move");
    add_edit(hook_kind::undo_move, "undo_move");
    add_solve("solve",
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

#if BT_WITH_REFERENCE
  [[nodiscard]] decision decide(const sp::path& start, std::uint64_t) const override {
    decision d;
    sp::fast::shortest found;
    d.run = run_capped("fast reference", nullptr, 0, [&] { found = shortest_on(start); });
    d.run.note = "Dijkstra with a binary heap";
    d.decided = true;
    d.solvable = found.length.has_value();
    if (d.solvable) {
      d.solution.emplace();
      for (std::size_t i = 1; i < found.path.size(); ++i) d.solution->push_back({found.path[i]});
      d.reason = "Dijkstra's shortest path has length " + std::to_string(start.length() + *found.length);
    } else {
      d.reason = "Dijkstra reaches every vertex it can from the start, and the target is not among them";
    }
    return d;
  }
#endif

#if BT_WITH_REFERENCE
  [[nodiscard]] std::string solution_hint(const sp::path& p) const override {
    const auto found = shortest_on(p);
    if (!found.length) return {};
    return " (a path of length " + std::to_string(p.length() + *found.length) + ")";
  }
#endif
};

}  // namespace

const problem_driver& shortest_path_driver(const problem_reference* instructor) {
  static const driver instance(reference_as<driver::reference>(instructor));
  return instance;
}

}  // namespace grader::problems
