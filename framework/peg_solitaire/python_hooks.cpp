// Peg solitaire's hooks as the Python runner calls them: the lecture's own
// functions, valid_moves(pegs, holes), apply_move(node, pegs, holes),
// undo_move(node, pegs, holes) and solve(pegs, holes, last_move), where pegs
// and holes are the framework's board seen as the lecture's two sets of
// (x, y) tuples. Linked only into the Python runner.

#include "framework/harness/python_host.hpp"
#include "framework/harness/standard_hooks.hpp"
#include "framework/peg_solitaire/rules.hpp"

#include <pybind11/embed.h>

#include <array>
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

namespace peg_solitaire {

namespace {

namespace py = pybind11;
namespace host = framework::harness::python;
using framework::harness::request;

// The lecture keeps the position twice, as pegs and as holes, and its helpers
// edit both: pegs.remove(p) and holes.add(p) say the same thing. Both sets are
// views of one board. The first of the two makes the edit (and is traced);
// the second, its echo, finds the edit made and only agrees. Anything else
// behaves as a Python set would: removing what is not there is a KeyError,
// adding what is there changes nothing.
class lecture_board {
 public:
  explicit lecture_board(board& b) : b_(b), echo_(b.shape().hole_count(), echo::none) {}

  [[nodiscard]] const board& get() const noexcept { return b_; }
  [[nodiscard]] bool has_peg(cell c) const noexcept { return b_.on_board(c) && b_.has_peg(c); }
  [[nodiscard]] bool is_hole(cell c) const noexcept { return b_.on_board(c) && b_.is_empty(c); }

  // pegs.remove(c) (strict), pegs.discard(c): the peg at c leaves.
  void take_peg(cell c, bool strict) {
    if (has_peg(c)) return edit(c, false, echo::holes_add);
    if (agrees(c, echo::pegs_remove) || !strict) return;
    b_.remove_peg(c);  // refused, by name
  }
  // holes.add(c): c becomes an empty hole.
  void open_hole(cell c) {
    if (!b_.on_board(c)) b_.remove_peg(c);  // the framework refuses it, by name
    if (has_peg(c)) return edit(c, false, echo::pegs_remove);
    agrees(c, echo::holes_add);
  }
  // pegs.add(c): a peg lands on c.
  void put_peg(cell c) {
    if (!b_.on_board(c)) b_.place_peg(c);
    if (is_hole(c)) return edit(c, true, echo::holes_remove);
    agrees(c, echo::pegs_add);
  }
  // holes.remove(c) (strict), holes.discard(c): c no longer is an empty hole.
  void fill_hole(cell c, bool strict) {
    if (is_hole(c)) return edit(c, true, echo::pegs_add);
    if (agrees(c, echo::holes_remove) || !strict) return;
    b_.place_peg(c);  // refused, by name
  }

  // The jumps applied and not undone, in order, read from the edits: three
  // edits make a jump (two pegs leave, one lands) or take one back. Nullopt
  // when the edits did not come in such threes.
  [[nodiscard]] std::optional<std::vector<move>> line() const {
    if (!readable_ || !pending_.empty()) return std::nullopt;
    return line_;
  }

 private:
  enum class echo : unsigned char { none, pegs_remove, holes_add, pegs_add, holes_remove };

  bool agrees(cell c, echo expected) {
    if (!b_.on_board(c)) return false;
    auto& e = echo_[b_.shape().index(c)];
    if (e != expected) return false;
    e = echo::none;
    return true;
  }

  void edit(cell c, bool place, echo owed) {
    if (place) {
      b_.place_peg(c);
    } else {
      b_.remove_peg(c);
    }
    echo_[b_.shape().index(c)] = owed;
    pending_.push_back({c, place});
    if (pending_.size() == 3) read_jump();
  }

