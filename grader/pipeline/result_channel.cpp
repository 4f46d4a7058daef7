#include "grader/pipeline/result_channel.hpp"

#include "grader/core/stopwatch.hpp"

#include <cstring>
#include <vector>

namespace grader::pipeline {

namespace trace = framework::trace;

namespace {

std::span<const std::byte> bytes_of(const char* data, std::size_t size) {
  return {reinterpret_cast<const std::byte*>(data), size};
}

constexpr std::size_t kMaxTracePayload = trace::records_per_frame * sizeof(trace::record);

}  // namespace

result_channel::result_channel(const trace::key& k, std::unique_ptr<trace::replayer> replayer)
    : tag_(k), replayer_(std::move(replayer)) {}

void result_channel::stop(std::optional<std::string>& why, std::string text) {
  if (!why) why = std::move(text);
  done_ = true;
}

bool result_channel::consume(std::string_view bytes) {
  if (done_) return false;
  const stopwatch timed(result_.replay_seconds);
  pending_.append(bytes);
  while (!done_ && take_frame()) {}
  // Keep the buffer small: drop what was taken once it is most of it.
  if (offset_ > 0 && offset_ * 2 >= pending_.size()) {
    pending_.erase(0, offset_);
    offset_ = 0;
  }
  return !done_;
}

bool result_channel::take_frame() {
  const std::size_t available = pending_.size() - offset_;
  if (available < sizeof(trace::frame_header)) return false;
  trace::frame_header header{};
  std::memcpy(&header, pending_.data() + offset_, sizeof header);
  if (header.magic != trace::frame_magic) {
    stop(result_.broken, "bytes that are not the runner's on the result channel");
    return false;
  }
  if (result_.answer) {
    stop(result_.broken, "a frame after the answer");
    return false;
  }
  const bool is_trace = header.type == trace::frame_type::trace;
  const std::size_t limit = is_trace ? kMaxTracePayload : trace::max_answer_bytes;
  if (!is_trace && header.length > limit) {
    result_.answer_too_large = true;
    done_ = true;
    return false;
  }
  if (header.length > limit || (is_trace && header.length % sizeof(trace::record) != 0)) {
    stop(result_.broken, "a frame of impossible size on the result channel");
    return false;
  }
  const std::size_t total = sizeof header + header.length + trace::tag_bytes;
  if (available < total) return false;

  const char* payload = pending_.data() + offset_ + sizeof header;
  const char* tag = payload + header.length;
  if (header.type == trace::frame_type::unkeyed_answer) {
    // Only a runner that could not read its request (and so has no key) says
    // anything unkeyed, and then it is all it says.
    if (header.sequence != 0 || next_sequence_ != 0) {
      stop(result_.broken, "an unkeyed answer in the middle of the result channel");
      return false;
    }
    result_.unkeyed = true;
  } else {
    const auto expected = tag_.tag(bytes_of(pending_.data() + offset_, sizeof header + header.length));
    if (std::memcmp(expected.data(), tag, trace::tag_bytes) != 0) {
      stop(result_.broken, "a frame on the result channel that the runner did not write (its tag is wrong)");
      return false;
    }
    if (header.sequence != next_sequence_) {
      stop(result_.broken, "frame " + std::to_string(header.sequence) + " where frame " +
                               std::to_string(next_sequence_) +
                               " was due: part of the result channel went missing");
      return false;
    }
  }
  ++next_sequence_;
  offset_ += total;

  switch (header.type) {
    case trace::frame_type::trace: {
      std::vector<trace::record> records(header.length / sizeof(trace::record));
      // An empty frame has no records, and memcpy to an empty vector's null data is undefined.
      if (!records.empty()) std::memcpy(records.data(), payload, header.length);
      try {
        replayer_->replay(records);
      } catch (const trace::inconsistent& e) {
        result_.records += records.size();
        stop(result_.inconsistent, e.what());
        return false;
      }
      result_.records += records.size();
      return true;
    }
    case trace::frame_type::answer:
    case trace::frame_type::unkeyed_answer:
      result_.answer = std::string(payload, header.length);
      return true;
  }
  stop(result_.broken, "a frame of unknown type on the result channel");
  return false;
}

channel_result result_channel::finish() {
  std::optional<stopwatch> timed(std::in_place, result_.replay_seconds);
  if (!done_ && pending_.size() > offset_ && result_.answer) {
    stop(result_.broken, "bytes after the answer on the result channel");
  }
  result_.nodes = replayer_->nodes();
  result_.nodes_expanded = replayer_->expanded();
  result_.witnessed = replayer_->take_witnessed();
  result_.refusal = replayer_->last_refusal();
  result_.line = replayer_->take_line();
  // Last: it ends the replay's states.
  result_.proof = replayer_->take_proof();
  timed.reset();
  return std::move(result_);
}

}  // namespace grader::pipeline
