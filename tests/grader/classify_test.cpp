// The verdict table: fabricated sandbox results and runner responses in,
// verdicts and feedback out. One row per way a run can end (docs/grader.md).

#include "grader/pipeline/run_case.hpp"
#include "test_support.hpp"

#include <gtest/gtest.h>

#include <csignal>

namespace grader::pipeline {
namespace {

using grader::testing::fake_case;

// Judges {"ok": true} as accepted, anything else as wrong; {"throw": true}
// stands for a bug in a driver.
class fake_driver final : public problem_driver {
 public:
  std::string_view name() const override { return "peg_solitaire"; }
  std::vector<std::string_view> hooks() const override { return {"solve"}; }
  void parse_case(const framework::yaml_cursor&, const std::filesystem::path&, test_case&) const override {}
  std::vector<std::string_view> case_fields() const override { return {}; }
  judgement judge(const test_case&, const nlohmann::json& output) const override {
    if (output.value("throw", false)) throw std::logic_error("driver bug");
    if (output.value("ok", false)) return {verdict::accepted, "the solution reaches the goal"};
    return {verdict::wrong_answer, "move 3 does not reach the goal"};
  }
  reference_report consult_reference(const test_case&, std::uint64_t) const override { return {}; }
  std::string show(const test_case&, const std::optional<nlohmann::json>&) const override { return {}; }
};

sandbox::run_result answered(const nlohmann::json& response) {
  sandbox::run_result r;
  r.how = sandbox::ending::exited;
  r.exit_code = 0;
  r.response = response.dump();
  r.cpu_time = std::chrono::milliseconds(120);
  r.wall_time = std::chrono::milliseconds(150);
  r.peak_rss_bytes = 4 << 20;
  return r;
}

sandbox::run_result status(const std::string& s, const std::string& message = "", std::uint64_t nodes = 7) {
  return answered({{"protocol", 1}, {"status", s}, {"message", message}, {"nodes", nodes}, {"hook_us", 5}});
}

sandbox::run_result ok(const nlohmann::json& output, std::uint64_t nodes) {
  return answered({{"protocol", 1}, {"status", "ok"}, {"output", output}, {"nodes", nodes}, {"hook_us", 5}});
}

sandbox::run_result ended(sandbox::ending how, int sig = 0) {
  sandbox::run_result r;
  r.how = how;
  r.signal = sig;
  r.cpu_time = std::chrono::milliseconds(10);
  r.wall_time = std::chrono::milliseconds(5000);
  r.peak_rss_bytes = 4 << 20;
  return r;
}

test_case exact_case(std::uint64_t reference) {
  auto tc = fake_case("exact");
  tc.nodes.mode = node_mode::exact;
  tc.nodes.reference = reference;
  return tc;
}

test_case budget_case(std::uint64_t budget) {
  auto tc = fake_case("budget");
  tc.nodes.mode = node_mode::budget;
  tc.nodes.budget = budget;
  return tc;
}

struct row {
  const char* what;
  test_case tc;
  sandbox::run_result run;
  verdict expected;
  const char* feedback_has;  // a phrase the feedback must contain
};

std::vector<row> table() {
  const auto plain = fake_case("plain");
  std::vector<row> rows;

  auto waiting = ended(sandbox::ending::wall_timeout, SIGKILL);
  rows.push_back({"wall timeout while sleeping", plain, waiting, verdict::time_limit, "waiting"});
  auto busy = ended(sandbox::ending::wall_timeout, SIGKILL);
  busy.cpu_time = std::chrono::milliseconds(4900);
  rows.push_back({"wall timeout while computing", plain, busy, verdict::time_limit, "infinite loop"});
  auto cpu = ended(sandbox::ending::signaled, SIGXCPU);
  cpu.cpu_limit_hit = true;
  rows.push_back({"cpu limit", plain, cpu, verdict::time_limit, "more than 2 s of CPU"});
  rows.push_back({"printing too much", plain, ended(sandbox::ending::output_limit, SIGKILL),
                  verdict::output_limit, "printed more than 1024 KiB"});
  auto big_file = ended(sandbox::ending::signaled, SIGXFSZ);
  big_file.file_size_hit = true;
  rows.push_back({"writing a huge file", plain, big_file, verdict::output_limit, "file larger than"});
  rows.push_back({"flooding the response", plain, ended(sandbox::ending::response_limit, SIGKILL),
                  verdict::output_limit, "answer was larger"});

  auto segv = ended(sandbox::ending::signaled, SIGSEGV);
  segv.stderr_head = "about to crash\n";
  segv.stderr_bytes = segv.stderr_head.size();
  rows.push_back({"segfault", plain, segv, verdict::runtime_error, "about to crash"});
  rows.push_back(
      {"abort", plain, ended(sandbox::ending::signaled, SIGABRT), verdict::runtime_error, "assert"});
  auto oom_kill = ended(sandbox::ending::signaled, SIGKILL);
  oom_kill.peak_rss_bytes = 500ull << 20;  // of the default 512 MiB
  rows.push_back({"killed near the memory limit", plain, oom_kill, verdict::memory_limit, "of its 512 MiB"});
  auto oom_segv = ended(sandbox::ending::signaled, SIGSEGV);
  oom_segv.peak_rss_bytes = 480ull << 20;
  rows.push_back({"segfault near the memory limit", plain, oom_segv, verdict::memory_limit, "memory limit"});

  auto silent_exit = ended(sandbox::ending::exited);
  silent_exit.exit_code = 3;
  rows.push_back({"exit before answering", plain, silent_exit, verdict::runtime_error,
                  "exited with code 3 before answering"});
  auto garbage = answered(nullptr);
  garbage.response = "{\"status\": \"ok\", \"output\": [1, 2";
  rows.push_back(
      {"corrupted result channel", plain, garbage, verdict::runtime_error, "corrupted the result channel"});
  rows.push_back({"unknown status", plain, status("great"), verdict::runtime_error, "unknown status"});

  rows.push_back({"hook not implemented", plain, status("not_implemented", "solve is not implemented yet"),
                  verdict::not_implemented, "solve is not implemented yet"});
  rows.push_back({"hook not implemented (message without the hook)", plain, status("not_implemented", "todo"),
                  verdict::not_implemented, "solve: todo"});
  rows.push_back({"rule violation", plain, status("rule_violation", "remove_peg: (2,3) is already empty"),
                  verdict::illegal_move, "(2,3) is already empty"});
  rows.push_back({"exception", plain, status("exception", "uncaught std::out_of_range: vector"),
                  verdict::runtime_error, "std::out_of_range"});
  rows.push_back({"bad_alloc", plain, status("out_of_memory", "memory allocation failed"),
                  verdict::memory_limit, "512 MiB"});
  rows.push_back({"budget stop in budget mode", budget_case(1000), status("node_budget_exceeded"),
                  verdict::node_budget_exceeded, "more than 1000 nodes"});
  rows.push_back({"budget stop in exact mode", exact_case(210), status("node_budget_exceeded", "", 211),
                  verdict::wrong_answer, "more nodes than the model answer's 210"});
  rows.push_back({"runner rejects the request", plain, status("bad_request", "no hook 'solv'"),
                  verdict::judge_error, "not your fault"});

  rows.push_back({"right answer", plain, ok({{"ok", true}}, 99), verdict::accepted, "reaches the goal"});
  rows.push_back({"wrong answer", plain, ok({{"ok", false}}, 99), verdict::wrong_answer, "move 3"});
  rows.push_back({"driver throws", plain, ok({{"throw", true}}, 99), verdict::judge_error, "driver bug"});
  rows.push_back(
      {"exact count matches", exact_case(210), ok({{"ok", true}}, 210), verdict::accepted, "goal"});
  rows.push_back({"exact count too low", exact_case(210), ok({{"ok", true}}, 150), verdict::wrong_answer,
                  "explored 150 nodes where the model answer explores exactly 210"});
  rows.push_back({"wrong answer beats the node check", exact_case(210), ok({{"ok", false}}, 150),
                  verdict::wrong_answer, "move 3"});
  rows.push_back({"within budget", budget_case(1000), ok({{"ok", true}}, 1000), verdict::accepted, "goal"});
  rows.push_back({"over budget", budget_case(1000), ok({{"ok", true}}, 1001), verdict::node_budget_exceeded,
                  "1001 nodes, more than the budget of 1000"});
  return rows;
}

TEST(Classify, VerdictTable) {
  const fake_driver driver;
  for (const auto& r : table()) {
    const auto result = classify(r.tc, driver, r.run);
    EXPECT_EQ(result.result, r.expected)
        << r.what << ": got " << to_string(result.result) << " — " << result.feedback;
    EXPECT_NE(result.feedback.find(r.feedback_has), std::string::npos)
        << r.what << ": feedback lacks \"" << r.feedback_has << "\":\n"
        << result.feedback;
    EXPECT_FALSE(result.feedback.empty()) << r.what;
  }
}

TEST(Classify, RecordsMeasurementsAndIdentity) {
  const fake_driver driver;
  auto tc = exact_case(210);
  tc.vis = visibility::hidden;
  auto run = ok({{"ok", true}}, 210);
  run.stdout_head = "hello";
  const auto r = classify(tc, driver, run);
  EXPECT_EQ(r.id, "suite/exact");
  EXPECT_EQ(r.vis, visibility::hidden);
  EXPECT_DOUBLE_EQ(r.cpu_seconds, 0.12);
  EXPECT_DOUBLE_EQ(r.wall_seconds, 0.15);
  EXPECT_EQ(r.peak_memory_kb, 4096u);
  EXPECT_EQ(r.nodes, 210u);
  EXPECT_EQ(r.reference_nodes, 210u);
  EXPECT_EQ(r.mode, node_mode::exact);
  EXPECT_EQ(r.stdout_text, "hello");
  EXPECT_EQ(r.fingerprint, "fp-exact");
}

TEST(Request, BudgetFollowsTheNodeMode) {
  EXPECT_EQ(request_budget(exact_case(210)), 211u) << "one more than the model answer is already wrong";
  EXPECT_EQ(request_budget(budget_case(1000)), 1000u);
  EXPECT_EQ(request_budget(fake_case("record")), std::nullopt);

  auto tc = exact_case(5);
  tc.input = {{"board", "x"}};
  const auto j = make_request(tc);
  EXPECT_EQ(j["protocol"], 1);
  EXPECT_EQ(j["problem"], "peg_solitaire");
  EXPECT_EQ(j["hook"], "solve");
  EXPECT_EQ(j["input"]["board"], "x");
  EXPECT_EQ(j["node_budget"], 6);
  EXPECT_EQ(j["log_limit"], 0);
  EXPECT_FALSE(make_request(fake_case("r")).contains("node_budget"));
}

TEST(Request, LimitsComeFromTheCase) {
  limits_spec l;
  l.cpu_seconds = 1.5;
  l.wall_seconds = 3;
  l.memory_mb = 256;
  l.output_kb = 64;
  l.file_kb = 8;
  const auto lim = case_limits(l);
  EXPECT_EQ(lim.cpu, std::chrono::milliseconds(1500));
  EXPECT_EQ(lim.wall, std::chrono::milliseconds(3000));
  EXPECT_EQ(lim.address_space_bytes, 256ull << 20);
  EXPECT_EQ(lim.output_bytes, 64ull << 10);
  EXPECT_EQ(lim.file_size_bytes, 8ull << 10);
  EXPECT_LE(lim.stack_bytes, lim.address_space_bytes);
}

TEST(RunCase, CasesThatCannotBeJudgedAreJudgeErrorsWithoutRunning) {
  const fake_driver driver;
  auto tc = fake_case("no-reference");
  tc.nodes.mode = node_mode::exact;  // but no reference count
  const auto r = run_case({}, "/nonexistent/runner", tc, driver);
  EXPECT_EQ(r.result, verdict::judge_error);
  EXPECT_NE(r.feedback.find("not your fault"), std::string::npos);
}

TEST(CompileFailure, EveryCaseSharesTheCompilersMessages) {
  report::compile_info info{report::compile_status::compile_error, 1.0,
                            "exercises/peg_solitaire/a.cpp:3:1: error: expected ';'", false};
  const auto r = compile_failed_result(fake_case("x", 2), info);
  EXPECT_EQ(r.result, verdict::compile_error);
  EXPECT_EQ(r.max_points, 2.0);
  EXPECT_NE(r.feedback.find("expected ';'"), std::string::npos);
  info.status = report::compile_status::judge_error;
  EXPECT_EQ(compile_failed_result(fake_case("x"), info).result, verdict::judge_error);
}

TEST(CompileLog, TrimmedWithANote) {
  std::string log;
  for (int i = 0; i < 500; ++i) log += "line " + std::to_string(i) + "\n";
  const auto trimmed = trim_log(log, 10, 100000);
  EXPECT_NE(trimmed.find("line 9\n"), std::string::npos);
  EXPECT_EQ(trimmed.find("line 10\n"), std::string::npos);
  EXPECT_NE(trimmed.find("more lines cut"), std::string::npos);
  EXPECT_EQ(trim_log("short\n"), "short\n");
}

}  // namespace
}  // namespace grader::pipeline