  void read_jump() {
    int placed = 0;
    for (const auto& p : pending_) placed += p.placed ? 1 : 0;
    const bool forward = placed == 1;
    // The lone edit is the landing hole (forward) or the hole the jump is taken back from.
    std::optional<cell> lone;
    std::vector<cell> pair;
    for (const auto& p : pending_) {
      if (p.placed == forward) {
        lone = p.c;
      } else {
        pair.push_back(p.c);
      }
    }
    pending_.clear();
    if ((placed != 1 && placed != 2) || !lone || pair.size() != 2) {
      readable_ = false;
      return;
    }
    std::optional<move> m;
    for (int i = 0; i < 2 && !m; ++i) {
      const move candidate = jump(pair[static_cast<std::size_t>(i)], *lone);
      if (candidate.over == pair[static_cast<std::size_t>(1 - i)] && is_jump_shape(candidate)) m = candidate;
    }
    if (!m) {
      readable_ = false;
      return;
    }
    if (forward) {
      line_.push_back(*m);
      return;
    }
    for (auto it = line_.rbegin(); it != line_.rend(); ++it) {
      if (*it == *m) {
        line_.erase(std::next(it).base());
        return;
      }
    }
    readable_ = false;
  }

  static bool is_jump_shape(const move& m) {
    const int dx = m.to.x - m.from.x;
    const int dy = m.to.y - m.from.y;
    return (dx == 0 && (dy == 2 || dy == -2)) || (dy == 0 && (dx == 2 || dx == -2));
  }

  struct pending_edit {
    cell c;
    bool placed;
  };

