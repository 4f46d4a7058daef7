// The Boggle driver: boards drawn in YAML as the deck draws them, word lists
// (Debian's wamerican, or a list under testcases/boggle/dictionaries/) sent to
// the runner with the request, and the deck's two searches as hooks of their
// own: find_word (BoggleBoard.findWord) and find_all_words (the BoggleGame
// constructor). Answers are decided by the fast reference (the instructor's
// trie_solver.hpp, through boggle_reference.cpp; the student handout asks the
// rules) and explained by the rules: a word not on the board with the longest
// path it has, a missed word with its path. The case fields are documented in
// the kit's case-format guide.

#include "framework/boggle/hooks.hpp"
#include "framework/boggle/lecture_words.hpp"
#include "framework/boggle/rules.hpp"
#include "framework/boggle/yaml_io.hpp"
#include "grader/core/data_cache.hpp"
#include "grader/core/rules_driver.hpp"
#include "grader/problems/boggle_feedback.hpp"
#include "grader/problems/boggle_picture.hpp"
#include "grader/problems/boggle_proof.hpp"
#include "grader/problems/boggle_reference.hpp"
#include "grader/problems/boggle_word_lists.hpp"

#include <algorithm>
#include <memory>
#include <set>

namespace grader::problems {

namespace {

namespace fs = std::filesystem;
namespace bg = boggle;
using bg::rules;
using boggle_feedback::faces_of;
using boggle_feedback::scoring_of;
using framework::yaml_cursor;
using nlohmann::json;

// How a search on the board finds a word, for an answer the trace does not witness.
constexpr const char* spelled_advice =
    "Find a word by marking its path on the board you are given (mark_used, then unmark), each cell next to "
    "the one before, not by looking words up on a representation of your own.";

std::uint64_t score_of(const std::vector<std::string>& words, bg::scoring s) {
  std::uint64_t total = 0;
  for (const auto& w : words) total += bg::points(w, s);
  return total;
}

// The board as the hook left it: the same faces, or the output is malformed.
bg::board board_after(const bg::board& given, const json& output) {
  return untrusted(output_field(output, "state"), "not a board", [&](const json& j) {
    bg::board b = rules::state_from_json(j);
    if (b.rows() != given.rows() || b.cols() != given.cols() || faces_of(b) != faces_of(given))
      throw malformed("the board's faces changed");
    return b;
  });
}

class driver final : public rules_driver<rules> {
 public:
  explicit driver(const boggle_rules_reference* instructor)
      : rules_driver(instructor),
        instructor_(instructor),
        lists_(instructor != nullptr ? instructor->index : word_index{}) {
    add_custom(std::make_shared<find_word>(*this));
    add_custom(std::make_shared<find_all_words>(*this));
  }

 protected:
  [[nodiscard]] std::optional<picture> draw(const state& s) const override { return draw_boggle(s); }
  [[nodiscard]] std::string_view picture_styles() const override { return boggle_picture_styles(); }
  void mark_move(picture& p, const state&, const move& m) const override { highlight(p, m.row, m.col); }

  [[nodiscard]] std::vector<std::string_view> position_fields() const override {
    return {std::begin(bg::board_fields), std::end(bg::board_fields)};
  }

  [[nodiscard]] bg::board read_position(const yaml_cursor& at, const fs::path&) const override {
    return bg::parse_board(at);
  }
  [[nodiscard]] bg::board read_like(const yaml_cursor& at, const bg::board&) const override {
    return bg::parse_board(at);
  }
  [[nodiscard]] bg::cell read_move(const yaml_cursor& at) const override {
    return framework::parse_row_col(at, "cell");
  }
  // ----------------------------------------------------------- custom hooks

  // BoggleBoard.findWord: whether the board spells one word.
  class find_word final : public driver_hook<rules, driver> {
   public:
    explicit find_word(const driver& d)
        : driver_hook(
              d, {bg::hook_name::find_word, "whether the board spells the word, no cell used twice", true}) {}

    [[nodiscard]] std::vector<std::string_view> fields() const override { return {"word"}; }

    void parse(const yaml_cursor& at, const fs::path& dir, test_case& tc) const override {
      const bg::board b = d_.read_board(at, dir);
      d_.reject(at, "dictionary", "is for find_all_words cases: find_word looks for one word");
      d_.reject(at, "scoring", "is for find_all_words cases");
      const std::string word = bg::parse_word(at.at("word"));
      bool found = rules::find_path(b, word).has_value();
      // A case may state what it expects; a wrong expectation is reported by
      // `grader validate` (and is a judge error, never the team's).
      if (const auto e = at.find("expect")) {
        if (!e->is_map()) e->fail("should be a map: { found: true } or { found: false }");
        e->allow_only({"found"});
        found = e->at("found").as_bool();
      }
      tc.input = {{"state", rules::state_json(b)}, {"word", word}};
      tc.expected = {{"found", found}};
    }

