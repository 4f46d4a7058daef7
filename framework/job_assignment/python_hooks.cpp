// Job assignment's hooks as the Python runner calls them: the deck's
// lower_bound(s), valid_moves(s), apply_move(s, m), undo_move(s, m),
// solve(s) and solve_depth_first(s), where s is the framework's assignment
// (kit.Assignment) and a move is a (contractor, job) tuple of ints. Linked
// only into the Python runner.

#include "framework/harness/python_entries.hpp"
#include "framework/job_assignment/rules.hpp"

#include <pybind11/embed.h>
#include <pybind11/stl.h>

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace job_assignment {

namespace {

namespace py = pybind11;
namespace host = framework::harness::python;
using framework::harness::request;

constexpr auto as_move = host::as_pair<move>;

// The input state is the entry's; Python sees it by reference (it must not
// outlive the call, and the framework's copies are what a search keeps).
// The kit is imported first: its Assignment class is registered then, whether
// or not the team's file imports kit itself.
py::object view(assignment& s) {
  py::module_::import("kit");
  return py::cast(&s, py::return_value_policy::reference);
}

nlohmann::json lower_bound_entry(const request& r) {
  assignment s = framework::harness::input_state<rules>(r);
  const py::object fn = host::hook_function(r.hook);
  const py::object sv = view(s);
  framework::harness::begin_search({&s.identity()});
  const py::object result = host::call(fn, sv);
  if (!PyLong_Check(result.ptr()) || PyBool_Check(result.ptr()))
    host::wrong_type(r.hook, "an int (the bound)", result);
  return {{"bound", result.cast<std::int64_t>()}};
}

struct binding {
  using rules = job_assignment::rules;
  static host::referenced_state<assignment> bind(assignment s) {
    return host::referenced_state<assignment>(std::move(s), view);
  }
  static py::object move_object(const move& m) { return py::make_tuple(m.contractor, m.job); }
  static std::vector<move> moves_of(std::string_view hook, const py::object& result) {
    return host::list_of(hook, "a list of moves, each a (contractor, job) tuple of two ints", result,
                         as_move);
  }
};

}  // namespace

}  // namespace job_assignment

PYBIND11_EMBEDDED_MODULE(kit, m) {
  using namespace job_assignment;
  host::add_kit_basics(m);
  m.doc() =
      "Job assignment's kit: the framework's assignment, traced, and moves as (contractor, job) tuples.";
  py::class_<assignment>(
      m, "Assignment",
      "A partial assignment: contractors 0, 1, ... (a, b, ...) take jobs 0, 1, ... in order.")
      .def_property_readonly("n", &assignment::size, "The number of contractors (and of jobs)")
      .def("bid", &assignment::bid, py::arg("contractor"), py::arg("job"), "Contractor's bid (cost) for job")
      .def("cost", &assignment::bid, py::arg("contractor"), py::arg("job"),
           "The same as bid(contractor, job)")
      .def_property_readonly(
          "rule", [](const assignment& s) { return std::string(to_string(s.rule())); },
          "Which lower bound the case asks for: 'every_job' or 'free_jobs'")
      .def_property_readonly("assigned", &assignment::assigned, "How many contractors have a job")
      .def_property_readonly("next_contractor", &assignment::next_contractor,
                             "The contractor to take a job next")
      .def("job_of", &assignment::job_of, py::arg("contractor"), "The contractor's job, or None")
      .def("is_free", &assignment::is_free, py::arg("job"), "Whether nobody has the job yet")
      .def_property_readonly("cost_so_far", &assignment::cost_so_far, "The sum of the bids assigned")
      .def("is_complete", &assignment::is_complete, "Whether every contractor has a job")
      .def("assign", &assignment::assign, py::arg("contractor"), py::arg("job"),
           "The next contractor takes the job (traced: a node generated)")
      .def("unassign", &assignment::unassign, py::arg("contractor"),
           "The last contractor assigned gives its job back (traced)")
      .def(
          "copy", [](const assignment& s) { return assignment(s); },
          "A copy of its own (cheap: the bids are shared); the grader follows it")
      .def("__copy__", [](const assignment& s) { return assignment(s); })
      .def("__deepcopy__", [](const assignment& s, const py::handle&) { return assignment(s); })
      .def("__repr__", [](const assignment& s) { return rules::state_json(s).dump(); });
}

const framework::harness::runner_problem& framework::harness::this_problem() {
  return table_of<job_assignment::rules>({
      {job_assignment::hook_name::lower_bound, &job_assignment::lower_bound_entry},
      {job_assignment::hook_name::valid_moves, &python::valid_moves_entry<job_assignment::binding>},
      {job_assignment::hook_name::apply_move, &python::edit_entry<job_assignment::binding>},
      {job_assignment::hook_name::undo_move, &python::edit_entry<job_assignment::binding>},
      {job_assignment::hook_name::solve, &python::solve_entry<job_assignment::binding>},
      {job_assignment::hook_name::solve_depth_first, &python::solve_entry<job_assignment::binding>},
  });
}
