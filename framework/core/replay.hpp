#pragma once
// The grader's replay of a search trace (framework/core/trace.hpp), written
// once for every problem. It keeps its own copy of every state the runner's
// search touched (the hook's inputs, and the copies made of them), applies
// each traced edit through the state's own mutator, and counts nodes per state
// by the problem's node rule. An edit the copy refuses means the trace is not
// a true account of a search: `trace::inconsistent`.
//
// What a problem's rules provide besides framework::backtracking_rules:
//   static void replay_edit(state&, probe::edit, int32 a, int32 b, int32 c);   // calls the mutator
//   static std::string describe_edit(probe::edit, int32 a, int32 b, int32 c); // "remove_peg(5,4)"
//   static std::uint64_t nodes(std::uint64_t placements, std::uint64_t removals);
// and optionally, to measure nodes expanded besides nodes generated:
//   static std::uint64_t expansion_key(const state&);  // equal exactly for the same node

#include "framework/core/errors.hpp"
#include "framework/core/name_set.hpp"
#include "framework/core/probe.hpp"
#include "framework/core/proof_tree.hpp"
#include "framework/core/search_history.hpp"
#include "framework/core/trace.hpp"

#include <absl/container/flat_hash_map.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace framework {

template <class R>
concept replayable_rules = requires(typename R::state& s, probe::edit e, std::int32_t v) {
  { R::replay_edit(s, e, v, v, v) } -> std::same_as<void>;
  { R::describe_edit(e, v, v, v) } -> std::same_as<std::string>;
  { R::nodes(std::uint64_t{}, std::uint64_t{}) } -> std::same_as<std::uint64_t>;
  { R::render(s) } -> std::same_as<std::string>;
};

template <class R>
concept expansion_keyed = requires(const typename R::state& s) {
  { R::expansion_key(s) } -> std::same_as<std::uint64_t>;
};

// What a hook's answer must have been reached by: told of every state the
// search reaches on the hook's inputs and their copies, it notes what the
// search has shown there (a solution reached, a word spelled by a marked
// path, a game value proven by the positions explored) and, once the trace
// has ended, names it. The hook's kind chooses it (grader/core/hooks/,
// grader/core/game_tree_witness.hpp); the judge names what an answer needs.
template <class State>
class witness {
 public:
  virtual ~witness() = default;
  // `s` is now the state `id`: an input of the hook as it is declared, or a
  // copy made of a measured state.
  virtual void began(std::uint32_t id, const State& s) = 0;
  // An edit of `id` is about to be replayed on `s`, which it will leave (a
  // game's evaluation closes a position as the search backs out of it).
  virtual void leaving(std::uint32_t, const State&, probe::edit) {}
  // `s` is what an edit of `id` made of it; a, b and c are the edit's
  // arguments, as the state's rules give them (R::describe_edit).
  virtual void reached(std::uint32_t id, const State& s, probe::edit kind, std::int32_t a, std::int32_t b,
                       std::int32_t c) = 0;
  // The state `id`, now `s`, no longer exists (dropped, overwritten by a
  // copy, or still alive when the trace ended).
  virtual void ended(std::uint32_t, const State&) {}
  // The names of what the search showed, hashed (std::hash<std::string>).
  virtual void name_into(name_set& out) = 0;
  // Once the trace has ended: the proof of the count, for a problem whose
  // answers are proven by what the search explored rather than by the tree
  // of its moves (Boggle's words: every path that spells a beginning of a
  // word not on the board). Nothing by default: the rules' proof_tree.
  virtual std::optional<trace::proof_result> proof() { return std::nullopt; }
};

template <class State>
using witness_ptr = std::unique_ptr<witness<State>>;

// The simplest witness: `name` (a State -> std::optional<std::string>) says
// what a state shows by itself (a solution's picture), whatever the search
// did before or after. Asked at every edit, so called directly, not through
// a std::function.
template <class State, class Name>
witness_ptr<State> naming_witness(Name name);

