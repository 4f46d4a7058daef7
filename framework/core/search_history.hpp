#pragma once
// What a search was doing when a state's mutator refused one of its edits,
// told from the grader's replay of the search's trace (framework/core/replay.hpp),
// never from the student's process: how many moves the search had made, the
// last moves it applied and undid, the position at that moment, and, where
// the trace shows it, the likely cause in the lecture's words ("a branch that
// failed was not undone", "undo_move did not restore the board", a move still
// on the search's current line made again: in Boggle "(2,0) is already on
// the word's path", words the rules give with `already_on_line`).
//
// Written once for every problem. Moves are recognised by the rules alone: a
// stretch of edits that takes a position p to the rules' apply(p, m) is "m
// applied", one that takes apply(p, m) back to p is "m undone". The replay
// keeps the last edits of every state in a small ring (cheap enough for every
// record of a search of a billion edits); the position before each of them is
// rebuilt backwards from the refused state, since every edit has an inverse.

#include "framework/core/errors.hpp"
#include "framework/core/probe.hpp"
#include "framework/core/probe_sink.hpp"
#include "framework/core/problem.hpp"

#include <algorithm>
#include <array>
#include <compare>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace framework::history {

struct edit_event {
  probe::edit kind = probe::edit::place;
  std::int32_t a = 0;
  std::int32_t b = 0;
  std::int32_t c = 0;

  friend auto operator<=>(const edit_event&, const edit_event&) = default;
};

// The last `capacity` edits of a replay, of any state, with the state each
// was made on. A state that gets a new content (a copy is assigned to it)
// starts a new history: its edits before that do not lead to what it holds.
class edit_ring {
 public:
  static constexpr std::size_t capacity = 128;

  void edited(std::uint32_t state, const edit_event& e) noexcept { put({state, true, e}); }
  void replaced(std::uint32_t state) noexcept { put({state, false, {}}); }

  // The edits of `state`, oldest first, since it last got its content.
  [[nodiscard]] std::vector<edit_event> of(std::uint32_t state) const {
    std::vector<edit_event> out;
    const std::size_t kept = std::min<std::size_t>(count_, capacity);
    for (std::size_t back = 1; back <= kept; ++back) {
      const entry& e = ring_[(count_ - back) % capacity];
      if (e.state != state) continue;
      if (!e.is_edit) break;
      out.push_back(e.edit);
    }
    std::reverse(out.begin(), out.end());
    return out;
  }

 private:
  struct entry {
    std::uint32_t state = 0;
    bool is_edit = false;
    edit_event edit;
  };
  void put(const entry& e) noexcept { ring_[count_++ % capacity] = e; }

  std::array<entry, capacity> ring_{};
  std::size_t count_ = 0;
};

// A sink that keeps the edits it hears, and nothing else: the rules' own
// edits of a move, and silence for the grader's trial moves.
class edit_list final : public probe::sink {
 public:
  void edited(std::uint32_t, probe::edit kind, std::int32_t a, std::int32_t b, std::int32_t c) override {
    edits.push_back({kind, a, b, c});
  }
  void refused(std::uint32_t, probe::edit, std::int32_t, std::int32_t, std::int32_t) override {}
  std::vector<edit_event> edits;
};

// Whether a problem's refusals are retold move by move. Rules opt out with
// `static constexpr bool retell_search = false;` when their positions are
// too large to rebuild edit by edit (a gel of millions of pixels) or their
// searches never undo a move, so "a branch that failed was not undone" would
// mislead: the story is then the node count and the position.
template <class R>
constexpr bool retells_search() {
  if constexpr (requires { R::retell_search; }) {
    return R::retell_search;
  } else {
    return true;
  }
}

template <class R>
class refusal_story {
 public:
  using state = typename R::state;
  using move = typename R::move;

  // `at`: the state the refused edit was tried on; `before`: its last edits,
  // oldest first; `nodes`: the replay's count of the whole search at that moment.
  refusal_story(const state& at, std::vector<edit_event> before, edit_event refused, std::uint64_t nodes)
      : refused_(refused), nodes_(nodes) {
    // Silence: the trial moves below are the grader's, and no sink may count them.
    edit_list quiet;
    const probe::scoped_sink listening(quiet);
    if constexpr (!retells_search<R>()) {
      states_.push_back(at);
      return;
    }
    rebuild(at, std::move(before));
    segment();
    attempt_ = trailing_edits();
    attempt_.push_back(refused_);
    find_cause();
  }

