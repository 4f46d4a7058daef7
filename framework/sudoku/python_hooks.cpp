// Sudoku's hooks as the Python runner calls them: the blog's own functions
// (seed 002) find_empty(board), check_validity(board, num, pos) and
// solve(board), and the kit's valid_moves(board), apply_move(board, move),
// undo_move(board, move) and count_solutions(board, limit). Linked only into
// the Python runner.
//
// The board is the blog's 2-dimensional list: board[row][col] is an int, 0
// for an empty cell. It is a view of the framework's grid: each row is a list
// (a subclass) that mirrors the grid's digits, so reads are plain list reads
// and as fast as the blog's own list; writing a cell (board[row][col] = n,
// 0 clears) goes to the framework first, which traces it or refuses it, and
// only then into the mirror. Everything that would change a row's length or
// replace a row is refused, so the mirror cannot drift from the grid.
// A move is a tuple (row, col, num).

#include "framework/harness/python_entries.hpp"
#include "framework/sudoku/hooks.hpp"
#include "framework/sudoku/rules.hpp"

#include <pybind11/embed.h>

#include <memory>
#include <optional>
#include <vector>

namespace sudoku {

namespace {

namespace py = pybind11;
namespace host = framework::harness::python;
using framework::harness::request;

// The framework's grid as the Python view edits it. Shared with the view so
// that a board a student keeps past the hook's return never dangles.
struct grid_handle {
  std::shared_ptr<grid> g;

  void write(int row, int col, int num) const {
    if (num == 0) {
      g->clear_digit({row, col});
    } else {
      g->set_digit({row, col}, num);
    }
  }
};

// The view itself, in Python: list subclasses read at C speed.
constexpr const char* kBoardSource = R"PY(
class Row(_RowView):
    """One row of the board: a list of ints, 0 for an empty cell.
    row[col] = n writes n into the framework's grid (traced); 0 clears."""

    __slots__ = ("_grid", "_row")

    def __setitem__(self, col, num):
        col = self._column(col, "write one cell at a time: board[row][col] = n")
        if type(num) is not int:
            raise TypeError(f"a cell holds an int (0 for empty), not {num!r}")
        self._grid.write(self._row, col, num)
        list.__setitem__(self, col, num)


class Board(_GridView):
    """The blog's board, a list of rows: board[row][col], len(board),
    `for row in board`. board.box_rows x board.box_cols is a box's shape
    (3 x 3 on a 9x9 board). copy.deepcopy(board) is a plain list of lists,
    which the framework does not see."""

    __slots__ = ("_grid", "box_rows", "box_cols")


_seal(Row, Board, "the board keeps its cells: change one with board[row][col] = n (n = 0 empties it)")


def _make_board(grid, digits, box_rows, box_cols):
    board = Board()
    for r, values in enumerate(digits):
        row = Row(values)
        row._grid = grid
        row._row = r
        list.append(board, row)
    board._grid = grid
    board.box_rows = box_rows
    board.box_cols = box_cols
    return board
)PY";

struct view {
  std::shared_ptr<grid> g;
  py::object object;  // the board the hook gets

