#pragma once
// SHA-256 for content hashes (submissions, compiled-runner cache keys). A real
// cryptographic hash, not FNV: a team must not be able to craft sources that
// collide with another team's cached runner.

#include <filesystem>
#include <string>
#include <string_view>

namespace grader::pipeline {

// Incremental SHA-256 (OpenSSL EVP), RAII over the digest context.
class sha256 {
 public:
  sha256();
  ~sha256();
  sha256(const sha256&) = delete;
  sha256& operator=(const sha256&) = delete;

  sha256& update(std::string_view bytes);
  // A length-prefixed field, so ("ab","c") and ("a","bc") hash differently.
  sha256& field(std::string_view bytes);
  // 64 lowercase hex digits; the object cannot be updated afterwards.
  [[nodiscard]] std::string hex();

 private:
  void* ctx_;  // EVP_MD_CTX, kept opaque so OpenSSL stays out of this header
};

[[nodiscard]] std::string sha256_hex(std::string_view bytes);
// Hash of a file's content; memoised by (path, size, mtime) because runner
// archives are hashed for every compile key and only change on a rebuild.
[[nodiscard]] std::string sha256_file(const std::filesystem::path& file);

}  // namespace grader::pipeline
