#include "framework/boggle/rules.hpp"

#include "framework/core/drawn_grid.hpp"
#include "framework/core/problem.hpp"
#include "framework/core/replay.hpp"

#include <stdexcept>

namespace boggle {

static_assert(framework::backtracking_rules<rules>);
static_assert(framework::replayable_rules<rules>);

namespace {

// A search for a word along the board's paths, on a used-array of its own
// (the board is const: the rules never edit a board they only read), that
// remembers the longest beginning of the word it spelled.
class walker {
 public:
  walker(const board& b, std::string_view word)
      : b_(b), word_(word), used_(static_cast<std::size_t>(b.rows() * b.cols()), 0) {}

  bool run() {
    for (int row = 0; row < b_.rows(); ++row) {
      for (int col = 0; col < b_.cols(); ++col) {
        if (step(0, row, col)) return true;
      }
    }
    return false;
  }
  [[nodiscard]] const path& found() const { return current_; }
  [[nodiscard]] const path& longest() const { return longest_; }
  [[nodiscard]] std::size_t longest_letters() const { return longest_letters_; }

 private:
  // The deck's findWord(word, row, col) with `at` letters of the word spelled.
  bool step(std::size_t at, int row, int col) {
    if (at == word_.size()) return true;
    if (!b_.on_grid(row, col) || b_.used(row, col) || used_[index(row, col)] != 0) return false;
    const std::string_view face = b_.letters(row, col);
    if (word_.substr(at, face.size()) != face) return false;
    used_[index(row, col)] = 1;
    current_.push_back({row, col});
    const std::size_t spelled = at + face.size();
    if (spelled > longest_letters_) {
      longest_letters_ = spelled;
      longest_ = current_;
    }
    if (spelled == word_.size()) return true;
    for (const cell d : board::neighbour_offsets) {
      if (step(spelled, row + d.row, col + d.col)) return true;
    }
    used_[index(row, col)] = 0;
    current_.pop_back();
    return false;
  }
  [[nodiscard]] std::size_t index(int row, int col) const {
    return static_cast<std::size_t>(row * b_.cols() + col);
  }

