#pragma once
// A whole file as text, read or written in one piece and as bytes (no
// newline translation): what the grader reads of a team's sources, its own
// reports and the kit's files, and writes into its work folders. Outputs a
// reader may watch go through report/atomic_file.hpp instead.

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace grader {

// Nothing when the file cannot be opened; the caller says why in its words.
[[nodiscard]] std::optional<std::string> read_file_text(const std::filesystem::path& file);

// Throws std::runtime_error naming the file when it cannot be written whole.
void write_file_text(const std::filesystem::path& file, std::string_view text);

}  // namespace grader
