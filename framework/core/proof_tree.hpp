#pragma once
// The proof behind a node count. A count, a "none", a best cost are claims
// about a whole search tree; a trace of edits is only evidence of that tree
// when the replay can check, node by node, that nothing was left out. So the
// replay (framework/core/replay.hpp) rebuilds the tree the search explored on
// the hook's first input (and the copies made of it) and checks every node as
// the search leaves it:
//
//   complete  it tried every alternative of one choice point: the rules'
//             legal_moves (the lecture's), or one of R::choice_points when the
//             rules declare them (any empty row of N-queens, any empty cell of
//             sudoku), and each of those children is complete itself, or is
//             the mirror image of one that is (R::symmetric_moves);
//   cut       a leaf the rules can vouch for: a goal, a dead end (a choice
//             point with no alternative), a bound not below the best cost the
//             search had reached (branch and bound), a position the same
//             search had already refuted (a memo, by position key);
//   stopped   when the answer is a first solution (or a count to a limit):
//             the line to its last goal, each node of which refuted the moves
//             before it in valid_moves' order, front to back or back to front.
//
// A node that is none of these when the search leaves it may be made again
// later and finished then (a best-first search expands what it generated
// earlier; an iterative deepening search goes deeper each round): it waits,
// and the proof fails only if it is still unfinished when the trace ends.
// The count is the size of that tree: a child made again from the same node
// adds nothing. Positions are told apart by a keyed Zobrist hash of the
// edits that made them (every edit has an inverse with the same arguments,
// framework/core/search_history.hpp), so the key of a position is the same
// whatever the order of the edits that reached it, and a student cannot
// choose edits whose keys collide. The idea is that of proof logging in SAT
// and constraint solvers (DRAT, VeriPB): the solver's claim is believed only
// through a certificate a small checker verifies.

#include "framework/core/errors.hpp"
#include "framework/core/name_set.hpp"
#include "framework/core/probe.hpp"
#include "framework/core/probe_sink.hpp"
#include "framework/core/problem.hpp"
#include "framework/core/search_history.hpp"
#include "framework/core/trace.hpp"

#include <absl/container/node_hash_map.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <random>
#include <ranges>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace framework {

// What an answer says about the tree below the hook's input.
enum class proof_claim : std::uint8_t {
  whole_tree,     // no solution, every solution counted, a best cost
  stops_at_goal,  // a first solution, or a count that stops at a limit
  // A game's value, which a witness of its own proves (alpha-beta's cuts:
  // grader/core/game_tree_witness.hpp): the tree is followed only for its
  // order, every node's moves a beginning of valid_moves' order (front to
  // back or back to front) as alpha-beta's are. The count stays the search's.
  order_of_moves,
};

// What a game search's reading promises of its cuts (order_of_moves): the
// window alpha-beta starts with, and whether each move of the hook's
// position is searched with that window afresh (the deck's best_move) rather
// than with the window its earlier moves left.
struct game_window {
  int alpha = 0;
  int beta = 0;
  bool fresh_at_root = false;
};

// Rules whose nodes may be expanded by another choice point than
// legal_moves' (every one of them is a complete set of alternatives).
template <class R>
concept choice_pointed = requires(const typename R::state& s) {
  { R::choice_points(s) } -> std::same_as<std::vector<std::vector<typename R::move>>>;
};

// Rules that tell the arguments of the edits a move makes without making it
// (each {a, b, c} as the state's mutator reports it): the replay keys a
// node's moves without applying them, which for N-queens' attack counters
// is most of the proof's cost. Checked against apply by the proof's tests.
template <class R>
concept move_edits_listed = requires(const typename R::move& m) {
  { R::move_edits(m) } -> std::ranges::range;
};

// Rules that declare the symmetries of a position: pairs {m, m'} where a
// symmetry of the board that leaves the position as it is maps the move m to
// m', so the subtree below m is the mirror image of the one below m' (the
// same count, the same best cost) and a search that searched m' need not
// search m. Only the position's own symmetries: the rules check it is fixed.
template <class R>
concept symmetric_rules = requires(const typename R::state& s) {
  { R::symmetric_moves(s) } -> std::same_as<std::vector<std::pair<typename R::move, typename R::move>>>;
};

// A keyed hash of one edit's arguments; a position's key is the exclusive or
// of the keys of the edits that made it from the hook's input.
class position_keys {
 public:
  position_keys() : seed_(std::random_device{}() | (std::uint64_t{std::random_device{}()} << 32)) {}

  [[nodiscard]] std::uint64_t of(std::int32_t a, std::int32_t b, std::int32_t c) const noexcept {
    std::uint64_t x = seed_ ^ (static_cast<std::uint64_t>(static_cast<std::uint32_t>(a)) |
                               static_cast<std::uint64_t>(static_cast<std::uint16_t>(b)) << 32 |
                               static_cast<std::uint64_t>(static_cast<std::uint8_t>(c)) << 48);
    // splitmix64's finaliser
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
  }