  const board& b_;
  std::string_view word_;
  std::vector<std::uint8_t> used_;
  path current_;
  path longest_;
  std::size_t longest_letters_ = 0;
};

}  // namespace

std::vector<cell> rules::legal_moves(const board& b) {
  std::vector<cell> out;
  for (int row = 0; row < b.rows(); ++row) {
    for (int col = 0; col < b.cols(); ++col) {
      if (!b.used(row, col)) out.push_back({row, col});
    }
  }
  return out;
}

std::optional<std::string> rules::why_illegal(const board& b, const cell& c) {
  if (!b.on_grid(c.row, c.col))
    return to_string(c) + " is not a cell of the " + std::to_string(b.rows()) + "x" +
           std::to_string(b.cols()) + " board";
  if (b.used(c.row, c.col)) return to_string(c) + " is already in use";
  return std::nullopt;
}

std::string render(const board& b) {
  return framework::render_grid(b.cols(), b.rows(), [&](int x, int y) {
    return face_label(b.letters(y, x)) + (b.used(y, x) ? "*" : "");
  });
}

std::string rules::render(const board& b) { return boggle::render(b); }

std::vector<std::string> rules::differences(const board& expected, const board& actual) {
  if (expected.rows() != actual.rows() || expected.cols() != actual.cols())
    return {"the board is " + framework::size_text(actual.rows(), actual.cols()) + " but should be " +
            framework::size_text(expected.rows(), expected.cols())};
  std::vector<std::string> out;
  for (int row = 0; row < expected.rows(); ++row) {
    for (int col = 0; col < expected.cols(); ++col) {
      const std::string at = to_string(cell{row, col});
      if (expected.letters(row, col) != actual.letters(row, col)) {
        out.push_back(at + " should be " + face_label(expected.letters(row, col)) + " but is " +
                      face_label(actual.letters(row, col)));
      } else if (expected.used(row, col) != actual.used(row, col)) {
        out.push_back(
            at + " (" + face_label(expected.letters(row, col)) + ")" +
            (actual.used(row, col) ? " is still marked used" : " should be marked used but is not"));
      }
    }
  }
  return out;
}

nlohmann::json rules::state_json(const board& b) {
  nlohmann::json faces = nlohmann::json::array();
  std::string used;
  for (int row = 0; row < b.rows(); ++row) {
    for (int col = 0; col < b.cols(); ++col) {
      faces.push_back(std::string(b.letters(row, col)));
      used += b.used(row, col) ? '1' : '0';
    }
  }
  return {{"rows", b.rows()}, {"cols", b.cols()}, {"faces", faces}, {"used", used}};
}

board rules::state_from_json(const nlohmann::json& j) {
  if (!j.is_object() || !j.contains("rows") || !j.contains("cols") || !j["rows"].is_number_integer() ||
      !j["cols"].is_number_integer())
    throw std::invalid_argument("a board needs its 'rows' and 'cols'");
  if (!j.contains("faces") || !j["faces"].is_array())
    throw std::invalid_argument("a board needs its 'faces'");
  std::vector<std::string> faces;
  for (const auto& f : j["faces"]) {
    if (!f.is_string()) throw std::invalid_argument("a face is a string, not " + f.dump());
    faces.push_back(f.get<std::string>());
  }
  board b(j["rows"].get<int>(), j["cols"].get<int>(), faces);
  if (j.contains("used")) {
    if (!j["used"].is_string()) throw std::invalid_argument("'used' must be a string");
    const auto used = j["used"].get<std::string>();
    if (used.size() != faces.size()) throw std::invalid_argument("'used' must have one digit per cell");
    for (std::size_t i = 0; i < used.size(); ++i) {
      if (used[i] != '0' && used[i] != '1') throw std::invalid_argument("'used' holds 0 and 1 only");
      if (used[i] == '1') b.mark_used(static_cast<int>(i) / b.cols(), static_cast<int>(i) % b.cols());
    }
  }
  return b;
}

std::string rules::already_on_line(const board& at, const cell& c) {
  return to_string(c) +
         " is already on the word's path: a word uses each cell once; skip a cell in use (b.used(row, col)), "
         "or "
         "test its face as the deck does: a cell in use reads \"" +
         std::string(at.used(c.row, c.col) ? at.face(c.row, c.col) : board::erased) +
         "\", which begins no word (only b.letters(row, col) still gives its letters)";
}

std::optional<path> rules::find_path(const board& b, std::string_view word) {
  if (word.empty()) return path{};
  walker w(b, word);
  if (!w.run()) return std::nullopt;
  return w.found();
}

std::pair<std::string, path> rules::longest_prefix(const board& b, std::string_view word) {
  walker w(b, word);
  if (!word.empty() && w.run()) return {std::string(word), w.found()};
  return {std::string(word.substr(0, w.longest_letters())), w.longest()};
}

std::string rules::path_text(const board& b, const path& p) {
  std::string out;
  for (const cell c : p) {
    if (!out.empty()) out += ' ';
    out += face_label(b.letters(c.row, c.col)) + to_string(c);
  }
  return out;
}

std::string rules::why_not_on_board(const board& b, std::string_view word) {
  const auto [prefix, p] = longest_prefix(b, word);
  const std::string quoted = "'" + std::string(word) + "'";
  if (p.empty()) return quoted + " is not on the board: no cell holds its first letter";
  if (prefix.size() == word.size()) return quoted + " is on the board: " + path_text(b, p);
  return quoted + " is not on the board: it spells at most '" + prefix + "' (" + path_text(b, p) +
         "), and no unused neighbour of the last cell goes on with '" +
         std::string(word.substr(prefix.size(), 1)) + "'";
}

}  // namespace boggle
