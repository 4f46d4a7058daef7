#pragma once
// The search trace: how the grader measures a student's search without
// trusting the student's process. The runner streams every edit the
// framework's state mutators make (framework/core/probe.hpp) on its result
// channel; the grader replays the stream on its own copies of the states, with
// its own rules, and counts the nodes itself.
//
// The channel (the runner's fd 4) is a sequence of frames:
//   header  magic "BTR2", type, sequence number (0, 1, 2, ...), payload length
//   payload trace records, or the runner's answer (JSON)
//   tag     SipHash-2-4 of header and payload under a key the grader sends
//           with each request
// The answer frame comes last. A submission's code shares the runner's
// process but not its key: bytes it writes on fd 4 fail the tag, a frame it
// keeps back breaks the sequence, and edits it hides from the trace leave the
// replay inconsistent. What remains possible (a search on data structures of
// its own) is flagged by the grader as an implausible measurement.

#include "framework/core/probe_sink.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace framework {
class name_set;  // framework/core/name_set.hpp
}  // namespace framework

namespace framework::trace {

enum class op : std::uint8_t {
  select = 1,         // a: the state the following edits apply to
  place = 2,          // an edit of the selected state (a, b, c: the state type's arguments)
  remove = 3,         //
  refuse_place = 4,   // an edit the selected state's mutator refused
  refuse_remove = 5,  //
  created = 6,        // a: a state built from scratch (not measured)
  copied = 7,         // a: a state that now holds a copy of the selected one
  dropped = 8,        // a: a state that no longer exists
  root = 9,           // a: the state the hook received as input number c
  tampered = 10,      // the runner saw an attempt to silence the probe
};

struct record {
  op kind;
  std::int8_t c;
  std::int16_t b;
  std::int32_t a;
};
static_assert(sizeof(record) == 8, "records are streamed as raw bytes");

inline constexpr std::uint32_t frame_magic = 0x32525442;  // "BTR2", little-endian

enum class frame_type : std::uint8_t {
  trace = 1,           // payload: records
  answer = 2,          // payload: the runner's answer (JSON); the last frame
  unkeyed_answer = 3,  // an answer before the key was known (a request the runner could not read)
};

struct frame_header {
  std::uint32_t magic;
  frame_type type;
  std::uint8_t reserved[3];
  std::uint32_t sequence;
  std::uint32_t length;
};
static_assert(sizeof(frame_header) == 16, "frame headers are streamed as raw bytes");

inline constexpr std::size_t tag_bytes = 8;
// Large enough that the tag and the write cost nothing per edit, small enough
// that a runner killed mid-search has delivered nearly all it did.
inline constexpr std::size_t records_per_frame = 8192;
// The answer is a board, a move list or a count: past this it is a runaway.
inline constexpr std::size_t max_answer_bytes = 16u << 20;

using key = std::array<std::uint8_t, 16>;

[[nodiscard]] key random_key();
[[nodiscard]] std::string to_hex(const key& k);
[[nodiscard]] std::optional<key> key_from_hex(std::string_view hex);

// SipHash-2-4 (libsodium's crypto_shorthash_siphash24) of a frame's header
// and payload, which lie next to each other. libsodium rather than OpenSSL:
// the same speed (about 3 GB/s), but 0.5 ms instead of 3.6 ms to load and
// start in every runner process, and a runner is started for every case.
class authenticator {
 public:
  explicit authenticator(const key& k);

  [[nodiscard]] std::array<std::uint8_t, tag_bytes> tag(std::span<const std::byte> frame) const;

 private:
  key key_;
};

// A probe sink that turns what it hears into trace records: the runner's
// trace writer streams them, the kit's own checks keep them. `full()` is
// called whenever `records()` reaches records_per_frame.
class recorder : public probe::sink {
 public:
  // State `id` is the hook's input number `index`.
  void root(std::uint32_t id, int index);

