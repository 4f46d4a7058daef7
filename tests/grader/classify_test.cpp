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
// stands for a bug in a driver; {"moves": N} claims an answer of N moves.
class fake_driver final : public problem_driver {
 public:
  std::string_view name() const override { return "peg_solitaire"; }
  const std::vector<hook_info>& hooks() const override {
    static const std::vector<hook_info> list{{"solve", "a solution", true}};
    return list;
  }
  void parse_case(const framework::yaml_cursor&, const std::filesystem::path&, test_case&) const override {}
  std::vector<std::string_view> case_fields() const override { return {}; }
  case_judgement judge(const test_case&, const run_evidence& run) const override {
    case_judgement j;
    if (run.output == nullptr) return j;
    const auto& output = *run.output;
    if (output.value("throw", false)) throw std::logic_error("driver bug");
    std::optional<std::size_t> moves;
    if (output.contains("moves")) moves = output["moves"].get<std::size_t>();
    if (output.value("ok", false)) {
      j.answer = judgement{verdict::accepted, "the solution reaches the goal", moves};
    } else {
      j.answer = judgement{verdict::wrong_answer, "move 3 does not reach the goal", {}};
    }
    return j;
  }
  std::unique_ptr<framework::trace::replayer> make_replayer(const test_case&) const override {
    return nullptr;
  }
  std::vector<std::string> self_check(const test_case&, std::uint64_t) const override { return {}; }
  reference_report consult_reference(const test_case&, std::uint64_t) const override { return {}; }
  std::string show(const test_case&, const std::optional<nlohmann::json>&) const override { return {}; }
};

// A run and what its result channel said.
struct outcome {
  sandbox::run_result run;
  channel_result channel;
};

outcome answered(const nlohmann::json& answer, std::uint64_t nodes = 7) {
  outcome o;
  o.run.how = sandbox::ending::exited;
  o.run.exit_code = 0;
  o.run.cpu_time = std::chrono::milliseconds(12);
  o.run.wall_time = std::chrono::milliseconds(15);
  o.run.peak_rss_bytes = 4 << 20;
  o.channel.answer = answer.dump();
  o.channel.nodes = nodes;
  o.channel.records = 3 * nodes;
  return o;
}

outcome status(const std::string& s, const std::string& message = "", std::uint64_t nodes = 7) {
  return answered({{"protocol", 2}, {"status", s}, {"message", message}, {"hook_us", 5}}, nodes);
}

outcome ok(const nlohmann::json& output, std::uint64_t nodes) {
  return answered({{"protocol", 2}, {"status", "ok"}, {"output", output}, {"hook_us", 5}}, nodes);
}

outcome ended(sandbox::ending how, int sig = 0) {
  outcome o;
  o.run.how = how;
  o.run.signal = sig;
  o.run.cpu_time = std::chrono::milliseconds(10);
  o.run.wall_time = std::chrono::milliseconds(5000);
  o.run.peak_rss_bytes = 4 << 20;
  return o;
}

test_case exact_case(std::uint64_t reference) {
  auto tc = fake_case("exact");
  tc.nodes.mode = node_mode::exact;
  tc.nodes.reference = reference;
  return tc;
}

test_case exact_both_ways(std::uint64_t reference, std::uint64_t reversed) {
  auto tc = exact_case(reference);
  tc.nodes.reversed = reversed;
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
  outcome run;
  verdict expected;
  const char* feedback_has;  // a phrase the feedback must contain
};

