// A runner's result channel (grader/pipeline/result_channel.hpp): frames,
// tags, sequence, the answer frame, and the trace records replayed on a real
// problem's replayer for one of the kit's shipped cases. Student code shares
// the runner's process, so every byte here is theirs to choose.
//
// Input: problem byte, case byte (fuzz_support.hpp), a mode byte, then
//   mode even: raw bytes, fed in two writes split where the next byte says;
//   mode odd:  frames, each a control byte, a 16-bit little-endian length and
//              that many payload bytes, sent with a correct header and tag
//              (so the search reaches the sequence checks, the replay and the
//              answer) unless the control byte asks for a wrong one:
//                bits 0-1  frame type (0 is no type at all)
//                bit 2     the wrong sequence number
//                bit 3     a wrong tag
//                bit 4     a trace payload of any length, not whole records
//                bit 5     the frame delivered in two writes
#include "fuzz_support.hpp"

#include "framework/core/trace.hpp"
#include "grader/pipeline/result_channel.hpp"

#include <cstring>
#include <span>
#include <string>
#include <string_view>

namespace {

namespace trace = framework::trace;

constexpr trace::key fuzz_key{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};

std::string frame(std::uint8_t control, std::uint32_t sequence, std::string_view payload) {
  trace::frame_header header{};
  header.magic = trace::frame_magic;
  header.type = static_cast<trace::frame_type>(control & 3);
  header.sequence = (control & 4) != 0 ? sequence + 1 : sequence;
  header.length = static_cast<std::uint32_t>(payload.size());
  std::string bytes(sizeof header, '\0');
  std::memcpy(bytes.data(), &header, sizeof header);
  bytes += payload;
  auto tag = trace::authenticator(fuzz_key).tag(std::as_bytes(std::span(bytes.data(), bytes.size())));
  if ((control & 8) != 0) tag[0] ^= 1;
  bytes.append(reinterpret_cast<const char*>(tag.data()), tag.size());
  return bytes;
}

void feed_frames(grader::pipeline::result_channel& channel, std::span<const std::uint8_t> bytes) {
  std::uint32_t sequence = 0;
  while (bytes.size() >= 3) {
    const std::uint8_t control = bytes[0];
    std::size_t length = bytes[1] | static_cast<std::size_t>(bytes[2]) << 8;
    bytes = bytes.subspan(3);
    length = std::min(length, bytes.size());
    if ((control & 3) == 1 && (control & 16) == 0) length -= length % sizeof(trace::record);
    const auto payload = bt_fuzz::text_of(bytes.first(length));
    bytes = bytes.subspan(length);
    const auto whole = frame(control, sequence++, payload);
    const std::string_view view(whole);
    if ((control & 32) != 0) {
      const std::size_t cut = payload.size() % (view.size() + 1);
      if (!channel.consume(view.substr(0, cut))) return;
      if (!channel.consume(view.substr(cut))) return;
    } else if (!channel.consume(view)) {
      return;
    }
  }
}

}  // namespace

// Loading the cases resolves tic-tac-toe's positions with the reference: a
// few seconds, not to be charged to the first input's time limit.
extern "C" int LLVMFuzzerInitialize(int*, char***) {
  (void)bt_fuzz::shipped_cases();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::span<const std::uint8_t> bytes(data, size);
  const auto [driver, tc] = bt_fuzz::pick_case(bytes);
  if (bytes.empty()) return 0;
  const std::uint8_t mode = bytes[0];
  bytes = bytes.subspan(1);
  grader::pipeline::result_channel channel(fuzz_key, driver.make_replayer(tc));
  if ((mode & 1) == 0) {
    const std::string text = bt_fuzz::text_of(bytes);
    const std::size_t cut = bytes.empty() ? 0 : bytes[0] % (text.size() + 1);
    if (channel.consume(std::string_view(text).substr(0, cut)))
      channel.consume(std::string_view(text).substr(cut));
  } else {
    feed_frames(channel, bytes);
  }
  const auto result = channel.finish();
  // The judgement of a search stopped past its count reads the line the
  // replay kept, to tell where it parted from the lecture's, and draws it.
  grader::run_evidence run;
  run.answered = true;
  run.stopped_at_budget = true;
  run.line = &result.line;
  run.nodes = result.nodes;
  (void)driver.judge(tc, run);
  return 0;
}