// A witness that names the edits themselves (a pixel erased): `name` is
// given each replayed edit's kind and arguments.
template <class State>
witness_ptr<State> edit_naming_witness(
    std::function<std::optional<std::string>(probe::edit, std::int32_t, std::int32_t, std::int32_t)> name) {
  class naming final : public witness<State> {
   public:
    explicit naming(
        std::function<std::optional<std::string>(probe::edit, std::int32_t, std::int32_t, std::int32_t)> f)
        : name_(std::move(f)) {}
    void began(std::uint32_t, const State&) override {}
    void reached(std::uint32_t, const State&, probe::edit kind, std::int32_t a, std::int32_t b,
                 std::int32_t c) override {
      if (auto n = name_(kind, a, b, c)) seen_.insert(std::hash<std::string>{}(*n));
    }
    void name_into(name_set& out) override { out.take_from(seen_); }

   private:
    std::function<std::optional<std::string>(probe::edit, std::int32_t, std::int32_t, std::int32_t)> name_;
    name_set seen_;
  };
  return std::make_unique<naming>(std::move(name));
}

template <class State, class Name>
witness_ptr<State> naming_witness(Name name) {
  class naming final : public witness<State> {
   public:
    explicit naming(Name f) : name_(std::move(f)) {}
    void began(std::uint32_t, const State& s) override { note(s); }
    void reached(std::uint32_t, const State& s, probe::edit, std::int32_t, std::int32_t,
                 std::int32_t) override {
      note(s);
    }
    void name_into(name_set& out) override { out.take_from(seen_); }

   private:
    void note(const State& s) {
      if (auto n = name_(s)) seen_.insert(std::hash<std::string>{}(*n));
    }
    Name name_;
    name_set seen_;
  };
  return std::make_unique<naming>(std::move(name));
}

// The edits one move makes (a jump: two pegs off, one on); 1 unless the rules say.
template <class R>
constexpr std::uint64_t edits_per_move() {
  if constexpr (requires { R::edits_per_move; }) {
    return R::edits_per_move;
  } else {
    return 1;
  }
}

// Nodes by depth, from a state's edits as they come: a node is counted when
// R::nodes steps, and placed at a depth once the state is between moves again
// (its edits a whole number of moves), since a move's edits come in whatever
// order the student's apply_move makes them. Every move and every undo makes
// one edit more of one kind than of the other, so the depth there is
// |placements - removals|.
template <class R>
class depth_counter {
 public:
  static constexpr std::uint64_t kMaxDepth = 4096;

  void edited(probe::edit kind, std::vector<std::uint64_t>& per_depth) {
    const auto before = R::nodes(placements_, removals_);
    ++(kind == probe::edit::place ? placements_ : removals_);
    pending_ +=
        static_cast<std::int64_t>(R::nodes(placements_, removals_)) - static_cast<std::int64_t>(before);
    if ((placements_ + removals_) % edits_per_move<R>() == 0) finish(per_depth);
  }

  // The nodes counted so far, placed or pending.
  [[nodiscard]] std::uint64_t nodes() const noexcept { return R::nodes(placements_, removals_); }

  // The search ended (or stopped between two edits of a move): what is pending is placed where the state is.
  void finish(std::vector<std::uint64_t>& per_depth) {
    if (pending_ <= 0) return;
    // A flood fill never undoes: its "depth" is its length, and a hostile
    // trace's is anything. The deepest bin takes the rest.
    const auto depth = static_cast<std::size_t>(std::min<std::uint64_t>(
        placements_ > removals_ ? placements_ - removals_ : removals_ - placements_, kMaxDepth));
    if (per_depth.size() <= depth) per_depth.resize(depth + 1);
    per_depth[depth] += static_cast<std::uint64_t>(pending_);
    pending_ = 0;
  }

 private:
  std::uint64_t placements_ = 0;
  std::uint64_t removals_ = 0;
  std::int64_t pending_ = 0;
};

