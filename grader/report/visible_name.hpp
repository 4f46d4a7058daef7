#pragma once
// Names a team chose (team.yaml's name and members) and other labels a
// student controls (a team's folder name, an error quoting its team.yaml) as
// people are shown them: in a terminal, a spreadsheet, a web page. A raw
// ESC could recolour or clear the instructor's terminal, a BEL ring it, a
// newline split a gradebook row's meaning; shown as text they do nothing.

#include <string>
#include <string_view>

#include <cstddef>
#include <cstdint>

namespace grader::report {

// How many bytes the valid UTF-8 character at text[i] takes (its code point
// in `code`), or 0 when the bytes there are not one: no overlong forms,
// surrogates or code points past Unicode.
[[nodiscard]] std::size_t utf8_character(std::string_view text, std::size_t i, std::uint32_t& code);

// `raw` on one line with nothing a terminal acts on: every C0 control
// (tab and newline included: a name is one line), DEL, every C1 control
// (U+0080..U+009F, as its two UTF-8 bytes) and every byte that is not part of
// valid UTF-8 is written as \xHH per byte, lower-case hex ("\x1b", "\xc2\x9b",
// "\xff"). A backslash is written "\\", so that a team typing a literal
// "\x1b" into its name cannot pass for one whose name holds ESC, and the shown
// text reads back to the exact bytes. Everything else (any other UTF-8
// character) is kept. The result is valid UTF-8; HTML and CSV still need
// their own escaping on top.
[[nodiscard]] std::string visible_name(std::string_view raw);

}  // namespace grader::report
