// Blob count's hooks as the Python runner calls them: the deck's
// blob_size(img, row, col) and find_blobs(img) (seed 003, blobSize and
// findBlobs) and the shared valid_moves(img), apply_move(img, pixel),
// undo_move(img, pixel). img is the framework's image seen through a small
// view (img.is_spot(row, col), img.erase(row, col)...), so every erasure is
// the framework's and is traced. Same entries and JSON as runner_hooks.cpp.
// Linked only into the Python runner.

#include "framework/blob_count/hooks.hpp"
#include "framework/blob_count/rules.hpp"
#include "framework/harness/python_entries.hpp"

#include <pybind11/embed.h>

#include <climits>
#include <cstdint>
#include <optional>
#include <vector>

namespace blob_count {

namespace {

namespace py = pybind11;
namespace host = framework::harness::python;
using framework::harness::request;

// The Python view of one image: it only points at the entry's image, which
// outlives the student's call.
struct image_view {
  image* img;
};

// (row, col): as far off the image as a search may look, but no further.
std::optional<pixel> as_pixel(py::handle h) {
  const auto rc = host::as_int_pair(h, INT_MIN, INT_MAX);
  if (!rc) return std::nullopt;
  return pixel{static_cast<int>((*rc)[0]), static_cast<int>((*rc)[1])};
}

py::tuple pixel_tuple(pixel p) { return py::make_tuple(p.row, p.col); }

py::object view_of(image& img) { return py::cast(image_view{&img}); }

// {state, at: [r, c]} -> {size, state}
nlohmann::json blob_size_entry(const request& r) {
  image img = framework::harness::input_state<rules>(r);
  const pixel at = framework::harness::input_move<rules>(r, "at");
  const py::object fn = host::hook_function(r.hook);
  const py::object view = view_of(img);
  framework::harness::begin_search({&img.identity()});
  const py::object result = host::call(fn, view, at.row, at.col);
  if (!PyLong_Check(result.ptr()) || PyBool_Check(result.ptr()) || result.cast<long long>() < 0)
    host::wrong_type(r.hook, "an int, the blob's size (0 when no spot is there)", result);
  return {{"size", result.cast<std::uint64_t>()}, {"state", rules::state_json(img)}};
}

constexpr const char* kBlobsExpected =
    "a list of (row, col, size) tuples, one per blob in reading order of its position";

// {state} -> {blobs: [[r, c, size], ...], state}
nlohmann::json find_blobs_entry(const request& r) {
  image img = framework::harness::input_state<rules>(r);
  const py::object fn = host::hook_function(r.hook);
  const py::object view = view_of(img);
  framework::harness::begin_search({&img.identity()});
  const py::object result = host::call(fn, view);
  if (!py::isinstance<py::list>(result) && !py::isinstance<py::tuple>(result))
    host::wrong_type(r.hook, kBlobsExpected, result);
  nlohmann::json list = nlohmann::json::array();
  for (const auto item : result) {
    if (!PyTuple_Check(item.ptr()) && !PyList_Check(item.ptr()))
      host::wrong_type(r.hook, kBlobsExpected, item);
    const auto seq = py::reinterpret_borrow<py::sequence>(item);
    if (seq.size() != 3) host::wrong_type(r.hook, kBlobsExpected, item);
    for (const auto v : seq) {
      if (!PyLong_Check(v.ptr()) || PyBool_Check(v.ptr())) host::wrong_type(r.hook, kBlobsExpected, item);
    }
    try {
      list.push_back({seq[0].cast<int>(), seq[1].cast<int>(), seq[2].cast<std::uint64_t>()});
    } catch (const py::cast_error&) {
      host::wrong_type(r.hook, kBlobsExpected, item);
    }
  }
  return {{"blobs", list}, {"state", rules::state_json(img)}};
}

struct binding {
  using rules = blob_count::rules;
  static host::referenced_state<image> bind(image img) {
    return host::referenced_state<image>(std::move(img), view_of);
  }
  static py::object move_object(const pixel& p) { return pixel_tuple(p); }
  static std::vector<pixel> moves_of(std::string_view hook, const py::object& result) {
    return host::list_of(hook, "a list of (row, col) tuples, the spots not erased yet in reading order",
                         result, as_pixel);
  }
};

}  // namespace

}  // namespace blob_count

PYBIND11_EMBEDDED_MODULE(kit, m) {
  using namespace blob_count;
  host::add_kit_basics(m);
  // The deck's blobSize recurses once per pixel, and every case that carries
  // points keeps its blobs under 100,000 pixels: the kit's 20,000 would fail
  // a faithful port. Python-to-Python calls take no C stack in 3.11, and
  // 200,000 frames take about 50 MiB.
  host::set_recursion_limit(200000);
  m.doc() = "Blob count's kit: the gel image (Image), traced by the framework.";
  py::class_<image_view>(m, "Image",
                         "The gel image: rows x cols pixels, each a spot, an erased spot or empty. "
                         "erase and restore are the only edits; each erasure is a node.")
      .def_property_readonly("rows", [](const image_view& v) { return v.img->rows(); })
      .def_property_readonly("cols", [](const image_view& v) { return v.img->cols(); })
      .def(
          "on_grid", [](const image_view& v, int row, int col) { return v.img->on_grid(row, col); },
          py::arg("row"), py::arg("col"))
      .def(
          "is_spot", [](const image_view& v, int row, int col) { return v.img->is_spot(row, col); },
          py::arg("row"), py::arg("col"), "A spot not erased yet; False off the grid.")
      .def(
          "is_erased", [](const image_view& v, int row, int col) { return v.img->is_erased(row, col); },
          py::arg("row"), py::arg("col"))
      .def(
          "has_spot", [](const image_view& v, int row, int col) { return v.img->has_spot(row, col); },
          py::arg("row"), py::arg("col"), "A spot of the image, erased or not.")
      .def(
          "erase", [](const image_view& v, int row, int col) { v.img->erase(row, col); }, py::arg("row"),
          py::arg("col"), "The deck's ERASE SPOT (a node of the search).")
      .def(
          "restore", [](const image_view& v, int row, int col) { v.img->restore(row, col); }, py::arg("row"),
          py::arg("col"), "Turns an erased pixel back into a spot.")
      .def(
          "neighbours",
          [](const image_view& v) {
            py::list out;
            for (const auto p : v.img->neighbours()) out.append(pixel_tuple(p));
            return out;
          },
          "The (d_row, d_col) offsets of a pixel's neighbours in the deck's order.")
      .def("__repr__", [](const image_view& v) {
        std::string text;
        for (int r = 0; r < v.img->rows(); ++r) {
          for (int c = 0; c < v.img->cols(); ++c) text += symbol_of(*v.img, r, c);
          text += '\n';
        }
        return text;
      });
}

const framework::harness::runner_problem& framework::harness::this_problem() {
  return table_of<blob_count::rules>({
      {blob_count::hook_name::blob_size, &blob_count::blob_size_entry},
      {blob_count::hook_name::find_blobs, &blob_count::find_blobs_entry},
      {blob_count::hook_name::valid_moves, &python::valid_moves_entry<blob_count::binding>},
      {blob_count::hook_name::apply_move, &python::edit_entry<blob_count::binding>},
      {blob_count::hook_name::undo_move, &python::edit_entry<blob_count::binding>},
  });
}
