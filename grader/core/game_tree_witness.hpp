#pragma once
// The witness of a game's value (framework/core/replay.hpp): the value of the
// tree the trace explored, worked out by the grader with the rules. A game
// hook's answer (a value, a best move) is the search's only when the
// positions the search visited on the framework's board prove it: a forger
// who solves the game on a grid of its own and then plays its answer on the
// board proves nothing, however right the answer.
//
// Each position the search visits gets the interval its value must lie in,
// given what was explored below it:
//   - a decided position: its outcome (+1 / 0 / -1), or at a horizon
//     (depth-limited searches) the deck's evaluation, exactly;
//   - a position explored below: at a MAX level [max lo, max hi] over the
//     moves tried, at a MIN level [min lo, min hi], open on the far side
//     while some move was never tried (a cut);
//   - a position left unexplored: what an earlier visit of the same position
//     showed (a memo), a win for the mover when it has one at once (a search
//     that spots it without playing it), otherwise anything.
// This is exactly what alpha-beta knows: a value returned inside its window
// is proven exactly, one at or below alpha is proven at most alpha, one at or
// above beta at least beta. Minimax proves the value, and a memo search
// proves what its memo says, because the same positions were proven earlier.
//
// What it names, once the trace ended, are bounds of the hook's position and
// of the positions one move away: fact(horizon, key, at_least, t).

#include "framework/core/probe.hpp"
#include "framework/core/replay.hpp"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace grader {

// What a game's rules tell the witness: values from MAX's side.
template <class G>
concept game_tree_rules = requires(const typename G::state& s) {
  { G::is_goal(s) } -> std::same_as<bool>;                          // decided
  { G::outcome(s) } -> std::same_as<int>;                           // of a decided position
  { G::heuristic(s) } -> std::same_as<int>;                         // the deck's evaluation
  { G::maximizing(s) } -> std::same_as<bool>;                       // MAX to move
  { G::move_count(s) } -> std::same_as<int>;                        // legal moves
  { G::immediate_outcome(s) } -> std::same_as<std::optional<int>>;  // a win in one move
  { G::ply(s) } -> std::same_as<int>;                               // moves made so far
  { G::position_key(s) } -> std::same_as<std::uint64_t>;            // equal only for equal positions
};

// The name of a proven bound: "the value of the position `key` is at least
// (at_most) t", searched to `horizon` plies below the hook's position (none:
// to the end of the game).
inline std::string game_tree_fact(std::optional<int> horizon, std::uint64_t key, bool at_least, int t) {
  return (horizon ? "h" + std::to_string(*horizon) : std::string("full")) + "|" + std::to_string(key) +
         (at_least ? "|>=" : "|<=") + std::to_string(t);
}

template <game_tree_rules G>
class game_tree_witness final : public framework::witness<typename G::state> {
 public:
  using state = typename G::state;

  // One evaluation per horizon (iterative deepening's answer may be any of
  // its depths); nullopt: to the end of the game, whose outcomes lie in
  // [outcome_min, outcome_max].
  game_tree_witness(std::vector<std::optional<int>> horizons, int outcome_min, int outcome_max) {
    for (const auto h : horizons) trees_.emplace_back(h, outcome_min, outcome_max);
  }

  void began(std::uint32_t id, const state& s) override {
    if (!ply0_) ply0_ = G::ply(s);
    for (auto& t : trees_) t.began(id, s);
  }
  void leaving(std::uint32_t id, const state& s, framework::probe::edit kind) override {
    if (kind != framework::probe::edit::remove) return;
    for (auto& t : trees_) t.backed_out(id, s, *ply0_);
  }
  void reached(std::uint32_t id, const state& s, framework::probe::edit kind, std::int32_t, std::int32_t,
               std::int32_t) override {
    for (auto& t : trees_) t.reached(id, s, kind);
  }
  void ended(std::uint32_t id, const state& s) override {
    for (auto& t : trees_) t.ended(id, s, *ply0_);
  }
  void name_into(framework::name_set& out) override {
    if (!ply0_) return;
    for (const auto& t : trees_) t.name_into(out, *ply0_);
  }

