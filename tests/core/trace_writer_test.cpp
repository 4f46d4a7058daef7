// The runner's trace writer (framework/harness/trace_writer.hpp) when memory
// runs out: a search that fills the address space a little at a time (a
// Python search that keeps every node it made) must still leave a channel
// whose frames the grader reads, or its memory limit reads as tampering.
// This program's operator new fails on demand to show it.

#include "framework/harness/trace_writer.hpp"

#include <gtest/gtest.h>

#include <sys/mman.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <new>
#include <string>
#include <vector>

namespace {

bool g_refuse_allocations = false;

}  // namespace

// Every allocation of this test program, refused while g_refuse_allocations
// holds (only around the writer's calls, never around gtest's).
void* operator new(std::size_t size) {
  if (g_refuse_allocations) throw std::bad_alloc();
  if (void* block = std::malloc(size == 0 ? 1 : size)) return block;
  throw std::bad_alloc();
}
// GCC takes these for frees of what the default operator new allocated.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
void operator delete(void* block) noexcept { std::free(block); }
void operator delete(void* block, std::size_t) noexcept { std::free(block); }
#pragma GCC diagnostic pop

namespace {

namespace trace = framework::trace;
using framework::harness::trace_writer;

constexpr trace::key test_key{3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3};

struct frame_seen {
  trace::frame_type type;
  std::uint32_t sequence;
  std::uint32_t length;
};

// The frames of the channel in `fd`, read from its start.
std::vector<frame_seen> frames_in(int fd) {
  std::string bytes;
  char buffer[65536];
  ::lseek(fd, 0, SEEK_SET);
  for (ssize_t n = 0; (n = ::read(fd, buffer, sizeof buffer)) > 0;)
    bytes.append(buffer, static_cast<std::size_t>(n));
  std::vector<frame_seen> frames;
  std::size_t at = 0;
  while (at + sizeof(trace::frame_header) <= bytes.size()) {
    trace::frame_header header{};
    std::memcpy(&header, bytes.data() + at, sizeof header);
    frames.push_back({header.type, header.sequence, header.length});
    at += sizeof header + header.length + trace::tag_bytes;
  }
  EXPECT_EQ(at, bytes.size()) << "the channel ends in the middle of a frame";
  return frames;
}

TEST(TraceWriter, FramesItsRecordsWithoutAllocating) {
  const int fd = ::memfd_create("channel", 0);
  ASSERT_GE(fd, 0);
  trace_writer writer(fd, test_key, nullptr);
  const std::size_t edits = 3 * trace::records_per_frame + 100;
  bool refused = false;
  g_refuse_allocations = true;
  try {
    for (std::size_t i = 0; i < edits; ++i) writer.edited(1, framework::probe::edit::place, 1, 2, 0);
  } catch (const std::bad_alloc&) {
    refused = true;
  }
  g_refuse_allocations = false;
  EXPECT_FALSE(refused) << "a full trace frame needed memory the search had used up";

  // A small answer needs none either: the out-of-memory answer gets out.
  g_refuse_allocations = true;
  try {
    writer.finish(R"({"status":"out_of_memory"})");
  } catch (const std::bad_alloc&) {
    refused = true;
  }
  g_refuse_allocations = false;
  EXPECT_FALSE(refused) << "the answer needed memory the search had used up";

  const auto frames = frames_in(fd);
  ::close(fd);
  ASSERT_FALSE(frames.empty());
  std::uint64_t records = 0;
  for (std::size_t i = 0; i < frames.size(); ++i) {
    EXPECT_EQ(frames[i].sequence, i) << "a frame went missing";
    if (frames[i].type == trace::frame_type::trace) {
      EXPECT_LE(frames[i].length, trace::records_per_frame * sizeof(trace::record));
      records += frames[i].length / sizeof(trace::record);
    }
  }
  EXPECT_EQ(frames.back().type, trace::frame_type::answer);
  EXPECT_EQ(records, edits + 1);  // the edits and the state they select
}

// An answer larger than a trace frame may fail to get its memory: nothing
// of it is sent and the sequence stays whole, so the answer the runner sends
// instead (framework/harness/runner_main.cpp) is read in its place.
TEST(TraceWriter, AnAnswerWithoutMemorySendsNothing) {
  const int fd = ::memfd_create("channel", 0);
  ASSERT_GE(fd, 0);
  trace_writer writer(fd, test_key, nullptr);
  writer.edited(1, framework::probe::edit::place, 1, 2, 0);
  const std::string large(2 * trace::records_per_frame * sizeof(trace::record), 'x');
  bool refused = false;
  g_refuse_allocations = true;
  try {
    writer.finish(large);
  } catch (const std::bad_alloc&) {
    refused = true;
  }
  g_refuse_allocations = false;
  EXPECT_TRUE(refused);
  writer.finish(R"({"status":"out_of_memory"})");
  const auto frames = frames_in(fd);
  ::close(fd);
  ASSERT_EQ(frames.size(), 2u);
  EXPECT_EQ(frames[0].type, trace::frame_type::trace);
  EXPECT_EQ(frames[1].type, trace::frame_type::answer);
  EXPECT_EQ(frames[1].sequence, 1u);
}

}  // namespace
