// Boggle's hooks as the runner calls them: the deck's findWord and the
// BoggleGame constructor, each through an entry of its own. Both answer with
// the board as the hook left it, so the grader can check that every cell
// marked was unmarked. Linked only into runners.

#include "framework/boggle/hooks.hpp"
#include "framework/boggle/rules.hpp"
#include "framework/harness/standard_hooks.hpp"

namespace framework::harness {

namespace {

using boggle::rules;

// {state, word} -> {found, state}
nlohmann::json find_word_entry(const request& r) {
  boggle::board b = input_state<rules>(r);
  const auto word = input_value<std::string>(r, "word");
  begin_search({&b.identity()});
  const bool found = boggle::find_word(b, word);
  return {{"found", found}, {"state", rules::state_json(b)}};
}

// {state, dictionary: the words one per line, scoring} -> {words, score, state}
nlohmann::json find_all_words_entry(const request& r) {
  boggle::board b = input_state<rules>(r);
  boggle::dictionary words;
  boggle::scoring scoring = boggle::scoring::deck;
  try {
    words = boggle::dictionary::from_joined(r.input.at("dictionary").get<std::string>());
    const auto name = r.input.at("scoring").get<std::string>();
    if (name != "deck" && name != "official") throw std::invalid_argument("unknown scoring " + name);
    if (name == "official") scoring = boggle::scoring::official;
  } catch (const std::exception& e) {
    throw bad_request(std::string("bad 'dictionary' or 'scoring' input: ") + e.what());
  }
  begin_search({&b.identity()});
  const boggle::found_words found = boggle::find_all_words(b, words, scoring);
  return {{"words", found.words}, {"score", found.score}, {"state", rules::state_json(b)}};
}

}  // namespace

const runner_problem& this_problem() {
  return table_of<rules>({
      {boggle::hook_name::find_word, &find_word_entry},
      {boggle::hook_name::find_all_words, &find_all_words_entry},
  });
}

}  // namespace framework::harness
