// What a case's node expectations must hold against the references, whatever
// the problem: the counts it names, its budget, and its CPU limit.

#include "grader/core/node_expectations.hpp"

#include <algorithm>
#include <sstream>
#include <string>

namespace grader {

namespace {

// A case's limits must hold for every order the lecture allows. Timing the
// model answer here would make the check depend on the machine's load, so
// the rule is a fixed rate: a search that makes kSlowNodesPerSecond nodes a
// second (a few times slower than the model answer in a runner) must finish
// within the CPU limit in either order.
constexpr double kSlowNodesPerSecond = 1e6;

void check_limits(const test_case& tc, std::uint64_t model_nodes,
                  const std::optional<std::uint64_t>& backward, reference_report& report) {
  const auto slower = std::max(model_nodes, backward.value_or(0));
  const double needed = static_cast<double>(slower) / kSlowNodesPerSecond;
  if (needed > tc.limits.cpu_seconds) {
    std::ostringstream text;
    text << "limits.cpu_seconds is " << tc.limits.cpu_seconds << " but the lecture's search"
         << (backward ? " in its slowest reading (" : " (") << slower << " nodes) needs " << needed
         << " s at a million nodes a second: raise the limit or choose another position";
    report.disagreements.push_back(text.str());
  }
}

}  // namespace

void check_node_expectation(const test_case& tc, std::uint64_t cap, const hook_info& hook, bool solve,
                            reference_report& report) {
  const auto check = [&](const std::optional<std::uint64_t>& want, const std::optional<std::uint64_t>& got,
                         const char* field, const char* who) {
    if (!want) return;
    if (!got) {
      report.disagreements.push_back("nodes." + std::string(field) + " is " + std::to_string(*want) +
                                     " but " + who + " did not finish within " + std::to_string(cap) +
                                     " nodes, so it cannot be checked (raise --node-cap)");
    } else if (*got != *want) {
      report.disagreements.push_back("nodes." + std::string(field) + " is " + std::to_string(*want) +
                                     " but " + who + " explores " + std::to_string(*got) + " nodes");
    }
  };
  check(tc.nodes.reference, report.model_nodes, "reference", "the model answer");
  check(tc.nodes.reversed, report.reversed_nodes, "reversed",
        "the lecture's search with moves back to front");
  check(tc.nodes.ties, report.ties_nodes, "ties",
        "the lecture's search with the deck's cut (ties searched), front to back");
  check(tc.nodes.ties_reversed, report.ties_reversed_nodes, "ties_reversed",
        "the lecture's search with the deck's cut (ties searched), back to front");
  // Any search: a budget the model answer cannot meet fails every team, and
  // the CPU limit must let a slow but honest search finish.
  if (hook.search && report.model_nodes) {
    if (tc.nodes.budget && *tc.nodes.budget < *report.model_nodes && !solve) {
      report.disagreements.push_back("nodes.budget is " + std::to_string(*tc.nodes.budget) +
                                     " but the model answer explores " + std::to_string(*report.model_nodes) +
                                     " nodes");
    }
    std::optional<std::uint64_t> others;
    for (const reading how :
         {reading::back_to_front, reading::ties_front_to_back, reading::ties_back_to_front})
      if (const auto& n = report.nodes_of(how)) others = std::max(others.value_or(0), *n);
    check_limits(tc, *report.model_nodes, others, report);
  }
  // The lecture takes moves from the back (its possible_moves.pop()); a
  // faithful port must earn what the front-to-back order earns.
  const auto& back = report.reversed_nodes;
  if (tc.nodes.mode == node_mode::exact && back && report.model_nodes && *back != *report.model_nodes &&
      !tc.nodes.reversed) {
    report.disagreements.push_back("the lecture's search taking moves from the back (its pop()) explores " +
                                   std::to_string(*back) + " nodes: add `reversed: " + std::to_string(*back) +
                                   "` to nodes so that a faithful port of the lecture earns the points");
  }
  if (tc.nodes.mode == node_mode::budget && tc.nodes.budget && back && report.model_nodes &&
      *report.model_nodes <= *tc.nodes.budget && *back > *tc.nodes.budget) {
    report.disagreements.push_back(
        "nodes.budget is " + std::to_string(*tc.nodes.budget) +
        ": the model answer meets it, but the lecture's search taking moves from the "
        "back (its pop()) explores " +
        std::to_string(*back) + " nodes; a budget must not depend on the order the lecture allows");
  }
  // The deck cuts a branch only once its bound exceeds the best found: a
  // port that searches ties explores more, and must earn the points too.
  for (const reading how : {reading::ties_front_to_back, reading::ties_back_to_front}) {
    const auto& ties = report.nodes_of(how);
    if (!ties || !report.model_nodes) continue;
    const std::string field(field_of(how));
    if (tc.nodes.mode == node_mode::exact && !tc.nodes.count_of(how) && !tc.nodes.reading_of(*ties)) {
      report.disagreements.push_back(
          "the lecture's search with the deck's cut (a branch cut only when its "
          "bound exceeds the best found: ties searched), " +
          std::string(how == reading::ties_front_to_back ? "front to back" : "back to front") +
          ", explores " + std::to_string(*ties) + " nodes: add `" + field + ": " + std::to_string(*ties) +
          "` to nodes so that a faithful port of the deck earns the points");
    }
    if (tc.nodes.mode == node_mode::budget && tc.nodes.budget && *report.model_nodes <= *tc.nodes.budget &&
        *ties > *tc.nodes.budget) {
      report.disagreements.push_back(
          "nodes.budget is " + std::to_string(*tc.nodes.budget) +
          ": the model answer meets it, but the lecture's search with the deck's cut (ties searched) "
          "explores " +
          std::to_string(*ties) + " nodes; a budget must not depend on the cut the lecture allows");
    }
  }
}

}  // namespace grader