 private:
  std::uint64_t seed_;
};

// The frames alive at once (open, or waiting in case they are made again)
// the proof keeps: far more than a search that waits honestly needs (a
// best-first search's open nodes; the kit's largest such search has 16,536
// nodes in all), while one that leaves a move untried at every node keeps a
// frame per node: a 20 s search of the English centre game that never lands
// on the board's edge kept 100 million (6.9 GB of the grader's memory, and a
// replay slower than the search). Past it the proof gives up (give_up).
inline constexpr std::size_t kMaxUnfinishedFrames = std::size_t{1} << 20;

// Instantiated for backtracking_rules only (the replay checks).
template <class R>
class proof_tree {
 public:
  using state = typename R::state;
  using move = typename R::move;
  using edit_event = history::edit_event;

  // `window`: for order_of_moves, also check that each position the search
  // left with moves untried was cut off by alpha-beta from that window.
  // `max_frames`: the nodes left unfinished at once it follows.
  explicit proof_tree(proof_claim claim, std::optional<game_window> window = std::nullopt,
                      std::size_t max_frames = kMaxUnfinishedFrames)
      : claim_(claim), window_(window), max_frames_(max_frames) {}

  // State `id` holds the hook's first input: the root of the tree.
  void rooted(std::uint32_t id) {
    root_ = make_frame(nullptr, 0);
    if (window_) {
      root_->alpha = window_->alpha;
      root_->beta = window_->beta;
    }
    tracks_[id] = track{root_, 0, {}, 0};
    root_->refs = 1;
  }

  // `id` is selected; the edits that follow are its own.
  void selected(std::uint32_t id) {
    const auto it = tracks_.find(id);
    current_ = it == tracks_.end() ? nullptr : &it->second;
  }

  // The selected state, now `s`, has just made the edit `e`.
  void edited(state& s, const edit_event& e) {
    if (current_ == nullptr) return;
    track& t = *current_;
    t.key ^= keys_.of(e.a, e.b, e.c);
    if (t.pending_size < t.pending.size()) t.pending[t.pending_size] = e;
    if (t.pending_size < 255) ++t.pending_size;
    if (t.pending_size < edits_per_move()) return;
    between_moves(t, s);
  }

  // The selected state `from` was copied into `to` (new, or overwritten: the
  // caller has dropped its old content first).
  void copied(std::uint32_t from, std::uint32_t to) {
    const auto it = tracks_.find(from);
    if (it == tracks_.end()) return;
    track copy = it->second;
    ++copy.at->refs;
    tracks_[to] = copy;  // may rehash: pointers to elements stay valid
  }

  // `id` no longer exists (or the trace ended); `s` is its content.
  void dropped(std::uint32_t id, state& s) {
    const auto it = tracks_.find(id);
    if (it == tracks_.end()) return;
    track t = it->second;
    if (current_ == &it->second) current_ = nullptr;
    tracks_.erase(it);
    // Mid-move: back to the position the state was last at, between moves.
    const auto kept = std::min<std::size_t>(t.pending_size, t.pending.size());
    if (!invert(s, t.pending.data(), kept)) return;
    --t.at->refs;
    release(t.at, s);
    redo(s, t.pending.data(), kept);
  }

  // The trace has ended; `live` gives every state still alive.
  template <class Each>
  [[nodiscard]] trace::proof_result finish(Each&& live) {
    std::vector<std::pair<std::size_t, std::uint32_t>> order;
    for (const auto& [id, t] : tracks_) order.emplace_back(depth_of(t.at), id);
    // The deepest first: a state below another closes its nodes first.
    std::sort(order.begin(), order.end(), std::greater<>());
    for (const auto& [depth, id] : order) {
      if (state* s = live(id)) dropped(id, *s);
    }
    judge_waiting_again();
    trace::proof_result out;
    out.size = size_;
    out.stops_at_goal = claim_ == proof_claim::stops_at_goal;
    out.counts = claim_ != proof_claim::order_of_moves;
    if (broken_) {
      out.unproven = *broken_;
    } else if (!root_result_) {
      out.unproven =
          "the grader could not follow your search back to the " + state_word<R>() + " your hook received";
    } else if (root_result_->status == node_status::pending) {
      out.unproven = unfinished();
    } else if (root_result_->status == node_status::stopped && claim_ != proof_claim::stops_at_goal) {
      out.unproven = "your search stopped at a solution before it had searched the whole tree.";
    } else {
      out.proven = true;
      out.ordered = !other_choice_ && windowed_ && (forward_ || backward_);
    }
    return out;
  }

 private:
  // complete: its whole subtree is proven; stopped: the line to the last
  // goal, proven as far as the search went; pending: not (yet) proven.
  enum class node_status : std::uint8_t { complete, stopped, pending };

  struct frame;
  struct child {
    std::uint64_t id = 0;    // the move's key: the child's position key ^ the parent's
    frame* below = nullptr;  // its frame while open or waiting; null once settled
    node_status result = node_status::pending;
    bool goal_below = false;
  };

