#pragma once
// Reading what a runner answered. Its output is untrusted: anything that does
// not decode is the student's malformed output (a wrong_answer saying what
// was wrong), never an exception escaping the grader.

#include "grader/core/feedback.hpp"

#include <nlohmann/json.hpp>

#include <stdexcept>
#include <string>
#include <vector>

namespace grader {

class malformed : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// output[key], or malformed when output is not an object with that key.
[[nodiscard]] const nlohmann::json& output_field(const nlohmann::json& output, const char* key);

// output[key] as an int, or malformed when it is not an integer.
[[nodiscard]] int int_field(const nlohmann::json& output, const char* key);

// An answer of one true or false per question asked (in_jeopardy's squares,
// check_validity's queries), against the true ones: malformed unless it is a
// list of as many booleans as `truth`. The indexes it gets wrong, ascending.
[[nodiscard]] std::vector<std::size_t> wrong_booleans(const nlohmann::json& answers,
                                                      const nlohmann::json& truth);

// decode(j), with any exception it throws turned into malformed("<what>: ...").
template <class Decode>
auto untrusted(const nlohmann::json& j, const char* what, Decode&& decode) {
  try {
    return decode(j);
  } catch (const malformed&) {
    throw;
  } catch (const std::exception& e) {
    throw malformed(std::string(what) + ": " + feedback::shorten(e.what()));
  }
}

}  // namespace grader
