#include "framework/harness/python_host.hpp"

#include "framework/core/errors.hpp"
#include "framework/harness/python_payload.hpp"
#include "framework/harness/runner.hpp"

#include <pybind11/embed.h>

#include <fcntl.h>
#include <sys/auxv.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <climits>
#include <cstdlib>
#include <iostream>
#include <new>
#include <optional>

namespace framework::harness::python {

namespace {

// The host's own Python: loads the team's files from memory (so tracebacks
// name exercises/<problem>/... and show their lines), formats tracebacks of
// the student's frames only, and checks syntax for --check. Python code that
// the student's code could also call: nothing here is secret or trusted.
constexpr const char* kBootstrap = R"PY(
import sys
from importlib.machinery import ModuleSpec

class _TeamFiles:
    """Imports the team's modules from the sources the grader handed in."""
    def __init__(self, files):
        self.files = files  # module name -> (shown path, source bytes, is package)
        self.code = {}  # module name -> its code, compiled ahead (precompile)

    def find_spec(self, name, path=None, target=None):
        entry = self.files.get(name)
        if entry is None:
            return None
        spec = ModuleSpec(name, self, origin=entry[0], is_package=entry[2])
        if entry[2]:
            spec.submodule_search_locations = []
        return spec

    def create_module(self, spec):
        return None

    def exec_module(self, module):
        shown, source, _ = self.files[module.__name__]
        module.__file__ = shown
        code = self.code.get(module.__name__)
        if code is None:
            code = compile(source, shown, "exec", dont_inherit=True)
        exec(code, module.__dict__)

