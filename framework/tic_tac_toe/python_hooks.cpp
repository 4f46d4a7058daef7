// Tic-tac-toe's hooks as the Python runner calls them: valid_moves(b),
// apply_move(b, s), undo_move(b, s), evaluate(b), minimax(b), alphabeta(b,
// alpha, beta), depth_limited(b, depth), iterative_deepening(b, node_budget)
// and best_move(b) (seed 003, game trees), where b is the framework's board
// (kit.Board) and a square s is a (row, col) tuple. Same entries and JSON as
// runner_hooks.cpp. Linked only into the Python runner.

#include "framework/harness/python_entries.hpp"
#include "framework/tic_tac_toe/hooks.hpp"
#include "framework/tic_tac_toe/rules.hpp"

#include <pybind11/embed.h>

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace tic_tac_toe {

namespace {

namespace py = pybind11;
namespace host = framework::harness::python;
using framework::harness::request;

std::string mark_text(mark m) {
  switch (m) {
    case mark::x:
      return "X";
    case mark::o:
      return "O";
    case mark::none:
      break;
  }
  return " ";
}

// A (row, col) tuple (or list) of two ints.
constexpr auto as_square = host::as_pair<square>;

square square_arg(py::handle h) {
  const auto s = as_square(h);
  if (!s) throw py::type_error("a square is a (row, col) tuple of two ints");
  return *s;
}

mark player_arg(const std::string& who) {
  if (who == "X") return mark::x;
  if (who == "O") return mark::o;
  throw py::value_error("a player is 'X' or 'O', not '" + who + "'");
}

// b.completes_line(s, player): whether player's mark on s would make k in a
// row, asked before the mark is there, as a search asks it. The board's own
// completes_line reads the marks already placed, so on the empty square a
// student asks about it always answered False.
bool would_complete(const board& b, square s, mark m) {
  if (!b.on_board(s) || (b.at(s) != mark::none && b.at(s) != m)) return false;
  static constexpr std::array<std::array<int, 2>, 4> directions{{{0, 1}, {1, 0}, {1, 1}, {1, -1}}};
  for (const auto& [dr, dc] : directions) {
    int run = 1;
    for (square t{s.row + dr, s.col + dc}; b.at(t) == m; t = {t.row + dr, t.col + dc}) ++run;
    for (square t{s.row - dr, s.col - dc}; b.at(t) == m; t = {t.row - dr, t.col - dc}) ++run;
    if (run >= b.k()) return true;
  }
  return false;
}

int int_of(std::string_view hook, const char* expected, py::handle result) {
  const auto v = host::as_int(result);
  if (!v) host::wrong_type(hook, expected, result);
  return static_cast<int>(*v);
}

// A move or None (a decided position has no move).
std::optional<square> optional_square_of(std::string_view hook, const char* expected, py::handle result) {
  if (result.is_none()) return std::nullopt;
  const auto s = as_square(result);
  if (!s) host::wrong_type(hook, expected, result);
  return s;
}

nlohmann::json optional_move(const std::optional<square>& m) {
  return m ? rules::move_json(*m) : nlohmann::json(nullptr);
}

// The entry's board, by reference: it outlives the call.
py::object view(board& b) { return py::cast(&b, py::return_value_policy::reference); }

template <class Entry>
nlohmann::json search(const request& r, Entry&& entry) {
  const py::object fn = host::hook_function(r.hook);
  board b = framework::harness::input_state<rules>(r);
  const py::object bv = view(b);
  framework::harness::begin_search({&b.identity()});
  nlohmann::json answer = entry(fn, bv);
  answer["state"] = rules::state_json(b);
  return answer;
}

struct binding {
  using rules = tic_tac_toe::rules;
  static host::referenced_state<board> bind(board b) { return host::referenced_state<board>(std::move(b)); }
  static py::object move_object(const square& s) { return py::make_tuple(s.row, s.col); }
  static std::vector<square> moves_of(std::string_view hook, const py::object& result) {
    return host::list_of(hook, "a list of squares, each a (row, col) tuple of two ints", result, as_square);
  }
};

// {state} -> {value}
nlohmann::json evaluate_entry(const request& r) {
  const py::object fn = host::hook_function(r.hook);
  board b = framework::harness::input_state<rules>(r);
  const py::object bv = view(b);
  framework::harness::begin_search({&b.identity()});
  return {{"value", int_of(r.hook, "an int, the position's value from X's side", host::call(fn, bv))}};
}

nlohmann::json minimax_entry(const request& r) {
  return search(r, [&](const py::object& fn, const py::object& bv) {
    return nlohmann::json{
        {"value", int_of(r.hook, "an int: +1 X wins, 0 draw, -1 O wins", host::call(fn, bv))}};
  });
}

nlohmann::json alphabeta_entry(const request& r) {
  const int alpha = framework::harness::input_value<int>(r, "alpha");
  const int beta = framework::harness::input_value<int>(r, "beta");
  return search(r, [&](const py::object& fn, const py::object& bv) {
    return nlohmann::json{{"value", int_of(r.hook, "an int, the value within the window's rules",
                                           host::call(fn, bv, alpha, beta))}};
  });
}

constexpr const char* kScoredExpected = "a tuple (value, move): an int and a (row, col) tuple, or None";

nlohmann::json depth_limited_entry(const request& r) {
  const int depth = framework::harness::input_value<int>(r, "depth");
  return search(r, [&](const py::object& fn, const py::object& bv) {
    const py::object result = host::call(fn, bv, depth);
    if (!py::isinstance<py::tuple>(result) || py::len(result) != 2)
      host::wrong_type(r.hook, kScoredExpected, result);
    const auto pair = py::reinterpret_borrow<py::tuple>(result);
    const int value = int_of(r.hook, kScoredExpected, pair[0]);
    const auto move = optional_square_of(r.hook, kScoredExpected, pair[1]);
    return nlohmann::json{{"value", value}, {"move", optional_move(move)}};
  });
}

constexpr const char* kDeepeningExpected =
    "a tuple (move, value, depth): a (row, col) tuple or None, and two ints";

nlohmann::json iterative_deepening_entry(const request& r) {
  const auto budget = framework::harness::input_value<std::uint64_t>(r, "node_budget");
  return search(r, [&](const py::object& fn, const py::object& bv) {
    const py::object result = host::call(fn, bv, budget);
    if (!py::isinstance<py::tuple>(result) || py::len(result) != 3)
      host::wrong_type(r.hook, kDeepeningExpected, result);
    const auto triple = py::reinterpret_borrow<py::tuple>(result);
    const auto move = optional_square_of(r.hook, kDeepeningExpected, triple[0]);
    const int value = int_of(r.hook, kDeepeningExpected, triple[1]);
    const int depth = int_of(r.hook, kDeepeningExpected, triple[2]);
    return nlohmann::json{{"move", optional_move(move)}, {"value", value}, {"depth", depth}};
  });
}

nlohmann::json best_move_entry(const request& r) {
  return search(r, [&](const py::object& fn, const py::object& bv) {
    const py::object result = host::call(fn, bv);
    const auto move = as_square(result);
    if (!move) host::wrong_type(r.hook, "a (row, col) tuple", result);
    return nlohmann::json{{"move", rules::move_json(*move)}};
  });
}

}  // namespace

}  // namespace tic_tac_toe