 private:
  struct interval {
    int lo;
    int hi;
  };
  struct child {
    std::uint64_t key;
    interval value;  // when it was last backed out of
  };
  struct frame {
    std::uint64_t key = 0;        // the position's
    std::vector<child> children;  // the moves tried from it, by the position they lead to
  };
  // What the whole trace showed of a position, over all its visits: a
  // search that tries its moves on copies of the board, one copy per move,
  // explores each position in pieces.
  struct known {
    int ply = 0;
    std::optional<interval> exact;  // decided, or at the horizon
    std::vector<child> children;
    interval value{INT_MIN, INT_MAX};
  };

  // The evaluation to one horizon.
  class tree {
   public:
    tree(std::optional<int> horizon, int outcome_min, int outcome_max)
        : horizon_(horizon),
          lo_(horizon ? INT_MIN : outcome_min),
          hi_(horizon ? INT_MAX : outcome_max),
          outcome_min_(outcome_min),
          outcome_max_(outcome_max) {}

    void began(std::uint32_t id, const state& s) {
      auto& st = stacks_[id];
      restart(st, s);
      pending_.erase(id);
    }

    // The search backs out of `s`, the position of `id`'s top frame. A
    // search that takes back a mark other than its last leaves the path it
    // came down: what it explored so far is kept, and the path starts anew,
    // so that no position is ever given another's moves.
    void backed_out(std::uint32_t id, const state& s, int ply0) {
      const auto it = stacks_.find(id);
      if (it == stacks_.end() || it->second.depth == 0) return;
      auto& st = it->second;
      if (G::position_key(s) != st.frames[st.depth - 1].key) {
        st.depth = 0;
        pending_.erase(id);
        return;
      }
      const child closed = close(st.frames[st.depth - 1], s, ply0);
      --st.depth;
      if (st.depth == 0) {
        // Above where the search on this state began (a copy made below the
        // hook's position): the parent is met on the way back.
        pending_[id] = closed;
      } else {
        feed(st.frames[st.depth - 1], closed);
      }
    }

    void reached(std::uint32_t id, const state& s, framework::probe::edit kind) {
      const auto it = stacks_.find(id);
      if (it == stacks_.end()) return;
      auto& st = it->second;
      if (kind == framework::probe::edit::place) {
        push(st, G::position_key(s));
      } else if (st.depth == 0) {
        restart(st, s);
        if (const auto p = pending_.find(id); p != pending_.end()) {
          feed(st.frames[0], p->second);
          pending_.erase(p);
        }
      } else if (G::position_key(s) != st.frames[st.depth - 1].key) {
        restart(st, s);
      }
    }

    // `s` is the position of `id`'s top frame. The bottom one's is known;
    // those between are positions the search never came back to.
    void ended(std::uint32_t id, const state& s, int ply0) {
      const auto it = stacks_.find(id);
      if (it == stacks_.end()) return;
      auto& st = it->second;
      if (st.depth > 0 && G::position_key(s) == st.frames[st.depth - 1].key) {
        const child top = close(st.frames[st.depth - 1], s, ply0);
        if (st.depth == 2 && st.bottom) {
          feed(st.frames[0], top);
          (void)close(st.frames[0], *st.bottom, ply0);
        }
      }
      stacks_.erase(it);
      pending_.erase(id);
    }

    void name_into(framework::name_set& out, int ply0) const {
      const std::hash<std::string> hash;
      for (const auto& [key, k] : known_) {
        if (k.ply > ply0 + 1) continue;
        if (horizon_) {
          if (k.value.lo != INT_MIN) out.insert(hash(game_tree_fact(horizon_, key, true, k.value.lo)));
          if (k.value.hi != INT_MAX) out.insert(hash(game_tree_fact(horizon_, key, false, k.value.hi)));
          continue;
        }
        for (int t = outcome_min_; t <= outcome_max_; ++t) {
          if (k.value.lo >= t) out.insert(hash(game_tree_fact(horizon_, key, true, t)));
          if (k.value.hi <= t) out.insert(hash(game_tree_fact(horizon_, key, false, t)));
        }
      }
    }