  void edited(std::uint32_t state, probe::edit kind, std::int32_t a, std::int32_t b, std::int32_t c) override;
  void refused(std::uint32_t state, probe::edit kind, std::int32_t a, std::int32_t b,
               std::int32_t c) override;
  void created(std::uint32_t state) override;
  void copied(std::uint32_t from, std::uint32_t to) override;
  void dropped(std::uint32_t state) override;
  void tampered(std::string_view what) override;

  [[nodiscard]] std::vector<record>& records() noexcept { return records_; }

 protected:
  virtual void full() {}

 private:
  void put(op kind, std::int32_t a, std::int32_t b = 0, std::int32_t c = 0);
  void select(std::uint32_t state);

  std::vector<record> records_;
  std::uint32_t selected_ = 0;  // 0: none yet (ids start at 1)
};

// The replay found an edit its own copy of the state refuses, or a record that
// makes no sense: the runner's account of the search cannot be true.
class inconsistent : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The edits a search made on the hook's first input, in the order it made
// them, as a replay keeps them when asked (a case that checks an exact
// count): the grader compares them with the lecture's search to tell the
// student where the two parted.
struct search_line {
  std::vector<record> edits;  // place and remove records only
  bool complete = true;       // false: the search made more edits than were kept
  bool elsewhere = false;     // the search also edited other states, or replaced the input's content
  // The nodes the search made on that input, by their depth (moves from the
  // input; per_depth[0] stays 0): counted for every case, kept or not.
  std::vector<std::uint64_t> per_depth;
};

// What the replay could check of the tree behind an answer
// (framework/core/proof_tree.hpp), when the hook's answer claims one.
struct proof_result {
  bool proven = false;
  // Every node tried its moves in valid_moves' order, front to back or back
  // to front (the same way everywhere): the count can be ranked beside others.
  bool ordered = false;
  std::uint64_t size = 0;      // the nodes of the checked tree
  std::string unproven;        // where the proof fails, in the problem's words
  bool stops_at_goal = false;  // the answer is a first solution (or a count to a limit)
  // `size` is the count (false: the tree was followed for its order only,
  // and the count stays the replay's)
  bool counts = true;
  // What a proven count needs, in the problem's words, when the problem
  // proves its answers itself (a witness's proof); empty: the kit's words.
  std::string advice;
};

// Replays records as they arrive (framework/core/replay.hpp implements it for
// every problem's rules).
class replayer {
 public:
  virtual ~replayer() = default;
  // Throws `inconsistent`.
  virtual void replay(std::span<const record> records) = 0;
  // Nodes of the edits replayed so far, by the problem's node rule.
  [[nodiscard]] virtual std::uint64_t nodes() const = 0;
  // Nodes expanded, for problems that tell them apart from nodes generated
  // (best-first branch and bound): the distinct positions a move was made
  // from. Nothing when the problem does not.
  [[nodiscard]] virtual std::optional<std::uint64_t> expanded() const { return std::nullopt; }
  // What the search reached on the hook's inputs and their copies, when the
  // replay was given a witness (replay.hpp): the hashes of the names the
  // witness gave (a solution's picture, a spelled word). Null otherwise.
  // Leaves the replayer without them.
  [[nodiscard]] virtual std::shared_ptr<const name_set> take_witnessed() { return {}; }
  // The last edit a state's mutator refused, with a picture of that state
  // right before it, when there was one.
  [[nodiscard]] virtual std::optional<std::string> last_refusal() const = 0;
  // The search's line on its first input, when the replay was asked to keep
  // it; empty otherwise. Leaves the replayer without it.
  [[nodiscard]] virtual search_line take_line() { return {}; }
  // The check of the tree behind the answer, when the replay was asked for
  // one. Ends the replay's states: call it last.
  [[nodiscard]] virtual std::optional<proof_result> take_proof() { return std::nullopt; }
};

}  // namespace framework::trace
