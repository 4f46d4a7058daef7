// The run's scratch folder: removed when the run ends, and, when a run was
// killed before it could remove it, removed by the next run, never while its
// run lives.

#include "grader/pipeline/work_area.hpp"
#include "test_support.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <gtest/gtest.h>

namespace grader::testing {
namespace {

namespace fs = std::filesystem;

TEST(WorkArea, IsRemovedWhenTheRunEnds) {
  const temp_dir dir;
  fs::path root;
  {
    const pipeline::work_area work(dir.path());
    root = work.root();
    write_text(work.slot_dir(3) / "left-by-a-student", "x");
    EXPECT_TRUE(fs::exists(root / ".lock"));
  }
  EXPECT_FALSE(fs::exists(root));
}

TEST(WorkArea, TheNextRunRemovesTheFoldersOfDeadRuns) {
  const temp_dir dir;
  // A run killed with kill -9: its folder and lock file stay, nobody holds the lock.
  fs::create_directories(dir.path() / "bt-grader-dead01/slot-0");
  write_text(dir.path() / "bt-grader-dead01/.lock", "");
  write_text(dir.path() / "bt-grader-dead01/slot-0/out.txt", "x");
  // A run that is still going: its lock is held.
  fs::create_directories(dir.path() / "bt-grader-alive1");
  write_text(dir.path() / "bt-grader-alive1/.lock", "");
  const int held = ::open((dir.path() / "bt-grader-alive1/.lock").c_str(), O_RDONLY | O_CLOEXEC);
  ASSERT_GE(held, 0);
  ASSERT_EQ(::flock(held, LOCK_EX), 0);
  // No lock file at all: an older grader's, or one being made; and a file that is not ours.
  fs::create_directories(dir.path() / "bt-grader-nolock");
  write_text(dir.path() / "unrelated.txt", "x");

  {
    const pipeline::work_area work(dir.path());
    EXPECT_FALSE(fs::exists(dir.path() / "bt-grader-dead01"));
    EXPECT_TRUE(fs::exists(dir.path() / "bt-grader-alive1"));
    EXPECT_TRUE(fs::exists(dir.path() / "bt-grader-nolock"));
    EXPECT_TRUE(fs::exists(dir.path() / "unrelated.txt"));
    // Another run starting now leaves this one's folder alone.
    EXPECT_EQ(pipeline::remove_stale_work_areas(dir.path()), 0U);
    EXPECT_TRUE(fs::exists(work.root()));
  }
  ::close(held);
  EXPECT_EQ(pipeline::remove_stale_work_areas(dir.path()), 1U)
      << "the live run has ended without cleaning up";
  EXPECT_FALSE(fs::exists(dir.path() / "bt-grader-alive1"));
}

}  // namespace
}  // namespace grader::testing