template <replayable_rules R>
class state_replayer final : public trace::replayer {
 public:
  using state = typename R::state;

  // `roots[i]` is the hook's input number i, as the grader sent it. More live
  // states than `max_live` at once is more than any honest search keeps (the
  // runner's memory limit comes first) and stops the replay. `keep_line`: how
  // many edits of the first input to keep in order (trace::search_line).
  // `noted`: what to note of every state the search reaches, for
  // take_witnessed(). `claim`: what the answer claims of the tree below the
  // first input, which take_proof() checks (for a game, with `window`),
  // following at most `max_unfinished` nodes left unfinished at once.
  explicit state_replayer(std::vector<state> roots, std::size_t max_live = std::size_t{1} << 21,
                          std::size_t keep_line = 0, witness_ptr<state> noted = {},
                          std::optional<proof_claim> claim = std::nullopt,
                          std::optional<game_window> window = std::nullopt,
                          std::size_t max_unfinished = kMaxUnfinishedFrames)
      : witness_(std::move(noted)), max_live_(max_live), keep_line_(keep_line) {
    for (auto& r : roots) roots_.emplace_back(std::move(r));
    if constexpr (kProvable) {
      if (claim) proof_ = std::make_unique<proof_tree<R>>(*claim, window, max_unfinished);
    }
  }

  [[nodiscard]] std::optional<trace::proof_result> take_proof() override {
    if (witness_proof_) return std::exchange(witness_proof_, std::nullopt);
    if constexpr (kProvable) {
      if (!proof_) return std::nullopt;
      auto out = proof_->finish([this](std::uint32_t id) -> state* {
        const auto it = slots_.find(id);
        return it != slots_.end() && it->second.content ? &*it->second.content : nullptr;
      });
      proof_.reset();
      return out;
    } else {
      return std::nullopt;
    }
  }

  [[nodiscard]] trace::search_line take_line() override {
    depth_.finish(line_.per_depth);
    return std::exchange(line_, {});
  }

  void replay(std::span<const trace::record> records) override {
    for (const trace::record& r : records) {
      ++seen_;
      step(r);
    }
  }

  [[nodiscard]] std::uint64_t nodes() const override {
    std::uint64_t total = retired_;
    for (const auto& [id, s] : slots_) total += R::nodes(s.placements, s.removals);
    return total;
  }

  [[nodiscard]] std::shared_ptr<const name_set> take_witnessed() override {
    if (!witness_) return {};
    for (const auto& [id, s] : slots_) {
      if (s.content) witness_->ended(id, *s.content);
    }
    auto names = std::make_shared<name_set>();
    witness_->name_into(*names);
    witness_proof_ = witness_->proof();
    witness_.reset();
    return names;
  }

  [[nodiscard]] std::optional<std::uint64_t> expanded() const override {
    if constexpr (expansion_keyed<R>) {
      return expanded_.size();
    } else {
      return std::nullopt;
    }
  }

  // What the search was doing when the last refused edit came
  // (framework/core/search_history.hpp): worked out only now, once.
  [[nodiscard]] std::optional<std::string> last_refusal() const override {
    if (!refusal_) return std::nullopt;
    return history::refusal_story<R>(refusal_->at, refusal_->before, refusal_->refused, refusal_->nodes)
        .text();
  }

 private:
  struct slot {
    std::optional<state> content;  // nullopt: built by the hook from scratch, not measured
    std::uint64_t placements = 0;
    std::uint64_t removals = 0;
  };

  [[noreturn]] void fail(const std::string& why) const {
    throw trace::inconsistent("trace record " + std::to_string(seen_) + ": " + why);
  }

  slot& find(std::int32_t id, const char* what) {
    const auto it = slots_.find(static_cast<std::uint32_t>(id));
    if (it == slots_.end())
      fail(std::string(what) + " a state that does not exist (" + std::to_string(id) + ")");
    return it->second;
  }

