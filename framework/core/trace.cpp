#include "framework/core/trace.hpp"

#include <sodium.h>

#include <cstring>

namespace framework::trace {

key random_key() {
  if (sodium_init() < 0) throw std::runtime_error("libsodium cannot start");
  key k{};
  randombytes_buf(k.data(), k.size());
  return k;
}

std::string to_hex(const key& k) {
  static constexpr char digits[] = "0123456789abcdef";
  std::string text;
  for (const auto byte : k) {
    text += digits[byte >> 4];
    text += digits[byte & 0xF];
  }
  return text;
}

std::optional<key> key_from_hex(std::string_view hex) {
  if (hex.size() != 2 * std::tuple_size_v<key>) return std::nullopt;
  const auto nibble = [](char ch) -> int {
    if (ch >= '0' && ch <= '9') return ch - '0';
    if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
    return -1;
  };
  key k{};
  for (std::size_t i = 0; i < k.size(); ++i) {
    const int hi = nibble(hex[2 * i]);
    const int lo = nibble(hex[2 * i + 1]);
    if (hi < 0 || lo < 0) return std::nullopt;
    k[i] = static_cast<std::uint8_t>(hi * 16 + lo);
  }
  return k;
}

static_assert(crypto_shorthash_siphash24_KEYBYTES == std::tuple_size_v<key>);
static_assert(crypto_shorthash_siphash24_BYTES == tag_bytes);

authenticator::authenticator(const key& k) : key_(k) {}

std::array<std::uint8_t, tag_bytes> authenticator::tag(std::span<const std::byte> frame) const {
  std::array<std::uint8_t, tag_bytes> out{};
  crypto_shorthash_siphash24(out.data(), reinterpret_cast<const unsigned char*>(frame.data()), frame.size(),
                             key_.data());
  return out;
}

void recorder::put(op kind, std::int32_t a, std::int32_t b, std::int32_t c) {
  records_.push_back({kind, static_cast<std::int8_t>(c), static_cast<std::int16_t>(b), a});
  if (records_.size() == records_per_frame) full();
}

void recorder::select(std::uint32_t state) {
  if (state == selected_) return;
  selected_ = state;
  put(op::select, static_cast<std::int32_t>(state));
}

void recorder::root(std::uint32_t id, int index) { put(op::root, static_cast<std::int32_t>(id), 0, index); }

void recorder::edited(std::uint32_t state, probe::edit kind, std::int32_t a, std::int32_t b, std::int32_t c) {
  select(state);
  put(kind == probe::edit::place ? op::place : op::remove, a, b, c);
}

void recorder::refused(std::uint32_t state, probe::edit kind, std::int32_t a, std::int32_t b,
                       std::int32_t c) {
  select(state);
  put(kind == probe::edit::place ? op::refuse_place : op::refuse_remove, a, b, c);
}

void recorder::created(std::uint32_t state) { put(op::created, static_cast<std::int32_t>(state)); }

void recorder::copied(std::uint32_t from, std::uint32_t to) {
  select(from);
  put(op::copied, static_cast<std::int32_t>(to));
}

void recorder::dropped(std::uint32_t state) { put(op::dropped, static_cast<std::int32_t>(state)); }

void recorder::tampered(std::string_view) { put(op::tampered, 0); }

}  // namespace framework::trace
