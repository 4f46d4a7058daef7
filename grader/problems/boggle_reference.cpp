// What only the instructor's kit answers for boggle: the fast reference's
// trie of each word list and its board walk (reference/boggle/trie_solver.hpp),
// which decide the words of find_all_words cases, the reference's view of
// find_word and find_all_words cases, and the case generator. Boggle's hooks
// are all of its own kind: there is no model answer of a standard hook to
// register; the consultations call the deck's (reference/boggle/model_answer.cpp).

#include "grader/problems/boggle_reference.hpp"

#include "framework/boggle/hooks.hpp"
#include "framework/boggle/rules.hpp"
#include "grader/core/feedback.hpp"
#include "grader/problems/boggle_feedback.hpp"
#include "reference/boggle/trie_solver.hpp"

#include <algorithm>

namespace grader::problems {

const case_generator& boggle_case_generator();  // grader/problems/boggle_generator.cpp

// The fast reference's trie of a word list; the generator's lists are built
// with it too (boggle_generator.cpp).
std::shared_ptr<const boggle::fast::dictionary> boggle_trie(const boggle::dictionary& words) {
  return std::make_shared<const boggle::fast::dictionary>(std::span<const std::string>(words.words()));
}

namespace {

namespace bg = boggle;
using bg::rules;
using boggle_feedback::faces_of;
using boggle_feedback::scoring_of;
using nlohmann::json;

std::vector<std::string> fast_words_on_board(const bg::fast::dictionary& list, const bg::board& b) {
  return bg::fast::find_all_words(list, faces_of(b), b.rows(), b.cols(), bg::min_length);
}

reference_report consult_find_word(const test_case& tc, std::uint64_t cap) {
  reference_report report;
  const bg::board given = rules::state_from_json(tc.input.at("state"));
  const std::string word = tc.input.at("word").get<std::string>();
  bool truth = false;
  report.runs.push_back(run_capped("fast reference", nullptr, 0, [&] {
    const std::string one[] = {word};
    const bg::fast::dictionary list{std::span<const std::string>(one)};
    truth = !bg::fast::find_all_words(list, faces_of(given), given.rows(), given.cols(), 1).empty();
  }));
  bool answer = false;
  report.model_nodes = run_model<rules>(report, cap, [&] {
    bg::board b = given;
    answer = bg::find_word(b, word);
  });
  if (truth != tc.expected.at("found").get<bool>())
    report.disagreements.push_back("expect.found is " + tc.expected.at("found").dump() + " but " +
                                   rules::why_not_on_board(given, word));
  if (report.model_nodes && answer != truth)
    report.disagreements.push_back("the model answer's find_word disagrees with the fast reference");
  report.answer = json{{"found", truth}, {"state", tc.input.at("state")}};
  report.findings.push_back(rules::why_not_on_board(given, word));
  return report;
}

reference_report consult_find_all_words(const test_case& tc, std::uint64_t cap) {
  reference_report report;
  const bg::board given = rules::state_from_json(tc.input.at("state"));
  const auto truth = tc.expected.at("words").get<std::vector<std::string>>();
  const auto words = sent_dictionary(tc.input.at("dictionary").get_ref<const std::string&>());
  report.runs.push_back(run_capped("fast reference", nullptr, 0, [&] {
    const bg::fast::dictionary list{std::span<const std::string>(words->words())};
    if (bg::fast::find_all_words(list, faces_of(given), given.rows(), given.cols(), bg::min_length) != truth)
      report.disagreements.push_back("the fast reference's words changed since the case was read");
  }));
  report.runs.back().note =
      "a board walk against a trie of the word list; it marks no framework cells (time includes building "
      "the trie)";
  bg::found_words answer;
  report.model_nodes = run_model<rules>(report, cap, [&] {
    bg::board b = given;
    answer = bg::find_all_words(b, *words, scoring_of(tc.input));
  });
  report.runs.back().note = "the deck's findWord for each of the " + std::to_string(words->size()) + " words";
  std::sort(answer.words.begin(), answer.words.end());
  const auto score = tc.expected.at("score").get<std::uint64_t>();
  if (report.model_nodes && (answer.words != truth || answer.score != score))
    report.disagreements.push_back("the model answer's words or score disagree with the fast reference");
  if (tc.expected.contains("claimed_words") &&
      tc.expected.at("claimed_words").get<std::size_t>() != truth.size())
    report.disagreements.push_back("expect.words is " + tc.expected.at("claimed_words").dump() +
                                   " but the board holds " + feedback::plural(truth.size(), "word"));
  if (tc.expected.contains("claimed_score") && tc.expected.at("claimed_score").get<std::uint64_t>() != score)
    report.disagreements.push_back("expect.score is " + tc.expected.at("claimed_score").dump() +
                                   " but the words score " + std::to_string(score));
  report.answer = json{{"words", truth}, {"score", score}, {"state", tc.input.at("state")}};
  report.findings.push_back(feedback::plural(truth.size(), "word") + ", score " + std::to_string(score) +
                            " (" + tc.input.at("scoring").get<std::string>() + " scoring, " +
                            tc.expected.at("dictionary").get<std::string>() + ": " +
                            feedback::plural(words->size(), "word") + ")");
  if (!truth.empty()) report.findings.push_back("words: " + feedback::list_some(truth, 24));
  return report;
}

}  // namespace

const problem_reference* boggle_reference() {
  static const boggle_rules_reference instance = [] {
    boggle_rules_reference r;
    r.index = &boggle_trie;
    r.words_on_board = &fast_words_on_board;
    r.consult = {{bg::hook_name::find_word, &consult_find_word},
                 {bg::hook_name::find_all_words, &consult_find_all_words}};
    r.generator = &boggle_case_generator();
    return r;
  }();
  return &instance;
}

}  // namespace grader::problems