  struct frame {
    frame* parent = nullptr;
    std::uint64_t key = 0;
    std::size_t index = 0;  // in parent->children
    std::array<edit_event, 8> entry{};
    std::uint8_t entry_size = 0;
    std::vector<child> children;  // in the order first made
    std::uint32_t refs = 0;       // states at this node
    std::uint32_t open = 0;       // children open (not waiting, not settled)
    int alpha = 0;                // order_of_moves with a window: alpha-beta's, as its children left it
    int beta = 0;
    bool waiting = false;        // left unfinished; kept in case it is made again
    bool own_gap = false;        // unfinished by itself, not only below
    std::optional<state> saved;  // its position while waiting, for the message
    // What judging it needs of its position, noted when the search entered
    // it (note_position): most nodes are then judged without taking the move
    // back and making it again around the judgement.
    bool noted = false;
    bool goal = false;
    std::vector<std::uint64_t> lecture_ids;  // the keys of legal_moves, in its order
  };

  struct track {
    frame* at = nullptr;
    std::uint64_t key = 0;
    std::array<edit_event, 8> pending{};
    std::uint8_t pending_size = 0;
  };

  struct result {
    node_status status = node_status::complete;
    bool goal_below = false;
    bool own_gap = false;
  };

  // Hears the edits of the grader's own trial moves, as keys.
  class key_sink final : public probe::sink {
   public:
    explicit key_sink(const position_keys& k) : keys_(k) {}
    void edited(std::uint32_t, probe::edit, std::int32_t a, std::int32_t b, std::int32_t c) override {
      sum ^= keys_.of(a, b, c);
    }
    void refused(std::uint32_t, probe::edit, std::int32_t, std::int32_t, std::int32_t) override {}
    std::uint64_t sum = 0;

   private:
    const position_keys& keys_;
  };

  // The positions kept for messages about nodes left waiting: enough for any
  // search that waits honestly (a best-first search's open nodes), bounded
  // for one that does not.
  static constexpr std::size_t kMaxSaved = std::size_t{1} << 16;

  static constexpr std::size_t edits_per_move() {
    if constexpr (requires { R::edits_per_move; }) {
      return static_cast<std::size_t>(R::edits_per_move);
    } else {
      return 1;
    }
  }

  static std::size_t depth_of(const frame* f) {
    std::size_t d = 0;
    for (; f != nullptr && f->parent != nullptr; f = f->parent) ++d;
    return d;
  }

  // Frames are reused: a depth-first search of millions of nodes has only
  // its open line's alive.
  frame* make_frame(frame* parent, std::uint64_t key) {
    frame* f = nullptr;
    if (!spare_.empty()) {
      f = spare_.back();
      spare_.pop_back();
      f->children.clear();
      f->refs = f->open = 0;
      f->entry_size = 0;
      f->waiting = f->own_gap = false;
      f->saved.reset();
      f->noted = false;
    } else {
      f = pool_.emplace_back(std::make_unique<frame>()).get();
    }
    f->parent = parent;
    f->key = key;
    return f;
  }

  void free_frame(frame* f) {
    if (f == first_gap_) first_gap_ = nullptr;
    f->waiting = false;
    if (f->saved) {
      f->saved.reset();
      --saved_;
    }
    spare_.push_back(f);
  }

  // Takes back `n` edits (the last first); false when the rules refuse one:
  // the grader's copy disagrees with what it accepted, its own fault.
  bool invert(state& s, const edit_event* edits, std::size_t n) {
    try {
      for (std::size_t i = n; i-- > 0;) {
        const auto& e = edits[i];
        R::replay_edit(s, e.kind == probe::edit::place ? probe::edit::remove : probe::edit::place, e.a, e.b,
                       e.c);
      }
      return true;
    } catch (const rule_violation&) {
      if (!broken_)
        broken_ =
            "the grader could not take back a move of your search on its copy of the " + state_word<R>();
      return false;
    }
  }

  void redo(state& s, const edit_event* edits, std::size_t n) {
    try {
      for (std::size_t i = 0; i < n; ++i)
        R::replay_edit(s, edits[i].kind, edits[i].a, edits[i].b, edits[i].c);
    } catch (const rule_violation&) {
      if (!broken_)
        broken_ = "the grader could not replay a move of your search on its copy of the " + state_word<R>();
    }
  }

