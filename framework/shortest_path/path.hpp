#pragma once
// The position of a shortest-path search: a simple path from a start s
// through a graph, owned by the framework. The graph, s and the target t are
// fixed when the path is made; the only edits are visit (go on to a
// neighbour of the path's end) and leave (step back from the last vertex).
// They refuse what no step of the lecture's search can do (a vertex that is
// no neighbour of the end, one already on the path, one out of range;
// leaving anything but the last vertex, or s itself) and report every edit to
// the framework's probe, which is how the nodes of a search are measured (a
// visit is a node). The length is kept as the path grows and shrinks: it is
// the lecture's bound.

#include "framework/core/probe.hpp"
#include "framework/shortest_path/graph.hpp"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace shortest_path {

class path {
 public:
  // The path [start] through g. Throws std::invalid_argument when start or
  // target is not a vertex of g.
  path(std::shared_ptr<const shortest_path::graph> g, vertex_id start, vertex_id target);

  [[nodiscard]] const shortest_path::graph& graph() const noexcept { return *graph_; }
  [[nodiscard]] const std::shared_ptr<const shortest_path::graph>& shared_graph() const noexcept {
    return graph_;
  }
  [[nodiscard]] vertex_id start() const noexcept { return visited_.front(); }
  [[nodiscard]] vertex_id target() const noexcept { return target_; }
  // The last vertex of the path (s while nothing is visited).
  [[nodiscard]] vertex_id end() const noexcept { return visited_.back(); }
  [[nodiscard]] bool on_path(vertex_id v) const noexcept { return v < on_path_.size() && on_path_[v]; }
  // The path so far, s first.
  [[nodiscard]] const std::vector<vertex_id>& vertices_on_path() const noexcept { return visited_; }
  // The sum of the weights of the path's edges.
  [[nodiscard]] std::int64_t length() const noexcept { return length_; }
  // A key per path (equal paths have equal keys), kept as the path changes.
  [[nodiscard]] std::uint64_t key() const noexcept { return keys_.back(); }

  // --- the only edits -------------------------------------------------------
  // Goes on from end() to its neighbour v, which is not on the path yet.
  void visit(vertex_id v);
  // Steps back from v, the path's last vertex (not s).
  void leave(vertex_id v);

  [[nodiscard]] const framework::probe::identity& identity() const noexcept { return identity_; }

  // Paths are equal when their graphs, targets and vertices are.
  friend bool operator==(const path& a, const path& b) {
    return a.target_ == b.target_ && a.visited_ == b.visited_ &&
           (a.graph_ == b.graph_ || *a.graph_ == *b.graph_);
  }

 private:
  [[noreturn]] void refuse(framework::probe::edit kind, vertex_id v, const std::string& why) const;

  std::shared_ptr<const shortest_path::graph> graph_;
  vertex_id target_;
  std::vector<vertex_id> visited_;
  std::vector<bool> on_path_;
  std::vector<std::uint64_t> keys_;  // the key of each prefix of the path
  std::int64_t length_ = 0;
  framework::probe::identity identity_;
};

}  // namespace shortest_path
