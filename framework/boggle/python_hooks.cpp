// Boggle's hooks as the Python runner calls them: the deck's findWord as
// find_word(b, word) and BoggleGame's constructor as find_all_words(b,
// dictionary, scoring) (seed 003, slides 11-14). Linked only into the Python
// runner.
//
// b is the framework's board (kit.Board). b.board is the deck's grid, a list
// of rows of faces ("g", "qu"): the deck's ERASE LETTER, board[row][col] =
// "*", marks the cell used on the framework's board (traced: a node), and
// its RESTORE LETTER, board[row][col] = safe (the letters it saved), frees
// it again; nothing else may be written there. b.mark_used(row, col) and
// b.unmark(row, col) are the same edits by name. A marked cell reads "*"
// ("**" for Qu), as the deck's erased letter does.

#include "framework/boggle/rules.hpp"
#include "framework/harness/python_host.hpp"
#include "framework/harness/standard_hooks.hpp"

#include <pybind11/embed.h>

#include <memory>
#include <string>
#include <vector>

namespace boggle {

namespace {

namespace py = pybind11;
namespace host = framework::harness::python;
using framework::harness::request;

// The framework's board behind a view; shared so a view kept past a hook's
// return never dangles.
struct board_handle {
  std::shared_ptr<board> b;

  void mark_used(int row, int col) const { b->mark_used(row, col); }
  void unmark(int row, int col) const { b->unmark(row, col); }
};

// The view itself, in Python: list subclasses read at C speed.
constexpr const char* kBoardSource = R"PY(
class Row(_RowView):
    """One row of the deck's grid: the faces' letters ("g", "qu"), "*" ("**"
    for Qu) where the word being spelled goes through the cell."""

    __slots__ = ("_owner", "_row")

    def __setitem__(self, col, value):
        col = self._column(col, "write one cell at a time: board[row][col] = '*'")
        if type(value) is not str:
            raise TypeError(f"a cell holds its letters or '*', not {value!r}")
        owner = self._owner
        if value and value == "*" * len(value):
            owner._handle.mark_used(self._row, col)
            list.__setitem__(self, col, "*" * len(owner._letters[self._row][col]))
        elif value.lower() == owner._letters[self._row][col]:
            owner._handle.unmark(self._row, col)
            list.__setitem__(self, col, owner._letters[self._row][col])
        else:
            raise ValueError(f"cell ({self._row}, {col}) holds {owner._letters[self._row][col]!r}: "
                             f"write '*' (ERASE LETTER) or its letters back (RESTORE LETTER), "
                             f"not {value!r}")


class _Grid(_GridView):
    __slots__ = ()


_seal(Row, _Grid, "the board keeps its cells: ERASE LETTER with board[row][col] = '*' and "
                  "RESTORE LETTER with board[row][col] = the letters you saved")

NEIGHBOURS = ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1))


class Board:
    """The deck's BoggleBoard on the framework's board.

    board[row][col]     the deck's grid: a face's letters ("g", "qu"), "*"
                        ("**" for Qu) while the word goes through it;
                        board[row][col] = "*" is ERASE LETTER and
                        board[row][col] = safe RESTORE LETTER (traced)
    rows, cols          its size
    face(row, col)      board[row][col], or "" off the grid
    on_grid(row, col)   whether the cell exists
    letters(row, col)   the face's letters, marked or not
    used(row, col)      whether the cell is marked
    mark_used(row, col), unmark(row, col)
                        ERASE LETTER and RESTORE LETTER by name
    neighbours()        the eight (d_row, d_col) in the order of the deck's calls
    """

    __slots__ = ("_handle", "_letters", "_board")

    @property
    def board(self):
        return self._board

    @property
    def rows(self):
        return len(self._board)

    @property
    def cols(self):
        return len(self._letters[0])

    def on_grid(self, row, col):
        return 0 <= row < len(self._letters) and 0 <= col < len(self._letters[0])

    def face(self, row, col):
        if 0 <= row < len(self._letters) and 0 <= col < len(self._letters[0]):
            return list.__getitem__(self._board[row], col)
        return ""

    def letters(self, row, col):
        return self._letters[row][col] if self.on_grid(row, col) else ""

    def used(self, row, col):
        return self.on_grid(row, col) and self._board[row][col][0] == "*"

    def mark_used(self, row, col):
        if not self.on_grid(row, col):
            self._handle.mark_used(row, col)  # the board's refusal, IllegalMove
        self._board[row][col] = "*"

    def unmark(self, row, col):
        if not self.on_grid(row, col):
            self._handle.unmark(row, col)
        self._board[row][col] = self._letters[row][col]

    def neighbours(self):
        return list(NEIGHBOURS)

    def __repr__(self):
        return "\n".join(" ".join(f"{cell:2}" for cell in row) for row in self._board)


def _make_board(handle, letters, faces):
    b = Board.__new__(Board)
    b._handle = handle
    b._letters = tuple(tuple(row) for row in letters)
    grid = _Grid()
    for r, values in enumerate(faces):
        row = Row(values)
        row._owner = b
        row._row = r
        list.append(grid, row)
    b._board = grid
    return b
)PY";

struct view {
  board_handle handle;
  py::object b;
};

