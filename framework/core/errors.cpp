#include "framework/core/errors.hpp"

namespace framework {

std::string source_location::to_string() const {
  std::string text = file.empty() ? std::string("<input>") : file;
  if (line > 0) {
    text += ':' + std::to_string(line);
    if (column > 0) text += ':' + std::to_string(column);
  }
  if (!field.empty()) text += ": field '" + field + "'";
  return text;
}

input_error::input_error(source_location where, const std::string& what)
    : std::runtime_error(where.to_string() + ": " + what), where_(std::move(where)), reason_(what) {}

}  // namespace framework
