// N-queens' hooks as the Python runner calls them: seed 003's in_jeopardy(b,
// row, col) and place_queens(b, row), and valid_moves(b), apply_move(b, s),
// undo_move(b, s), solve(b) and count_solutions(b), where b is a kit.Board
// (the team's own subclass when it defines one, as seed 004's post does) and
// a square s is a (row, col) tuple. Linked only into the Python runner.
//
// b.board is seed 004's list of counter rows: a square holds QUEEN when a
// queen stands on it, plus one for every queen that attacks it, as the post's
// push_queen and mark_queen write them. It is a view of the framework's
// chessboard: a write that adds a QUEEN to a square (half of one or more:
// `= QUEEN` on an attacked square is one too) puts a queen there (traced: a
// node), one that takes a QUEEN away removes it; any other write is a mark,
// which only the view keeps (the chessboard counts attacks itself). So `self.board[row][col] += QUEEN` is the
// search's edit and the post's mark_queen stays the team's own bookkeeping, wrong marks included. b.queens is
// the post's list of the queens in the order placed, the team's to keep (it starts with the case's queens).

#include "framework/harness/python_entries.hpp"
#include "framework/n_queens/rules.hpp"

#include <pybind11/embed.h>

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace n_queens {

namespace {

namespace py = pybind11;
namespace host = framework::harness::python;
using framework::harness::request;

// The framework's chessboard behind a view, and the queens placed on it in
// order, for a solve that answers True: the queens it left, as placed.
struct board_handle {
  std::shared_ptr<chessboard> b;
  std::shared_ptr<std::vector<square>> placed;

  void place(int row, int col) const {
    b->place_queen({row, col});
    placed->push_back({row, col});
  }
  void remove(int row, int col) const {
    b->remove_queen({row, col});
    const auto it = std::find(placed->rbegin(), placed->rend(), square{row, col});
    if (it != placed->rend()) placed->erase(std::next(it).base());
  }
};

// The view itself, in Python: list subclasses read at C speed.
constexpr const char* kBoardSource = R"PY(
QUEEN = 100000  # seed 004: "arbitrarily large constant to use for the value of the queen"
_HALF = QUEEN // 2


class Row(_RowView):
    """One row of counters. A write that adds a QUEEN (half of one or more)
    puts a queen on the framework's chessboard (traced: a node), and the
    chessboard refuses a second queen on a square; one that takes a QUEEN
    away removes the queen, which must be there; other writes are marks."""

    __slots__ = ("_chessboard", "_row")

    def __setitem__(self, col, value):
        col = self._column(col, "write one square at a time: board[row][col] = value")
        if type(value) is not int:
            raise TypeError(f"a square holds an int (a counter), not {value!r}")
        change = value - list.__getitem__(self, col)
        if change >= _HALF:
            self._chessboard.place(self._row, col)
        elif change <= -_HALF:
            self._chessboard.remove(self._row, col)
        list.__setitem__(self, col, value)


class _Counters(_GridView):
    __slots__ = ()


_seal(Row, _Counters, "the board keeps its squares: change one with board[row][col] = value "
                      "(+= QUEEN puts a queen there, -= QUEEN takes it away)")


class Board:
    """Seed 004's Board on the framework's chessboard.

    board[row][col]  QUEEN on a queen's square, plus one per queen attacking
                     it (as push_queen and mark_queen keep it); board[r][c] += QUEEN
                     puts a queen on (r, c), -= QUEEN takes it away (traced)
    queens           the queens in the order placed: yours to keep, as the post does
    n                the board's size (8 in the post)
    variant          'rows' (seed 003, one queen per row) or 'free_squares' (seed 004)
    add_queen(row, col) / remove_queen(row, col)
                     seed 003's ADD QUEEN AT [ROW][COL] and REMOVE QUEEN FROM
                     [ROW][COL]: the queen, its marks and queens, at once
    has_queen(row, col), attackers(row, col), is_free(row, col), first_empty_row()
                     what the framework's chessboard says (never your marks)
    """

    @property
    def board(self):
        return self._board

    @board.setter
    def board(self, value):
        raise AttributeError("board is the framework's chessboard; write its squares, "
                             "board[row][col] += QUEEN, instead of replacing it")

    @property
    def n(self):
        return self._chessboard.n

    @property
    def variant(self):
        return self._chessboard.variant

    def has_queen(self, row, col):
        return self._chessboard.has_queen(row, col)

    def attackers(self, row, col):
        return self._chessboard.attackers(row, col)

    def is_free(self, row, col):
        return self._chessboard.is_free(row, col)

    def first_empty_row(self):
        return self._chessboard.first_empty_row()

    def _mark(self, row, col, mark):
        n = len(self._board)
        for dr, dc in ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)):
            r, c = row + dr, col + dc
            while 0 <= r < n and 0 <= c < n:
                line = self._board[r]
                list.__setitem__(line, c, list.__getitem__(line, c) + mark)
                r += dr
                c += dc

    def add_queen(self, row, col):
        self._board[row][col] += QUEEN
        self._mark(row, col, 1)
        self.queens.append((row, col))

    def remove_queen(self, row, col):
        self._mark(row, col, -1)
        self._board[row][col] -= QUEEN
        if (row, col) in self.queens:
            self.queens.remove((row, col))