  void between_moves(track& t, state& s) {
    const auto n = std::min<std::size_t>(t.pending_size, t.pending.size());
    frame* at = t.at;
    if (t.pending_size > t.pending.size() && !broken_) {
      broken_ = "your search made " + std::to_string(t.pending_size) +
                " edits in a row that are no move of the rules";
    }
    if (at->parent != nullptr && t.key == at->parent->key) {
      // Back up: `at` is left. Its position is this one with the move taken back.
      frame* up = at->parent;
      ++up->refs;
      t.at = up;
      --at->refs;
      const auto undo = t.pending;
      t.pending_size = 0;
      if (at->refs == 0 && at->open == 0 && !settled_as_noted(at) && invert(s, undo.data(), n)) {
        release(at, s);
        redo(s, undo.data(), n);
      }
      return;
    }
    t.pending_size = 0;
    if (t.key == at->key) return;
    // Down: a child of `at`, new or made again.
    const std::uint64_t id = t.key ^ at->key;
    child* c = nullptr;
    for (auto& existing : at->children) {
      if (existing.id == id) c = &existing;
    }
    frame* below = nullptr;
    if (c != nullptr && c->below != nullptr) {
      below = c->below;  // open (another state, a copy, is there) or waiting
      if (below->waiting) {
        below->waiting = false;
        if (below->saved) {
          below->saved.reset();
          --saved_;
        }
        ++at->open;
      }
    } else {
      if (spare_.empty() && pool_.size() >= max_frames_) {
        give_up();
        return;
      }
      if (c == nullptr) {
        at->children.push_back(child{id});
        c = &at->children.back();
        ++size_;
      }
      below = make_frame(at, t.key);
      below->index = static_cast<std::size_t>(c - at->children.data());
      below->entry = t.pending;
      below->entry_size = static_cast<std::uint8_t>(n);
      if (window_) {
        const bool fresh = at == root_ && window_->fresh_at_root;
        below->alpha = fresh ? window_->alpha : at->alpha;
        below->beta = fresh ? window_->beta : at->beta;
      }
      c->below = below;
      ++at->open;
      if (claim_ != proof_claim::order_of_moves) note_position(*below, s);
      if constexpr (optimising_rules<R>) {
        // A goal lowers the best cost as soon as it is reached: the cuts of
        // the nodes that close after it may use it.
        if (below->noted ? below->goal : R::is_goal(s)) {
          const auto cost = R::cost(s);
          if (!best_ || cost < *best_) best_ = cost;
        }
      }
    }
    ++below->refs;
    --at->refs;
    t.at = below;
  }

  // Closes `f` if nothing is at it or open below it, then its parents
  // likewise; `s` is f's position, and is restored before returning.
  void release(frame* f, state& s) {
    std::vector<std::pair<std::array<edit_event, 8>, std::uint8_t>> taken_back;
    while (f != nullptr && f->refs == 0 && f->open == 0) {
      const result r = judge(*f, s);
      frame* up = f->parent;
      const bool waits = r.status == node_status::pending;
      if (waits) {
        f->waiting = true;
        f->own_gap = r.own_gap;
        if (saved_ < kMaxSaved && !f->saved) {
          f->saved = s;
          ++saved_;
        }
        if (first_gap_ == nullptr && f->own_gap && f->saved) first_gap_ = f;
      }
      const auto entry = f->entry;
      const auto entry_size = f->entry_size;
      if (!settle(f, r)) break;
      if (up->refs != 0 || up->open != 0) break;
      if (!invert(s, entry.data(), entry_size)) break;
      taken_back.emplace_back(entry, entry_size);
      f = up;
    }
    for (auto it = taken_back.rbegin(); it != taken_back.rend(); ++it) redo(s, it->first.data(), it->second);
  }

  // Too many nodes were left unfinished (max_frames_): the count is unproven,
  // told by the first gap, and the proof stops following the search and frees
  // its tree, so the rest of the trace costs the replay alone.
  void give_up() {
    if (!broken_) {
      std::string gap;
      if (first_gap_ != nullptr && first_gap_->waiting && first_gap_->saved) {
        state s = *first_gap_->saved;
        gap = where(*first_gap_, s) + explain(*first_gap_, s);
      } else {
        gap = unfinished();
      }
      broken_ = gap + " The grader stopped proving your search there: it had left more than " +
                std::to_string(max_frames_) + " nodes unfinished at once.";
    }
    first_gap_ = nullptr;
    current_ = nullptr;
    tracks_.clear();
    root_ = nullptr;
    judging_ = nullptr;
    mirrors_.reset();
    spare_ = decltype(spare_)();
    pool_ = decltype(pool_)();
    memo_ = name_set{};
  }

  // What `f` proved, `r`, passed to its parent (a waiting `f` is kept);
  // false when `f` is the root.
  bool settle(frame* f, const result& r) {
    if constexpr (!optimising_rules<R>) {
      // A position refuted by a search below it may be cut when reached again.
      if (r.status == node_status::complete && !r.goal_below && !f->children.empty()) memo_.insert(f->key);
    }
    frame* up = f->parent;
    if (up == nullptr) {
      root_result_ = r;
      return false;
    }
    child& c = up->children[f->index];
    // A child made again keeps what an earlier making proved.
    if (c.result != node_status::complete) c.result = r.status;
    c.goal_below = c.goal_below || r.goal_below;
    --up->open;
    if (r.status != node_status::pending) {
      c.below = nullptr;
      free_frame(f);
    }
    return true;
  }

  // Notes what judging `f` needs of its position `s` (left as it was).
  void note_position(frame& f, state& s) {
    f.goal = R::is_goal(s);
    if (f.goal) {
      f.lecture_ids.clear();
    } else {
      ids_of(s, R::legal_moves(s), f.lecture_ids);
    }
    f.noted = true;
  }