PYBIND11_EMBEDDED_MODULE(kit, m) {
  using namespace tic_tac_toe;
  host::add_kit_basics(m);
  m.doc() = "Tic-tac-toe's kit: the framework's board (Board), traced; squares are (row, col) tuples.";
  m.attr("WIN_SCORE") = win_score;
  m.attr("INFINITY") = infinity;
  py::class_<board>(m, "Board",
                    "The board: rows x cols squares, k in a row wins, X is MAX and O is MIN. place_mark and "
                    "clear are the only edits; every mark placed is a node.")
      .def_property_readonly("rows", &board::rows)
      .def_property_readonly("cols", &board::cols)
      .def_property_readonly("k", &board::k, "How many in a row win")
      .def(
          "at", [](const board& b, const py::handle& s) { return mark_text(b.at(square_arg(s))); },
          py::arg("square"), "'X', 'O' or ' ' (empty) at (row, col)")
      .def(
          "on_board", [](const board& b, const py::handle& s) { return b.on_board(square_arg(s)); },
          py::arg("square"))
      .def(
          "is_empty", [](const board& b, const py::handle& s) { return b.is_empty(square_arg(s)); },
          py::arg("square"), "On the board and without a mark")
      .def_property_readonly(
          "to_move", [](const board& b) { return mark_text(b.to_move()); }, "'X' or 'O'")
      .def_property_readonly(
          "winner",
          [](const board& b) { return b.winner() == mark::none ? std::string() : mark_text(b.winner()); },
          "'X' or 'O' when a player has k in a row, else ''")
      .def("is_full", &board::is_full)
      .def("is_over", &board::is_over, "A line of k, or a full board: the game is decided")
      .def_property_readonly("mark_count", [](const board& b) { return b.mark_count(); })
      .def_property_readonly("empty_count", &board::empty_count)
      .def_property_readonly("marks_placed", &board::marks_placed,
                             "Every mark placed on this board so far (iterative_deepening's budget)")
      .def(
          "completes_line",
          [](const board& b, const py::handle& s, const std::string& who) {
            return would_complete(b, square_arg(s), player_arg(who));
          },
          py::arg("square"), py::arg("player"), "Whether player's mark on square would make k in a row")
      .def(
          "place_mark", [](board& b, const py::handle& s) { b.place_mark(square_arg(s)); }, py::arg("square"),
          "Puts the mark of the player to move on square (traced: a node)")
      .def(
          "clear", [](board& b, const py::handle& s) { b.clear(square_arg(s)); }, py::arg("square"),
          "Takes the last mover's mark off square (traced)")
      .def("__repr__", [](const board& b) {
        std::string text;
        for (int r = 0; r < b.rows(); ++r) {
          for (int c = 0; c < b.cols(); ++c) {
            const mark cell = b.at({r, c});
            text += cell == mark::none ? '.' : mark_text(cell)[0];
          }
          text += '\n';
        }
        return text;
      });
}

const framework::harness::runner_problem& framework::harness::this_problem() {
  return table_of<tic_tac_toe::rules>({
      {tic_tac_toe::hook_name::valid_moves, &python::valid_moves_entry<tic_tac_toe::binding>},
      {tic_tac_toe::hook_name::apply_move, &python::edit_entry<tic_tac_toe::binding>},
      {tic_tac_toe::hook_name::undo_move, &python::edit_entry<tic_tac_toe::binding>},
      {tic_tac_toe::hook_name::evaluate, &tic_tac_toe::evaluate_entry},
      {tic_tac_toe::hook_name::minimax, &tic_tac_toe::minimax_entry},
      {tic_tac_toe::hook_name::alphabeta, &tic_tac_toe::alphabeta_entry},
      {tic_tac_toe::hook_name::depth_limited, &tic_tac_toe::depth_limited_entry},
      {tic_tac_toe::hook_name::iterative_deepening, &tic_tac_toe::iterative_deepening_entry},
      {tic_tac_toe::hook_name::best_move, &tic_tac_toe::best_move_entry},
  });
}
