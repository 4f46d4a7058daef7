// The shortest path's hooks as the Python runner calls them: valid_moves(p),
// apply_move(p, v), undo_move(p, v) and solve(p), where p is the framework's
// path (kit.Path) and a vertex is its number, an int. Linked only into the
// Python runner.

#include "framework/harness/python_entries.hpp"
#include "framework/shortest_path/rules.hpp"

#include <pybind11/embed.h>

#include <cstdint>
#include <optional>
#include <vector>

namespace shortest_path {

namespace {

namespace py = pybind11;
namespace host = framework::harness::python;

std::optional<vertex> as_vertex(py::handle h) {
  const auto v = host::as_int(h, 0, static_cast<long>(UINT32_MAX));
  if (!v) return std::nullopt;
  return vertex{static_cast<vertex_id>(*v)};
}

// The entry's path, by reference: p.copy() is what a search that keeps paths keeps.
struct binding {
  using rules = shortest_path::rules;
  static host::referenced_state<path> bind(path p) { return host::referenced_state<path>(std::move(p)); }
  static py::object move_object(const vertex& v) { return py::cast(v.id); }
  static std::vector<vertex> moves_of(std::string_view hook, const py::object& result) {
    return host::list_of(hook, "a list of vertices, each an int", result, as_vertex);
  }
};

}  // namespace

}  // namespace shortest_path

PYBIND11_EMBEDDED_MODULE(kit, m) {
  using namespace shortest_path;
  host::add_kit_basics(m);
  m.doc() = "The shortest path's kit: the framework's path (Path), traced; vertices are ints.";
  py::class_<path>(m, "Path",
                   "A simple path from start through the case's graph; visit and leave are the only edits, "
                   "and each visit is a node.")
      .def_property_readonly("start", &path::start, "The first vertex (fixed)")
      .def_property_readonly("target", &path::target, "The vertex to reach (fixed)")
      .def_property_readonly("end", &path::end, "The path's last vertex (start while nothing is visited)")
      .def_property_readonly(
          "vertices",
          [](const path& p) {
            // Element by element: a std::vector has no Python type without
            // pybind11/stl.h, and py::cast of one raised TypeError.
            py::list out;
            for (const auto v : p.vertices_on_path()) out.append(v);
            return out;
          },
          "The path so far, start first (a copy)")
      .def_property_readonly("length", &path::length, "The sum of the weights of the path's edges")
      .def("on_path", &path::on_path, py::arg("v"), "Whether v is on the path")
      .def_property_readonly(
          "vertex_count", [](const path& p) { return p.graph().vertices(); },
          "How many vertices the graph has (0 .. vertex_count - 1)")
      .def(
          "neighbours",
          [](const path& p, vertex_id v) {
            py::list out;
            for (const neighbour& n : p.graph().neighbours(v)) out.append(py::make_tuple(n.to, n.weight));
            return out;
          },
          py::arg("v"), "The steps out of v as (to, weight) tuples, ascending by to")
      .def(
          "weight",
          [](const path& p, vertex_id u, vertex_id v) -> py::object {
            const auto w = p.graph().weight(u, v);
            return w ? py::cast(*w) : py::none();
          },
          py::arg("u"), py::arg("v"), "The weight of the edge u -> v, or None")
      .def(
          "name", [](const path& p, vertex_id v) { return p.graph().name(v); }, py::arg("v"),
          "Vertex v as the case writes it: its number, or the maze cell '(r,c)'")
      .def("visit", &path::visit, py::arg("v"), "Goes on from end to its neighbour v (traced: a node)")
      .def("leave", &path::leave, py::arg("v"), "Steps back from v, the path's last vertex (traced)")
      .def(
          "copy", [](const path& p) { return path(p); }, "A path of its own; the grader follows it too")
      .def("__copy__", [](const path& p) { return path(p); })
      .def("__deepcopy__", [](const path& p, const py::handle&) { return path(p); })
      .def("__repr__", [](const path& p) { return rules::state_json(p).dump(); });
}

const framework::harness::runner_problem& framework::harness::this_problem() {
  return table_of<shortest_path::rules>({
      {shortest_path::hook_name::valid_moves, &python::valid_moves_entry<shortest_path::binding>},
      {shortest_path::hook_name::apply_move, &python::edit_entry<shortest_path::binding>},
      {shortest_path::hook_name::undo_move, &python::edit_entry<shortest_path::binding>},
      {shortest_path::hook_name::solve, &python::solve_entry<shortest_path::binding>},
  });
}