// The view of a fresh board; no edit, so it may run before the search. The
// interpreter must be up: each entry asks for the hook's function first.
view view_of(board initial) {
  board_handle handle{std::make_shared<board>(std::move(initial))};
  const board& b = *handle.b;
  py::list letters;
  py::list faces;
  for (int r = 0; r < b.rows(); ++r) {
    py::list letter_row;
    py::list face_row;
    for (int c = 0; c < b.cols(); ++c) {
      letter_row.append(std::string(b.letters(r, c)));
      face_row.append(std::string(b.face(r, c)));
    }
    letters.append(letter_row);
    faces.append(face_row);
  }
  py::object board_view = py::module_::import("kit").attr("_make_board")(handle, letters, faces);
  return {handle, board_view};
}

// The framework's dictionary as Python reads it: `word in d`,
// d.has_prefix(p), len(d), iteration in the list's order.
struct dictionary_view {
  std::shared_ptr<const dictionary> words;
};

// {state, word} -> {found, state}
nlohmann::json find_word_entry(const request& r) {
  const py::object fn = host::hook_function(r.hook);
  const view v = view_of(framework::harness::input_state<rules>(r));
  const auto word = framework::harness::input_value<std::string>(r, "word");
  framework::harness::begin_search({&v.handle.b->identity()});
  const py::object result = host::call(fn, v.b, word);
  if (!PyBool_Check(result.ptr())) host::wrong_type(r.hook, "True or False", result);
  return {{"found", result.ptr() == Py_True}, {"state", rules::state_json(*v.handle.b)}};
}

constexpr const char* kFoundExpected =
    "a tuple (words, score): the list of the words found (str) and their total points (int)";

// {state, dictionary: the words one per line, scoring} -> {words, score, state}
nlohmann::json find_all_words_entry(const request& r) {
  const py::object fn = host::hook_function(r.hook);
  auto words = std::make_shared<dictionary>();
  std::string scoring_name;
  try {
    *words = dictionary::from_joined(r.input.at("dictionary").get<std::string>());
    scoring_name = r.input.at("scoring").get<std::string>();
    if (scoring_name != "deck" && scoring_name != "official")
      throw std::invalid_argument("unknown scoring " + scoring_name);
  } catch (const std::exception& e) {
    throw framework::harness::bad_request(std::string("bad 'dictionary' or 'scoring' input: ") + e.what());
  }
  const view v = view_of(framework::harness::input_state<rules>(r));
  const py::object dictionary_object = py::cast(dictionary_view{words});
  framework::harness::begin_search({&v.handle.b->identity()});
  const py::object result = host::call(fn, v.b, dictionary_object, scoring_name);
  if (!py::isinstance<py::tuple>(result) && !py::isinstance<py::list>(result))
    host::wrong_type(r.hook, kFoundExpected, result);
  const auto pair = py::reinterpret_borrow<py::sequence>(result);
  if (pair.size() != 2) host::wrong_type(r.hook, kFoundExpected, result);
  const py::object found = pair[0];
  const py::object score = pair[1];
  if (!py::isinstance<py::list>(found) && !py::isinstance<py::tuple>(found) &&
      !py::isinstance<py::set>(found))
    host::wrong_type(r.hook, kFoundExpected, found);
  std::vector<std::string> list;
  for (const auto item : found) {
    if (!py::isinstance<py::str>(item)) host::wrong_type(r.hook, kFoundExpected, item);
    list.push_back(item.cast<std::string>());
  }
  return {{"words", list},
          {"score", host::count_of(r.hook, kFoundExpected, score)},
          {"state", rules::state_json(*v.handle.b)}};
}

}  // namespace

}  // namespace boggle

PYBIND11_EMBEDDED_MODULE(kit, m) {
  using namespace boggle;
  host::add_kit_basics(m);
  m.doc() = "Boggle's kit: the deck's BoggleBoard on the framework's board, the dictionary and points.";
  py::class_<board_handle>(m, "_Board", "The framework's board behind a Board (used by its rows).")
      .def("mark_used", &board_handle::mark_used, "ERASE LETTER (traced: a node)")
      .def("unmark", &board_handle::unmark, "RESTORE LETTER (traced)");
  py::class_<dictionary_view>(m, "Dictionary",
                              "The case's word list: `word in d`, d.has_prefix(p), len(d), `for word in d`.")
      .def("__contains__",
           [](const dictionary_view& d, const py::handle& w) {
             return py::isinstance<py::str>(w) && d.words->contains(w.cast<std::string>());
           })
      .def(
          "has_prefix", [](const dictionary_view& d, const std::string& p) { return d.words->has_prefix(p); },
          py::arg("prefix"), "Whether some word begins with prefix (the empty prefix: any word)")
      .def("__len__", [](const dictionary_view& d) { return d.words->size(); })
      .def(
          "__iter__",
          [](const dictionary_view& d) { return py::make_iterator(d.words->begin(), d.words->end()); },
          py::keep_alive<0, 1>());
  m.def(
      "points",
      [](const std::string& word, const std::string& scoring_name) {
        return points(word, scoring_name == "official" ? scoring::official : scoring::deck);
      },
      py::arg("word"), py::arg("scoring") = "deck",
      "A word's points: 'deck' (its length) or 'official' (the rule book's table); qu counts two letters");
  py::exec(kBoardSource, m.attr("__dict__"));
}

const framework::harness::runner_problem& framework::harness::this_problem() {
  return table_of<boggle::rules>({
      {boggle::hook_name::find_word, &boggle::find_word_entry},
      {boggle::hook_name::find_all_words, &boggle::find_all_words_entry},
  });
}
