#include "grader/report/visible_name.hpp"

#include <cstdint>

namespace grader::report {

std::size_t utf8_character(std::string_view text, std::size_t i, std::uint32_t& code) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char b = byte(i);
  if (b < 0x80) {
    code = b;
    return 1;
  }
  std::size_t length = 0;
  std::uint32_t min = 0;
  if ((b & 0xE0) == 0xC0) {
    length = 2;
    min = 0x80;
  } else if ((b & 0xF0) == 0xE0) {
    length = 3;
    min = 0x800;
  } else if ((b & 0xF8) == 0xF0) {
    length = 4;
    min = 0x10000;
  } else {
    return 0;
  }
  if (i + length > text.size()) return 0;
  code = b & (0x7Fu >> length);
  for (std::size_t k = 1; k < length; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
    code = (code << 6) | (byte(i + k) & 0x3Fu);
  }
  if (code < min || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return 0;
  return length;
}

namespace {

bool is_control(std::uint32_t code) { return code < 0x20 || (code >= 0x7F && code <= 0x9F); }

}  // namespace

std::string visible_name(std::string_view raw) {
  static constexpr char hex[] = "0123456789abcdef";
  std::string out;
  out.reserve(raw.size());
  const auto escape = [&](char ch) {
    const auto b = static_cast<unsigned char>(ch);
    out += "\\x";
    out += hex[b >> 4];
    out += hex[b & 0xF];
  };
  std::size_t i = 0;
  while (i < raw.size()) {
    std::uint32_t code = 0;
    const std::size_t length = utf8_character(raw, i, code);
    if (length == 0) {
      // One byte at a time: the next one may start a valid character again.
      escape(raw[i]);
      ++i;
      continue;
    }
    if (code == '\\') {
      out += "\\\\";
    } else if (is_control(code)) {
      for (std::size_t k = 0; k < length; ++k) escape(raw[i + k]);
    } else {
      out.append(raw.substr(i, length));
    }
    i += length;
  }
  return out;
}

}  // namespace grader::report