  // Settles `f`, closed below a node still open, when what was noted of its
  // position proves it complete or stopped; false when judging it needs the
  // position (a cut, a choice point of the rules, a symmetry, a gap).
  bool settled_as_noted(frame* f) {
    if (!f->noted || f->parent == nullptr) return false;
    result r;
    for (const auto& c : f->children) r.goal_below = r.goal_below || c.goal_below;
    if (f->goal) {
      r.goal_below = true;
    } else if (!f->lecture_ids.empty()) {
      if (f->children.empty()) return false;
      judging_ = nullptr;  // no position: a missing alternative is not looked for among mirror images
      mirrors_.reset();
      const auto proven = by_point(*f, f->lecture_ids, true);
      if (!proven || *proven == node_status::pending) return false;
      r.status = *proven;
    }
    settle(f, r);
    return true;
  }

  // The keys of the moves `ms` made from `s` (left as it was).
  std::vector<std::uint64_t> ids_of(state& s, const std::vector<move>& ms) {
    std::vector<std::uint64_t> ids;
    ids_of(s, ms, ids);
    return ids;
  }

  // The same into `ids` (a frame's, whose capacity the next frame reuses).
  void ids_of(state& s, const std::vector<move>& ms, std::vector<std::uint64_t>& ids) {
    ids.clear();
    ids.reserve(ms.size());
    if constexpr (move_edits_listed<R>) {
      (void)s;
      for (const auto& m : ms) {
        std::uint64_t id = 0;
        for (const auto& [a, b, c] : R::move_edits(m)) id ^= keys_.of(a, b, c);
        ids.push_back(id);
      }
      return;
    }
    key_sink heard(keys_);
    const probe::scoped_sink listening(heard);
    for (const auto& m : ms) {
      const auto before = heard.sum;
      R::apply(s, m);
      ids.push_back(heard.sum ^ before);
      R::undo(s, m);
      heard.sum = before;
    }
  }

  static const child* child_of(const frame& f, std::uint64_t id) {
    for (const auto& c : f.children) {
      if (c.id == id) return &c;
    }
    return nullptr;
  }

  // Every alternative of `ids` was tried and searched to the end, or is the
  // mirror image of one that was (or waits below: `waiting` tells).
  bool covers(const frame& f, std::span<const std::uint64_t> ids, bool& waiting) {
    for (const auto id : ids) {
      const child* c = child_of(f, id);
      if (c == nullptr || c->result == node_status::stopped) {
        if (mirrored(f, id)) continue;
        return false;
      }
      if (c->result == node_status::pending) {
        if (c->below == nullptr) return false;
        waiting = true;
      }
    }
    return true;
  }

  // Whether the alternative `id` of `f`, not searched, is the mirror image of
  // a child searched to the end, by a symmetry of f's position the rules
  // declare. The symmetries are worked out only when an alternative is missing.
  bool mirrored(const frame& f, std::uint64_t id) {
    if constexpr (symmetric_rules<R>) {
      if (judging_ == nullptr) return false;
      if (!mirrors_) {
        std::vector<move> from;
        std::vector<move> to;
        for (auto& [m, image] : R::symmetric_moves(*judging_)) {
          from.push_back(std::move(m));
          to.push_back(std::move(image));
        }
        const auto from_ids = ids_of(*judging_, from);
        const auto to_ids = ids_of(*judging_, to);
        mirrors_.emplace();
        for (std::size_t i = 0; i < from_ids.size(); ++i) mirrors_->emplace_back(from_ids[i], to_ids[i]);
      }
      for (const auto& [m, image] : *mirrors_) {
        if (m != id) continue;
        const child* c = child_of(f, image);
        if (c != nullptr && c->result == node_status::complete) return true;
      }
      return false;
    } else {
      (void)f;
      (void)id;
      return false;
    }
  }

  // Whether the children of `f` were first made in the order of `ids`, front
  // to back and back to front.
  void note_order(const frame& f, const std::vector<std::uint64_t>& ids) {
    std::optional<std::size_t> last;
    bool up = true;
    bool down = true;
    for (const auto& c : f.children) {
      const auto at = std::find(ids.begin(), ids.end(), c.id);
      if (at == ids.end()) continue;
      const auto i = static_cast<std::size_t>(at - ids.begin());
      if (last) {
        up = up && i > *last;
        down = down && i < *last;
      }
      last = i;
    }
    forward_ = forward_ && up;
    backward_ = backward_ && down;
  }

  // The choice points of `s`: the lecture's (legal_moves) first, then the
  // others the rules declare.
  static std::vector<std::vector<move>> points_of(const state& s, std::vector<move> lecture) {
    std::vector<std::vector<move>> points;
    points.push_back(std::move(lecture));
    if constexpr (choice_pointed<R>) {
      for (auto& point : R::choice_points(s)) points.push_back(std::move(point));
    } else {
      (void)s;
    }
    return points;
  }

