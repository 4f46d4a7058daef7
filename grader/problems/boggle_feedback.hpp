#pragma once
// What the Boggle driver tells a student beyond "right" or "wrong": the
// mistakes the deck's port invites, each recognised from the answer and the
// board (never guessed), in one sentence that points at the deck's step.
// And how the driver and the reference part (boggle_reference.cpp) both read
// a case's board and scoring.

#include "framework/boggle/board.hpp"
#include "framework/boggle/dictionary.hpp"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace grader::problems::boggle_feedback {

// The board's faces in reading order, each "a".."z" or "qu": what the fast
// reference reads, and what no hook may change.
[[nodiscard]] std::vector<std::string> faces_of(const boggle::board& b);

// A find_all_words case's scoring, from the runner's input.
[[nodiscard]] boggle::scoring scoring_of(const nlohmann::json& input);

// Cells still marked after a hook, and the deck's RESTORE LETTER; nullopt
// when none is.
[[nodiscard]] std::optional<std::string> left_marked(const std::string& hook, const boggle::board& after);

// Whether the board would spell `word` if cells could be used again: the
// mistake of a search that never marks.
[[nodiscard]] bool spelled_reusing_cells(const boggle::board& b, std::string_view word);

// The score counting a word's cells (dice) instead of its letters: "qu" one.
[[nodiscard]] std::uint64_t dice_score(const std::vector<std::string>& words, boggle::scoring s);

// Why every word of `missed` (all on the board) was missed, when one reason
// covers them all: each goes through the Qu face, or each needs a cell of
// the same edges of the board. Empty otherwise.
[[nodiscard]] std::string why_missed(const boggle::board& b, const std::vector<std::string>& missed);

}  // namespace grader::problems::boggle_feedback