    def precompile(self):
        # Compiled, never run: a file that does not compile is compiled
        # again where a case imports it, and fails there as usual.
        for name, (shown, source, _) in self.files.items():
            try:
                self.code[name] = compile(source, shown, "exec", dont_inherit=True)
            except (SyntaxError, ValueError):
                pass

_team = _TeamFiles({})

def _install(files):
    _team.files = files
    sys.meta_path.insert(0, _team)

def _student_traceback(kind, value, tb, prefix):
    # linecache (and the re and tokenize it imports) only when a traceback
    # is shown: it would cost every case a third of its start-up.
    import linecache, traceback
    for shown, source, _ in _team.files.values():
        text = source.decode("utf-8", "replace")
        linecache.cache[shown] = (len(text), None, text.splitlines(True), shown)
    # Only the last 40 of the team's frames are summarised: extract_tb would
    # look up the source line of every frame, seconds for a RecursionError's
    # 200,000.
    import collections
    last = collections.deque(maxlen=40)
    count = 0
    while tb is not None:
        if tb.tb_frame.f_code.co_filename.startswith(prefix):
            last.append((tb.tb_frame, tb.tb_lineno))
            count += 1
        tb = tb.tb_next
    frames = traceback.StackSummary.extract(iter(last))
    cut = count - len(frames)
    text = ""
    if frames:
        text = "Traceback (most recent call last, your frames only):\n"
        if cut:
            text += f"  [... {cut} earlier frames]\n"
        text += "".join(traceback.StackSummary.from_list(frames).format())
    return text + "".join(traceback.format_exception_only(kind, value))

def _check(files):
    problems = []
    for shown, source, _ in files.values():
        try:
            compile(source, shown, "exec", dont_inherit=True)
        except SyntaxError as e:
            where = f"{e.filename}:{e.lineno or 0}:{e.offset or 0}"
            line = (e.text or "").rstrip("\n")
            problems.append(f"{where}: error: {type(e).__name__}: {e.msg}" + (f"\n    {line}" if line else ""))
        except ValueError as e:
            problems.append(f"{shown}: error: {e}")
    return problems
)PY";

python_payload::payload g_payload;
std::optional<py::dict> g_host;  // the bootstrap's globals
bool g_started = false;

std::string shown_prefix() { return "exercises/" + g_payload.problem + "/"; }

// Reads the payload from this executable's tail (its path as it was
// executed: the sandbox lets the runner read itself, and only that).
python_payload::payload read_payload() {
  const char* self = reinterpret_cast<const char*>(::getauxval(AT_EXECFN));
  if (self == nullptr) throw bad_request("the Python runner cannot name its own executable");
  const int fd = ::open(self, O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw bad_request(std::string("the Python runner cannot read ") + self);
  struct closer {
    int fd;
    ~closer() { ::close(fd); }
  } const close_after{fd};
  struct stat st {};
  if (::fstat(fd, &st) != 0 || st.st_size < 16) throw bad_request("the Python runner has no sources");
  const auto read_at = [&](std::uint64_t offset, std::uint64_t size) {
    std::string bytes(size, '\0');
    std::uint64_t done = 0;
    while (done < size) {
      const auto n = ::pread(fd, bytes.data() + done, size - done, static_cast<off_t>(offset + done));
      if (n <= 0) throw bad_request("the Python runner cannot read its sources");
      done += static_cast<std::uint64_t>(n);
    }
    return bytes;
  };
  const auto end = static_cast<std::uint64_t>(st.st_size);
  const auto size = python_payload::payload_size(read_at(end - 16, 16));
  if (!size || *size > end - 16) throw bad_request("the Python runner carries no team sources");
  auto p = python_payload::decode(read_at(end - 16 - *size, *size));
  if (!p) throw bad_request("the Python runner's sources are damaged");
  return std::move(*p);
}

bool is_refused_module(std::string_view name) {
  const auto top = name.substr(0, name.find('.'));
  static constexpr std::array<std::string_view, 20> refused{"ctypes",
                                                            "_ctypes",
                                                            "_ctypes_test",
                                                            "_testcapi",
                                                            "_testinternalcapi",
                                                            "_testbuffer",
                                                            "_testmultiphase",
                                                            "_testimportmultiple",
                                                            "_testclinic",
                                                            "_xxsubinterpreters",
                                                            "_xxtestfuzz",
                                                            "_posixsubprocess",
                                                            "subprocess",
                                                            "multiprocessing",
                                                            "_multiprocessing",
                                                            "_posixshmem",
                                                            "socket",
                                                            "_socket",
                                                            "mmap",
                                                            "resource"};
  for (const auto r : refused) {
    if (top == r) return true;
  }
  return false;
}

std::optional<std::string> path_of(PyObject* object) {
  if (PyUnicode_Check(object)) {
    const char* text = PyUnicode_AsUTF8(object);
    if (text == nullptr) {
      PyErr_Clear();
      return std::nullopt;
    }
    return std::string(text);
  }
  if (PyBytes_Check(object)) return std::string(PyBytes_AsString(object));
  return std::nullopt;
}

// /proc holds the runner's own memory (/proc/self/mem) and the machine's
// secrets; devices are the box's business. Symlinks are followed first.
bool is_refused_path(const std::string& path) {
  std::array<char, PATH_MAX> real{};
  const std::string resolved = ::realpath(path.c_str(), real.data()) != nullptr ? real.data() : path;
  const auto within = [&](std::string_view dir) {
    return resolved == dir || (resolved.starts_with(dir) && resolved[dir.size()] == '/');
  };
  if (within("/proc")) return true;
  if (within("/dev")) {
    return resolved != "/dev/null" && resolved != "/dev/zero" && resolved != "/dev/urandom" &&
           resolved != "/dev/random";
  }
  return false;
}

std::string stdlib_dir() {
  return "/usr/lib/python" + std::to_string(PY_MAJOR_VERSION) + "." + std::to_string(PY_MINOR_VERSION);
}

// The body of the standard library's .pyc file opened last: the import
// system unmarshals exactly that, and marshal.loads of any other bytes is a
// code object the student made (crafted bytecode reads memory).
std::string g_trusted_bytecode;

void remember_stdlib_bytecode(const std::string& path) {
  std::array<char, PATH_MAX> real{};
  if (::realpath(path.c_str(), real.data()) == nullptr) return;
  const std::string resolved = real.data();
  if (!resolved.starts_with(stdlib_dir() + "/") || !resolved.ends_with(".pyc")) return;
  const int fd = ::open(resolved.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return;
  std::string bytes;
  std::array<char, 65536> buffer{};
  for (;;) {
    const auto n = ::read(fd, buffer.data(), buffer.size());
    if (n <= 0) break;
    bytes.append(buffer.data(), static_cast<std::size_t>(n));
  }
  ::close(fd);
  constexpr std::size_t kHeader = 16;  // magic, flags, and the source's mtime and size (or hash)
  g_trusted_bytecode = bytes.size() > kHeader ? bytes.substr(kHeader) : std::string();
}

// The file name of the Python code running now ("" when none: the
// interpreter's own start-up).
std::string running_file() {
  PyFrameObject* frame = PyEval_GetFrame();
  if (frame == nullptr) return {};
  PyCodeObject* code = PyFrame_GetCode(frame);
  PyObject* name = PyObject_GetAttrString(reinterpret_cast<PyObject*>(code), "co_filename");
  Py_DECREF(code);
  std::string file;
  if (name != nullptr && PyUnicode_Check(name)) {
    if (const char* text = PyUnicode_AsUTF8(name)) file = text;
  }
  Py_XDECREF(name);
  PyErr_Clear();
  return file;
}

// Whether marshal.loads(data) is the import system loading the standard
// library: a frozen module (the interpreter's start-up, or importlib's
// FrozenImporter, which unmarshals by name, never bytes it is given), or the
// body of the stdlib .pyc file importlib just opened.
bool unmarshals_the_standard_library(PyObject* data) {
  const std::string file = running_file();
  if (file.empty() || file == "<frozen importlib._bootstrap>") return true;
  if (file != "<frozen importlib._bootstrap_external>") return false;
  const bool trusted = data != nullptr && PyBytes_Check(data) && !g_trusted_bytecode.empty() &&
                       std::string_view(PyBytes_AsString(data),
                                        static_cast<std::size_t>(PyBytes_Size(data))) == g_trusted_bytecode;
  g_trusted_bytecode.clear();
  return trusted;
}

int refuse(PyObject* kind, const std::string& what) {
  PyErr_SetString(kind, (what + " is not allowed in the grader's sandbox").c_str());
  return -1;
}

int audit(const char* event_name, PyObject* args, void*) {
  const std::string_view event(event_name);
  if (event == "import") {
    PyObject* module = PyTuple_Size(args) > 0 ? PyTuple_GetItem(args, 0) : nullptr;
    const auto name = module != nullptr ? path_of(module) : std::nullopt;
    if (name && is_refused_module(*name)) return refuse(PyExc_ImportError, "importing " + *name);
    return 0;
  }
  if (event.starts_with("ctypes.")) return refuse(PyExc_PermissionError, "ctypes");
  if (event == "code.__new__") return refuse(PyExc_PermissionError, "making a code object by hand");
  if (event == "open") {
    PyObject* file = PyTuple_Size(args) > 0 ? PyTuple_GetItem(args, 0) : nullptr;
    const auto path = file != nullptr ? path_of(file) : std::nullopt;
    if (path && is_refused_path(*path)) return refuse(PyExc_PermissionError, "opening " + *path);
    if (path && path->ends_with(".pyc")) remember_stdlib_bytecode(*path);
    return 0;
  }
  if (event == "marshal.loads") {
    PyObject* data = PyTuple_Size(args) > 0 ? PyTuple_GetItem(args, 0) : nullptr;
    if (unmarshals_the_standard_library(data)) return 0;
    return refuse(PyExc_PermissionError, "unmarshalling bytes that are not the standard library's bytecode");
  }
  if (event == "marshal.load") return refuse(PyExc_PermissionError, "unmarshalling a file");
  if (event.starts_with("socket.")) return refuse(PyExc_PermissionError, "a socket");
  static constexpr std::array<std::string_view, 10> processes{
      "os.fork",  "os.forkpty",       "os.system", "os.exec",   "os.posix_spawn",
      "os.spawn", "subprocess.Popen", "os.kill",   "os.killpg", "pty.spawn"};
  for (const auto p : processes) {
    if (event == p) return refuse(PyExc_PermissionError, std::string(event) + " (a second process)");
  }
  return 0;
}

// Whether the interpreter failed to get memory during this run. Python does
// not always say so: a search that fills the address space slowly often ends
// in "SystemError: error return without exception set" (measured on the
// lecture's peg solitaire with a board kept on every node), a MemoryError
// lost on the way out (CPython clears the one it carries when the frame
// object a leaving frame needs cannot be allocated either,
// python/cpython#131173). The allocators Python gets its memory from (its
// raw malloc, and the arenas of its small objects and frame stack) are
// wrapped to notice.
bool g_allocation_failed = false;
PyMemAllocatorEx g_raw_allocator{};
PyObjectArenaAllocator g_arena_allocator{};

void* noted(void* block) {
  if (block == nullptr) g_allocation_failed = true;
  return block;
}
void* raw_malloc(void*, std::size_t size) { return noted(g_raw_allocator.malloc(g_raw_allocator.ctx, size)); }
void* raw_calloc(void*, std::size_t count, std::size_t size) {
  return noted(g_raw_allocator.calloc(g_raw_allocator.ctx, count, size));
}
void* raw_realloc(void*, void* block, std::size_t size) {
  return noted(g_raw_allocator.realloc(g_raw_allocator.ctx, block, size));
}
void raw_free(void*, void* block) { g_raw_allocator.free(g_raw_allocator.ctx, block); }
void* arena_alloc(void*, std::size_t size) {
  return noted(g_arena_allocator.alloc(g_arena_allocator.ctx, size));
}
void arena_free(void*, void* block, std::size_t size) {
  g_arena_allocator.free(g_arena_allocator.ctx, block, size);
}

// Each wrapper calls the allocator it replaces, so what either allocated
// before is freed as it expects.
void note_allocation_failures() {
  PyMem_GetAllocator(PYMEM_DOMAIN_RAW, &g_raw_allocator);
  PyMemAllocatorEx raw{nullptr, &raw_malloc, &raw_calloc, &raw_realloc, &raw_free};
  PyMem_SetAllocator(PYMEM_DOMAIN_RAW, &raw);
  PyObject_GetArenaAllocator(&g_arena_allocator);
  PyObjectArenaAllocator arena{nullptr, &arena_alloc, &arena_free};
  PyObject_SetArenaAllocator(&arena);
}

void check(PyStatus status) {
  if (PyStatus_Exception(status)) {
    throw bad_request(std::string("the Python interpreter did not start: ") +
                      (status.err_msg != nullptr ? status.err_msg : "unknown error"));
  }
}

std::wstring wide(const std::string& text) { return {text.begin(), text.end()}; }

void start_interpreter() {
  PyPreConfig pre;
  PyPreConfig_InitIsolatedConfig(&pre);
  pre.utf8_mode = 1;
  check(Py_PreInitialize(&pre));
  note_allocation_failures();
  if (PySys_AddAuditHook(&audit, nullptr) != 0) throw bad_request("the Python audit hook was refused");

  PyConfig config;
  PyConfig_InitIsolatedConfig(&config);
  struct clear_config {
    PyConfig* c;
    ~clear_config() { PyConfig_Clear(c); }
  } const clear_after{&config};
  config.site_import = 0;
  config.write_bytecode = 0;
  config.buffered_stdio = 0;  // the runner _Exits after its answer: nothing may wait in a buffer
  config.install_signal_handlers = 0;
  config.parse_argv = 0;
  const std::string stdlib =
      "/usr/lib/python" + std::to_string(PY_MAJOR_VERSION) + "." + std::to_string(PY_MINOR_VERSION);
  check(PyConfig_SetString(&config, &config.home, L"/usr"));
  // Python looks for a pyvenv.cfg beside its executable and one folder up:
  // the runner's own folder's parent is outside a Landlock box (EACCES, which
  // Python's path search takes for an error). The system's executable keeps
  // that search in /usr.
  const std::string executable =
      "/usr/bin/python" + std::to_string(PY_MAJOR_VERSION) + "." + std::to_string(PY_MINOR_VERSION);
  check(PyConfig_SetString(&config, &config.executable, wide(executable).c_str()));
  config.module_search_paths_set = 1;
  check(PyWideStringList_Append(&config.module_search_paths, wide(stdlib).c_str()));
  check(PyWideStringList_Append(&config.module_search_paths, wide(stdlib + "/lib-dynload").c_str()));
  check(Py_InitializeFromConfig(&config));
}

}  // namespace

void start() {
  if (g_started) return;
  g_started = true;
  g_payload = read_payload();
  start_interpreter();
  // Before the kit's module, whose problem may need more (set_recursion_limit).
  set_recursion_limit(kRecursionLimit);
  g_host.emplace();
  (*g_host)["__builtins__"] = py::module_::import("builtins");
  py::exec(kBootstrap, *g_host);
  // The problem's kit module registers the views a hook entry passes: a
  // team whose code never imports kit must still receive them. Imported
  // before the team's files can be: a team's kit.py must not stand in for
  // it, and a warm box's zygote (framework/harness/zygote.hpp) runs this and
  // must import no code of the team.
  py::module_::import("kit");
  py::dict files;
  for (const auto& f : g_payload.files) {
    if (!f.path.ends_with(".py")) continue;
    std::string module = f.path.substr(0, f.path.size() - 3);
    const bool package = module == "__init__" || module.ends_with("/__init__");
    if (package) module = module.size() == 8 ? "" : module.substr(0, module.size() - 9);
    if (module.empty()) continue;
    for (auto& ch : module) {
      if (ch == '/') ch = '.';
    }
    files[py::str(module)] =
        py::make_tuple(shown_prefix() + f.path, py::bytes(f.content), py::bool_(package));
  }
  (*g_host)["_install"](files);
}

void warm_up() {
  start();
  // A zygote's cases each compiled the team's files again (2 ms for a
  // 130-line file); compiling runs none of their code.
  (*g_host)["_team"].attr("precompile")();
  // Every case is a copy-on-write fork: objects the collector would walk
  // (and so write to) stay out of its way.
  py::module_::import("gc").attr("freeze")();
}

py::object team_module() {
  start();
  try {
    return py::module_::import(g_payload.problem.c_str());
  } catch (py::error_already_set& e) {
    rethrow(e);
  }
}

py::object hook_function(std::string_view name) {
  const py::object module = team_module();
  if (!py::hasattr(module, std::string(name).c_str())) {
    throw student_exception(shown_prefix() + g_payload.problem + ".py defines no function " +
                            std::string(name) + " (keep the skeleton's function names)");
  }
  return module.attr(std::string(name).c_str());
}

void set_recursion_limit(int depth) { py::module_::import("sys").attr("setrecursionlimit")(depth); }

namespace {

// What a RecursionError means in a backtracking search, after its traceback.
std::string unbounded_recursion() {
  const auto depth = py::module_::import("sys").attr("getrecursionlimit")().cast<long>();
  std::string depth_text = std::to_string(depth);
  for (auto at = static_cast<long>(depth_text.size()) - 3; at > 0; at -= 3)
    depth_text.insert(static_cast<std::size_t>(at), ",");
  return "Your code went " + depth_text +
         " calls deep, the Python recursion limit here: most likely an unbounded recursion, one that never "
         "reaches a base case. Each recursive call must work on a smaller problem than its caller (apply the "
         "move before the call, so that the position changes) and every base case must return; a search "
         "that truly goes this deep needs a loop over a list of what is left to try instead.";
}

}  // namespace

void rethrow(py::error_already_set& e) {
  if (e.matches(PyExc_NotImplementedError)) {
    const std::string what = py::str(e.value());
    throw framework::not_implemented(what.empty() ? std::string("a hook") : what);
  }
  if (e.matches(PyExc_MemoryError)) throw std::bad_alloc();
  // The interpreter's own error for a failed allocation it did not report
  // (g_allocation_failed): memory too.
  if (e.matches(PyExc_SystemError) && g_allocation_failed) throw std::bad_alloc();
  // pybind11 reports a Python object it could not allocate (a tuple a view
  // builds) as a RuntimeError "Could not allocate ... object!": memory too.
  if (e.matches(PyExc_RuntimeError) && std::string(py::str(e.value())).starts_with("Could not allocate "))
    throw std::bad_alloc();
  const py::module_ kit = py::module_::import("kit");
  if (e.matches(kit.attr("IllegalMove"))) throw framework::rule_violation(py::str(e.value()));
  std::string text;
  try {
    text = py::str((*g_host)["_student_traceback"](e.type(), e.value(), e.trace(), shown_prefix()));
  } catch (const std::exception&) {
    text = std::string(py::str(e.type().attr("__name__"))) + ": " + std::string(py::str(e.value()));
  }
  while (!text.empty() && text.back() == '\n') text.pop_back();
  if (e.matches(PyExc_RecursionError)) text += "\n" + unbounded_recursion();
  throw student_exception(text);
}

void wrong_type(std::string_view hook, std::string_view expected, const py::handle& got) {
  std::string shown = py::repr(got);
  if (shown.size() > 80) shown = shown.substr(0, 77) + "...";
  throw student_exception(std::string(hook) + " returned " +
                          std::string(py::str(got.get_type().attr("__name__"))) + " " + shown +
                          "; expected " + std::string(expected));
}

namespace {

constexpr const char* kKitBasics = R"PY(
import operator as _operator
from collections import deque

class Node:
    """A node of the lecture's search tree: Node("start"), node.children, and
    whatever else a search keeps on it (node.parent = ..., node.move = ...)."""

    def __init__(self, name=None, children=None, **attributes):
        self.name = _share_name(name)
        self.children = [] if children is None else children
        if attributes:
            self.__dict__.update({key: _share_name(value) for key, value in attributes.items()})

    def __repr__(self):
        return f"Node({self.name!r})"


# A board the lecture writes as a list of rows (sudoku's, the queens'
# counters, Boggle's grid) is a view of the framework's state: lists read at
# C speed, changed only by a row's own __setitem__ (the problem's, which
# edits the state), copied as plain lists the framework does not see.
_LIST_EDITS = ("__setitem__", "__delitem__", "__iadd__", "__imul__", "append", "extend",
               "insert", "pop", "remove", "clear", "sort", "reverse")


class _RowView(list):
    __slots__ = ()

    def _column(self, col, one_at_a_time):
        """col as an index of this row, as list assignment reads it."""
        if isinstance(col, slice):
            raise TypeError(one_at_a_time)
        col = _operator.index(col)
        if col < 0:
            col += len(self)
        if not 0 <= col < len(self):
            raise IndexError("list assignment index out of range")
        return col

    def __copy__(self):
        return list(self)

    def __deepcopy__(self, memo):
        return list(self)


class _GridView(list):
    __slots__ = ()

    def __copy__(self):
        return [list(row) for row in self]

    def __deepcopy__(self, memo):
        return [list(row) for row in self]


def _seal(row_class, grid_class, message):
    """Every other way of changing a list raises TypeError(message)."""

    def refuse(self, *args, **kwargs):
        raise TypeError(message)

    for name in _LIST_EDITS:
        if name != "__setitem__":
            setattr(row_class, name, refuse)
        setattr(grid_class, name, refuse)
)PY";

}  // namespace

namespace {

// Node names, one object for each: a search makes a node for every move it
// tries, over a few hundred distinct moves, and the lecture's solve keeps
// every node it made (last_move.children holds the whole explored tree). The
// lecture's name, a tuple of three (x, y) tuples, costs 230 bytes of its own
// and 8 shared: the peg solitaire tree of 1.4 million jumps the lecture's
// pop() order explores from the top of its board takes 300 MiB instead of
// 650. Only small tuples of ints (not bools) and short strings are shared,
// so a shared name is equal to its caller's and of the same types, and what
// the table keeps alive after a search let go of it stays small: at most
// kMostNames names of at most kMostParts objects each (the lecture's has 10).
constexpr Py_ssize_t kMostNames = 4096;
constexpr int kMostParts = 24;
constexpr Py_ssize_t kLongestString = 32;
PyObject* g_names = nullptr;  // name -> the one object for it

// Whether `v` is made of ints and short strings in tuples, counting the
// objects it is made of down from `parts` (which also bounds the recursion).
bool shareable(PyObject* v, int& parts) {
  if (--parts < 0) return false;
  if (PyTuple_CheckExact(v)) {
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(v); ++i) {
      if (!shareable(PyTuple_GET_ITEM(v, i), parts)) return false;
    }
    return true;
  }
  return PyLong_CheckExact(v) || (PyUnicode_CheckExact(v) && PyUnicode_GET_LENGTH(v) <= kLongestString);
}

// kit._share_name(name): the one object equal to `name`, or `name`. A plain
// C function: Node() calls it for every node, at the cost of a dict lookup.
PyObject* share_name(PyObject* /*module*/, PyObject* name) {
  if (int parts = kMostParts; PyTuple_CheckExact(name) && shareable(name, parts)) {
    if (PyObject* shared = PyDict_GetItemWithError(g_names, name)) {
      Py_INCREF(shared);
      return shared;
    }
    if (PyErr_Occurred() != nullptr) return nullptr;
    if (PyDict_GET_SIZE(g_names) < kMostNames && PyDict_SetItem(g_names, name, name) != 0) return nullptr;
  }
  Py_INCREF(name);
  return name;
}

PyMethodDef g_share_name{"_share_name", &share_name, METH_O,
                         "The one object equal to a node's name (tuples of ints and strings), or the name"};

}  // namespace

