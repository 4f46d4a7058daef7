#include "framework/shortest_path/path.hpp"

#include "framework/core/errors.hpp"

#include <stdexcept>

namespace shortest_path {

namespace {

// splitmix64's finaliser: the next prefix's key from the last one and the vertex added.
std::uint64_t extend_key(std::uint64_t key, vertex_id v) noexcept {
  std::uint64_t z = key + 0x9e3779b97f4a7c15ULL * (std::uint64_t{v} + 1);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

}  // namespace

path::path(std::shared_ptr<const shortest_path::graph> g, vertex_id start, vertex_id target)
    : graph_(std::move(g)), target_(target) {
  if (!graph_) throw std::invalid_argument("a path needs a graph");
  if (!graph_->contains(start) || !graph_->contains(target))
    throw std::invalid_argument("the start " + std::to_string(start) + " and the target " +
                                std::to_string(target) + " must be vertices of the graph (0.." +
                                std::to_string(graph_->vertices() - 1) + ")");
  visited_.push_back(start);
  on_path_.assign(graph_->vertices(), false);
  on_path_[start] = true;
  keys_.push_back(extend_key(0, start));
}

void path::refuse(framework::probe::edit kind, vertex_id v, const std::string& why) const {
  framework::probe::refuse(identity_, kind, static_cast<std::int32_t>(v));
  throw framework::rule_violation(std::string(kind == framework::probe::edit::place ? "visit(" : "leave(") +
                                  std::to_string(v) + "): " + why);
}

void path::visit(vertex_id v) {
  using framework::probe::edit;
  if (!graph_->contains(v))
    refuse(edit::place, v, "not a vertex of the graph (0.." + std::to_string(graph_->vertices() - 1) + ")");
  if (on_path_[v]) refuse(edit::place, v, "already on the path; a shortest path never visits a vertex twice");
  const auto w = graph_->weight(end(), v);
  if (!w)
    refuse(edit::place, v,
           "no edge from the path's end, " + std::to_string(end()) + ", to " + std::to_string(v));
  visited_.push_back(v);
  on_path_[v] = true;
  keys_.push_back(extend_key(keys_.back(), v));
  length_ += *w;
  framework::probe::record(identity_, edit::place, static_cast<std::int32_t>(v));
}

void path::leave(vertex_id v) {
  using framework::probe::edit;
  if (visited_.size() == 1)
    refuse(edit::remove, v,
           "the path is only its start, " + std::to_string(start()) + ", which it never leaves");
  if (v != end())
    refuse(edit::remove, v, "only the path's last vertex, " + std::to_string(end()) + ", can be left");
  visited_.pop_back();
  keys_.pop_back();
  on_path_[v] = false;
  length_ -= *graph_->weight(end(), v);
  framework::probe::record(identity_, edit::remove, static_cast<std::int32_t>(v));
}

}  // namespace shortest_path
