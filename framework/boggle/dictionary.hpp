#pragma once
// The words a Boggle search may find: a word list, sorted, without
// duplicates, of lowercase a-z words of at least min_length letters (the
// deck's dictionary.txt; the kit's default is Debian's wamerican). A search
// asks whether a word is in it, and, to cut a path that spells no word's
// beginning, whether any word starts with a prefix. The grader sends the list
// to the runner with the request: a submission never reads a word list.

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace boggle {

// Words shorter than this score nothing in Boggle and are never in a list.
inline constexpr std::size_t min_length = 3;

class dictionary {
 public:
  dictionary() = default;
  // Keeps the words that are lowercase a-z and at least min_length long;
  // sorts them and drops duplicates.
  explicit dictionary(std::vector<std::string> words);

  [[nodiscard]] bool contains(std::string_view word) const;
  // Whether some word starts with `prefix` (every word starts with "").
  [[nodiscard]] bool has_prefix(std::string_view prefix) const;

  [[nodiscard]] std::size_t size() const noexcept { return words_.size(); }
  [[nodiscard]] bool empty() const noexcept { return words_.empty(); }
  // In alphabetical order.
  [[nodiscard]] const std::vector<std::string>& words() const noexcept { return words_; }
  [[nodiscard]] auto begin() const noexcept { return words_.begin(); }
  [[nodiscard]] auto end() const noexcept { return words_.end(); }

  // The words one per line: the runner request's form (a single JSON string
  // parses far faster than an array of 64,000).
  [[nodiscard]] std::string joined() const;
  [[nodiscard]] static dictionary from_joined(std::string_view text);

  friend bool operator==(const dictionary&, const dictionary&) = default;

 private:
  std::vector<std::string> words_;
};

// Whether a word may be in a list: lowercase a-z only, at least min_length.
[[nodiscard]] bool is_listable(std::string_view word) noexcept;

// A word list file, one word per line (a line's other words, capitals,
// apostrophes and accents are dropped with it). Throws std::runtime_error
// naming the file when it cannot be read.
[[nodiscard]] dictionary load_word_list(const std::filesystem::path& file);

// How a word scores.
enum class scoring : std::uint8_t {
  deck,      // the deck's: points = the word's length
  official,  // the rule book's: 3-4 letters 1, 5 2, 6 3, 7 5, 8 or more 11
};
// "deck", "official"
[[nodiscard]] std::string_view to_string(scoring s) noexcept;
// A word's points by a scoring; "qu" counts two letters, as it spells two.
[[nodiscard]] std::uint64_t points(std::string_view word, scoring s) noexcept;

}  // namespace boggle
