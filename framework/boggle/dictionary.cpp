#include "framework/boggle/dictionary.hpp"

#include <algorithm>
#include <fstream>
#include <stdexcept>

namespace boggle {

bool is_listable(std::string_view word) noexcept {
  return word.size() >= min_length &&
         std::all_of(word.begin(), word.end(), [](char ch) { return ch >= 'a' && ch <= 'z'; });
}

dictionary::dictionary(std::vector<std::string> words) {
  std::erase_if(words, [](const std::string& w) { return !is_listable(w); });
  // Lists arrive sorted (word lists, and the runner's request): skip the sort then.
  if (!std::is_sorted(words.begin(), words.end())) std::sort(words.begin(), words.end());
  words.erase(std::unique(words.begin(), words.end()), words.end());
  words_ = std::move(words);
}

bool dictionary::contains(std::string_view word) const {
  return std::binary_search(words_.begin(), words_.end(), word, std::less<>{});
}

bool dictionary::has_prefix(std::string_view prefix) const {
  const auto it = std::lower_bound(words_.begin(), words_.end(), prefix, std::less<>{});
  return it != words_.end() && std::string_view(*it).substr(0, prefix.size()) == prefix;
}

std::string dictionary::joined() const {
  std::size_t size = 0;
  for (const auto& w : words_) size += w.size() + 1;
  std::string out;
  out.reserve(size);
  for (const auto& w : words_) {
    out += w;
    out += '\n';
  }
  return out;
}

dictionary dictionary::from_joined(std::string_view text) {
  std::vector<std::string> words;
  while (!text.empty()) {
    const auto end = text.find('\n');
    words.emplace_back(text.substr(0, end));
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
  return dictionary(std::move(words));
}

dictionary load_word_list(const std::filesystem::path& file) {
  std::ifstream in(file);
  if (!in) throw std::runtime_error("cannot read the word list " + file.string());
  std::vector<std::string> words;
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (is_listable(line)) words.push_back(line);
  }
  if (in.bad()) throw std::runtime_error("reading the word list " + file.string() + " failed");
  return dictionary(std::move(words));
}

std::string_view to_string(scoring s) noexcept { return s == scoring::official ? "official" : "deck"; }

std::uint64_t points(std::string_view word, scoring s) noexcept {
  const std::size_t n = word.size();
  if (n < min_length) return 0;
  if (s == scoring::deck) return n;
  if (n <= 4) return 1;
  if (n == 5) return 2;
  if (n == 6) return 3;
  if (n == 7) return 5;
  return 11;
}

}  // namespace boggle
