#pragma once
// Boggle's word lists, read once per file through grader::data_cache: the
// name `wamerican` (the default) is Debian's list, installed by
// scripts/setup; any other name is testcases/boggle/dictionaries/<name>.txt.
// A list is kept three ways, for three readers: the framework's dictionary
// (the model answer, judging), the fast reference's trie (deciding answers; not in the student handout)
// and the one-word-per-line text the runner request carries.

#include "framework/boggle/dictionary.hpp"
#include "grader/core/data_cache.hpp"

#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

namespace boggle::fast {
class dictionary;  // the fast reference's trie: only the instructor's reference part builds one
}  // namespace boggle::fast

namespace grader::problems {

inline constexpr std::string_view kSystemListName = "wamerican";
inline constexpr std::string_view kSystemListFile = "/usr/share/dict/american-english";

struct word_list {
  std::shared_ptr<const boggle::dictionary> words;
  std::shared_ptr<const boggle::fast::dictionary> fast;  // empty in the student handout
  std::shared_ptr<const std::string> joined;
};

// Builds the fast reference's trie of a list: the instructor's reference part
// has one (boggle_rules_reference::index), the student handout none.
using word_index = std::function<std::shared_ptr<const boggle::fast::dictionary>(const boggle::dictionary&)>;

[[nodiscard]] inline word_list make_word_list(const std::filesystem::path& file, const word_index& index) {
  word_list list;
  auto words = std::make_shared<const boggle::dictionary>(boggle::load_word_list(file));
  if (words->empty())
    throw std::runtime_error("the word list " + file.string() +
                             " has no word of 3 or more lowercase letters a-z");
  if (index) list.fast = index(*words);
  list.joined = std::make_shared<const std::string>(words->joined());
  list.words = std::move(words);
  return list;
}

// The dictionary of the list a case sends (its input's one-word-per-line
// text), parsed once for every case and team that sends the same list: a
// suite of a hundred find_all_words cases on Debian's list would otherwise
// sort a hundred thousand words for each case's replay, proof, judgement and
// reference run. A few lists are kept, the latest first found.
[[nodiscard]] inline std::shared_ptr<const boggle::dictionary> sent_dictionary(const std::string& joined) {
  struct kept {
    std::string joined;
    std::shared_ptr<const boggle::dictionary> words;
  };
  static std::mutex lock;
  static std::vector<kept> lists;  // few: a kit ships a handful of lists
  {
    const std::lock_guard hold(lock);
    for (const auto& k : lists)
      if (k.joined == joined) return k.words;
  }
  auto words = std::make_shared<const boggle::dictionary>(boggle::dictionary::from_joined(joined));
  const std::lock_guard hold(lock);
  if (lists.size() == 8) lists.erase(lists.begin());
  lists.push_back({joined, words});
  return words;
}

class word_lists {
 public:
  // `index`: builds each list's trie as it is read; empty: none (the student handout).
  explicit word_lists(const word_index& index)
      : shipped_{"dictionaries", ".txt", "word list",
                 [index](const std::filesystem::path& file) { return make_word_list(file, index); },
                 "; `wamerican` names Debian's list"},
        // data_cache joins the problem's folder and this one; an absolute folder
        // replaces the first, which is how the system's list is found.
        system_{std::filesystem::path(kSystemListFile).parent_path().string(), "", "system word list",
                [index](const std::filesystem::path& file) { return make_word_list(file, index); },
                "; install Debian's wamerican (scripts/setup does)"} {}

  // The list a case names at `at` (its `dictionary` field, or the case when
  // it names none): a missing or unreadable file is an error located there.
  [[nodiscard]] word_list get(const framework::yaml_cursor& at, const std::filesystem::path& problem_dir,
                              const std::string& name) const {
    try {
      if (name == kSystemListName)
        return system_.get(at, "/", std::filesystem::path(kSystemListFile).filename());
      return shipped_.get(at, problem_dir, name);
    } catch (const framework::input_error&) {
      throw;
    } catch (const std::exception& e) {
      at.fail(e.what());
    }
  }

 private:
  data_cache<word_list> shipped_;
  data_cache<word_list> system_;
};

}  // namespace grader::problems