def _make_board(cls, chessboard, counters, queens):
    b = object.__new__(cls)  # not the team's __init__: the board is the case's
    rows = _Counters()
    for r, values in enumerate(counters):
        row = Row(values)
        row._chessboard = chessboard
        row._row = r
        list.append(rows, row)
    object.__setattr__(b, "_chessboard", chessboard)
    object.__setattr__(b, "_board", rows)
    b.queens = [tuple(q) for q in queens]
    return b
)PY";

struct view {
  board_handle handle;
  py::object object;  // the Board the hook gets

  [[nodiscard]] chessboard& state() const { return *handle.b; }
};

// The view of a fresh chessboard; the team's Board class when its module
// defines one that extends kit.Board. `last` goes to the end of b.queens (a
// case that undoes it: the post's pop_queen takes the last queen placed).
// No edit, so it may run before the search; the interpreter must be up (each
// entry asks for the hook's function first).
view view_of(chessboard initial, std::optional<square> last = std::nullopt) {
  board_handle handle{std::make_shared<chessboard>(std::move(initial)),
                      std::make_shared<std::vector<square>>()};
  const chessboard& b = *handle.b;
  py::list counters;
  for (int r = 0; r < b.size(); ++r) {
    py::list row;
    for (int c = 0; c < b.size(); ++c) {
      row.append((b.has_queen({r, c}) ? 100000 : 0) + b.attackers({r, c}));
    }
    counters.append(row);
  }
  std::vector<square> queens = b.queens();
  if (last) {
    if (const auto it = std::find(queens.begin(), queens.end(), *last); it != queens.end()) {
      std::rotate(it, std::next(it), queens.end());
    }
  }
  py::list queen_list;
  for (const auto& q : queens) queen_list.append(py::make_tuple(q.row, q.col));
  const py::module_ kit = py::module_::import("kit");
  py::object cls = kit.attr("Board");
  const py::object team = host::team_module();
  if (py::hasattr(team, "Board")) {
    const py::object own = team.attr("Board");
    if (PyType_Check(own.ptr()) && PyObject_IsSubclass(own.ptr(), cls.ptr()) == 1) cls = own;
  }
  py::object view_object = kit.attr("_make_board")(cls, handle, counters, queen_list);
  return {handle, view_object};
}

// A (row, col) tuple (or list) of two ints.
constexpr auto as_square = host::as_pair<square>;

constexpr const char* kSquaresExpected = "a list of squares, each a (row, col) tuple of two ints";

std::vector<square> squares_of(std::string_view hook, const py::object& result) {
  return host::list_of(hook, kSquaresExpected, result, as_square);
}

// {state, squares: [[r, c], ...]} -> {attacked: [bool, ...]}, one call per square.
nlohmann::json in_jeopardy_entry(const request& r) {
  const py::object fn = host::hook_function(r.hook);
  const view v = view_of(framework::harness::input_state<rules>(r));
  const std::vector<square> squares = framework::harness::input_moves<rules>(r, "squares");
  framework::harness::begin_search({&v.state().identity()});
  nlohmann::json attacked = nlohmann::json::array();
  for (const auto s : squares) {
    attacked.push_back(host::truth_of(r.hook, "True or False", host::call(fn, v.object, s.row, s.col)));
  }
  return {{"attacked", attacked}};
}

