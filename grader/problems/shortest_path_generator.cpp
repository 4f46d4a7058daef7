// `grader generate shortest_path`: random weighted graphs, or random mazes,
// each a solve case whose length comes from Dijkstra and whose difficulty is
// the node count of the lecture's branch and bound (both orders the lecture
// allows). A graph whose search is larger than --max-nodes is drawn again.
// With --nodes exact, a graph where cutting only longer branches (the deck's
// "exceeded") explores a different tree is drawn again too, so an exact count
// is fair to both readings of the slide.

#include "framework/core/lecture_search.hpp"
#include "framework/shortest_path/rules.hpp"
#include "framework/shortest_path/variants.hpp"
#include "grader/core/case_generator.hpp"
#include "grader/core/feedback.hpp"
#include "reference/shortest_path/on_path.hpp"

#include <algorithm>

namespace grader::problems {

namespace {

namespace sp = shortest_path;
using feedback::thousands;

constexpr int max_draws = 200;

struct maze_size {
  int rows = 0;
  int cols = 0;
};

class shortest_path_generator final : public case_generator {
 public:
  [[nodiscard]] std::string summary() const override {
    return "random graphs or mazes, each with Dijkstra's shortest length and the lecture's branch and "
           "bound's "
           "node count";
  }

  [[nodiscard]] std::vector<generator_parameter> parameters() const override {
    return {
        {"vertices", "vertices of a random graph", "12"},
        {"edges", "edges of a random graph", "24"},
        {"max-weight", "edge weights are drawn from 1 to this", "20"},
        {"directed", "true: one-way edges", "false"},
        {"maze", "ROWSxCOLS: a random maze instead of a graph (start top-left, target bottom-right)", "none"},
        {"walls", "a maze's wall density, percent", "35"},
        {"max-nodes", "draw again when the lecture's search needs more nodes, in either order", "1000000"},
        {"nodes", "how cases judge nodes: record, exact, or budget (twice the slower order)", "budget"},
    };
  }