  // The slot of `id`, made empty when new (one lookup: a search that copies
  // a state per node makes this the replay's busiest line).
  std::pair<slot&, bool> slot_of(std::int32_t id) {
    const auto [it, made] = slots_.try_emplace(static_cast<std::uint32_t>(id));
    // Making room may have moved the slots (growing the table, or tidying it
    // in place): the selected one is found again.
    if (made && selected_ != nullptr) selected_ = &slots_.find(selected_id_)->second;
    if (made && slots_.size() > max_live_) {
      slots_.erase(it);
      fail("more than " + std::to_string(max_live_) +
           " states alive at once; the grader stops measuring here");
    }
    return {it->second, made};
  }

  slot& add(std::int32_t id) { return slot_of(id).first; }

  void retire(const slot& s) { retired_ += R::nodes(s.placements, s.removals); }

  void keep(const trace::record& r) {
    if (!line_state_ || selected_id_ != *line_state_) {
      line_.elsewhere = true;
    } else if (line_.edits.size() < keep_line_) {
      line_.edits.push_back(r);
    } else {
      line_.complete = false;
    }
  }

  // A refused edit: kept, to show the position and the edit the rules refused.
  void refused(const trace::record& r) {
    if (selected_ == nullptr) fail("a refused edit before any state was selected");
    const auto kind = r.kind == trace::op::refuse_place ? probe::edit::place : probe::edit::remove;
    if (selected_->content) {
      refusal_ = refusal{*selected_->content, recent_.of(selected_id_), {kind, r.a, r.b, r.c}, nodes()};
    } else {
      refusal_.reset();
    }
  }

  // The selected state copied over state r.a (made anew or replaced).
  void copied(const trace::record& r) {
    if (selected_ == nullptr) fail("a copy before any state was selected");
    std::optional<state> content = selected_->content;
    recent_.replaced(static_cast<std::uint32_t>(r.a));
    if (line_state_ && *line_state_ == static_cast<std::uint32_t>(r.a)) line_.elsewhere = true;
    auto [to, made] = slot_of(r.a);
    if (!made) {
      retire(to);
      if (witness_ && to.content) witness_->ended(static_cast<std::uint32_t>(r.a), *to.content);
      if constexpr (kProvable) {
        if (proof_ && to.content) proof_->dropped(static_cast<std::uint32_t>(r.a), *to.content);
      }
    }
    to = slot{std::move(content)};
    if (witness_ && to.content) witness_->began(static_cast<std::uint32_t>(r.a), *to.content);
    if constexpr (kProvable) {
      if (proof_ && selected_->content) {
        proof_->copied(selected_id_, static_cast<std::uint32_t>(r.a));
        proof_->selected(selected_id_);
      }
    }
  }

  void dropped(const trace::record& r) {
    // A state made before the hook started (by the runner, not the
    // hook) is unknown here, and so is its end.
    const auto it = slots_.find(static_cast<std::uint32_t>(r.a));
    if (it == slots_.end()) return;
    if (&it->second == selected_) selected_ = nullptr;
    recent_.replaced(static_cast<std::uint32_t>(r.a));
    retire(it->second);
    if (witness_ && it->second.content) witness_->ended(it->first, *it->second.content);
    if constexpr (kProvable) {
      if (proof_ && it->second.content) proof_->dropped(it->first, *it->second.content);
      if (proof_ && selected_ != nullptr) proof_->selected(selected_id_);
    }
    slots_.erase(it);
  }

  // An input of the hook's (index r.c) declared as state r.a.
  void rooted(const trace::record& r) {
    const auto index = static_cast<std::size_t>(static_cast<std::uint8_t>(r.c));
    if (index >= roots_.size() || !roots_[index]) fail("declares an input the hook did not receive");
    if (slots_.contains(static_cast<std::uint32_t>(r.a))) fail("declares an input under a known state");
    slot& root = add(r.a) = slot{std::exchange(roots_[index], std::nullopt)};
    // A hook given a solution has reached it without a move.
    if (witness_) witness_->began(static_cast<std::uint32_t>(r.a), *root.content);
    recent_.replaced(static_cast<std::uint32_t>(r.a));
    if (index == 0) {
      line_state_ = static_cast<std::uint32_t>(r.a);
      if constexpr (kProvable) {
        if (proof_) proof_->rooted(*line_state_);
      }
    }
  }

