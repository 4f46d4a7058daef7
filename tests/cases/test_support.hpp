#pragma once
// Helpers shared by the cases tests: suites parsed from text as if they lived
// in testcases/peg_solitaire/public/, and assertions on located input errors.

#include "grader/cases/suite_loader.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

namespace cases_test {

inline const std::filesystem::path source_dir{BT_SOURCE_DIR};
inline const std::filesystem::path cases_root = source_dir / "testcases";
inline const std::filesystem::path problem_dir = cases_root / "peg_solitaire";
// Not a real file: the loader only needs its folders (for the problem check).
inline const std::filesystem::path fake_file = problem_dir / "public" / "under_test.yaml";

inline grader::suite_file load(const std::string& yaml,
                               grader::visibility vis = grader::visibility::visible) {
  return grader::load_suite_text(yaml, fake_file, vis, problem_dir);
}

inline grader::test_case load_case(const std::string& yaml) {
  auto suite = load(yaml);
  EXPECT_EQ(suite.cases.size(), 1U);
  return suite.cases.at(0);
}

// The input_error a suite raises; fails the test when it loads.
inline framework::input_error error_of(const std::string& yaml) {
  try {
    (void)load(yaml);
  } catch (const framework::input_error& e) {
    return e;
  }
  ADD_FAILURE() << "the suite loaded, but an input_error was expected:\n" << yaml;
  return framework::input_error({}, "no error");
}

}  // namespace cases_test

// Asserts the error's line, field and that its message contains `text`; the
// full message (file:line:col: field 'x': reason) is what instructors see.
#define EXPECT_INPUT_ERROR(yaml, line_, field_, text)                                     \
  do {                                                                                    \
    const auto error_ = cases_test::error_of(yaml);                                       \
    EXPECT_EQ(error_.where().file, cases_test::fake_file.string()) << error_.what();      \
    EXPECT_EQ(error_.where().line, line_) << error_.what();                               \
    EXPECT_EQ(error_.where().field, field_) << error_.what();                             \
    EXPECT_NE(std::string(error_.what()).find(text), std::string::npos) << error_.what(); \
  } while (false)
