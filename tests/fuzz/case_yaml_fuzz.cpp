// The YAML case loader (grader/cases/suite_loader.hpp) with every problem's
// parse_case: the first byte picks the problem folder the file is read as if
// it were in (for its shared boards, images and dictionaries), the rest is
// the file. A file the loader accepts must also give a replay of each case.
#include "fuzz_support.hpp"

#include "framework/core/errors.hpp"
#include "grader/core/reading_effort.hpp"

#include <span>

// A reference resolves a case in at most 10,000 positions here: an
// instrumented search is some thirty times slower, and a file of a hundred
// cases must still read within the fuzzer's timeout. A bigger case is
// refused with an input error, the path a real one past the grader's own
// limit takes (replay_main.cpp calls this for every target).
extern "C" int LLVMFuzzerInitialize(int*, char***) {
  grader::reading_positions() = 10'000;
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const auto& drivers = grader::all_drivers();
  const std::string problem(drivers[data[0] % drivers.size()]->name());
  const auto problem_dir = bt_fuzz::kit_root() / "testcases" / problem;
  const auto text = bt_fuzz::text_of(std::span(data + 1, size - 1));
  try {
    const auto suite = grader::load_suite_text(text, problem_dir / "public" / "fuzz.yaml",
                                               grader::visibility::visible, problem_dir);
    const auto* driver = grader::find_driver(suite.problem);
    // The loader fingerprinted every case already.
    for (const auto& tc : suite.cases) (void)driver->make_replayer(tc);
  } catch (const framework::input_error&) {}
  return 0;
}