void add_kit_basics(py::module_& kit) {
  py::register_exception<framework::rule_violation>(kit, "IllegalMove");
  if (g_names == nullptr) g_names = PyDict_New();
  if (g_names == nullptr) throw py::error_already_set();
  kit.add_object("_share_name", py::reinterpret_steal<py::object>(PyCFunction_New(&g_share_name, nullptr)));
  py::exec(kKitBasics, kit.attr("__dict__"));
}

std::optional<long> as_int(py::handle h, long min, long max) {
  PyObject* o = h.ptr();
  if (!PyLong_Check(o) || PyBool_Check(o)) return std::nullopt;
  int overflow = 0;
  const long v = PyLong_AsLongAndOverflow(o, &overflow);
  if (overflow != 0 || v < min || v > max) return std::nullopt;
  return v;
}

std::optional<std::array<long, 2>> as_int_pair(py::handle h, long min, long max) {
  PyObject* o = h.ptr();
  if (!PyTuple_Check(o) && !PyList_Check(o)) return std::nullopt;
  if (PySequence_Fast_GET_SIZE(o) != 2) return std::nullopt;
  const auto first = as_int(PySequence_Fast_GET_ITEM(o, 0), min, max);
  const auto second = as_int(PySequence_Fast_GET_ITEM(o, 1), min, max);
  if (!first || !second) return std::nullopt;
  return std::array<long, 2>{*first, *second};
}