  board& b_;
  std::vector<echo> echo_;  // per hole
  std::vector<pending_edit> pending_;
  std::vector<move> line_;
  bool readable_ = true;
};

using shared_board = std::shared_ptr<lecture_board>;

struct peg_set {
  shared_board sets;
};
struct hole_set {
  shared_board sets;
};

// A position is a tuple, as the seed writes it; a list of two ints is a
// node's attribute of some other meaning (move_of_node reads attributes).
std::optional<cell> as_position(py::handle h) {
  if (!PyTuple_Check(h.ptr())) return std::nullopt;
  return host::as_pair<cell>(h);
}

cell position(py::handle h) {
  if (auto c = as_position(h)) return *c;
  throw py::type_error("a position is an (x, y) tuple of two ints, not " + std::string(py::repr(h)));
}

py::tuple position_tuple(cell c) { return py::make_tuple(c.x, c.y); }

py::list positions(const std::vector<cell>& cells) {
  py::list out;
  for (const auto c : cells) out.append(position_tuple(c));
  return out;
}

// The set's elements in reading order (row by row, left to right): the order
// the kit defines for iterating either set.
template <class View>
py::list elements(const View& v) {
  if constexpr (std::is_same_v<View, peg_set>) {
    return positions(v.sets->get().pegs());
  } else {
    return positions(v.sets->get().holes());
  }
}

std::size_t peg_count(const lecture_board& sets) { return sets.get().peg_count(); }
std::size_t empty_hole_count(const lecture_board& sets) {
  return sets.get().shape().hole_count() - sets.get().peg_count();
}

template <class View>
std::size_t size_of(const View& v) {
  if constexpr (std::is_same_v<View, peg_set>) {
    return peg_count(*v.sets);
  } else {
    return empty_hole_count(*v.sets);
  }
}

// `for p in pegs` goes over the positions the set held when the loop began,
// in reading order. As a Python set's iterator does, it refuses to go on once
// the set's size changed under the loop ("RuntimeError: Set changed size
// during iteration"): in the lecture's own sets, a loop that jumps and does
// not take the jump back before its next step fails there, and the kit's
// views stand for those sets. A jump taken back in the loop's body changes
// no size. A type of CPython's own, not a pybind11 class: every valid_moves
// of a search loops over pegs, and pybind11's dispatch of each step cost the
// lecture's searches 60% more time.
struct set_iterator {
  PyObject ob_base;    // PyObject_HEAD
  shared_board* sets;  // owned
  std::size_t (*size)(const lecture_board&);
  std::size_t size_at_start;
  PyObject* items;  // the positions, a list (owned); null once exhausted
  Py_ssize_t next;
  bool changed;
};

PyObject* set_iterator_next(PyObject* self) {
  auto* it = reinterpret_cast<set_iterator*>(self);
  if (it->items == nullptr) return nullptr;  // exhausted, for good
  if (it->changed || it->size(**it->sets) != it->size_at_start) {
    it->changed = true;  // as Python's: every later step raises too
    PyErr_SetString(PyExc_RuntimeError, "Set changed size during iteration");
    return nullptr;
  }
  if (it->next == PyList_GET_SIZE(it->items)) {
    Py_CLEAR(it->items);
    return nullptr;
  }
  PyObject* item = PyList_GET_ITEM(it->items, it->next++);
  Py_INCREF(item);
  return item;
}

void set_iterator_dealloc(PyObject* self) {
  auto* it = reinterpret_cast<set_iterator*>(self);
  PyTypeObject* type = Py_TYPE(self);
  delete it->sets;
  Py_XDECREF(it->items);
  type->tp_free(self);
  Py_DECREF(type);
}

PyTypeObject* g_set_iterator = nullptr;  // made with the kit module

py::object make_set_iterator_type() {
  static PyType_Slot slots[] = {{Py_tp_iter, reinterpret_cast<void*>(&PyObject_SelfIter)},
                                {Py_tp_iternext, reinterpret_cast<void*>(&set_iterator_next)},
                                {Py_tp_dealloc, reinterpret_cast<void*>(&set_iterator_dealloc)},
                                {0, nullptr}};
  static PyType_Spec spec{"kit._SetIterator", sizeof(set_iterator), 0, Py_TPFLAGS_DEFAULT, slots};
  auto type = py::reinterpret_steal<py::object>(PyType_FromSpec(&spec));
  if (!type) throw py::error_already_set();
  g_set_iterator = reinterpret_cast<PyTypeObject*>(type.ptr());
  return type;
}

template <class View>
py::object iterate(const View& v) {
  py::list items = elements(v);
  auto self = py::reinterpret_steal<py::object>(PyType_GenericAlloc(g_set_iterator, 0));
  if (!self) throw py::error_already_set();
  auto* it = reinterpret_cast<set_iterator*>(self.ptr());
  it->sets = new shared_board(v.sets);
  it->size = std::is_same_v<View, peg_set> ? &peg_count : &empty_hole_count;
  it->size_at_start = size_of(v);
  it->items = items.release().ptr();
  it->next = 0;
  it->changed = false;
  return self;
}

template <class View>
py::class_<View> bind_set(py::module_& kit, const char* name, const char* doc) {
  py::class_<View> cls(kit, name, doc);
  cls.def("__iter__", [](const View& v) { return iterate(v); })
      .def("__repr__",
           [](const View& v) {
             const py::list items = elements(v);
             if (items.empty()) return std::string("set()");
             std::string text = "{";
             for (std::size_t i = 0; i < items.size(); ++i) {
               text += (i == 0 ? "" : ", ") + std::string(py::repr(items[i]));
             }
             return text + "}";
           })
      .def(
          "copy", [](const View& v) { return py::set(elements(v)); },
          "A plain set of the positions (not traced)")
      .def("__eq__", [](const View& v, const py::object& other) -> py::object {
        if (!py::isinstance<py::set>(other) && !py::isinstance<py::frozenset>(other) &&
            !py::isinstance<peg_set>(other) && !py::isinstance<hole_set>(other))
          return py::reinterpret_borrow<py::object>(Py_NotImplemented);
        return py::set(elements(v)).attr("__eq__")(py::set(other));
      });
  cls.attr("__hash__") = py::none();
  for (const char* op : {"__sub__", "__and__", "__or__", "__xor__", "__le__", "__lt__", "__ge__", "__gt__"}) {
    cls.def(op, [op](const View& v, const py::object& other) {
      return py::set(elements(v)).attr(op)(py::isinstance<py::set>(other) ? other : py::set(other));
    });
  }
  for (const char* method : {"isdisjoint", "issubset", "issuperset", "union", "intersection", "difference"}) {
    cls.def(method, [method](const View& v, const py::args& others) {
      return py::set(elements(v)).attr(method)(*others);
    });
  }
  return cls;
}

// The move a node of the student's stands for: its name (or, failing that,
// its attributes in the order they were set) holds two or three positions:
// (jumping peg, landing hole) or (jumping peg, jumped peg, landing hole).
std::optional<move> move_of_value(py::handle v) {
  if (!PyTuple_Check(v.ptr()) && !PyList_Check(v.ptr())) return std::nullopt;
  const auto items = py::reinterpret_borrow<py::sequence>(v);
  std::vector<cell> cells;
  for (const auto item : items) {
    const auto c = as_position(item);
    if (!c) return std::nullopt;
    cells.push_back(*c);
  }
  if (cells.size() == 2) return jump(cells[0], cells[1]);
  if (cells.size() == 3) return move{cells[0], cells[1], cells[2]};
  return std::nullopt;
}

std::optional<move> move_of_node(py::handle node) {
  if (auto m = move_of_value(node)) return m;
  if (!py::hasattr(node, "__dict__")) return std::nullopt;
  const py::dict attributes = node.attr("__dict__");
  if (attributes.contains("name")) {
    if (auto m = move_of_value(attributes["name"])) return m;
  }
  std::vector<cell> cells;
  for (const auto& [key, value] : attributes) {
    const std::string k = py::str(key);
    if (k == "name" || k == "children") continue;
    if (auto c = as_position(value)) cells.push_back(*c);
  }
  if (cells.size() == 2) return jump(cells[0], cells[1]);
  if (cells.size() == 3) return move{cells[0], cells[1], cells[2]};
  return std::nullopt;
}

constexpr const char* kNodeExpected =
    "a list of Node, each naming its move: Node(((x, y) of the jumping peg, (x, y) of the jumped peg, (x, y) "
    "of the hole it lands in))";

std::vector<move> moves_of(std::string_view hook, const py::object& result) {
  if (!py::isinstance<py::list>(result) && !py::isinstance<py::tuple>(result) &&
      !py::isinstance(result, py::module_::import("collections").attr("deque")))
    host::wrong_type(hook, kNodeExpected, result);
  std::vector<move> moves;
  for (const auto item : result) {
    const auto m = move_of_node(item);
    if (!m) host::wrong_type(hook, kNodeExpected, item);
    moves.push_back(*m);
  }
  return moves;
}

py::object move_node(const move& m) {
  return host::node_class()(
      py::make_tuple(position_tuple(m.from), position_tuple(m.over), position_tuple(m.to)));
}

struct lecture_sets {
  shared_board board;
  py::object pegs;
  py::object holes;
};

lecture_sets sets_of(board& b) {
  auto shared = std::make_shared<lecture_board>(b);
  return {shared, py::cast(peg_set{shared}), py::cast(hole_set{shared})};
}

// The node the team's own valid_moves makes for `m` on `before`, so that its
// apply_move and undo_move read the node as they read their own; the kit's
// Node((peg, jumped, hole)) when valid_moves cannot give it. Runs before the
// search begins, on a copy: nothing it does is counted.
py::object node_for(const move& m, const board& before) {
  try {
    board copy = before;
    const auto sets = sets_of(copy);
    const py::object nodes = host::hook_function(hook_name::valid_moves)(sets.pegs, sets.holes);
    for (const auto item : nodes) {
      if (move_of_node(item) == m) return py::reinterpret_borrow<py::object>(item);
    }
  } catch (const std::exception&) {
    // valid_moves is not written yet, or fails: the kit's node stands in.
  }
  return move_node(m);
}

nlohmann::json valid_moves_entry(const request& r) {
  board b = framework::harness::input_state<rules>(r);
  const py::object fn = host::hook_function(r.hook);
  const auto sets = sets_of(b);
  framework::harness::begin_search({&b.identity()});
  const py::object result = host::call(fn, sets.pegs, sets.holes);
  return {{"moves", framework::harness::moves_json<rules>(moves_of(r.hook, result))}};
}

template <bool Undo>
nlohmann::json edit_entry(const request& r) {
  board b = framework::harness::input_state<rules>(r);
  const move m = framework::harness::input_move<rules>(r);
  const py::object fn = host::hook_function(r.hook);
  board before = b;
  py::object node;
  try {
    if (Undo) rules::undo(before, m);
    node = node_for(m, before);
  } catch (const std::exception&) {
    node = move_node(m);
  }
  const auto sets = sets_of(b);
  framework::harness::begin_search({&b.identity()});
  host::call(fn, node, sets.pegs, sets.holes);
  return {{"state", rules::state_json(b)}};
}

nlohmann::json solve_entry(const request& r) {
  board b = framework::harness::input_state<rules>(r);
  const py::object fn = host::hook_function(r.hook);
  const auto sets = sets_of(b);
  const py::object start = host::node_class()("start");
  framework::harness::begin_search({&b.identity()});
  const py::object result = host::call(fn, sets.pegs, sets.holes, start);
  if (result.is_none()) return {{"solution", nullptr}};
  if (!py::isinstance(result, host::node_class())) {
    host::wrong_type(r.hook, "the Node of the solution's last move (the lecture's result), or None", result);
  }
  const auto line = sets.board->line();
  if (!line) {
    throw framework::harness::student_exception(
        "solve returned a Node, but the moves it applied and did not undo cannot be read from its edits of "
        "pegs and holes: a move takes two pegs away and puts one back, and undoing it does the reverse");
  }
  return {{"solution", framework::harness::moves_json<rules>(*line)}};
}

}  // namespace

}  // namespace peg_solitaire