  // The search's step, its last moves, the likely cause and the position.
  [[nodiscard]] std::string text() const {
    edit_list quiet;
    const probe::scoped_sink listening(quiet);
    const std::string refused = edit_text(refused_);
    std::string out;
    const std::string last = last_moves();
    if (nodes_ > 0 || !last.empty()) {
      out += "when " + refused + " was refused, your search was at node " + std::to_string(nodes_) +
             (last.empty() ? std::string(".\n") : "; its last steps, oldest first:\n" + last);
    }
    if (cause_) out += "likely cause: " + *cause_ + '\n';
    out += "the " + state_word<R>() + " " + refused + " was tried on:\n" + R::render(states_.back());
    return out;
  }

  [[nodiscard]] const std::optional<std::string>& cause() const { return cause_; }

 private:
  enum class kind { applied, undone, edit };
  struct event {
    kind what = kind::edit;
    std::optional<move> m;  // applied / undone
    std::size_t from = 0;   // states_[from] before, states_[to] after
    std::size_t to = 0;
  };

  // The longest stretch of edits that one move makes (peg solitaire: 3).
  static constexpr std::size_t kMaxEditsPerMove = 8;
  // The steps listed before the refused edit.
  static constexpr std::size_t kStepsShown = 6;

  static std::string plural(std::uint64_t n, const std::string& w) {
    return std::to_string(n) + " " + w + (n == 1 ? "" : "s");
  }

  static void invert(state& s, const edit_event& e) {
    R::replay_edit(s, e.kind == probe::edit::place ? probe::edit::remove : probe::edit::place, e.a, e.b, e.c);
  }

  // Whether every edit of `edits` is accepted, in order, on a copy of `s`.
  static bool accepts(state s, const std::vector<edit_event>& edits) {
    try {
      for (const auto& e : edits) R::replay_edit(s, e.kind, e.a, e.b, e.c);
      return true;
    } catch (const rule_violation&) {
      return false;
    }
  }

  // The rules' own edits of applying (or undoing) m on s.
  static std::vector<edit_event> edits_of(const state& s, const move& m, bool undo) {
    state t = s;
    edit_list heard;
    const probe::scoped_sink listening(heard);
    try {
      if (undo) {
        R::undo(t, m);
      } else {
        R::apply(t, m);
      }
    } catch (const rule_violation&) {
      return {};
    }
    return heard.edits;
  }

  // Whether the multiset `part` is contained in the multiset `whole`.
  static bool within(std::vector<edit_event> part, std::vector<edit_event> whole) {
    std::sort(part.begin(), part.end());
    std::sort(whole.begin(), whole.end());
    return std::includes(whole.begin(), whole.end(), part.begin(), part.end());
  }
  static bool same_kinds_within(const std::vector<edit_event>& part, const std::vector<edit_event>& whole) {
    const auto count = [](const std::vector<edit_event>& v, probe::edit k) {
      return std::count_if(v.begin(), v.end(), [k](const edit_event& e) { return e.kind == k; });
    };
    return count(part, probe::edit::place) <= count(whole, probe::edit::place) &&
           count(part, probe::edit::remove) <= count(whole, probe::edit::remove);
  }

  std::string edit_text(const edit_event& e) const { return R::describe_edit(e.kind, e.a, e.b, e.c); }
  std::string edits_text(std::size_t from, std::size_t to) const {
    std::string out;
    for (std::size_t i = from; i < to; ++i) out += (out.empty() ? "" : ", ") + edit_text(edits_[i]);
    return out;
  }

  void rebuild(const state& at, std::vector<edit_event> before) {
    // The position before each edit, from the last one backwards; an edit
    // the inverse refuses (it cannot happen in a true trace) ends the story there.
    std::vector<state> back{at};
    std::size_t kept = 0;
    for (std::size_t k = before.size(); k-- > 0;) {
      state s = back.back();
      try {
        invert(s, before[k]);
      } catch (const rule_violation&) {
        break;
      }
      back.push_back(std::move(s));
      ++kept;
    }
    edits_.assign(before.end() - static_cast<std::ptrdiff_t>(kept), before.end());
    states_.assign(back.rbegin(), back.rend());
  }