std::vector<row> table() {
  const auto plain = fake_case("plain");
  std::vector<row> rows;

  auto waiting = ended(sandbox::ending::wall_timeout, SIGKILL);
  rows.push_back({"wall timeout while sleeping", plain, waiting, verdict::time_limit, "waiting"});
  auto busy = ended(sandbox::ending::wall_timeout, SIGKILL);
  busy.run.cpu_time = std::chrono::milliseconds(4900);
  rows.push_back({"wall timeout while computing", plain, busy, verdict::time_limit, "infinite loop"});
  auto cpu = ended(sandbox::ending::signaled, SIGXCPU);
  cpu.run.cpu_limit_hit = true;
  rows.push_back({"cpu limit", plain, cpu, verdict::time_limit, "more than 2 s of CPU"});
  rows.push_back({"printing too much", plain, ended(sandbox::ending::output_limit, SIGKILL),
                  verdict::output_limit, "printed more than 1024 KiB"});
  auto big_file = ended(sandbox::ending::signaled, SIGXFSZ);
  big_file.run.file_size_hit = true;
  rows.push_back({"writing a huge file", plain, big_file, verdict::output_limit, "file larger than"});
  rows.push_back({"flooding the response", plain, ended(sandbox::ending::response_limit, SIGKILL),
                  verdict::output_limit, "answer was larger"});

  auto segv = ended(sandbox::ending::signaled, SIGSEGV);
  segv.run.stderr_head = "about to crash\n";
  segv.run.stderr_bytes = segv.run.stderr_head.size();
  rows.push_back({"segfault", plain, segv, verdict::runtime_error, "about to crash"});
  auto late_segv = ended(sandbox::ending::signaled, SIGSEGV);
  late_segv.run.cpu_time = std::chrono::milliseconds(1030);
  rows.push_back({"a segfault after a long run points at a runaway loop index", plain, late_segv,
                  verdict::runtime_error, "after 1.03 s of CPU, far longer than a recursion takes"});
  rows.push_back(
      {"abort", plain, ended(sandbox::ending::signaled, SIGABRT), verdict::runtime_error, "assert"});
  auto oom_kill = ended(sandbox::ending::signaled, SIGKILL);
  oom_kill.run.peak_rss_bytes = 500ull << 20;  // of the default 512 MiB
  rows.push_back({"killed near the memory limit", plain, oom_kill, verdict::memory_limit, "of its 512 MiB"});
  auto oom_segv = ended(sandbox::ending::signaled, SIGSEGV);
  oom_segv.run.peak_rss_bytes = 480ull << 20;
  rows.push_back({"segfault near the memory limit", plain, oom_segv, verdict::memory_limit, "memory limit"});
  rows.push_back({"a fork stopped by the box's filter", plain, ended(sandbox::ending::signaled, SIGSYS),
                  verdict::runtime_error, "tried to start a process"});
  // The peak of a process forked from a large keeper can include the keeper's pages.
  auto fork_in_a_large_keeper = ended(sandbox::ending::signaled, SIGSYS);
  fork_in_a_large_keeper.run.peak_rss_bytes = 600ull << 20;
  rows.push_back({"a fork stopped by the filter is never memory", plain, fork_in_a_large_keeper,
                  verdict::runtime_error, "tried to start a process"});

  auto silent_exit = ended(sandbox::ending::exited);
  silent_exit.run.exit_code = 3;
  rows.push_back({"exit before answering", plain, silent_exit, verdict::runtime_error,
                  "exited with code 3 before answering"});
  auto forged = ok({{"ok", true}}, 99);
  forged.channel.broken = "a frame on the result channel that the runner did not write (its tag is wrong)";
  rows.push_back({"a frame the runner did not write", plain, forged, verdict::runtime_error,
                  "interfered with the runner's result channel (file descriptor 4): a frame"});
  auto rewritten = ok({{"ok", true}}, 99);
  rewritten.channel.inconsistent = "trace record 12: remove_peg(3,1) cannot be made on the grader's copy";
  rows.push_back({"a trace that does not replay", plain, rewritten, verdict::runtime_error,
                  "does not replay (trace record 12"});
  auto inconsistent_and_late = ended(sandbox::ending::wall_timeout, SIGKILL);
  inconsistent_and_late.channel.inconsistent = "the runner saw code trying to silence the framework's probe";
  rows.push_back({"tampering comes before the time limit", plain, inconsistent_and_late,
                  verdict::runtime_error, "silence the framework's probe"});
  auto unkeyed = ok({{"ok", true}}, 0);
  unkeyed.channel.unkeyed = true;
  rows.push_back(
      {"an answer without the key", plain, unkeyed, verdict::runtime_error, "before the runner could"});
  // Found by tests/fuzz/answer_fuzz: a message that was no string threw out
  // of classify, and a forged unkeyed answer became a judge error.
  auto odd_message = answered({{"status", "ok"}, {"message", {{"a", 1}}}, {"output", {{"ok", true}}}}, 0);
  odd_message.channel.unkeyed = true;
  rows.push_back({"an answer without the key, its message no string", plain, odd_message,
                  verdict::runtime_error, "before the runner could"});
  auto not_json = ok({{"ok", true}}, 1);
  not_json.channel.answer = "{\"status\": \"ok\", \"output\": [1, 2";
  rows.push_back(
      {"the runner's own answer is not JSON", plain, not_json, verdict::judge_error, "not your fault"});
  rows.push_back({"unknown status", plain, status("great"), verdict::judge_error, "unknown status"});
  auto big_answer = ended(sandbox::ending::response_limit, SIGKILL);
  big_answer.channel.answer_too_large = true;
  rows.push_back({"an answer past 16 MiB", plain, big_answer, verdict::output_limit, "answer was larger"});

  rows.push_back({"hook not implemented", plain, status("not_implemented", "solve is not implemented yet"),
                  verdict::not_implemented, "solve is not implemented yet"});
  rows.push_back({"hook not implemented (message without the hook)", plain, status("not_implemented", "todo"),
                  verdict::not_implemented, "solve: todo"});
  rows.push_back({"rule violation", plain, status("rule_violation", "remove_peg: (2,3) is already empty"),
                  verdict::illegal_move, "(2,3) is already empty"});
  auto refused = status("rule_violation", "remove_peg(2,3): the hole is already empty");
  refused.channel.refusal = "remove_peg(2,3) was refused on this position:\n    0 1 2\n  0 o . o\n";
  rows.push_back({"rule violation with the position", plain, refused, verdict::illegal_move, "0 o . o"});
  rows.push_back({"exception", plain, status("exception", "uncaught std::out_of_range: vector"),
                  verdict::runtime_error, "std::out_of_range"});
  rows.push_back({"bad_alloc", plain, status("out_of_memory", "memory allocation failed"),
                  verdict::memory_limit, "512 MiB"});
  rows.push_back({"budget stop in budget mode", budget_case(1000), status("node_budget_exceeded", "", 1001),
                  verdict::node_budget_exceeded,
                  "more than 1000 nodes, the budget of this case, and was stopped at 1001"});
  rows.push_back({"budget stop the grader's count denies", budget_case(1000),
                  status("node_budget_exceeded", "", 12), verdict::runtime_error, "does not confirm"});
  rows.push_back({"budget stop in exact mode", exact_case(210), status("node_budget_exceeded", "", 211),
                  verdict::wrong_answer, "stopped at node 211, past the 210 nodes the lecture's search"});
  auto cpu_search = ended(sandbox::ending::signaled, SIGXCPU);
  cpu_search.run.cpu_limit_hit = true;
  cpu_search.channel.nodes = 5000;
  cpu_search.channel.records = 15000;
  rows.push_back({"a search stopped by the cpu limit says how far it came", exact_both_ways(210, 36),
                  cpu_search, verdict::time_limit,
                  "reach node 5000 (the lecture's search explores 210 (moves tried front to back) or 36"});
  // Stopped by the CPU limit within the nodes the case allows: not too many
  // nodes, so a loop or too much work in each; none seen: before the first move.
  auto slow_nodes = cpu_search;
  slow_nodes.channel.nodes = 100;
  slow_nodes.channel.records = 200;
  rows.push_back(
      {"a search stopped by the cpu limit within its count is not told to prune", exact_case(210), slow_nodes,
       verdict::time_limit,
       "your search had made 100 nodes, no more than the 210 this case allows, so it is not exploring "
       "too much: look for an infinite loop"});
  auto no_nodes = cpu_search;
  no_nodes.channel.nodes = 0;
  no_nodes.channel.records = 1;
  rows.push_back({"a search stopped before its first edit", exact_case(210), no_nodes, verdict::time_limit,
                  "the grader saw no edit of your search before it was stopped"});
  rows.push_back({"runner rejects the request", plain, status("bad_request", "no hook 'solv'"),
                  verdict::judge_error, "not your fault"});

  rows.push_back({"right answer", plain, ok({{"ok", true}}, 99), verdict::accepted, "reaches the goal"});
  rows.push_back({"wrong answer", plain, ok({{"ok", false}}, 99), verdict::wrong_answer, "move 3"});
  rows.push_back({"driver throws", plain, ok({{"throw", true}}, 99), verdict::judge_error, "driver bug"});
  rows.push_back(
      {"exact count matches", exact_case(210), ok({{"ok", true}}, 210), verdict::accepted, "goal"});
  rows.push_back({"exact count too low", exact_case(210), ok({{"ok", true}}, 150), verdict::wrong_answer,
                  "explored 150 nodes where the lecture's search explores 210. Fewer nodes"});
  auto extension = exact_case(210);
  extension.extension = "4-connectivity, beyond the lecture";
  rows.push_back({"an extension's count is the extension's search's", extension, ok({{"ok", true}}, 150),
                  verdict::wrong_answer,
                  "explored 150 nodes where the search this extension asks for explores 210. Fewer nodes: it "
                  "leaves out moves the search this extension asks for makes"});
  rows.push_back({"the lecture's pop() order", exact_both_ways(210, 36), ok({{"ok", true}}, 36),
                  verdict::accepted, "goal"});
  rows.push_back(
      {"neither order", exact_both_ways(210, 36), ok({{"ok", true}}, 37), verdict::wrong_answer,
       "210 (moves tried front to back) or 36 (back to front, as the lecture's pop() takes them)"});
  rows.push_back({"one count when both orders agree", exact_both_ways(21, 21), ok({{"ok", true}}, 4),
                  verdict::wrong_answer, "explores 21. Fewer nodes"});
  rows.push_back({"fewer nodes than answer moves", plain, ok({{"ok", true}, {"moves", 18}}, 0),
                  verdict::wrong_answer, "saw only 0 of them"});
  auto off_the_board = ok({{"ok", true}}, 3);
  off_the_board.run.cpu_time = std::chrono::seconds(2);
  rows.push_back({"a search outside the framework, budget case", budget_case(1000), off_the_board,
                  verdict::node_budget_exceeded, "ran outside the framework's states"});
  rows.push_back(
      {"a search outside the framework, record case", plain, off_the_board, verdict::accepted, "goal"});
  // 18 traced nodes explain 30 ms + 2 x 2 ms + 18 x 1000 x 50 ns, about 35 ms, here.
  auto cheap_off_the_board = ok({{"ok", true}}, 18);
  cheap_off_the_board.run.cpu_time = std::chrono::milliseconds(80);
  rows.push_back({"a cheap search outside the framework", budget_case(1000), cheap_off_the_board,
                  verdict::node_budget_exceeded,
                  "which explain at most 0.03 s on this machine (2.3 times as much)"});
  auto heavy_honest = ok({{"ok", true}}, 4'000'000);
  heavy_honest.run.cpu_time = std::chrono::seconds(20);  // 5 us a node: 100 calibration nodes
  rows.push_back(
      {"a heavy search on the board", budget_case(5'000'000), heavy_honest, verdict::accepted, "goal"});
  rows.push_back({"wrong answer beats the node check", exact_case(210), ok({{"ok", false}}, 150),
                  verdict::wrong_answer, "move 3"});
  rows.push_back({"within budget", budget_case(1000), ok({{"ok", true}}, 1000), verdict::accepted, "goal"});
  rows.push_back({"over budget", budget_case(1000), ok({{"ok", true}}, 1001), verdict::node_budget_exceeded,
                  "1001 nodes, more than the budget of 1000"});
  return rows;
}

