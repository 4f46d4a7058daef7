// The precompiled student headers (cmake/problems.cmake): GCC takes a .gch
// only when it was made with the flags of the compile that reads it, and
// otherwise falls back to parsing the text without a word. So the kit's
// flags are checked here against every problem's .gch, the way a student's
// file is compiled.

#include "grader/core/problem_driver.hpp"
#include "grader/pipeline/kit.hpp"

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <memory>
#include <string>

namespace grader::pipeline {
namespace {

// What the command printed on stderr (2>&1), through a shell.
std::string output_of(const std::string& command) {
  std::string out;
  const std::unique_ptr<FILE, int (*)(FILE*)> pipe(::popen((command + " 2>&1").c_str(), "r"), ::pclose);
  if (!pipe) return out;
  std::array<char, 4096> buffer{};
  while (const auto n = std::fread(buffer.data(), 1, buffer.size(), pipe.get())) out.append(buffer.data(), n);
  return out;
}

TEST(StudentPch, EverySkeletonCompilesWithItsProblemsPrecompiledHeaders) {
  const auto k = configured_kit(BT_SOURCE_DIR);
  if (k.student_pchs.empty()) GTEST_SKIP() << "this build precompiles no student headers (not GCC)";
  for (const auto* driver : all_drivers()) {
    const std::string problem(driver->name());
    const auto pch = k.student_pch(problem);
    ASSERT_FALSE(pch.empty()) << problem << ": no precompiled headers built";
    std::string command = k.compiler.string();
    for (const auto& f : k.flags) command += " '" + f + "'";
    command += " -include " + pch.string() + " -I" + k.root.string() + " -H -fsyntax-only " +
               (k.root / "exercises" / problem / (problem + ".cpp")).string();
    const auto out = output_of(command);
    // -H marks the precompiled header it used with '!', one it refused with 'x'.
    EXPECT_NE(out.find("! " + pch.string() + ".gch"), std::string::npos) << problem << ":\n"
                                                                         << out.substr(0, 2000);
  }
}

}  // namespace
}  // namespace grader::pipeline