struct binding {
  using rules = n_queens::rules;
  static view bind(chessboard b, std::optional<square> last = std::nullopt) {
    return view_of(std::move(b), last);
  }
  static py::object move_object(const square& s) { return py::make_tuple(s.row, s.col); }
  static std::vector<square> moves_of(std::string_view hook, const py::object& result) {
    return squares_of(hook, result);
  }
};

// {state, row} -> {placed, state}
nlohmann::json place_queens_entry(const request& r) {
  const py::object fn = host::hook_function(r.hook);
  const view v = view_of(framework::harness::input_state<rules>(r));
  const int row = framework::harness::input_value<int>(r, "row");
  framework::harness::begin_search({&v.state().identity()});
  const bool placed =
      host::truth_of(r.hook, "True (the board is complete) or False", host::call(fn, v.object, row));
  return {{"placed", placed}, {"state", rules::state_json(v.state())}};
}

// {state} -> {solution}: solve returns the queens it placed, in order (a list
// of squares), or True with the queens left on the board (as place_queens
// and the post's solver leave them), or None / False when there is none.
nlohmann::json solve_entry(const request& r) {
  const py::object fn = host::hook_function(r.hook);
  const view v = view_of(framework::harness::input_state<rules>(r));
  framework::harness::begin_search({&v.state().identity()});
  const py::object result = host::call(fn, v.object);
  constexpr const char* expected =
      "the list of (row, col) squares placed, True (the queens are left on the board), or None";
  if (result.is_none()) return {{"solution", nullptr}};
  if (PyBool_Check(result.ptr())) {
    if (result.ptr() == Py_False) return {{"solution", nullptr}};
    return {{"solution", framework::harness::moves_json<rules>(*v.handle.placed)}};
  }
  if (!py::isinstance<py::list>(result) && !py::isinstance<py::tuple>(result))
    host::wrong_type(r.hook, expected, result);
  return {{"solution", framework::harness::moves_json<rules>(squares_of(r.hook, result))}};
}

}  // namespace

}  // namespace n_queens

PYBIND11_EMBEDDED_MODULE(kit, m) {
  using namespace n_queens;
  host::add_kit_basics(m);
  m.doc() = "N-queens' kit: seed 004's Board, its counters a view of the framework's chessboard.";
  py::class_<board_handle>(m, "_Chessboard", "The framework's chessboard behind a Board (used by its rows).")
      .def("place", &board_handle::place, "Puts a queen on (row, col) (traced: a node)")
      .def("remove", &board_handle::remove, "Takes the queen on (row, col) away (traced)")
      .def_property_readonly("n", [](const board_handle& h) { return h.b->size(); })
      .def_property_readonly("variant",
                             [](const board_handle& h) { return std::string(to_string(h.b->kind())); })
      .def("has_queen",
           [](const board_handle& h, int r, int c) {
             return h.b->on_board({r, c}) && h.b->has_queen({r, c});
           })
      .def("attackers",
           [](const board_handle& h, int r, int c) {
             return h.b->on_board({r, c}) ? h.b->attackers({r, c}) : 0;
           })
      .def("is_free",
           [](const board_handle& h, int r, int c) {
             return h.b->on_board({r, c}) && h.b->is_free({r, c});
           })
      .def("first_empty_row", [](const board_handle& h) { return h.b->first_empty_row(); });
  py::exec(kBoardSource, m.attr("__dict__"));
}

const framework::harness::runner_problem& framework::harness::this_problem() {
  return table_of<n_queens::rules>({
      {n_queens::hook_name::in_jeopardy, &n_queens::in_jeopardy_entry},
      {n_queens::hook_name::valid_moves, &python::valid_moves_entry<n_queens::binding>},
      {n_queens::hook_name::apply_move, &python::edit_entry<n_queens::binding>},
      {n_queens::hook_name::undo_move, &python::edit_entry<n_queens::binding>},
      {n_queens::hook_name::place_queens, &n_queens::place_queens_entry},
      {n_queens::hook_name::solve, &n_queens::solve_entry},
      {n_queens::hook_name::count_solutions, &python::count_entry<n_queens::binding>},
  });
}