// What an honest search costs on the machine of these tests: 2 ms to start,
// 50 ns a node (about what the calibration measures on a 2020 laptop).
const search_cost here{0.002, 1e-9, 50e-9, true, ""};

TEST(Classify, VerdictTable) {
  const fake_driver driver;
  for (const auto& r : table()) {
    const auto result = classify(r.tc, driver, r.run.run, r.run.channel, here, 200);
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
  run.run.stdout_head = "hello";
  const auto r = classify(tc, driver, run.run, run.channel, here, 200);
  EXPECT_EQ(r.id, "suite/exact");
  EXPECT_EQ(r.vis, visibility::hidden);
  EXPECT_DOUBLE_EQ(r.cpu_seconds, 0.012);
  EXPECT_DOUBLE_EQ(r.wall_seconds, 0.015);
  EXPECT_EQ(r.peak_memory_kb, 4096u);
  EXPECT_EQ(r.nodes, 210u);
  EXPECT_EQ(r.measured, report::measurement::verified);
  EXPECT_TRUE(r.search);
  EXPECT_EQ(r.reference_nodes, 210u);
  EXPECT_EQ(r.mode, node_mode::exact);
  EXPECT_EQ(r.stdout_text, "hello");
  EXPECT_EQ(r.fingerprint, "fp-exact");

  // Time blocked on a trace the grader had not read yet is not the case's.
  run.run.wall_time = std::chrono::milliseconds(900);
  run.run.grader_wait = std::chrono::milliseconds(885);
  EXPECT_DOUBLE_EQ(classify(tc, driver, run.run, run.channel, here, 200).wall_seconds, 0.015);
}

TEST(Request, BudgetFollowsTheNodeMode) {
  EXPECT_EQ(request_budget(exact_case(210)), 210u) << "the node after the accepted count stops the search";
  EXPECT_EQ(request_budget(budget_case(1000)), 1000u);
  EXPECT_EQ(request_budget(fake_case("record")), std::nullopt);

  EXPECT_EQ(request_budget(exact_both_ways(210, 36)), 210u) << "the larger of the two accepted counts";
  EXPECT_EQ(request_budget(exact_both_ways(36, 210)), 210u);

  auto tc = exact_case(5);
  tc.input = {{"state", "x"}};
  const framework::trace::key key{1, 2, 3};
  const auto j = make_request(tc, key);
  EXPECT_EQ(j["protocol"], 2);
  EXPECT_EQ(j["problem"], "peg_solitaire");
  EXPECT_EQ(j["hook"], "solve");
  EXPECT_EQ(j["input"]["state"], "x");
  EXPECT_EQ(j["node_budget"], 5);
  EXPECT_EQ(j["channel_key"], "01020300000000000000000000000000");
  EXPECT_FALSE(make_request(fake_case("r"), key).contains("node_budget"));
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

// A case runs within what its accepted answers can use here; its own limits
// stay the ceiling, and a search without a bound keeps them.
TEST(Request, LimitsFollowWhatAnAcceptedAnswerCanUse) {
  auto bounded = budget_case(1000);
  bounded.limits.cpu_seconds = 2;
  bounded.limits.wall_seconds = 5;
  const auto lowered = search_limits(bounded, true, here, 200);
  EXPECT_DOUBLE_EQ(lowered.cpu_seconds,
                   std::max(kLimitFloorSeconds, kLimitAllowance * explained_seconds(here, 1000, 200)));
  EXPECT_GE(lowered.cpu_seconds, explained_seconds(here, 1000, 200))
      << "never below what an accepted answer may use";
  EXPECT_DOUBLE_EQ(lowered.wall_seconds, 2.5) << "the case's own proportion";
  EXPECT_EQ(lowered.memory_mb, bounded.limits.memory_mb);

  // No search (valid_moves, apply_move...): start-up and the request explain it.
  auto hook = fake_case("valid-moves");
  hook.limits.cpu_seconds = 2;
  EXPECT_DOUBLE_EQ(search_limits(hook, false, here, 200).cpu_seconds, kLimitFloorSeconds);
  EXPECT_DOUBLE_EQ(search_limits(hook, false, here, 200, 1.5).cpu_seconds, 1.5 * kLimitFloorSeconds)
      << "the floor follows the language's factor";

  // A search without a bound, or a bound that explains more than the case allows.
  EXPECT_DOUBLE_EQ(search_limits(fake_case("record"), true, here, 200).cpu_seconds,
                   fake_case("record").limits.cpu_seconds);
  const auto big = budget_case(100'000'000);
  EXPECT_DOUBLE_EQ(search_limits(big, true, here, 200).cpu_seconds, big.limits.cpu_seconds);
  EXPECT_DOUBLE_EQ(search_limits(big, true, here, 200).wall_seconds, big.limits.wall_seconds);

  // A run stopped at the lowered limit says why the limit is what it is.
  const fake_driver driver;
  outcome stopped;
  stopped.run.how = sandbox::ending::signaled;
  stopped.run.signal = SIGXCPU;
  stopped.run.cpu_limit_hit = true;
  stopped.run.cpu_time = std::chrono::milliseconds(1010);
  stopped.run.wall_time = std::chrono::milliseconds(1020);
  const auto limits = search_limits(hook, false, here, 200);
  const auto r = classify(hook, driver, stopped.run, stopped.channel, here, 200, &limits);
  EXPECT_EQ(r.result, verdict::time_limit);
  EXPECT_NE(r.feedback.find("more than 1 s of CPU"), std::string::npos) << r.feedback;
  EXPECT_NE(r.feedback.find("a hook that is no search takes far less"), std::string::npos) << r.feedback;
  EXPECT_EQ(classify(hook, driver, stopped.run, stopped.channel, here, 200).feedback.find("far less"),
            std::string::npos)
      << "the case's own limit needs no explanation";
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
  const fake_driver driver;
  const auto r = compile_failed_result(fake_case("x", 2), driver, info);
  info.status = report::compile_status::missing;
  info.log =
      "exercises/peg_solitaire/ is missing from the submission: copy it from the kit and fill in the hooks";
  const auto missing = compile_failed_result(fake_case("x", 2), driver, info);
  EXPECT_EQ(missing.result, verdict::not_implemented) << "a problem not handed in is not a compile error";
  EXPECT_NE(missing.feedback.find("copy it from the kit"), std::string::npos);
  info.status = report::compile_status::compile_error;
  EXPECT_EQ(r.result, verdict::compile_error);
  EXPECT_EQ(r.max_points, 2.0);
  EXPECT_NE(r.feedback.find("expected ';'"), std::string::npos);
  info.status = report::compile_status::judge_error;
  EXPECT_EQ(compile_failed_result(fake_case("x"), driver, info).result, verdict::judge_error);
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

// Only a hook that answered `ok` has its CPU explained: a failed one earns
// nothing whatever its CPU went to, and a search that ran out of memory
// spent it allocating (issue 49: a Python MemoryError was told it searched
// outside the framework, and measured twice).
TEST(Plausibility, OnlyAnAnswerThatIsOkIsJudged) {
  const fake_driver driver;
  auto memory =
      answered({{"protocol", 2}, {"status", "out_of_memory"}, {"language", "python"}, {"hook_us", 5}}, 0);
  memory.run.cpu_time = std::chrono::seconds(3);
  const auto m = classify(fake_case("plain"), driver, memory.run, memory.channel, here, 200);
  EXPECT_EQ(m.result, verdict::memory_limit);
  EXPECT_EQ(m.measured, report::measurement::verified);
  EXPECT_FALSE(m.cpu_explained_seconds.has_value());
  EXPECT_NE(m.feedback.find("memory allocation failed (Python's MemoryError)"), std::string::npos)
      << m.feedback;
  EXPECT_NE(m.feedback.find("holds the whole tree"), std::string::npos) << m.feedback;
  EXPECT_FALSE(rests_on_cpu(m));

  auto recursion = status("exception", "RecursionError: maximum recursion depth exceeded", 0);
  recursion.run.cpu_time = std::chrono::milliseconds(500);
  const auto r = classify(fake_case("plain"), driver, recursion.run, recursion.channel, here, 200);
  EXPECT_EQ(r.result, verdict::runtime_error);
  EXPECT_EQ(r.measured, report::measurement::verified);
  EXPECT_FALSE(rests_on_cpu(r));
}

// The explanation grows with every cost it is made of, and an implausible
// case carries it for the report.
TEST(Plausibility, ExplainsStartUpRequestAndNodes) {
  const double base = explained_seconds(here, 0, 0);
  EXPECT_DOUBLE_EQ(base, kFloorSeconds + kStartupAllowance * 0.002);
  EXPECT_DOUBLE_EQ(explained_seconds(here, 0, 1'000'000) - base, kRequestAllowance * 1e-9 * 1e6);
  EXPECT_DOUBLE_EQ(explained_seconds(here, 1000, 0) - base, kNodeAllowance * 50e-9 * 1000);

  const fake_driver driver;
  auto cheap = ok({{"ok", true}}, 18);
  cheap.run.cpu_time = std::chrono::milliseconds(80);
  const auto r = classify(fake_case("plain"), driver, cheap.run, cheap.channel, here, 200);
  EXPECT_EQ(r.measured, report::measurement::implausible);
  ASSERT_TRUE(r.cpu_explained_seconds.has_value());
  EXPECT_DOUBLE_EQ(*r.cpu_explained_seconds, explained_seconds(here, 18, 200));
  // The same run on a machine twenty times slower is plausible.
  const search_cost slow{0.04, 2e-8, 1e-6, true, ""};
  EXPECT_EQ(classify(fake_case("plain"), driver, cheap.run, cheap.channel, slow, 200).measured,
            report::measurement::verified);
}

TEST(Plausibility, SaysWhatItMeasured) {
  EXPECT_EQ(describe(here), "start-up 2.0 ms, 50 ns a node (calibrated here)");
  EXPECT_NE(describe(uncalibrated_cost("a student handout")).find("not calibrated: a student handout"),
            std::string::npos);
}

}  // namespace
}  // namespace grader::pipeline

namespace {

// A crash on a small gel: quick, it is the deck's recursion without ERASE
// SPOT; after a long run it is a loop, and ERASE SPOT is not the advice.
TEST(CrashAdvice, BlobCountSpeaksOfEraseSpotOnlyForAQuickCrash) {
  const auto* blob = grader::find_driver("blob_count");
  ASSERT_NE(blob, nullptr);
  grader::test_case tc;
  tc.hook = "find_blobs";
  tc.expected = {{"largest", 5}};
  const std::uint64_t stack = 64ull << 20;
  const auto crash_advice = [&](double cpu_seconds) {
    grader::run_evidence run;
    run.crash = grader::crash_facts{stack, cpu_seconds};
    return blob->judge(tc, run).crash_advice;
  };
  EXPECT_NE(crash_advice(0.05).find("ERASE SPOT"), std::string::npos);
  EXPECT_EQ(crash_advice(1.03).find("ERASE SPOT"), std::string::npos);
}

}  // namespace