   private:
    struct stack {
      std::vector<frame> frames;  // reused: frames[0, depth) are live
      std::size_t depth = 0;
      std::optional<state> bottom;  // frames[0]'s position
    };

    static void push(stack& st, std::uint64_t key) {
      if (st.depth == st.frames.size()) st.frames.emplace_back();
      frame& f = st.frames[st.depth++];
      f.key = key;
      f.children.clear();
    }

    // A path that starts at `s`.
    static void restart(stack& st, const state& s) {
      st.depth = 0;
      push(st, G::position_key(s));
      st.bottom = s;
    }

    static void feed(frame& f, const child& c) { add(f.children, c); }

    static void add(std::vector<child>& children, const child& c) {
      for (auto& known_child : children) {
        if (known_child.key == c.key) {
          known_child.value = meet(known_child.value, c.value);
          return;
        }
      }
      children.push_back(c);
    }

    // What two sound intervals of one value agree on (both hold it).
    static interval meet(interval a, interval b) { return {std::max(a.lo, b.lo), std::min(a.hi, b.hi)}; }

    // The position `s` of frame `f`, explored this time by its moves tried, with what earlier
    // visits showed of it.
    child close(const frame& f, const state& s, int ply0) {
      const std::uint64_t key = f.key;
      const std::vector<child>& tried = f.children;
      const int ply = G::ply(s);
      known scratch;
      known* k = &scratch;
      if (const auto it = known_.find(key); it != known_.end()) {
        k = &it->second;
      } else if (known_.size() < kMemo || ply <= ply0 + 1) {
        k = &known_[key];
      }
      k->ply = ply;
      if (G::is_goal(s)) {
        const int x = horizon_ ? G::heuristic(s) : G::outcome(s);
        k->exact = interval{x, x};
      } else if (horizon_ && ply - ply0 >= *horizon_) {
        const int x = G::heuristic(s);
        k->exact = interval{x, x};
      }
      if (k->exact) {
        k->value = *k->exact;
        return {key, k->value};
      }
      for (const auto& c : tried) add(k->children, c);
      interval v{lo_, hi_};
      if (k->children.empty()) {
        if (!horizon_) {
          if (const auto w = G::immediate_outcome(s)) v = {*w, *w};
        }
      } else {
        const bool complete = k->children.size() >= static_cast<std::size_t>(G::move_count(s));
        const bool max_level = G::maximizing(s);
        int lo = max_level ? INT_MIN : INT_MAX;
        int hi = lo;
        for (auto& c : k->children) {
          // A child proven further since (by a later visit) counts as proven.
          if (c.value.lo != c.value.hi) {
            if (const auto it = known_.find(c.key); it != known_.end())
              c.value = meet(c.value, it->second.value);
          }
          lo = max_level ? std::max(lo, c.value.lo) : std::min(lo, c.value.lo);
          hi = max_level ? std::max(hi, c.value.hi) : std::min(hi, c.value.hi);
        }
        if (!complete) (max_level ? hi : lo) = max_level ? hi_ : lo_;
        v = {lo, hi};
      }
      k->value = meet(k->value, v);
      return {key, k->value};
    }

    // Positions remembered for a search that looks them up instead of
    // exploring them again, or explores them on copies: every 3x3 position
    // many times over; past it, a search is judged on what each visit
    // explored. The hook's position and the next ones are always kept: they
    // are what is named.
    static constexpr std::size_t kMemo = std::size_t{1} << 17;

    std::optional<int> horizon_;
    int lo_, hi_;  // what nothing explored says: anything
    int outcome_min_, outcome_max_;
    std::unordered_map<std::uint32_t, stack> stacks_;   // the search on each measured state
    std::unordered_map<std::uint32_t, child> pending_;  // backed out of a state's first position
    std::unordered_map<std::uint64_t, known> known_;
  };

  std::vector<tree> trees_;
  std::optional<int> ply0_;  // the hook's position's
};

}  // namespace grader