  void check(const std::map<std::string, std::string>& values) const override {
    const auto maze = maze_of(values);
    if (!maze) {
      const auto n = integer_parameter(values, "vertices", 2, 100'000);
      const auto m = integer_parameter(values, "edges", 0, 1'000'000);
      const bool directed = directed_of(values);
      if (m > (directed ? n * (n - 1) : n * (n - 1) / 2))
        throw bad_parameter("edges", "is more than " + std::to_string(n) + " vertices hold");
    }
    (void)integer_parameter(values, "max-weight", 1, 1'000'000'000);
    (void)integer_parameter(values, "walls", 0, 90);
    (void)integer_parameter(values, "max-nodes", 1, 1'000'000'000);
    (void)node_mode_parameter(values);
  }

  [[nodiscard]] generated_case generate(const std::map<std::string, std::string>& values,
                                        std::uint64_t seed) const override {
    const auto max_nodes =
        static_cast<std::uint64_t>(integer_parameter(values, "max-nodes", 1, 1'000'000'000));
    const std::string mode = node_mode_parameter(values);
    for (int draw = 0; draw < max_draws; ++draw) {
      const std::uint64_t stream = seed * std::uint64_t{1'000'003} + static_cast<std::uint64_t>(draw);
      const sp::path start = draw_start(values, stream);
      const auto forward =
          framework::lecture_search<sp::rules>(start, framework::move_order::forward, max_nodes);
      if (!forward.finished) continue;
      const auto backward =
          framework::lecture_search<sp::rules>(start, framework::move_order::reversed, max_nodes);
      if (!backward.finished) continue;
      // The deck's "exceeded" read literally explores at least as much: a
      // budget must hold for it too, an exact count must be its count as well.
      const auto longer_forward = sp::nodes_cutting_only_longer(start, framework::move_order::forward, 0);
      const auto longer_backward = sp::nodes_cutting_only_longer(start, framework::move_order::reversed, 0);
      if (mode == "exact" && (longer_forward != forward.nodes || longer_backward != backward.nodes)) continue;
      const std::uint64_t slowest =
          std::max({forward.nodes, backward.nodes, *longer_forward, *longer_backward});
      return make_case(values, start, seed, stream, mode, forward.nodes, backward.nodes, slowest);
    }
    throw bad_parameter("max-nodes", "no graph in " + std::to_string(max_draws) +
                                         " draws keeps the lecture's search within " + thousands(max_nodes) +
                                         " nodes" +
                                         (mode == "exact" ? " with an exact count fair to both cuts" : "") +
                                         ": use fewer vertices or edges, or more walls");
  }

 private:
  static std::optional<maze_size> maze_of(const std::map<std::string, std::string>& values) {
    const std::string text = values.at("maze");
    if (text == "none") return std::nullopt;
    const auto x = text.find('x');
    maze_size m;
    try {
      if (x == std::string::npos) throw std::invalid_argument(text);
      m.rows = std::stoi(text.substr(0, x));
      m.cols = std::stoi(text.substr(x + 1));
    } catch (const std::exception&) {
      throw bad_parameter("maze", "'" + text + "' is not ROWSxCOLS, e.g. 8x12");
    }
    if (m.rows < 1 || m.cols < 1 || m.rows > 256 || m.cols > 256 || m.rows * m.cols < 2)
      throw bad_parameter("maze", "a maze is 1 to 256 cells each way, at least 2 in all");
    return m;
  }

  static bool directed_of(const std::map<std::string, std::string>& values) {
    const std::string text = values.at("directed");
    if (text != "true" && text != "false") throw bad_parameter("directed", "must be true or false");
    return text == "true";
  }

  static sp::path draw_start(const std::map<std::string, std::string>& values, std::uint64_t stream) {
    if (const auto maze = maze_of(values)) {
      const auto walls = static_cast<int>(integer_parameter(values, "walls", 0, 90));
      auto g = std::make_shared<const sp::graph>(sp::random_maze(maze->rows, maze->cols, walls, stream));
      return sp::path(g, 0, static_cast<sp::vertex_id>(maze->rows * maze->cols - 1));
    }
    const auto n = static_cast<sp::vertex_id>(integer_parameter(values, "vertices", 2, 100'000));
    auto g = std::make_shared<const sp::graph>(sp::random_graph(
        n, static_cast<std::uint64_t>(integer_parameter(values, "edges", 0, 1'000'000)),
        integer_parameter(values, "max-weight", 1, 1'000'000'000), directed_of(values), stream));
    return sp::path(g, 0, n - 1);
  }

  static generated_case make_case(const std::map<std::string, std::string>& values, const sp::path& start,
                                  std::uint64_t seed, std::uint64_t stream, const std::string& mode,
                                  std::uint64_t forward, std::uint64_t backward, std::uint64_t slowest) {
    const sp::graph& g = start.graph();
    const auto best = sp::fast::shortest_on(start);
    generated_case c;
    c.fields["hook"] = sp::hook_name::solve;
    if (const auto& maze = g.maze()) {
      c.name = std::to_string(maze->rows) + "x" + std::to_string(maze->cols) + "-maze-seed-" +
               std::to_string(seed);
      YAML::Node rows;
      for (int r = 0; r < maze->rows; ++r) {
        std::string row;
        for (int col = 0; col < maze->cols; ++col) {
          const auto v = static_cast<sp::vertex_id>(r * maze->cols + col);
          row += v == start.start() ? 'S' : v == start.target() ? 'T' : maze->wall[v] ? '#' : '.';
        }
        rows.push_back(row);
      }
      c.fields["maze"] = rows;
    } else {
      c.name = std::to_string(g.vertices()) + "-vertices-" + std::to_string(g.edges().size()) +
               "-edges-seed-" + std::to_string(seed);
      YAML::Node random;
      random["vertices"] = g.vertices();
      random["edges"] = g.edges().size();
      random["max_weight"] = integer_parameter(values, "max-weight", 1, 1'000'000'000);
      random["directed"] = g.is_directed();
      random["seed"] = stream;
      random.SetStyle(YAML::EmitterStyle::Flow);
      c.fields["graph"]["random"] = random;
      c.fields["from"] = start.start();
      c.fields["to"] = start.target();
    }
    c.description = "A random " + std::string(g.maze() ? "maze" : "graph") + " (seed " +
                    std::to_string(seed) + "): " +
                    (best.length ? "the shortest path has length " + std::to_string(*best.length)
                                 : std::string("the target cannot be reached")) +
                    "; the lecture's branch and bound visits " + thousands(forward) +
                    " vertices trying neighbours ascending, " + thousands(backward) + " descending.";
    YAML::Node expect;
    expect["solvable"] = best.length.has_value();
    if (best.length) expect["cost"] = *best.length;
    expect.SetStyle(YAML::EmitterStyle::Flow);
    c.fields["expect"] = expect;
    c.fields["nodes"] = nodes_field(mode, forward, backward, 2 * slowest);
    return c;
  }
};

}  // namespace

const case_generator& shortest_path_case_generator() {
  static const shortest_path_generator instance;
  return instance;
}

}  // namespace grader::problems
