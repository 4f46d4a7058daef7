// The grader's end of the result channel (grader/pipeline/result_channel.hpp),
// on frames built here with the channel's key.
#include "grader/pipeline/result_channel.hpp"

#include <gtest/gtest.h>

#include <cstring>

namespace {

namespace trace = framework::trace;
using grader::pipeline::result_channel;

constexpr trace::key test_key{7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7};

class counting_replayer : public trace::replayer {
 public:
  void replay(std::span<const trace::record> records) override { replayed_ += records.size(); }
  [[nodiscard]] std::uint64_t nodes() const override { return replayed_; }
  [[nodiscard]] std::optional<std::string> last_refusal() const override { return std::nullopt; }

 private:
  std::uint64_t replayed_ = 0;
};

std::string frame(trace::frame_type type, std::uint32_t sequence, const std::string& payload) {
  trace::frame_header header{};
  header.magic = trace::frame_magic;
  header.type = type;
  header.sequence = sequence;
  header.length = static_cast<std::uint32_t>(payload.size());
  std::string bytes(sizeof header, '\0');
  std::memcpy(bytes.data(), &header, sizeof header);
  bytes += payload;
  const auto tag = trace::authenticator(test_key).tag(std::as_bytes(std::span(bytes.data(), bytes.size())));
  return bytes.append(reinterpret_cast<const char*>(tag.data()), tag.size());
}

// Found by tests/fuzz/result_channel_fuzz: an empty trace frame copied its
// nothing to a null pointer (undefined behaviour).
TEST(ResultChannel, EmptyTraceFrameIsNoRecords) {
  result_channel channel(test_key, std::make_unique<counting_replayer>());
  EXPECT_TRUE(channel.consume(frame(trace::frame_type::trace, 0, "")));
  EXPECT_TRUE(channel.consume(frame(trace::frame_type::answer, 1, R"({"status":"ok"})")));
  const auto result = channel.finish();
  EXPECT_FALSE(result.broken);
  EXPECT_EQ(result.records, 0u);
  ASSERT_TRUE(result.answer);
  EXPECT_EQ(*result.answer, R"({"status":"ok"})");
}

}  // namespace