    [[nodiscard]] judgement judge(const test_case& tc, const json& output) const override {
      const bg::board given = rules::state_from_json(tc.input.at("state"));
      const json& found = output_field(output, "found");
      if (!found.is_boolean()) throw malformed("'found' is not true or false: " + feedback::quote(found));
      const bg::board after = board_after(given, output);
      const std::string word = tc.input.at("word").get<std::string>();
      const bool truth = rules::find_path(given, word).has_value();
      if (truth != tc.expected.at("found").get<bool>())
        return {verdict::judge_error,
                "this case expects find_word(\"" + word + "\") to be " + tc.expected.at("found").dump() +
                    ", but " + rules::why_not_on_board(given, word) +
                    ": the case is wrong, not your code (`grader validate` reports it)",
                {}};
      if (auto marked = boggle_feedback::left_marked("find_word(\"" + word + "\")", after))
        return {verdict::wrong_answer, *marked, {}};
      const std::string call = "find_word(\"" + word + "\") returns " + found.dump();
      if (found.get<bool>() == truth) {
        judgement j{verdict::accepted, call + ", right"};
        // A word found is the search's only if the cells it marked spelled it.
        if (truth) {
          bg::board spelling = given;
          const auto found_path = rules::find_path(given, word);
          for (const auto& c : found_path.value()) spelling.mark_used(c.row, c.col);
          j.witness = answer_witness{std::nullopt, {spelling.spelled()}, "words", spelled_advice};
        }
        return j;
      }
      std::string why = call + ", but " + rules::why_not_on_board(given, word);
      // Spelled only with a cell twice: the deck's erased letter is what prevents it.
      if (found.get<bool>() && boggle_feedback::spelled_reusing_cells(given, word))
        why +=
            ". It can only be spelled using a cell twice, and a word uses each cell at most once: mark a "
            "cell used (ERASE LETTER) before you look for the rest of the word around it, and skip cells "
            "in use";
      return {verdict::wrong_answer, why + "\non this board:\n" + render(given), {}};
    }

    // A word is found when the cells the search has marked spell it, and
    // not found when every path that spells a beginning of it was marked.
    [[nodiscard]] framework::witness_ptr<bg::board> witness(const test_case& tc) const override {
      return boggle_proof::word_search_witness(
          1, [state = tc.input.at("state"), word = tc.input.at("word").get<std::string>()] {
            boggle_proof::word_claim claim{
                rules::state_from_json(state), std::make_shared<const std::vector<std::string>>(1, word), {}};
            if (rules::find_path(claim.given, word)) claim.found = {word};
            return claim;
          });
    }

    [[nodiscard]] std::string show(const test_case& tc, const std::optional<json>& output) const override {
      const bg::board given = rules::state_from_json(tc.input.at("state"));
      std::string text = "board:\n" + render(given);
      const std::string word = tc.input.at("word").get<std::string>();
      text += "word: " + word + "\nexpect: " + (tc.expected.at("found").get<bool>() ? "found" : "not found") +
              "\n" + rules::why_not_on_board(given, word) + '\n';
      if (output && output->contains("found"))
        text += "answer: " + feedback::quote(output->at("found")) + '\n';
      return text;
    }

    // The deck's findWord through the rules (framework/boggle/lecture_words.hpp).
    [[nodiscard]] std::optional<lecture_runs<rules>> lecture_search(const test_case& tc) const override {
      const std::string word = tc.input.at("word").get<std::string>();
      return one_order_search<rules>(
          [word](bg::board& b, framework::move_order) { (void)bg::lecture::find_word(b, word); },
          "at the first path that spells the word");
    }

    // The deck's findWord in its own words: where it marks, and where it stops.
    [[nodiscard]] std::string node_advice(const test_case&) const override {
      return "the deck's findWord tries the start cells in reading order and the eight neighbours in the "
             "order of its recursive calls, marks a cell only once its face is how the rest of the word "
             "begins, and stops at the first path that spells the word";
    }

    [[nodiscard]] std::optional<std::vector<figure>> figures(const test_case& tc,
                                                             const std::optional<json>&) const override {
      return std::vector<figure>{boggle_word_figure(rules::state_from_json(tc.input.at("state")),
                                                    tc.input.at("word").get<std::string>())};
    }
  };

  // The BoggleGame constructor: every word of a list on the board, and their score.
  class find_all_words final : public driver_hook<rules, driver> {
   public:
    explicit find_all_words(const driver& d)
        : driver_hook(d, {bg::hook_name::find_all_words,
                          "the dictionary's words on the board, and their score", true}) {}

