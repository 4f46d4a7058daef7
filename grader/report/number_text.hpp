// Numbers as the reports print them, the same in every format (human,
// JUnit, HTML): never in exponent form where a reader expects a decimal.
#pragma once

#include <cstdio>
#include <string>

namespace grader::report {

// x with exactly `decimals` digits after the point: "0.250", "12".
inline std::string fixed(double x, int decimals) {
  char text[64];
  std::snprintf(text, sizeof text, "%.*f", decimals, x);
  return text;
}

// x in at most six significant digits, without trailing zeros: "1.5", "2".
inline std::string general(double x) {
  char text[32];
  std::snprintf(text, sizeof text, "%.6g", x);
  return text;
}

// Seconds as a plain decimal to the millisecond, "0.250": JUnit readers reject "1e-05".
inline std::string plain_seconds(double s) { return fixed(s, 3); }

}  // namespace grader::report