  [[nodiscard]] grid& state() const { return *g; }
};

// Makes the view of a fresh grid; no edit, so it may run before the search.
// The interpreter must be up: each entry asks for the hook's function first.
view view_of(grid initial) {
  auto g = std::make_shared<grid>(std::move(initial));
  py::list digits;
  for (int r = 0; r < g->size(); ++r) {
    py::list row;
    for (int c = 0; c < g->size(); ++c) row.append(g->digit({r, c}));
    digits.append(row);
  }
  const py::object kit = py::module_::import("kit");
  py::object board = kit.attr("_make_board")(grid_handle{g}, digits, g->box_rows(), g->box_cols());
  return {g, board};
}

// A (row, col) tuple (or list) of two ints.
constexpr auto as_cell = host::as_pair<cell>;

// A move: (row, col, num), or the blog's pair ((row, col), num).
std::optional<placement> as_placement(py::handle h) {
  if (!PyTuple_Check(h.ptr()) && !PyList_Check(h.ptr())) return std::nullopt;
  const auto items = py::reinterpret_borrow<py::sequence>(h);
  if (items.size() == 3) {
    const auto r = host::as_int(items[0]);
    const auto c = host::as_int(items[1]);
    const auto d = host::as_int(items[2]);
    if (!r || !c || !d) return std::nullopt;
    return placement{{static_cast<std::int32_t>(*r), static_cast<std::int32_t>(*c)},
                     static_cast<std::int32_t>(*d)};
  }
  if (items.size() == 2) {
    const auto at = as_cell(items[0]);
    const auto d = host::as_int(items[1]);
    if (!at || !d) return std::nullopt;
    return placement{*at, static_cast<std::int32_t>(*d)};
  }
  return std::nullopt;
}

py::tuple move_tuple(const placement& p) { return py::make_tuple(p.at.row, p.at.col, p.digit); }

// {state} -> {cell: [r, c] or null}
nlohmann::json find_empty_entry(const request& r) {
  const py::object fn = host::hook_function(r.hook);
  const view v = view_of(framework::harness::input_state<rules>(r));
  framework::harness::begin_search({&v.g->identity()});
  const py::object result = host::call(fn, v.object);
  if (result.is_none()) return {{"cell", nullptr}};
  const auto found = as_cell(result);
  if (!found) host::wrong_type(r.hook, "a (row, col) tuple, or None when the board is full", result);
  return {{"cell", nlohmann::json::array({found->row, found->col})}};
}

// {state, queries: [[r, c, num], ...]} -> {valid: [bool, ...]}, one call per query.
nlohmann::json check_validity_entry(const request& r) {
  const py::object fn = host::hook_function(r.hook);
  const view v = view_of(framework::harness::input_state<rules>(r));
  const std::vector<placement> queries = framework::harness::input_moves<rules>(r, "queries");
  framework::harness::begin_search({&v.g->identity()});
  nlohmann::json valid = nlohmann::json::array();
  for (const auto& q : queries) {
    const py::object result = host::call(fn, v.object, q.digit, py::make_tuple(q.at.row, q.at.col));
    if (!PyBool_Check(result.ptr())) host::wrong_type(r.hook, "True or False", result);
    valid.push_back(result.ptr() == Py_True);
  }
  return {{"valid", valid}};
}

struct binding {
  using rules = sudoku::rules;
  static view bind(grid g) { return view_of(std::move(g)); }
  static py::object move_object(const placement& p) { return move_tuple(p); }
  static std::vector<placement> moves_of(std::string_view hook, const py::object& result) {
    return host::list_of(hook, "a list of moves, each a tuple (row, col, num)", result, as_placement);
  }
};

// {state} -> {solution: the digits the grid holds afterwards in its empty
// cells, or null}: the blog's solve fills the board in place and says
// whether it could.
nlohmann::json solve_entry(const request& r) {
  const py::object fn = host::hook_function(r.hook);
  const view v = view_of(framework::harness::input_state<rules>(r));
  const std::vector<cell> empty = rules::empty_cells(*v.g);
  framework::harness::begin_search({&v.g->identity()});
  const py::object result = host::call(fn, v.object);
  if (!PyBool_Check(result.ptr()))
    host::wrong_type(r.hook, "True (the board is solved in place) or False (no solution)", result);
  if (result.ptr() != Py_True) return {{"solution", nullptr}};
  return {{"solution", framework::harness::moves_json<rules>(rules::filling(empty, *v.g))}};
}

}  // namespace

}  // namespace sudoku

PYBIND11_EMBEDDED_MODULE(kit, m) {
  using namespace sudoku;
  host::add_kit_basics(m);
  m.doc() = "Sudoku's kit: the board as the blog's list of rows, a view of the framework's grid.";
  py::class_<grid_handle>(m, "_Grid", "The framework's grid behind a board (used by Row.__setitem__).")
      .def("write", &grid_handle::write, "Sets num at (row, col), or clears it when num is 0 (traced).");
  py::exec(kBoardSource, m.attr("__dict__"));
}

const framework::harness::runner_problem& framework::harness::this_problem() {
  return table_of<sudoku::rules>({
      {sudoku::hook_name::find_empty, &sudoku::find_empty_entry},
      {sudoku::hook_name::check_validity, &sudoku::check_validity_entry},
      {sudoku::hook_name::valid_moves, &python::valid_moves_entry<sudoku::binding>},
      {sudoku::hook_name::apply_move, &python::edit_entry<sudoku::binding>},
      {sudoku::hook_name::undo_move, &python::edit_entry<sudoku::binding>},
      {sudoku::hook_name::solve, &sudoku::solve_entry},
      {sudoku::hook_name::count_solutions, &python::count_entry<sudoku::binding, true>},
  });
}
