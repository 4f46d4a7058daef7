#include "grader/problems/boggle_proof.hpp"

#include "framework/boggle/rules.hpp"
#include "framework/core/name_set.hpp"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string_view>
#include <unordered_map>
#include <utility>

namespace grader::problems::boggle_proof {

namespace {

using boggle::board;
using boggle::cell;

// Every path the search marked, as a trie of cells: node 0 is the empty
// path, and a node's child through a cell is the path one cell longer.
class marked_paths {
 public:
  static constexpr std::uint32_t none = UINT32_MAX;

  [[nodiscard]] std::uint32_t child(std::uint32_t parent, std::size_t at) const {
    const auto it = children_.find(key(parent, at));
    return it == children_.end() ? none : it->second;
  }
  std::uint32_t make(std::uint32_t parent, std::size_t at) {
    return children_.try_emplace(key(parent, at), static_cast<std::uint32_t>(children_.size() + 1))
        .first->second;
  }
  [[nodiscard]] std::size_t size() const noexcept { return children_.size(); }

 private:
  static std::uint64_t key(std::uint32_t parent, std::size_t at) {
    return std::uint64_t{parent} << 32 | static_cast<std::uint32_t>(at);
  }
  std::unordered_map<std::uint64_t, std::uint32_t> children_;
};

// The cell of a reading-order index.
cell cell_at(const board& b, std::size_t at) {
  return {static_cast<int>(at) / b.cols(), static_cast<int>(at) % b.cols()};
}

// Where a path that had to be marked was not: the cells before it, and it.
struct gap {
  std::vector<std::size_t> before;
  std::size_t missing = 0;
};

// The paths of a word on the given board, walked through the marked ones.
class word_walk {
 public:
  word_walk(const board& b, const marked_paths& marked, std::string_view word)
      : b_(b), marked_(marked), word_(word) {}

  // The first path (in the deck's order) that spells a beginning of the word
  // and was never marked, when the word is not on the board.
  std::optional<gap> first_unmarked() { return complete(0, 0); }

  // Whether the paths before the word's first path, in the deck's order or
  // its reverse, were all marked, and the first path too; else where not.
  std::optional<gap> first_unmarked_before_found(bool reverse) {
    const auto [found, where] = until_found(0, 0, reverse);
    if (found) return std::nullopt;
    return where ? where : gap{{}, 0};
  }

 private:
  // The cells a path of `spelled` letters may go on to, in the deck's order:
  // every cell first, then the last cell's neighbours.
  [[nodiscard]] std::vector<std::size_t> next_cells(std::size_t spelled) const {
    std::vector<std::size_t> out;
    const auto fits = [&](int row, int col) {
      if (!b_.on_grid(row, col)) return false;
      const std::size_t at = index(row, col);
      if (std::find(path_.begin(), path_.end(), at) != path_.end() || b_.used(row, col)) return false;
      const std::string_view letters = b_.letters(row, col);
      return word_.substr(spelled).starts_with(letters);
    };
    if (path_.empty()) {
      for (int row = 0; row < b_.rows(); ++row)
        for (int col = 0; col < b_.cols(); ++col)
          if (fits(row, col)) out.push_back(index(row, col));
      return out;
    }
    const cell last = cell_at(b_, path_.back());
    for (const cell d : board::neighbour_offsets)
      if (fits(last.row + d.row, last.col + d.col)) out.push_back(index(last.row + d.row, last.col + d.col));
    return out;
  }

  std::optional<gap> complete(std::uint32_t node, std::size_t spelled) {
    for (const std::size_t at : next_cells(spelled)) {
      const std::uint32_t child = marked_.child(node, at);
      if (child == marked_paths::none) return gap{path_, at};
      const std::size_t now = spelled + letters_at(at).size();
      if (now == word_.size()) continue;
      path_.push_back(at);
      auto below = complete(child, now);
      path_.pop_back();
      if (below) return below;
    }
    return std::nullopt;
  }

  // {found, where a path before it was not marked}
  std::pair<bool, std::optional<gap>> until_found(std::uint32_t node, std::size_t spelled, bool reverse) {
    auto cells = next_cells(spelled);
    if (reverse) std::reverse(cells.begin(), cells.end());
    for (const std::size_t at : cells) {
      const std::uint32_t child = marked_.child(node, at);
      if (child == marked_paths::none) return {false, gap{path_, at}};
      const std::size_t now = spelled + letters_at(at).size();
      if (now == word_.size()) return {true, std::nullopt};
      path_.push_back(at);
      auto below = until_found(child, now, reverse);
      path_.pop_back();
      if (below.first || below.second) return below;
    }
    return {false, std::nullopt};
  }

  [[nodiscard]] std::size_t index(int row, int col) const {
    return static_cast<std::size_t>(row) * static_cast<std::size_t>(b_.cols()) +
           static_cast<std::size_t>(col);
  }
  [[nodiscard]] std::string_view letters_at(std::size_t at) const {
    const cell c = cell_at(b_, at);
    return b_.letters(c.row, c.col);
  }