  // Whether the moves of `f` are the first of `ids`, in order, front to back
  // and back to front: alpha-beta stops at its cut, never skips.
  void note_beginning(const frame& f, const std::vector<std::uint64_t>& ids) {
    const std::size_t n = f.children.size();
    bool up = n <= ids.size();
    bool down = up;
    for (std::size_t i = 0; i < n && (up || down); ++i) {
      up = up && f.children[i].id == ids[i];
      down = down && f.children[i].id == ids[ids.size() - 1 - i];
    }
    forward_ = forward_ && up;
    backward_ = backward_ && down;
  }

  // Alpha-beta over the tree the search explored, from the reading's window:
  // a position left with moves untried must be one alpha-beta leaves there
  // (alpha >= beta, given the values its tried moves returned). A search that
  // stops sooner knew more than its window: the value, found elsewhere.
  void note_cutoff(frame& f, const state& s, std::size_t moves) {
    int value = 0;
    if (R::is_goal(s)) {
      value = R::outcome(s);
    } else if (f.children.empty()) {
      windowed_ = false;  // a position not searched (a memo, a horizon): no cutoff explains it
      return;
    } else {
      value = R::maximizing(s) ? f.alpha : f.beta;
      const bool root_fresh = f.parent == nullptr && window_->fresh_at_root;
      if (f.children.size() < moves && (root_fresh || f.alpha < f.beta)) windowed_ = false;
    }
    if (f.parent == nullptr) return;
    // The parent's mover is the other player: MIN above a MAX position.
    if (R::maximizing(s)) {
      f.parent->beta = std::min(f.parent->beta, value);
    } else {
      f.parent->alpha = std::max(f.parent->alpha, value);
    }
  }

  // What `f` proves, its position `s` (left as it was).
  result judge(frame& f, state& s) {
    judging_ = &s;
    mirrors_.reset();
    result r;
    if (claim_ == proof_claim::order_of_moves) {
      if (!forward_ && !backward_) return r;  // the order is lost already: nothing more to learn
      const auto moves = R::legal_moves(s);
      if (!f.children.empty()) note_beginning(f, ids_of(s, moves));
      if constexpr (requires {
                      R::outcome(s);
                      R::maximizing(s);
                    }) {
        if (window_) note_cutoff(f, s, moves.size());
      }
      return r;
    }
    for (const auto& c : f.children) r.goal_below = r.goal_below || c.goal_below;
    if (!f.noted) note_position(f, s);
    if (f.goal) {
      r.goal_below = true;
      return r;
    }
    if (f.lecture_ids.empty()) return r;  // a dead end
    if (f.children.empty()) {
      if (cut(f, s) || no_alternative(s)) return r;
      r.status = node_status::pending;
      r.own_gap = true;
      return r;
    }
    // The lecture's choice point is tried alone first: the others cost more.
    if (const auto proven = by_point(f, f.lecture_ids, true)) {
      r.status = *proven;
      return r;
    }
    if constexpr (choice_pointed<R>) {
      const auto points = R::choice_points(s);
      for (const auto& point : points) {
        if (point.empty()) return r;  // a dead end, whichever cell or row it is
      }
      for (const auto& point : points) {
        if (const auto proven = by_point(f, ids_of(s, point), false)) {
          other_choice_ = true;
          r.status = *proven;
          return r;
        }
      }
    }
    if (cut(f, s)) return r;
    r.status = node_status::pending;
    r.own_gap = true;
    return r;
  }

  // What `f` proves by the choice point `ids` (the lecture's when `lecture`):
  // complete when it tried every alternative to the end, stopped when the
  // line to its last goal went on after the alternatives before it in the
  // point's order (either way), pending when that holds but something below
  // is unfinished; nothing when the point does not account for `f`.
  std::optional<node_status> by_point(const frame& f, const std::vector<std::uint64_t>& ids, bool lecture) {
    bool waiting = false;
    if (covers(f, ids, waiting)) {
      if (lecture) note_order(f, ids);
      return waiting ? node_status::pending : node_status::complete;
    }
    const child& last = f.children.back();
    if (claim_ != proof_claim::stops_at_goal || !last.goal_below) return std::nullopt;
    const auto at = std::find(ids.begin(), ids.end(), last.id);
    if (at == ids.end()) return std::nullopt;
    waiting = last.result == node_status::pending;  // the line itself is unfinished further down
    const bool front = covers(f, {ids.begin(), at}, waiting);
    const bool back = covers(f, {at + 1, ids.end()}, waiting);
    if (!front && !back) return std::nullopt;
    if (lecture) {
      forward_ = forward_ && front;
      backward_ = backward_ && back;
    }
    return waiting ? node_status::pending : node_status::stopped;
  }

  // The tightest lower bound the rules vouch for: a search may cut with a
  // tighter bound than the case's own, if it is still a bound.
  static std::int64_t proof_bound(const state& s) {
    if constexpr (requires { R::proof_bound(s); }) {
      return R::proof_bound(s);
    } else {
      return R::bound(s);
    }
  }

