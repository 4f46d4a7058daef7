#pragma once
// Reading YAML input with errors that name the file, the line and the field.
// A `yaml_cursor` is a node plus where it came from ("cases[2].expect.moves");
// every accessor either returns a well-typed value or throws input_error
// pointing at the offending node.

#include "framework/core/errors.hpp"

#include <cstdint>
#include <filesystem>
#include <initializer_list>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

// yaml-cpp stays out of this header: it costs every file that includes it a
// second or two to compile, and most only read values through the cursor.
// The few that walk the node itself include <yaml-cpp/yaml.h>.
namespace YAML {
class Node;
}

namespace framework {

class yaml_cursor {
 public:
  yaml_cursor(YAML::Node node, std::string file, std::string path = {});

  // Parses a whole file; a syntax error becomes input_error with its line.
  static yaml_cursor load_file(const std::filesystem::path& file);
  static yaml_cursor load_string(const std::string& text, std::string name);

  [[nodiscard]] const YAML::Node& node() const noexcept { return *node_; }
  [[nodiscard]] const std::string& file() const noexcept { return file_; }
  [[nodiscard]] const std::string& path() const noexcept { return path_; }
  [[nodiscard]] source_location location() const;
  [[noreturn]] void fail(const std::string& reason) const;

  [[nodiscard]] bool is_map() const;
  [[nodiscard]] bool is_sequence() const;
  [[nodiscard]] bool is_scalar() const;
  // A block scalar (`key: |`), whose text starts on the line after its key.
  [[nodiscard]] bool is_block_scalar() const;
  [[nodiscard]] bool has(std::string_view key) const;
  // The key is there with nothing after it (`moves:`), which has() and find()
  // take for no key at all.
  [[nodiscard]] bool has_empty(std::string_view key) const;

  // Map access. `at` fails when the key is missing; `find` returns nullopt.
  [[nodiscard]] yaml_cursor at(std::string_view key) const;
  [[nodiscard]] std::optional<yaml_cursor> find(std::string_view key) const;
  // Fails on any key not listed, naming it and the allowed ones: a typo in a
  // case file must not silently drop an expectation.
  void allow_only(std::initializer_list<std::string_view> keys) const;
  [[nodiscard]] std::vector<std::string> keys() const;
  // Two keys of which the map gives exactly one (a board by its size or
  // drawn): the pair has the one given. Neither or both fail with `how`
  // ("give the board either as its size (n: 8) or drawn (board: |)") and
  // ", one of them" or ", not both".
  [[nodiscard]] std::pair<std::optional<yaml_cursor>, std::optional<yaml_cursor>> one_of(
      std::string_view first, std::string_view second, const std::string& how) const;

  // Sequence access (a scalar or map is an error).
  [[nodiscard]] std::vector<yaml_cursor> items() const;

  [[nodiscard]] std::string as_string() const;
  [[nodiscard]] std::int64_t as_int(std::int64_t min = INT64_MIN, std::int64_t max = INT64_MAX) const;
  [[nodiscard]] double as_number(double min = -1e300, double max = 1e300) const;
  [[nodiscard]] bool as_bool() const;
  // A scalar that must be one of `choices`.
  [[nodiscard]] std::string as_choice(std::initializer_list<std::string_view> choices) const;

 private:
  std::shared_ptr<const YAML::Node> node_;  // shared, as yaml-cpp's nodes are: a cursor only reads
  std::string file_;
  std::string path_;
  // Where a missing key is reported: its parent map (0-based, -1 for unknown).
  int fallback_line_ = -1;
  int fallback_column_ = -1;
};

}  // namespace framework
