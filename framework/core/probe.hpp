#pragma once
// The search probe: how the framework, not the student, learns what a search
// did. Every framework-owned state type (a peg solitaire board, a chessboard...)
// holds an `identity` and reports each successful edit of its mutators with
// `record`, and each edit it refuses with `refuse`, to whatever sink is
// listening:
//   - in a runner (the student's process) the sink is the trace writer, which
//     streams every edit to the grader; the grader replays the stream with its
//     own rules and counts the nodes itself (framework/core/trace.hpp);
//   - in the grader's own process a sink is installed per thread, for a scope
//     (running the model answer under a node cap), and there is none while
//     answers are judged.
// Nothing here holds a count a hook could rewrite: the numbers the grader
// reports are derived outside the student's reach.

#include <cstdint>

namespace framework::probe {

enum class edit : std::uint8_t { place = 1, remove = 2 };

// The identity of one framework-owned state. Copying a state copies its
// identity into a new one, which the sink learns as "a copy of", so a search
// that copies boards instead of undoing moves is still followed edit by edit.
class identity {
 public:
  identity() noexcept;
  identity(const identity& other) noexcept;
  identity(identity&& other) noexcept;
  identity& operator=(const identity& other) noexcept;
  identity& operator=(identity&& other) noexcept;
  ~identity();

  [[nodiscard]] std::uint32_t id() const noexcept { return id_; }

 private:
  std::uint32_t id_;
};

// Called by a state's mutator after it made an edit. The meaning of a, b, c is
// the state type's (a cell's x and y, a digit...), and they must fit the trace:
// a in 32 bits, b in 16, c in 8.
void record(const identity& state, edit kind, std::int32_t a, std::int32_t b = 0, std::int32_t c = 0);

// Called by a mutator right before it throws framework::rule_violation, so the
// grader can show where the search was when it went wrong.
void refuse(const identity& state, edit kind, std::int32_t a, std::int32_t b = 0, std::int32_t c = 0);

}  // namespace framework::probe