    [[nodiscard]] std::vector<std::string_view> fields() const override { return {"dictionary", "scoring"}; }

    // A word is found when the cells the search has marked spell it, each
    // touching the one before (letters marked anywhere spell nothing), and
    // not found when every path that spells a beginning of it was marked.
    [[nodiscard]] framework::witness_ptr<bg::board> witness(const test_case& tc) const override {
      return boggle_proof::word_search_witness(
          static_cast<int>(bg::min_length),
          [state = tc.input.at("state"),
           list = sent_dictionary(tc.input.at("dictionary").get_ref<const std::string&>()),
           found = tc.expected.at("words")] {
            boggle_proof::word_claim claim{
                rules::state_from_json(state), {list, &list->words()}, found.get<std::vector<std::string>>()};
            std::sort(claim.found.begin(), claim.found.end());
            return claim;
          });
    }

    void parse(const yaml_cursor& at, const fs::path& dir, test_case& tc) const override {
      const bg::board b = d_.read_board(at, dir);
      d_.reject(at, "word", "is for find_word cases");
      const auto list_at = at.find("dictionary");
      const std::string name = list_at ? list_at->as_string() : std::string(kSystemListName);
      const word_list list = d_.lists_.get(list_at ? *list_at : at, dir, name);
      const auto s =
          at.find("scoring") ? at.at("scoring").as_choice({"deck", "official"}) : std::string("deck");
      const auto words = d_.words_on_board(list, b);
      const auto scoring = s == "official" ? bg::scoring::official : bg::scoring::deck;
      tc.input = {{"state", rules::state_json(b)}, {"dictionary", *list.joined}, {"scoring", s}};
      tc.expected = {{"words", words},
                     {"score", score_of(words, scoring)},
                     {"dictionary", name},
                     {"dictionary_size", list.words->size()}};
      if (const auto e = at.find("expect")) {
        if (!e->is_map()) e->fail("should be a map: { words: N, score: S } (both optional)");
        e->allow_only({"words", "score"});
        if (auto n = e->find("words")) tc.expected["claimed_words"] = n->as_int(0);
        if (auto n = e->find("score")) tc.expected["claimed_score"] = n->as_int(0);
      }
    }

    [[nodiscard]] judgement judge(const test_case& tc, const json& output) const override {
      const bg::board given = rules::state_from_json(tc.input.at("state"));
      const auto words = untrusted(output_field(output, "words"), "not a list of words",
                                   [](const json& j) { return j.get<std::vector<std::string>>(); });
      const json& score = output_field(output, "score");
      if (!score.is_number_unsigned())
        throw malformed("the score is not a whole number: " + feedback::quote(score));
      const bg::board after = board_after(given, output);
      if (auto marked = boggle_feedback::left_marked(bg::hook_name::find_all_words, after))
        return {verdict::wrong_answer, *marked, {}};

      const auto truth = tc.expected.at("words").get<std::vector<std::string>>();
      const std::set<std::string> expected(truth.begin(), truth.end());
      std::vector<std::string> lines;
      std::map<std::string, int> times;
      for (const auto& w : words) ++times[w];
      std::vector<std::string> twice;
      for (const auto& [w, n] : times) {
        if (n > 1)
          twice.push_back("'" + w + "' " + (n == 2 ? std::string("twice") : std::to_string(n) + " times"));
      }
      if (!twice.empty())
        lines.push_back("find_all_words returns " + feedback::list_some(twice) +
                        ": each word once (the deck keeps them in a set)");
      std::shared_ptr<const bg::dictionary> list;
      std::vector<std::string> extra;
      for (const auto& [w, n] : times) {
        if (expected.contains(w)) continue;
        if (extra.size() == feedback::list_limit) {
          extra.push_back("");
          break;
        }
        if (!list) list = sent_dictionary(tc.input.at("dictionary").get_ref<const std::string&>());
        extra.push_back(!bg::is_listable(w) ? "'" + feedback::shorten(w) +
                                                  "', which is not a word of 3 or more "
                                                  "lowercase letters"
                        : !list->contains(w) ? "'" + w + "', which is not in the dictionary"
                                             : rules::why_not_on_board(given, w));
      }
      std::size_t extras = 0;
      for (const auto& [w, n] : times) extras += expected.contains(w) ? 0U : 1U;
      if (!extra.empty()) {
        if (extra.back().empty()) extra.pop_back();
        lines.push_back(
            "find_all_words returns " + feedback::plural(extras, "word") +
            " it should not: " + feedback::list_some(extra, feedback::list_limit) +
            (extras > extra.size() ? " and " + std::to_string(extras - extra.size()) + " more" : ""));
      }
      std::vector<std::string> missing;
      std::vector<std::string> missed;
      for (const auto& w : truth) {
        if (times.contains(w)) continue;
        missed.push_back(w);
        missing.push_back(missing.size() < feedback::list_limit
                              ? "'" + w + "' (" + rules::path_text(given, *rules::find_path(given, w)) + ")"
                              : w);
      }
      if (!missing.empty()) {
        const std::string why = boggle_feedback::why_missed(given, missed);
        lines.push_back("find_all_words misses " + feedback::plural(missing.size(), "word") + ": " +
                        feedback::list_some(missing) + (why.empty() ? "" : ". " + why));
      }
      const auto right = tc.expected.at("score").get<std::uint64_t>();
      if (lines.empty() && score.get<std::uint64_t>() != right) {
        const auto s = scoring_of(tc.input);
        std::string line =
            "the words are right, but the score is " + score.dump() + " instead of " + std::to_string(right) +
            " (" + std::string(bg::to_string(s)) + " scoring: " +
            (s == bg::scoring::deck ? "a word scores its length" : "3-4 letters 1, 5 2, 6 3, 7 5, 8+ 11") +
            ")";
        if (score.get<std::uint64_t>() == boggle_feedback::dice_score(truth, s))
          line += ": you count the cells (dice) a word uses, but Qu spells two letters";
        lines.push_back(line);
      }
      if (lines.empty()) {
        judgement j{verdict::accepted, "all " + feedback::plural(truth.size(), "word") + " found, score " +
                                           std::to_string(right)};
        j.witness = answer_witness{std::nullopt, truth, "words", spelled_advice};
        return j;
      }
      std::string text;
      for (const auto& l : lines) text += l + '\n';
      return {verdict::wrong_answer, text + "on this board:\n" + render(given), {}};
    }

