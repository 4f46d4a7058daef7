#pragma once
// The grader's end of a runner's result channel (framework/core/trace.hpp):
// frames are read as the sandbox receives them, their tags and sequence
// checked, trace records replayed at once by the problem's replayer (so a
// search of a billion edits never sits in memory), and the answer kept. What
// comes out is plain data for the verdict table (run_case.hpp).

#include "framework/core/name_set.hpp"
#include "framework/core/trace.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace grader::pipeline {

// What a result channel said, as the verdict table reads it.
struct channel_result {
  std::optional<std::string> answer;  // the runner's answer (JSON text), authenticated
  bool unkeyed = false;               // sent without a key: only believable as "bad_request"
  // Why the channel cannot be believed: a frame that fails its tag, a frame
  // missing from the sequence, bytes that are no frame at all.
  std::optional<std::string> broken;
  bool answer_too_large = false;  // the answer frame was past trace::max_answer_bytes
  // Why the trace is not a true account of a search (the replay refused it).
  std::optional<std::string> inconsistent;
  std::uint64_t nodes = 0;                      // measured by the replay of what arrived
  std::optional<std::uint64_t> nodes_expanded;  // likewise, for problems that measure it
  // Hashes of what the hook's witness named as the search reached it
  // (framework::witness), where the hook's kind has one; null otherwise.
  std::shared_ptr<const framework::name_set> witnessed;
  std::uint64_t records = 0;           // trace records replayed
  std::optional<std::string> refusal;  // the last edit a mutator refused, with the position
  framework::trace::search_line line;  // kept for a case that checks an exact count
  // The check of the tree behind the answer, for a hook whose answer claims one.
  std::optional<framework::trace::proof_result> proof;
  double replay_seconds = 0.0;  // the grader's time replaying, as the frames came and at the end
};

class result_channel {
 public:
  result_channel(const framework::trace::key& k, std::unique_ptr<framework::trace::replayer> replayer);

  // Feeds what the sandbox read from fd 4; false once nothing more is worth
  // reading (the channel is broken or the trace inconsistent), which has the
  // box stopped.
  bool consume(std::string_view bytes);
  // The channel ended (the runner exited or was killed): what it amounted to.
  [[nodiscard]] channel_result finish();

 private:
  bool take_frame();
  void stop(std::optional<std::string>& why, std::string text);

  framework::trace::authenticator tag_;
  std::unique_ptr<framework::trace::replayer> replayer_;
  std::string pending_;
  std::size_t offset_ = 0;
  std::uint32_t next_sequence_ = 0;
  bool done_ = false;
  channel_result result_;
};

}  // namespace grader::pipeline