std::uint64_t count_of(std::string_view hook, std::string_view expected, py::handle result) {
  PyObject* o = result.ptr();
  if (!PyLong_Check(o) || PyBool_Check(o) || result.cast<py::int_>() < py::int_(0))
    wrong_type(hook, expected, result);
  int overflow = 0;
  const long long n = PyLong_AsLongLongAndOverflow(o, &overflow);
  return overflow != 0 ? UINT64_MAX : static_cast<std::uint64_t>(n);
}

bool truth_of(std::string_view hook, std::string_view expected, py::handle result) {
  if (PyBool_Check(result.ptr())) return result.ptr() == Py_True;
  if (const auto v = as_int(result); v && (*v == 0 || *v == 1)) return *v == 1;
  wrong_type(hook, expected, result);
}

py::object node_class() { return py::module_::import("kit").attr("Node"); }

int check_sources() {
  try {
    start();
    py::dict files;
    for (const auto& f : g_payload.files) {
      if (f.path.ends_with(".py"))
        files[py::str(f.path)] = py::make_tuple(shown_prefix() + f.path, py::bytes(f.content), false);
    }
    const py::list problems = (*g_host)["_check"](files);
    for (const auto& p : problems) std::cerr << std::string(py::str(p)) << '\n';
    return problems.empty() ? 0 : 1;
  } catch (const std::exception& e) {
    // 127, and no "error:": the compile step's sign of a judge error.
    std::cerr << "the Python runner could not check the sources: " << e.what() << '\n';
    return 127;
  }
}

}  // namespace framework::harness::python