  void step(const trace::record& r) {
    switch (r.kind) {
      case trace::op::select:
        selected_ = &find(r.a, "selects");
        selected_id_ = static_cast<std::uint32_t>(r.a);
        if constexpr (kProvable) {
          if (proof_) proof_->selected(selected_id_);
        }
        return;
      case trace::op::place:
      case trace::op::remove: {
        if (selected_ == nullptr) fail("an edit before any state was selected");
        const auto kind = r.kind == trace::op::place ? probe::edit::place : probe::edit::remove;
        if (!selected_->content) return;  // a state of the hook's own making: not measured
        if constexpr (expansion_keyed<R>) {
          // A move made from a position expands it; making more moves from
          // the same position later (or from a copy of it) expands nothing new.
          if (kind == probe::edit::place) expanded_.insert(R::expansion_key(*selected_->content));
        }
        if (witness_) witness_->leaving(selected_id_, *selected_->content, kind);
        try {
          R::replay_edit(*selected_->content, kind, r.a, r.b, r.c);
        } catch (const rule_violation& e) {
          fail(R::describe_edit(kind, r.a, r.b, r.c) + " cannot be made on the grader's copy of the state (" +
               e.what() + ")");
        }
        ++(kind == probe::edit::place ? selected_->placements : selected_->removals);
        if (witness_) witness_->reached(selected_id_, *selected_->content, kind, r.a, r.b, r.c);
        recent_.edited(selected_id_, {kind, r.a, r.b, r.c});
        if constexpr (kProvable) {
          if (proof_) proof_->edited(*selected_->content, {kind, r.a, r.b, r.c});
        }
        if (line_state_ && selected_id_ == *line_state_) depth_.edited(kind, line_.per_depth);
        if (keep_line_ != 0) keep(r);
        return;
      }
      case trace::op::refuse_place:
      case trace::op::refuse_remove:
        refused(r);
        return;
      case trace::op::created:
        add(r.a) = slot{};
        return;
      case trace::op::copied:
        copied(r);
        return;
      case trace::op::dropped:
        dropped(r);
        return;
      case trace::op::root:
        rooted(r);
        return;
      case trace::op::tampered:
        fail("the runner saw code trying to silence the framework's probe");
    }
    fail("unknown record type " + std::to_string(static_cast<int>(r.kind)));
  }

  std::vector<std::optional<state>> roots_;
  // Rules without legal moves (a flood fill's) have no tree to check.
  static constexpr bool kProvable = backtracking_rules<R>;
  std::unique_ptr<proof_tree<R>> proof_;  // null: no answer's tree to check
  name_set expanded_;                     // keys of the positions moves were made from
  witness_ptr<state> witness_;
  std::optional<trace::proof_result> witness_proof_;  // the witness's, once the trace ended
  absl::flat_hash_map<std::uint32_t, slot> slots_;
  slot* selected_ = nullptr;
  std::uint64_t retired_ = 0;
  std::uint64_t seen_ = 0;
  std::size_t max_live_;
  // The last refused edit, and what the replay knew at that moment.
  struct refusal {
    state at;  // the state it was tried on
    std::vector<history::edit_event> before;
    history::edit_event refused;
    std::uint64_t nodes = 0;
  };
  std::uint32_t selected_id_ = 0;
  depth_counter<R> depth_;
  std::size_t keep_line_;
  std::optional<std::uint32_t> line_state_;  // the first input's state, once declared
  trace::search_line line_;
  history::edit_ring recent_;
  std::optional<refusal> refusal_;
};

}  // namespace framework
