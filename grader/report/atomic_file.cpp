#include "grader/report/atomic_file.hpp"

#include "framework/core/posix_io.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cerrno>
#include <system_error>

namespace grader::report {

namespace {

[[noreturn]] void fail(const std::string& what, const std::filesystem::path& path) {
  throw std::system_error(errno, std::generic_category(), what + " " + path.string());
}

}  // namespace

atomic_file::atomic_file(std::filesystem::path target) : target_(std::move(target)) {
  // mkostemp: a unique name, so two writers (or a stale temp of a killed run)
  // never share a temporary file. The dot keeps it out of globs like *.json.
  std::string pattern =
      (target_.parent_path() / ("." + target_.filename().string() + ".tmp-XXXXXX")).string();
  fd_ = ::mkostemp(pattern.data(), O_CLOEXEC);  // CLOEXEC: sandboxed children are forked concurrently
  if (fd_ < 0) fail("cannot create a temporary file for", target_);
  temp_ = pattern;
  // mkstemp makes 0600; reports are meant to be read by others (TAs, the web server).
  ::fchmod(fd_, 0644);
}

atomic_file::~atomic_file() {
  if (fd_ >= 0) ::close(fd_);
  if (!committed_) {
    std::error_code ignored;
    std::filesystem::remove(temp_, ignored);
  }
}

void atomic_file::write(std::string_view data) {
  while (!data.empty()) {
    const ssize_t n = framework::retry_on_eintr([&] { return ::write(fd_, data.data(), data.size()); });
    if (n < 0) fail("cannot write", temp_);
    data.remove_prefix(static_cast<std::size_t>(n));
  }
}

void atomic_file::commit() {
  if (::fsync(fd_) != 0) fail("cannot flush", temp_);
  if (::close(fd_) != 0) {
    fd_ = -1;
    fail("cannot close", temp_);
  }
  fd_ = -1;
  if (::rename(temp_.c_str(), target_.c_str()) != 0) fail("cannot rename over", target_);
  committed_ = true;
  const auto dir = target_.parent_path().empty() ? std::filesystem::path(".") : target_.parent_path();
  const int dir_fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir_fd >= 0) {
    ::fsync(dir_fd);
    ::close(dir_fd);
  }
}

void write_file_atomically(const std::filesystem::path& target, std::string_view content) {
  atomic_file file(target);
  file.write(content);
  file.commit();
}

}  // namespace grader::report
