// `grader generate blob_count`: fresh gel images, each a find_blobs or a
// blob_size case whose exact node count is the number of pixels the deck's
// search erases (every spot for findBlobs, the blob for blobSize), the same
// for every correct order. Small images are written as drawings, large ones
// as `image: {random: ...}`, which makes the same pixels on every machine
// (framework/blob_count/pixels.hpp).

#include "framework/blob_count/pixels.hpp"
#include "framework/blob_count/rules.hpp"
#include "framework/blob_count/yaml_io.hpp"
#include "grader/core/case_generator.hpp"
#include "reference/blob_count/fast_labeller.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace grader::problems {

namespace {

namespace bc = blob_count;

// The largest image written as a drawing; larger ones are written as the
// random form's four numbers.
constexpr int max_drawn = 64;
// The rate validate assumes of an honest search (rules_driver's check_limits).
constexpr double slow_nodes_per_second = 1e6;

enum class generated_hook { find_blobs, blob_size };
constexpr named_choice<generated_hook> generated_hooks[] = {
    {bc::hook_name::find_blobs, generated_hook::find_blobs},
    {bc::hook_name::blob_size, generated_hook::blob_size}};

class blob_count_generator final : public case_generator {
 public:
  [[nodiscard]] std::string summary() const override {
    return "random gel images: find_blobs or blob_size cases with exact node counts";
  }

  [[nodiscard]] std::vector<generator_parameter> parameters() const override {
    return {
        {"rows", "the image's height, 1 to 4096", "32"},
        {"cols", "its width, 1 to 4096 (default: as many as rows)", "same"},
        {"density",
         "the chance that a pixel is a spot, 0 to 1 (percolation thresholds: 0.4073 with 8 neighbours, "
         "0.5927 "
         "with 4)",
         "0.4"},
        {"connectivity", "8 (the deck's neighbours) or 4", "8"},
        {"hook", "find_blobs, or blob_size on the largest blob", bc::hook_name::find_blobs},
    };
  }

  void check(const std::map<std::string, std::string>& values) const override {
    (void)rows_of(values);
    (void)cols_of(values);
    (void)density_of(values);
    (void)connectivity_of(values);
    (void)hook_of(values);
  }

  [[nodiscard]] generated_case generate(const std::map<std::string, std::string>& values,
                                        std::uint64_t seed) const override {
    const int rows = rows_of(values);
    const int cols = cols_of(values);
    const double density = density_of(values);
    const auto c = connectivity_of(values);
    const generated_hook hook = hook_of(values);
    const bc::pixels px = bc::random_pixels(rows, cols, density, seed);
    const auto blobs = bc::fast::find_blobs(
        px.spots, rows, cols, c == 4 ? bc::fast::connectivity::four : bc::fast::connectivity::eight);
    std::uint64_t spots = 0;
    for (const auto& b : blobs) spots += b.size;
    const auto largest = std::max_element(blobs.begin(), blobs.end(),
                                          [](const auto& a, const auto& b) { return a.size < b.size; });
    if (hook == generated_hook::blob_size && largest == blobs.end())
      throw bad_parameter("density", "the image has no spot to measure: raise the density");

    generated_case out;
    const std::string size = std::to_string(rows) + "x" + std::to_string(cols);
    char dens[32];
    std::snprintf(dens, sizeof dens, "%g", density);
    std::string dens_name = dens;  // case names have no '.': 0.4073 -> 0p4073
    std::replace(dens_name.begin(), dens_name.end(), '.', 'p');
    out.name = size + "-" + dens_name + "-" + std::to_string(c) + "-seed-" + std::to_string(seed);
    out.fields["hook"] = values.at("hook");
    if (rows <= max_drawn && cols <= max_drawn) {
      YAML::Node drawing;
      for (int r = 0; r < rows; ++r) {
        std::string row;
        for (int k = 0; k < cols; ++k)
          row += px.spots[static_cast<std::size_t>(r * cols + k)] != 0 ? '*' : '.';
        drawing.push_back(row);
      }
      out.fields["image"] = drawing;
    } else {
      YAML::Node random;
      random["rows"] = rows;
      random["cols"] = cols;
      random["density"] = density;
      random["seed"] = seed;
      random.SetStyle(YAML::EmitterStyle::Flow);
      out.fields["image"]["random"] = random;
    }
    if (c == 4) out.fields["connectivity"] = 4;
    std::uint64_t nodes = spots;
    const std::string counted =
        std::to_string(blobs.size()) + " blobs in " + std::to_string(spots) + " spots";
    if (hook == generated_hook::blob_size) {
      nodes = largest->size;
      out.fields["at"] = bc::to_string(bc::pixel{largest->row, largest->col});
      out.description = "blob_size on the largest blob (" + std::to_string(largest->size) + " pixels) of a " +
                        size + " image at density " + dens + " (seed " + std::to_string(seed) +
                        "): " + counted + ".";
    } else {
      out.description =
          "find_blobs on a " + size + " image at density " + dens + ", " + std::to_string(c) +
          "-connected (seed " + std::to_string(seed) + "): " + counted +
          (largest == blobs.end() ? "" : ", the largest " + std::to_string(largest->size) + " pixels") + ".";
    }
    YAML::Node node_spec;
    node_spec["mode"] = "exact";
    node_spec["reference"] = nodes;
    node_spec.SetStyle(YAML::EmitterStyle::Flow);
    out.fields["nodes"] = node_spec;
    // Three times what an honest search needs at the slow rate (a search
    // erases and restores every spot, and the scan visits every pixel), when
    // that is more than the default 2 s.
    const double needed =
        (2.0 * static_cast<double>(nodes) + static_cast<double>(rows) * cols / 10.0) / slow_nodes_per_second;
    add_limits_field(out, needed);
    return out;
  }

 private:
  static int rows_of(const std::map<std::string, std::string>& values) {
    return static_cast<int>(integer_parameter(values, "rows", 1, 4096));
  }
  static int cols_of(const std::map<std::string, std::string>& values) {
    if (values.at("cols") == "same") return rows_of(values);
    return static_cast<int>(integer_parameter(values, "cols", 1, 4096));
  }
  static double density_of(const std::map<std::string, std::string>& values) {
    const std::string text = values.at("density");
    try {
      std::size_t used = 0;
      const double d = std::stod(text, &used);
      if (used == text.size() && d >= 0.0 && d <= 1.0) return d;
    } catch (const std::exception&) {}
    throw bad_parameter("density", "'" + text + "' is not a number from 0 to 1");
  }
  static int connectivity_of(const std::map<std::string, std::string>& values) {
    const std::string text = values.at("connectivity");
    if (text != "4" && text != "8") throw bad_parameter("connectivity", "must be 4 or 8, not '" + text + "'");
    return text == "4" ? 4 : 8;
  }
  static generated_hook hook_of(const std::map<std::string, std::string>& values) {
    const std::string& name = values.at("hook");
    const auto hook = choice_named(generated_hooks, name);
    if (!hook) throw bad_parameter("hook", "must be find_blobs or blob_size, not '" + name + "'");
    return *hook;
  }
};

}  // namespace

const case_generator& blob_count_case_generator() {
  static const blob_count_generator instance;
  return instance;
}

}  // namespace grader::problems