PYBIND11_EMBEDDED_MODULE(kit, m) {
  using namespace peg_solitaire;
  host::add_kit_basics(m);
  m.doc() = "Peg solitaire's kit: the board as the lecture's two sets, pegs and holes, and Node.";
  m.attr("_SetIterator") = make_set_iterator_type();
  bind_set<peg_set>(m, "PegSet",
                    "The positions holding a peg: a set of (x, y) tuples, traced by the framework.")
      .def("__len__", [](const peg_set& v) { return size_of(v); })
      .def("__contains__",
           [](const peg_set& v, const py::handle& p) {
             const auto c = as_position(p);
             return c && v.sets->has_peg(*c);
           })
      .def("add", [](const peg_set& v, const py::handle& p) { v.sets->put_peg(position(p)); })
      .def("remove", [](const peg_set& v, const py::handle& p) { v.sets->take_peg(position(p), true); })
      .def("discard", [](const peg_set& v, const py::handle& p) { v.sets->take_peg(position(p), false); })
      .def_property_readonly(
          "goal", [](const peg_set& v) { return py::frozenset(positions(v.sets->get().goal_pegs())); },
          "The positions that hold the pegs when the case's goal is reached (the lecture's: {(5, 1)})");
  bind_set<hole_set>(m, "HoleSet", "The empty holes: a set of (x, y) tuples, traced by the framework.")
      .def("__len__", [](const hole_set& v) { return size_of(v); })
      .def("__contains__",
           [](const hole_set& v, const py::handle& p) {
             const auto c = as_position(p);
             return c && v.sets->is_hole(*c);
           })
      .def("add", [](const hole_set& v, const py::handle& p) { v.sets->open_hole(position(p)); })
      .def("remove", [](const hole_set& v, const py::handle& p) { v.sets->fill_hole(position(p), true); })
      .def("discard", [](const hole_set& v, const py::handle& p) { v.sets->fill_hole(position(p), false); });
}

const framework::harness::runner_problem& framework::harness::this_problem() {
  return table_of<peg_solitaire::rules>({
      {peg_solitaire::hook_name::valid_moves, &peg_solitaire::valid_moves_entry},
      {peg_solitaire::hook_name::apply_move, &peg_solitaire::edit_entry<false>},
      {peg_solitaire::hook_name::undo_move, &peg_solitaire::edit_entry<true>},
      {peg_solitaire::hook_name::solve, &peg_solitaire::solve_entry},
  });
}