  // Splits the edits into moves applied, moves undone and other edits,
  // shortest recognised stretch first.
  void segment() {
    const std::size_t n = edits_.size();
    std::size_t i = 0;
    while (i < n) {
      std::optional<event> found;
      for (std::size_t len = 1; len <= kMaxEditsPerMove && i + len <= n && !found; ++len) {
        for (const move& m : R::legal_moves(states_[i])) {
          state t = states_[i];
          R::apply(t, m);
          if (t == states_[i + len]) {
            found = event{kind::applied, m, i, i + len};
            break;
          }
        }
        if (found) break;
        for (const move& m : R::legal_moves(states_[i + len])) {
          state t = states_[i + len];
          R::apply(t, m);
          if (t == states_[i]) {
            found = event{kind::undone, m, i, i + len};
            break;
          }
        }
      }
      if (!found) found = event{kind::edit, std::nullopt, i, i + 1};
      events_.push_back(*found);
      i = found->to;
    }
  }

  // The edits after the last recognised move: the move being made when the
  // refused edit came.
  std::vector<edit_event> trailing_edits() {
    trailing_from_ = edits_.size();
    for (auto it = events_.rbegin(); it != events_.rend() && it->what == kind::edit; ++it)
      trailing_from_ = it->from;
    return {edits_.begin() + static_cast<std::ptrdiff_t>(trailing_from_), edits_.end()};
  }

  // A move still on the board: the position before it is states_[before].
  struct placed {
    move m;
    std::size_t before;
    std::size_t after;
  };

  // Which move of `before` the attempt is making: one whose edits begin as
  // the attempt's do, else one that makes them all. A move other than `own`
  // (the move the line went on with from `before`) comes first; `again`
  // says that `own` fits too.
  struct making_result {
    std::optional<move> sibling;
    bool again = false;
  };
  making_result making(const state& before, const move& own) const {
    making_result out;
    for (const bool in_order : {true, false}) {
      if (out.sibling || out.again) break;
      for (const move& m : R::legal_moves(before)) {
        const auto edits = edits_of(before, m, false);
        const bool fits = in_order ? edits.size() >= attempt_.size() &&
                                         std::equal(attempt_.begin(), attempt_.end(), edits.begin())
                                   : within(attempt_, edits);
        if (!fits) continue;
        if (m == own) {
          out.again = true;
        } else if (!out.sibling) {
          out.sibling = m;
        }
      }
    }
    return out;
  }

  // Whether `p`'s move alone stands in the attempt's way: on the position
  // the attempt began from, its edits undone (latest first) are accepted,
  // and then so is the attempt.
  bool only_it_in_the_way(const placed& p) const {
    state s = states_[trailing_from_];
    const auto made = edits_of(states_[p.before], p.m, false);
    if (made.empty()) return false;
    try {
      for (auto it = made.rbegin(); it != made.rend(); ++it) invert(s, *it);
    } catch (const rule_violation&) {
      return false;
    }
    return accepts(s, attempt_);
  }

  // "a branch that failed was not undone", at the move stack[k]: the search
  // went on with `sibling`, or another move of the position before stack[k]
  // (`again`: stack[k]'s own move once more), while stack[k] and every move
  // after it were still made.
  static std::string not_undone(const std::vector<placed>& stack, std::size_t k,
                                const std::optional<move>& sibling, bool again = false) {
    const std::string word = move_word<R>();
    const std::string m = R::describe(stack[k].m);
    const std::size_t later = stack.size() - 1 - k;
    const std::string still = m + (later > 0 ? " and " + plural(later, "later " + word) : std::string());
    const std::string went_on = sibling ? "went on with " + R::describe(*sibling) + ", " +
                                              with_article(word) + " of the position before " + m
                                : again ? "made " + m + " again"
                                        : "went on with another " + word + " of the position before " + m;
    return "a branch that failed was not undone: the search " + went_on + ", but " + still +
           " had not been undone. After a recursive call that fails, undo_move the " + word +
           " before trying the next one" + lecture_undo_place() + ".";
  }