    [[nodiscard]] std::string show(const test_case& tc, const std::optional<json>& output) const override {
      const bg::board given = rules::state_from_json(tc.input.at("state"));
      std::string text = "board:\n" + render(given);
      const auto truth = tc.expected.at("words").get<std::vector<std::string>>();
      text += "dictionary: " + tc.expected.at("dictionary").get<std::string>() + " (" +
              feedback::plural(tc.expected.at("dictionary_size").get<std::size_t>(), "word") + "), " +
              tc.input.at("scoring").get<std::string>() +
              " scoring\nexpect: " + feedback::plural(truth.size(), "word") + ", score " +
              tc.expected.at("score").dump() + ": " +
              (truth.empty() ? std::string("none") : feedback::list_some(truth, 64)) + '\n';
      if (output && output->contains("words"))
        text += "answer: " + feedback::quote(output->at("words")) + ", score " +
                feedback::quote(output->value("score", json(nullptr))) + '\n';
      return text;
    }

    // The deck's BoggleGame constructor through the rules: findWord for every word of the list.
    [[nodiscard]] std::optional<lecture_runs<rules>> lecture_search(const test_case& tc) const override {
      auto words = sent_dictionary(tc.input.at("dictionary").get_ref<const std::string&>());
      return one_order_search<rules>(
          [words](bg::board& b, framework::move_order) { bg::lecture::find_all_words(b, *words); },
          "having tried every word of the list");
    }

    // A search that follows the board, in the words of the dictionary it asks.
    [[nodiscard]] std::string node_advice(const test_case&) const override {
      return "a search that follows the board marks a cell only while what it spells is a prefix of some "
             "word (dictionary.has_prefix), and unmarks it before trying the next neighbour";
    }
  };

 private:
  // A find_word or find_all_words case's board: neither hook takes a move.
  [[nodiscard]] bg::board read_board(const yaml_cursor& at, const fs::path& dir) const {
    reject(at, "move",
           "Boggle's hooks take no move: find_word takes a 'word', find_all_words a 'dictionary'");
    return read_position(at, dir);
  }

  // Every word of the list on the board, sorted: what decides find_all_words.
  [[nodiscard]] std::vector<std::string> words_on_board(const word_list& list, const bg::board& b) const {
    if (instructor_ != nullptr && list.fast) return instructor_->words_on_board(*list.fast, b);
    // The handout has no trie solver: the rules' path search, word by word (the
    // lists are sorted, so the words found are too).
    std::vector<std::string> found;
    for (const auto& w : list.words->words()) {
      if (w.size() >= bg::min_length && rules::find_path(b, w)) found.push_back(w);
    }
    return found;
  }

  const boggle_rules_reference* instructor_;  // the trie solver; nullptr in the handout
  word_lists lists_;
};

}  // namespace

const problem_driver& boggle_driver(const problem_reference* instructor) {
  static const driver instance(reference_as<boggle_rules_reference>(instructor));
  return instance;
}

}  // namespace grader::problems
