// A runner's answer (the JSON of the answer frame) on one of the kit's
// shipped cases: the verdict table's reading of it (run_case.hpp's classify,
// which judges an "ok" answer's output), the driver's judge called on the
// output directly (its contract: untrusted output is a verdict, never an
// exception), and the pictures the HTML report draws of it.
//
// Input: problem byte, case byte (fuzz_support.hpp), then the answer's text.
#include "fuzz_support.hpp"

#include "grader/pipeline/plausibility.hpp"
#include "grader/pipeline/run_case.hpp"

#include <nlohmann/json.hpp>

#include <span>

// Loading the cases resolves tic-tac-toe's positions with the reference: a
// few seconds, not to be charged to the first input's time limit.
extern "C" int LLVMFuzzerInitialize(int*, char***) {
  (void)bt_fuzz::shipped_cases();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::span<const std::uint8_t> bytes(data, size);
  const auto [driver, tc] = bt_fuzz::pick_case(bytes);
  static const auto cost = grader::pipeline::uncalibrated_cost("fuzzing");

  grader::pipeline::channel_result channel;
  channel.answer = bt_fuzz::text_of(bytes);
  grader::sandbox::run_result run;
  run.exit_code = 0;
  (void)grader::pipeline::classify(tc, driver, run, channel, cost, 0);

  const auto response = nlohmann::json::parse(*channel.answer, nullptr, false);
  if (!response.is_object() || !response.contains("output")) return 0;
  const auto& output = response["output"];
  (void)driver.judge_answer(tc, output);
  (void)driver.figures(tc, output);
  return 0;
}