  // Where the lecture's own search undoes a move, when it is not where the
  // generic advice puts it (seed 001's solve undoes last_move in the call
  // that made it): a port of the lecture keeps its place, and a student who
  // adds the caller's undo as well undoes every failed move twice.
  static std::string lecture_undo_place() {
    if constexpr (requires { std::string_view(R::lecture_undo); }) {
      return " (or, " + std::string(R::lecture_undo) + "; in one place, not both)";
    } else {
      return {};
    }
  }

  // "undone twice": the last move the search made on the board was undoing
  // `m`, and what was refused begins as undoing `m` once more would (a caller
  // and its callee both undo the move).
  std::optional<std::string> undone_twice() const {
    for (auto it = events_.rbegin(); it != events_.rend(); ++it) {
      if (it->from >= trailing_from_) continue;
      if (it->what != kind::undone) return std::nullopt;
      const auto again = edits_of(states_[it->from], *it->m, true);
      if (again.size() < attempt_.size() || !std::equal(attempt_.begin(), attempt_.end(), again.begin()))
        return std::nullopt;
      const std::string word = move_word<R>();
      return R::describe(*it->m) +
             " was undone twice: the search undid it and then began to undo it again, " +
             "when it was no longer on the " + state_word<R>() + ". Undo each " + word +
             " once: after the recursive call that fails, before trying the next " + word +
             lecture_undo_place() + ".";
    }
    return std::nullopt;
  }

  // The cause when the search makes `m` again while `m` is still on its
  // current line (`later` moves made after it): the rules' own words when
  // they give them (Boggle: a cell already on the word's path), else a
  // sentence that fits every problem.
  static constexpr bool has_line_words() {
    return requires(const state& at, const move& m) {
      { R::already_on_line(at, m) } -> std::convertible_to<std::string>;
    };
  }
  static std::string made_again(const state& at, const move& m, std::size_t later) {
    if constexpr (has_line_words()) {
      return R::already_on_line(at, m);
    } else {
      const std::string word = move_word<R>();
      return R::describe(m) + " is already on the search's current line, " +
             (later == 0 ? "as its last " + word : "with " + plural(later, word) + " after it") +
             ", and the search made it again. Try only the " + word +
             "s legal in the position the search has reached: " + with_article(word) +
             " still on the line is not one of them.";
    }
  }

