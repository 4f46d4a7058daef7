#include "framework/core/yaml_input.hpp"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <charconv>
#include <fstream>
#include <sstream>

namespace framework {

namespace {

std::string join(std::initializer_list<std::string_view> words) {
  std::string text;
  for (const auto word : words) {
    if (!text.empty()) text += ", ";
    text += word;
  }
  return text;
}

std::string describe_kind(const YAML::Node& node) {
  switch (node.Type()) {
    case YAML::NodeType::Map:
      return "a map";
    case YAML::NodeType::Sequence:
      return "a list";
    case YAML::NodeType::Scalar:
      return "'" + node.Scalar() + "'";
    case YAML::NodeType::Null:
      return "nothing";
    default:
      return "an undefined value";
  }
}

}  // namespace

yaml_cursor::yaml_cursor(YAML::Node node, std::string file, std::string path)
    : node_(std::make_shared<const YAML::Node>(std::move(node))),
      file_(std::move(file)),
      path_(std::move(path)),
      fallback_line_(node_->Mark().line),
      fallback_column_(node_->Mark().column) {}

bool yaml_cursor::is_map() const { return node_->IsMap(); }
bool yaml_cursor::is_sequence() const { return node_->IsSequence(); }
bool yaml_cursor::is_scalar() const { return node_->IsScalar(); }
bool yaml_cursor::is_block_scalar() const { return node_->Tag() == "!"; }

bool yaml_cursor::has_empty(std::string_view key) const {
  if (!node_->IsMap()) return false;
  const YAML::Node child = (*node_)[std::string(key)];
  return child.IsDefined() && child.IsNull();
}

yaml_cursor yaml_cursor::load_file(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) throw input_error({file.string(), 0, 0, {}}, "cannot open the file");
  std::ostringstream text;
  text << in.rdbuf();
  return load_string(text.str(), file.string());
}

yaml_cursor yaml_cursor::load_string(const std::string& text, std::string name) {
  YAML::Node root;
  try {
    root = YAML::Load(text);
  } catch (const YAML::Exception& e) {
    throw input_error({std::move(name), e.mark.line + 1, e.mark.column + 1, {}}, "not valid YAML: " + e.msg);
  }
  return yaml_cursor(std::move(root), std::move(name));
}

source_location yaml_cursor::location() const {
  const bool own = node_->IsDefined() && node_->Mark().line >= 0;
  const int line = own ? node_->Mark().line : fallback_line_;
  const int column = own ? node_->Mark().column : fallback_column_;
  return {file_, line >= 0 ? line + 1 : 0, column >= 0 ? column + 1 : 0, path_};
}

void yaml_cursor::fail(const std::string& reason) const { throw input_error(location(), reason); }

bool yaml_cursor::has(std::string_view key) const {
  return node_->IsMap() && (*node_)[std::string(key)].IsDefined() && !(*node_)[std::string(key)].IsNull();
}

yaml_cursor yaml_cursor::at(std::string_view key) const {
  auto found = find(key);
  if (!found) {
    yaml_cursor missing(YAML::Node(YAML::NodeType::Undefined), file_,
                        path_.empty() ? std::string(key) : path_ + "." + std::string(key));
    missing.fallback_line_ = node_->Mark().line;
    missing.fallback_column_ = node_->Mark().column;
    missing.fail("is required but missing");
  }
  return *found;
}

std::optional<yaml_cursor> yaml_cursor::find(std::string_view key) const {
  if (!node_->IsMap()) {
    if (node_->IsNull() || !node_->IsDefined()) return std::nullopt;
    fail("should be a map with the key '" + std::string(key) + "', not " + describe_kind(*node_));
  }
  const YAML::Node child = (*node_)[std::string(key)];
  if (!child.IsDefined() || child.IsNull()) return std::nullopt;
  yaml_cursor result(child, file_, path_.empty() ? std::string(key) : path_ + "." + std::string(key));
  result.fallback_line_ = node_->Mark().line;
  result.fallback_column_ = node_->Mark().column;
  return result;
}

std::pair<std::optional<yaml_cursor>, std::optional<yaml_cursor>> yaml_cursor::one_of(
    std::string_view first, std::string_view second, const std::string& how) const {
  auto first_at = find(first);
  auto second_at = find(second);
  if (first_at.has_value() == second_at.has_value())
    (first_at ? *first_at : *this).fail(how + ", " + (first_at ? "not both" : "one of them"));
  return {std::move(first_at), std::move(second_at)};
}

void yaml_cursor::allow_only(std::initializer_list<std::string_view> allowed) const {
  if (!node_->IsMap()) return;
  for (const auto& entry : *node_) {
    const std::string key = entry.first.Scalar();
    if (std::find(allowed.begin(), allowed.end(), key) == allowed.end()) {
      yaml_cursor bad(entry.first, file_, path_.empty() ? key : path_ + "." + key);
      bad.fail("unknown field (allowed here: " + join(allowed) + ")");
    }
  }
}

std::vector<std::string> yaml_cursor::keys() const {
  std::vector<std::string> result;
  if (!node_->IsMap()) return result;
  for (const auto& entry : *node_) result.push_back(entry.first.Scalar());
  return result;
}

std::vector<yaml_cursor> yaml_cursor::items() const {
  if (!node_->IsSequence()) fail("should be a list, not " + describe_kind(*node_));
  std::vector<yaml_cursor> result;
  result.reserve(node_->size());
  for (std::size_t i = 0; i < node_->size(); ++i) {
    yaml_cursor item((*node_)[i], file_, path_ + "[" + std::to_string(i) + "]");
    item.fallback_line_ = node_->Mark().line;
    item.fallback_column_ = node_->Mark().column;
    result.push_back(std::move(item));
  }
  return result;
}

std::string yaml_cursor::as_string() const {
  if (!node_->IsScalar()) fail("should be text, not " + describe_kind(*node_));
  return node_->Scalar();
}

std::int64_t yaml_cursor::as_int(std::int64_t min, std::int64_t max) const {
  const std::string text = as_string();
  std::int64_t value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc{} || end != text.data() + text.size())
    fail("should be a whole number, not '" + text + "'");
  if (value < min || value > max) {
    fail("is " + text + " but must be between " + std::to_string(min) + " and " + std::to_string(max));
  }
  return value;
}

double yaml_cursor::as_number(double min, double max) const {
  const std::string text = as_string();
  double value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc{} || end != text.data() + text.size())
    fail("should be a number, not '" + text + "'");
  if (value < min || value > max) {
    std::ostringstream range;
    range << "is " << text << " but must be between " << min << " and " << max;
    fail(range.str());
  }
  return value;
}

bool yaml_cursor::as_bool() const {
  const std::string text = as_string();
  if (text == "true" || text == "yes") return true;
  if (text == "false" || text == "no") return false;
  fail("should be true or false, not '" + text + "'");
}

std::string yaml_cursor::as_choice(std::initializer_list<std::string_view> choices) const {
  std::string text = as_string();
  if (std::find(choices.begin(), choices.end(), text) == choices.end()) {
    fail("is '" + text + "' but must be one of: " + join(choices));
  }
  return text;
}

}  // namespace framework