  // A choice point with no alternative: a dead end, whichever the search chose.
  static bool no_alternative(const state& s) {
    if constexpr (choice_pointed<R>) {
      for (const auto& point : R::choice_points(s)) {
        if (point.empty()) return true;
      }
    } else {
      (void)s;
    }
    return false;
  }

  // A node the rules vouch for without its children.
  bool cut(const frame& f, const state& s) const {
    if constexpr (optimising_rules<R>) {
      (void)f;
      return best_ && proof_bound(s) >= *best_;  // no memo: what it refuted depended on the best then
    } else {
      (void)s;
      return memo_.contains(f.key);
    }
  }

  // The nodes still waiting when the trace ends, judged once more, the
  // deepest first: a bound cut by the best cost the search reached after
  // them (a best-first search ends when every open node is), a position
  // refuted after them.
  void judge_waiting_again() {
    std::vector<std::pair<std::size_t, frame*>> waiting;
    for (const auto& f : pool_) {
      if (f->waiting && f->saved) waiting.emplace_back(depth_of(f.get()), f.get());
    }
    std::sort(waiting.begin(), waiting.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    for (const auto& [depth, f] : waiting) {
      state s = *f->saved;
      const result r = judge(*f, s);
      if (f->parent == nullptr) {
        root_result_ = r;
        continue;
      }
      if (r.status == node_status::pending) {
        f->own_gap = r.own_gap;
        continue;
      }
      child& c = f->parent->children[f->index];
      c.result = r.status;
      c.goal_below = c.goal_below || r.goal_below;
      c.below = nullptr;
      free_frame(f);
    }
  }

  // Where the tree is unfinished, once the trace has ended: the first node
  // (in the order they were made) left unfinished by itself.
  std::string unfinished() {
    const frame* f = root_;
    while (f != nullptr && !f->own_gap) {
      const frame* next = nullptr;
      for (const auto& c : f->children) {
        if (c.result == node_status::pending && c.below != nullptr) {
          next = c.below;
          break;
        }
      }
      if (next == nullptr) break;
      f = next;
    }
    if (f == nullptr || !f->saved)
      return "a node of your search was left with " + move_word<R>() + "s untried, and never finished later.";
    state s = *f->saved;
    return where(*f, s) + explain(*f, s);
  }

  // Why `f`, at `s`, is unfinished, in the problem's words.
  std::string explain(const frame& f, state& s) {
    const std::vector<move> lecture = R::legal_moves(s);
    if (f.children.empty()) return left_untried(s, lecture);
    const child& last = f.children.back();
    if (claim_ == proof_claim::stops_at_goal && last.goal_below) {
      for (const auto& point : points_of(s, lecture)) {
        const auto ids = ids_of(s, point);
        const auto at = std::find(ids.begin(), ids.end(), last.id);
        if (at != ids.end()) return skipped_before(f, point, ids, static_cast<std::size_t>(at - ids.begin()));
      }
    }
    return tried_some(f, lecture, ids_of(s, lecture));
  }

  // "after (0,1) (1,3), " or "at the start, ": the moves from the hook's input to `f`.
  std::string where(const frame& f, state& s) {
    std::vector<std::string> moves;
    std::vector<std::pair<std::array<edit_event, 8>, std::uint8_t>> taken_back;
    for (const frame* at = &f; at->parent != nullptr; at = at->parent) {
      const std::uint64_t id = at->key ^ at->parent->key;
      if (!invert(s, at->entry.data(), at->entry_size)) break;
      taken_back.emplace_back(at->entry, at->entry_size);
      moves.push_back(name_of(s, id, *at));
    }
    for (auto it = taken_back.rbegin(); it != taken_back.rend(); ++it) redo(s, it->first.data(), it->second);
    if (moves.empty()) return "at the start, ";
    std::reverse(moves.begin(), moves.end());
    constexpr std::size_t kShown = 12;
    std::string text = "after ";
    if (moves.size() > kShown) {
      text += std::to_string(moves.size() - kShown) + " " + move_word<R>() + "s and then ";
      moves.erase(moves.begin(), moves.end() - static_cast<std::ptrdiff_t>(kShown));
    }
    for (std::size_t i = 0; i < moves.size(); ++i) text += (i == 0 ? "" : " ") + moves[i];
    return text + ", ";
  }

  // The move of key `id` from `s`, in the rules' words (its edits, failing that).
  std::string name_of(state& s, std::uint64_t id, const frame& made) {
    std::vector<std::vector<move>> points{R::legal_moves(s)};
    if constexpr (choice_pointed<R>) {
      for (auto& point : R::choice_points(s)) points.push_back(std::move(point));
    }
    for (const auto& point : points) {
      const auto ids = ids_of(s, point);
      for (std::size_t i = 0; i < ids.size(); ++i) {
        if (ids[i] == id) return R::describe(point[i]);
      }
    }
    std::string name;
    for (std::uint8_t i = 0; i < made.entry_size; ++i)
      name += (i == 0 ? "" : " ") +
              R::describe_edit(made.entry[i].kind, made.entry[i].a, made.entry[i].b, made.entry[i].c);
    return name;
  }

  static std::string listed(const std::vector<std::string>& names) {
    constexpr std::size_t kListed = 6;
    std::string text;
    for (std::size_t i = 0; i < names.size() && i < kListed; ++i) {
      text += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + names[i];
    }
    if (names.size() > kListed) text += " and " + std::to_string(names.size() - kListed) + " more";
    return text;
  }

  static std::string count_of(std::size_t n, const std::string& word) {
    return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
  }

  std::string left_untried(const state& s, const std::vector<move>& lecture) const {
    std::vector<std::string> names;
    for (const auto& m : lecture) names.push_back(R::describe(m));
    std::string text = "your search left the " + state_word<R>() + " without trying any " + move_word<R>() +
                       " there, yet it is not a goal and valid_moves gives " +
                       count_of(lecture.size(), move_word<R>()) + " (" + listed(names) + ")";
    if constexpr (optimising_rules<R>) {
      text += best_ ? ", and its bound " + std::to_string(proof_bound(s)) + " is below the best " +
                          cost_word<R>() + " your search reached (" + std::to_string(*best_) + ")"
                    : ", and your search reached no goal whose " + cost_word<R>() + " could cut it";
    } else {
      (void)s;
    }
    return text + ", so " + consequence() + ".";
  }

  std::string consequence() const {
    if constexpr (optimising_rules<R>) return "a goal of lower " + cost_word<R>() + " could exist";
    return claim_ == proof_claim::stops_at_goal ? "a solution could come before yours"
                                                : "other solutions could exist";
  }

  std::string tried_some(const frame& f, const std::vector<move>& lecture,
                         const std::vector<std::uint64_t>& ids) const {
    std::vector<std::string> missing;
    std::vector<std::string> unfinished_below;
    std::size_t tried = 0;
    for (std::size_t i = 0; i < ids.size(); ++i) {
      const child* c = child_of(f, ids[i]);
      if (c == nullptr) {
        missing.push_back(R::describe(lecture[i]));
      } else {
        ++tried;
        if (c->result != node_status::complete) unfinished_below.push_back(R::describe(lecture[i]));
      }
    }
    std::string text = "you tried " + std::to_string(tried) + " of the " +
                       count_of(ids.size(), move_word<R>()) + " valid_moves gives there";
    if (!missing.empty())
      text += "; " + listed(missing) + (missing.size() == 1 ? " was" : " were") + " never tried";
    if (!unfinished_below.empty())
      text += "; below " + listed(unfinished_below) + " your search stopped early";
    return text + ", so " + consequence() + ".";
  }

  static std::string skipped_before(const frame& f, const std::vector<move>& lecture,
                                    const std::vector<std::uint64_t>& ids, std::size_t chosen) {
    std::vector<std::string> front;
    std::vector<std::string> back;
    for (std::size_t i = 0; i < ids.size(); ++i) {
      const child* c = child_of(f, ids[i]);
      if (c != nullptr && c->result == node_status::complete) continue;
      if (i < chosen) front.push_back(R::describe(lecture[i]));
      if (i > chosen) back.push_back(R::describe(lecture[i]));
    }
    const auto& named = front.empty() ? back : front;
    const bool one = named.size() == 1;
    std::string text = "your search went on with " + R::describe(lecture[chosen]) +
                       " toward its solution, but " + listed(named) + (one ? " comes " : " come ") +
                       (front.empty() ? "after" : "before") + " it in valid_moves' order and " +
                       (one ? "was" : "were") + " not searched to the end first";
    if (!front.empty() && !back.empty())
      text += " (nor " + listed(back) + ", which come" + (back.size() == 1 ? "s" : "") +
              " first taking the moves back to front)";
    return text + ", so a solution could come before yours.";
  }

  proof_claim claim_;
  std::optional<game_window> window_;
  std::size_t max_frames_;
  bool windowed_ = true;  // every stop a cutoff of alpha-beta from window_
  position_keys keys_;
  absl::node_hash_map<std::uint32_t, track> tracks_;
  track* current_ = nullptr;
  std::vector<std::unique_ptr<frame>> pool_;
  std::vector<frame*> spare_;
  std::size_t saved_ = 0;
  frame* root_ = nullptr;
  std::optional<result> root_result_;
  std::optional<std::string> broken_;
  std::optional<std::int64_t> best_;
  name_set memo_;
  state* judging_ = nullptr;          // the position of the node judge() is judging
  const frame* first_gap_ = nullptr;  // the first node left unfinished by itself, for give_up()
  std::optional<std::vector<std::pair<std::uint64_t, std::uint64_t>>> mirrors_;  // its symmetries' pairs
  std::uint64_t size_ = 0;
  bool forward_ = true;
  bool backward_ = true;
  bool other_choice_ = false;
};

}  // namespace framework