  void find_cause() {
    if (auto twice = undone_twice()) {
      cause_ = std::move(*twice);
      return;
    }
    // The moves still on the board, deepest last.
    std::vector<placed> stack;
    for (const auto& e : events_) {
      if (e.what == kind::applied) {
        stack.push_back({*e.m, e.from, e.to});
      } else if (e.what == kind::undone) {
        if (!stack.empty() && stack.back().m == *e.m) stack.pop_back();
      }
    }
    // What was refused here is accepted on the position before a move that
    // is still on the board: the deepest such move is where the search and
    // the board part ways. Either a branch that failed was not undone and the
    // search went on with another move of that position, or the search is
    // making that very move again further down its current line.
    std::optional<std::size_t> again_at;  // the deepest level whose own move the attempt makes again
    bool on_line = false;                 // ...and only that move stands in the attempt's way
    for (std::size_t k = stack.size(); k-- > 0;) {
      const state& before = states_[stack[k].before];
      if (!accepts(before, attempt_)) continue;
      const auto [sibling, again] = making(before, stack[k].m);
      if (sibling) {
        cause_ = not_undone(stack, k, sibling);
        return;
      }
      if (!again) {
        if (!again_at) cause_ = not_undone(stack, k, std::nullopt);
        break;
      }
      if (again_at) continue;
      again_at = k;
      // The move on the line made again, when nothing made after it stands
      // in the way: taking it off where the search is now lets the attempt
      // through. Rules with words for it (already_on_line) say so at once:
      // their legal moves do not tell which ones continue a line (any cell
      // not in use, in Boggle), so a shallower position offers no better
      // reading. Otherwise a move of a shallower position the attempt also
      // makes (a sibling of a branch not undone) is the likelier story.
      on_line = only_it_in_the_way(stack[k]);
      if (on_line && has_line_words()) {
        cause_ = made_again(states_.back(), stack[k].m, stack.size() - 1 - k);
        return;
      }
    }
    if (cause_) return;
    if (again_at) {
      cause_ = on_line ? made_again(states_.back(), stack[*again_at].m, stack.size() - 1 - *again_at)
                       : not_undone(stack, *again_at, std::nullopt, true);
      return;
    }
    // undo_move did not restore the board: right after a move, edits that
    // only an undo of it would make, but not all of them or not the right ones.
    for (std::size_t k = events_.size(); k-- > 0;) {
      if (events_[k].what != kind::applied) continue;
      const move m = *events_[k].m;
      std::vector<edit_event> made;
      std::size_t j = k + 1;
      while (j < events_.size() && events_[j].what == kind::edit) made.push_back(edits_[events_[j++].from]);
      const bool refused_here = j == events_.size();  // the edits run on into the refused one
      if (refused_here) made.push_back(refused_);
      const auto undo = edits_of(states_[events_[k].to], m, true);
      const auto apply = edits_of(states_[events_[k].from], m, false);
      if (made.empty() || undo.empty()) continue;
      // Part of the undo, then something else: the longest start of the
      // edits that undoing m makes too, when no move of the position could
      // begin with it.
      std::size_t part = 0;
      while (part < made.size() - (refused_here ? 1 : 0) &&
             within({made.begin(), made.begin() + static_cast<std::ptrdiff_t>(part) + 1}, undo))
        ++part;
      const std::vector<edit_event> begun(made.begin(), made.begin() + static_cast<std::ptrdiff_t>(part));
      bool part_of_undo = part > 0 && part < undo.size() && part < made.size();
      for (const move& next : R::legal_moves(states_[events_[k].to])) {
        if (!part_of_undo) break;
        if (within(begun, edits_of(states_[events_[k].to], next, false))) part_of_undo = false;
      }
      const bool only_an_undo = same_kinds_within(made, undo) && !same_kinds_within(made, apply);
      if (!part_of_undo && !only_an_undo) continue;
      std::string theirs;
      for (std::size_t i = 0; i < made.size(); ++i) {
        theirs += (i == 0                      ? ""
                   : part_of_undo && i == part ? " and went on with "
                                               : ", ") +
                  edit_text(made[i]);
      }
      std::string right;
      for (const auto& e : undo) right += (right.empty() ? "" : ", ") + edit_text(e);
      cause_ = "undo_move did not restore the " + state_word<R>() + ": after " + R::describe(m) +
               " it made " + theirs + (refused_here ? " (refused)" : "") + ", but undoing " + R::describe(m) +
               " takes " + right + ".";
      return;
    }
  }

  std::string last_moves() const {
    std::vector<std::string> lines;
    for (const auto& e : events_) {
      if (e.from >= trailing_from_) break;
      switch (e.what) {
        case kind::applied:
          lines.push_back("applied " + R::describe(*e.m));
          break;
        case kind::undone:
          lines.push_back("undone  " + R::describe(*e.m));
          break;
        case kind::edit:
          if (!lines.empty() && lines.back().starts_with("edits   ")) {
            lines.back() += ", " + edit_text(edits_[e.from]);
          } else {
            lines.push_back("edits   " + edit_text(edits_[e.from]));
          }
          break;
      }
    }
    std::string out;
    if (lines.size() > kStepsShown) out += "  ...\n";
    for (std::size_t i = lines.size() > kStepsShown ? lines.size() - kStepsShown : 0; i < lines.size(); ++i)
      out += "  " + lines[i] + '\n';
    const std::string refused = edit_text(refused_) + " refused";
    const std::string made = edits_text(trailing_from_, edits_.size());
    if (out.empty() && made.empty()) return {};
    out += "  then    " + (made.empty() ? refused : made + ", " + refused) + '\n';
    return out;
  }

  edit_event refused_;
  std::uint64_t nodes_;
  std::vector<edit_event> edits_;  // the state's last edits, oldest first
  std::vector<state> states_;      // states_[i]: before edits_[i]; states_.back(): when refused
  std::vector<event> events_;
  std::vector<edit_event> attempt_;  // the edits of the move being made, the refused one last
  std::size_t trailing_from_ = 0;    // edits_[trailing_from_...]: the move being made
  std::optional<std::string> cause_;
};

}  // namespace framework::history
