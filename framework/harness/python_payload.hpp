#pragma once
// How a Python submission travels: the Python runner of its problem (one
// prebuilt executable per problem) with the team's sources appended. The
// grader writes it once per submission, as it would link a C++ runner; the
// runner reads its own tail. One file keeps everything the pipeline does with
// a runner (cache, install, the sandbox's single read-only bind) unchanged.
//
// Layout after the executable: for every file, its path's length (4 bytes),
// the path (relative to exercises/<problem>/), the content's length (8 bytes)
// and the content; then the problem's name the same way, the total length of
// all that (8 bytes) and the magic. Lengths are little-endian.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace framework::harness::python_payload {

inline constexpr std::string_view kMagic = "BTPYSRC1";

struct file {
  std::string path;
  std::string content;
};

struct payload {
  std::string problem;
  std::vector<file> files;
};

namespace detail {

inline void put(std::string& out, std::uint64_t value, int bytes) {
  for (int i = 0; i < bytes; ++i) out.push_back(static_cast<char>((value >> (8 * i)) & 0xff));
}

inline std::optional<std::uint64_t> get(std::string_view& in, int bytes) {
  if (in.size() < static_cast<std::size_t>(bytes)) return std::nullopt;
  std::uint64_t value = 0;
  for (int i = 0; i < bytes; ++i) {
    value |= std::uint64_t{static_cast<unsigned char>(in[static_cast<std::size_t>(i)])} << (8 * i);
  }
  in.remove_prefix(static_cast<std::size_t>(bytes));
  return value;
}

inline std::optional<std::string> get_text(std::string_view& in, int length_bytes) {
  const auto size = get(in, length_bytes);
  if (!size || *size > in.size()) return std::nullopt;
  std::string text(in.substr(0, *size));
  in.remove_prefix(*size);
  return text;
}

}  // namespace detail

// The bytes to append to the runner.
[[nodiscard]] inline std::string encode(const payload& p) {
  std::string body;
  for (const auto& f : p.files) {
    detail::put(body, f.path.size(), 4);
    body += f.path;
    detail::put(body, f.content.size(), 8);
    body += f.content;
  }
  detail::put(body, 0xffffffffu, 4);  // the end of the files
  detail::put(body, p.problem.size(), 4);
  body += p.problem;
  detail::put(body, body.size(), 8);
  body += kMagic;
  return body;
}

// The trailer's last 16 bytes give the payload's size (nullopt: no payload).
[[nodiscard]] inline std::optional<std::uint64_t> payload_size(std::string_view trailer16) {
  if (trailer16.size() != 16 || trailer16.substr(8) != kMagic) return std::nullopt;
  auto in = trailer16.substr(0, 8);
  return detail::get(in, 8);
}

// The payload's body (without its size and magic); nullopt when it is damaged.
[[nodiscard]] inline std::optional<payload> decode(std::string_view body) {
  payload p;
  for (;;) {
    const auto length = detail::get(body, 4);
    if (!length) return std::nullopt;
    if (*length == 0xffffffffu) break;
    if (*length > body.size()) return std::nullopt;
    file f;
    f.path = std::string(body.substr(0, *length));
    body.remove_prefix(*length);
    auto content = detail::get_text(body, 8);
    if (!content) return std::nullopt;
    f.content = std::move(*content);
    p.files.push_back(std::move(f));
  }
  auto problem = detail::get_text(body, 4);
  if (!problem || !body.empty()) return std::nullopt;
  p.problem = std::move(*problem);
  return p;
}

}  // namespace framework::harness::python_payload
