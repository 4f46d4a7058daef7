#include "framework/core/trace.hpp"

#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/params.h>
#include <openssl/rand.h>

namespace framework::trace {

namespace {

EVP_MAC_CTX* as_context(void* p) { return static_cast<EVP_MAC_CTX*>(p); }

}  // namespace

key random_key() {
  key k{};
  if (RAND_bytes(k.data(), static_cast<int>(k.size())) != 1) throw std::runtime_error("no random bytes");
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

authenticator::authenticator(const key& k) : prototype_(nullptr) {
  EVP_MAC* algorithm = EVP_MAC_fetch(nullptr, "SIPHASH", nullptr);
  if (algorithm == nullptr) throw std::runtime_error("OpenSSL has no SIPHASH");
  EVP_MAC_CTX* ctx = EVP_MAC_CTX_new(algorithm);
  EVP_MAC_free(algorithm);
  if (ctx == nullptr) throw std::runtime_error("EVP_MAC_CTX_new failed");
  unsigned int size = tag_bytes;
  const OSSL_PARAM params[] = {OSSL_PARAM_construct_uint(OSSL_MAC_PARAM_SIZE, &size),
                               OSSL_PARAM_construct_end()};
  if (EVP_MAC_init(ctx, k.data(), k.size(), params) != 1) {
    EVP_MAC_CTX_free(ctx);
    throw std::runtime_error("EVP_MAC_init(SIPHASH) failed");
  }
  prototype_ = ctx;
}

authenticator::~authenticator() { EVP_MAC_CTX_free(as_context(prototype_)); }

std::array<std::uint8_t, tag_bytes> authenticator::tag(std::span<const std::byte> header,
                                                       std::span<const std::byte> payload) const {
  std::array<std::uint8_t, tag_bytes> out{};
  EVP_MAC_CTX* ctx = EVP_MAC_CTX_dup(as_context(prototype_));
  if (ctx == nullptr) throw std::runtime_error("EVP_MAC_CTX_dup failed");
  std::size_t written = 0;
  const bool ok =
      EVP_MAC_update(ctx, reinterpret_cast<const unsigned char*>(header.data()), header.size()) == 1 &&
      EVP_MAC_update(ctx, reinterpret_cast<const unsigned char*>(payload.data()), payload.size()) == 1 &&
      EVP_MAC_final(ctx, out.data(), &written, out.size()) == 1 && written == out.size();
  EVP_MAC_CTX_free(ctx);
  if (!ok) throw std::runtime_error("SipHash failed");
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