  const board& b_;
  const marked_paths& marked_;
  std::string_view word_;
  std::vector<std::size_t> path_;
};

// The letters some cell shows, one bit each.
std::uint32_t letters_shown(const board& b) {
  std::uint32_t shown = 0;
  for (int row = 0; row < b.rows(); ++row)
    for (int col = 0; col < b.cols(); ++col)
      for (const char c : b.letters(row, col)) shown |= 1U << (c - 'a');
  return shown;
}

bool shows_every_letter(std::uint32_t shown, std::string_view word) {
  return std::all_of(word.begin(), word.end(), [&](char c) { return (shown >> (c - 'a') & 1U) != 0; });
}

std::string cells_text(const board& b, const std::vector<std::size_t>& cells) {
  boggle::path p;
  for (const std::size_t at : cells) p.push_back(cell_at(b, at));
  return boggle::rules::path_text(b, p);
}

// "never marked E(1,1) after A(0,1) B(0,2), which spell 'ab'"
std::string where_text(const board& b, const gap& g) {
  const std::string cell_text = cells_text(b, {g.missing});
  if (g.before.empty()) return "never marked " + cell_text + " as a path's first cell";
  std::string spelled;
  for (const std::size_t at : g.before) {
    const cell c = cell_at(b, at);
    spelled += b.letters(c.row, c.col);
  }
  return "never marked " + cell_text + " after " + cells_text(b, g.before) + ", which spell" +
         (g.before.size() == 1 ? "s" : "") + " '" + spelled + "'";
}

constexpr const char* kAdvice =
    "A Boggle count is proven when, for each word of the list the board does not spell, your search marked "
    "every path of touching cells that spells a beginning of it (findWord tries them from every start cell; "
    "a "
    "search that follows the board and stops a path once dictionary.has_prefix fails marks them all), and, "
    "for each word it found, the paths before the one it found in the deck's order (start cells in reading "
    "order, then each cell's neighbours in the deck's order) or in its reverse; a word with a letter no cell "
    "shows needs no search. Search the board you are given with mark_used and unmark, and let the search "
    "decide.";

class word_search final : public framework::witness<board> {
 public:
  word_search(int fewest_cells, word_claim_source claim)
      : fewest_cells_(fewest_cells), claim_(std::move(claim)) {}

  void began(std::uint32_t id, const board& s) override {
    lines_[id].clear();
    follow(lines_[id], s, false);
    name(s);
  }
  void reached(std::uint32_t id, const board& s, framework::probe::edit kind, std::int32_t, std::int32_t,
               std::int32_t) override {
    follow(lines_[id], s, kind == framework::probe::edit::place);
    name(s);
  }
  void ended(std::uint32_t id, const board&) override { lines_.erase(id); }
  void name_into(framework::name_set& out) override { out.take_from(seen_); }

  std::optional<framework::trace::proof_result> proof() override {
    const word_claim claim = claim_();
    framework::trace::proof_result out;
    out.counts = false;
    out.size = marked_.size();
    out.advice = kAdvice;
    out.stops_at_goal = !claim.found.empty();
    const board& b = claim.given;
    const std::uint32_t shown = letters_shown(b);
    bool front = true;
    bool back = true;
    for (const std::string& w : *claim.words) {
      if (!shows_every_letter(shown, w)) continue;
      word_walk walk(b, marked_, w);
      if (!std::binary_search(claim.found.begin(), claim.found.end(), w)) {
        if (const auto g = walk.first_unmarked()) {
          out.unproven = "'" + w +
                         "' is not on the board, and only trying every path that spells a "
                         "beginning of it shows that, but your search " +
                         where_text(b, *g) + ".";
          return out;
        }
        continue;
      }
      const auto in_order = walk.first_unmarked_before_found(false);
      const bool reversed = !walk.first_unmarked_before_found(true).has_value();
      if (in_order && !reversed) {
        out.unproven = "your search found '" + w +
                       "', but before the path it was found on in the deck's "
                       "order (or in its reverse) it " +
                       where_text(b, *in_order) +
                       ": whether it searched before it found the word is not shown.";
        return out;
      }
      front = front && !in_order;
      back = back && reversed;
    }
    out.proven = true;
    out.ordered = front || back;
    return out;
  }

 private:
  // The marks of one board, each with its path's node (none: a path the
  // trie does not hold, after a cell was unmarked out of turn).
  struct mark {
    std::size_t at;
    std::uint32_t node;
  };

  // The board's marked path is now `s`'s: what it shares with the line
  // stays, the rest is looked up (a cell marked just now is a path made).
  void follow(std::vector<mark>& line, const board& s, bool placed) {
    const auto& path = s.marked_path();
    std::size_t same = 0;
    while (same < line.size() && same < path.size() && line[same].at == path[same]) ++same;
    line.resize(same);
    for (std::size_t k = same; k < path.size(); ++k) {
      const std::uint32_t parent = k == 0 ? 0 : line[k - 1].node;
      std::uint32_t node = marked_paths::none;
      if (parent != marked_paths::none)
        node =
            placed && k + 1 == path.size() ? marked_.make(parent, path[k]) : marked_.child(parent, path[k]);
      line.push_back({path[k], node});
    }
  }

  void name(const board& s) {
    if (s.used_count() >= fewest_cells_ && s.path_touches())
      seen_.insert(std::hash<std::string>{}(s.spelled()));
  }

  int fewest_cells_;
  word_claim_source claim_;
  marked_paths marked_;
  std::unordered_map<std::uint32_t, std::vector<mark>> lines_;
  framework::name_set seen_;
};

}  // namespace

framework::witness_ptr<board> word_search_witness(int fewest_cells, word_claim_source claim) {
  return std::make_unique<word_search>(fewest_cells, std::move(claim));
}

}  // namespace grader::problems::boggle_proof
