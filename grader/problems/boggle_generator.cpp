// `grader generate boggle`: fresh boards rolled from the game's dice (the 16
// standard dice for 4x4, the 25 Big Boggle dice for 5x5,
// framework/boggle/dice.hpp), each a find_all_words case on Debian's
// wamerican list. The board is boggle::roll's from a std::mt19937_64 seeded
// with the case's seed: its draws are framework::uniform_below's, so a seed
// gives the same board on every machine and standard library.

#include "framework/boggle/dice.hpp"
#include "framework/boggle/hooks.hpp"
#include "framework/boggle/rules.hpp"
#include "grader/core/case_generator.hpp"
#include "grader/core/reference_run.hpp"
#include "grader/problems/boggle_word_lists.hpp"
#include "reference/boggle/trie_solver.hpp"

#include <cmath>
#include <random>

namespace grader::problems {

// The fast reference's trie of a word list (grader/problems/boggle_reference.cpp).
std::shared_ptr<const boggle::fast::dictionary> boggle_trie(const boggle::dictionary& words);

namespace {

namespace bg = boggle;

class boggle_generator final : public case_generator {
 public:
  [[nodiscard]] std::string summary() const override {
    return "boards rolled from the game's dice, each a find_all_words case on Debian's wamerican";
  }

  [[nodiscard]] std::vector<generator_parameter> parameters() const override {
    return {
        {"size", "4 (the 16 standard dice) or 5 (the 25 Big Boggle dice)", "4"},
        {"scoring", "deck (points = length) or official (3-4 letters 1, 5 2, 6 3, 7 5, 8+ 11)", "deck"},
        {"nodes", "how cases judge nodes: record (shown, never judged) or budget (the deck's search, +10 %)",
         "record"},
    };
  }

  void check(const std::map<std::string, std::string>& values) const override {
    (void)size_of(values);
    (void)choice(values, "scoring", {"deck", "official"});
    (void)choice(values, "nodes", {"record", "budget"});
  }

  [[nodiscard]] generated_case generate(const std::map<std::string, std::string>& values,
                                        std::uint64_t seed) const override {
    const int n = size_of(values);
    const std::string scoring = choice(values, "scoring", {"deck", "official"});
    const std::string mode = choice(values, "nodes", {"record", "budget"});
    std::mt19937_64 random(seed);
    const auto faces = n == 4 ? bg::roll(bg::standard_dice, random) : bg::roll(bg::big_boggle_dice, random);
    const bg::board board(n, n, faces);

    const word_list list = system_list();
    const auto words = bg::fast::find_all_words(*list.fast, faces, n, n, bg::min_length);
    const auto s = scoring == "official" ? bg::scoring::official : bg::scoring::deck;
    std::uint64_t score = 0;
    for (const auto& w : words) score += bg::points(w, s);

    generated_case c;
    const std::string size = std::to_string(n) + "x" + std::to_string(n);
    c.name = size + "-seed-" + std::to_string(seed);
    c.description = "A " + size + " board rolled from the " + (n == 4 ? "16 standard" : "25 Big Boggle") +
                    " dice (seed " + std::to_string(seed) + "): " + std::to_string(words.size()) +
                    " words of wamerican, score " + std::to_string(score) + " (" + scoring + " scoring).";
    c.fields["hook"] = bg::hook_name::find_all_words;
    YAML::Node rows;
    for (int row = 0; row < n; ++row) {
      std::string line;
      for (int col = 0; col < n; ++col)
        line += (col > 0 ? " " : "") + bg::face_label(board.letters(row, col));
      rows.push_back(line);
    }
    c.fields["board"] = rows;
    c.fields["dictionary"] = std::string(kSystemListName);
    c.fields["scoring"] = scoring;
    YAML::Node expect;
    expect["words"] = words.size();
    expect["score"] = score;
    expect.SetStyle(YAML::EmitterStyle::Flow);
    c.fields["expect"] = expect;
    YAML::Node nodes;
    nodes["mode"] = mode;
    if (mode == "budget") {
      bg::board b = board;
      const auto run = run_capped("model answer", &bg::rules::nodes, 0,
                                  [&] { (void)bg::find_all_words(b, *list.words, s); });
      // The deck's loop over the dictionary must pass: its count, and room
      // for a port that checks a cell's letter in another but equal way.
      nodes["budget"] = static_cast<std::uint64_t>(std::ceil(static_cast<double>(*run.nodes) * 1.1));
    }
    nodes.SetStyle(YAML::EmitterStyle::Flow);
    c.fields["nodes"] = nodes;
    return c;
  }

 private:
  static int size_of(const std::map<std::string, std::string>& values) {
    return static_cast<int>(integer_parameter(values, "size", 4, 5));
  }

  static std::string choice(const std::map<std::string, std::string>& values, const std::string& name,
                            std::initializer_list<std::string_view> allowed) {
    const std::string value = values.at(name);
    for (const auto a : allowed) {
      if (value == a) return value;
    }
    std::string list;
    for (const auto a : allowed) list += (list.empty() ? "" : " or ") + std::string(a);
    throw bad_parameter(name, "'" + value + "' is not " + list);
  }

  [[nodiscard]] word_list system_list() const {
    try {
      return lists_.get(framework::yaml_cursor(YAML::Node(), "grader generate"), "/",
                        std::string(kSystemListName));
    } catch (const std::exception& e) {
      throw bad_parameter("size", std::string("the word list cannot be read: ") + e.what());
    }
  }

  word_lists lists_{&boggle_trie};
};

}  // namespace

const case_generator& boggle_case_generator() {
  static const boggle_generator instance;
  return instance;
}

}  // namespace grader::problems
