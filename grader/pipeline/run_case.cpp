#include "grader/pipeline/run_case.hpp"

#include "grader/core/stopwatch.hpp"

#include "framework/harness/protocol.hpp"
#include "grader/core/feedback.hpp"
#include "grader/pipeline/work_area.hpp"

#include <cmath>
#include <csignal>
#include <cstdio>

namespace grader::pipeline {

namespace fs = std::filesystem;
namespace status = framework::harness::status;

namespace {

// Heads of the student's stdout/stderr kept for the report.
constexpr std::size_t kKeepOutputBytes = 4096;
// A process killed with its resident memory this close to the address-space
// limit ran out of memory, whatever the signal says (a failed allocation
// often surfaces as a segfault on the null pointer).
constexpr double kNearMemoryLimit = 0.8;

std::string format_seconds(double s) {
  char text[32];
  std::snprintf(text, sizeof text, "%g", std::round(s * 100) / 100);
  return text;
}

// A run that used under half its wall time in CPU was waiting, not computing.
bool hook_was_waiting(const report::case_result& r) { return r.cpu_seconds < 0.5 * r.wall_seconds; }

std::string mib(std::uint64_t bytes) {
  char text[32];
  std::snprintf(text, sizeof text, "%.0f MiB", static_cast<double>(bytes) / (1024.0 * 1024.0));
  return text;
}

std::string signal_hint(int sig) {
  switch (sig) {
    case SIGSEGV:
      return "an access outside a vector or array, a dangling pointer or reference, or a recursion too deep "
             "for the "
             "stack (a search that never reaches a leaf)";
    case SIGABRT:
      return "a failed assert, or an exception thrown out of a destructor or noexcept function";
    case SIGFPE:
      return "an integer division by zero";
    case SIGBUS:
      return "a misaligned or invalid memory access";
    case SIGILL:
      return "undefined behaviour reached an illegal instruction (a non-void function that returns nothing?)";
    default:
      return "";
  }
}

std::string with_stderr(std::string text, const sandbox::run_result& run) {
  if (!run.stderr_head.empty()) {
    text += "\nyour program's stderr began with:\n" + run.stderr_head;
    if (run.stderr_bytes > run.stderr_head.size()) text += "\n[...]";
  }
  return text;
}

report::case_result& set(report::case_result& r, verdict v, std::string feedback) {
  r.result = v;
  r.feedback = std::move(feedback);
  return r;
}

std::string hook_message(const test_case& tc, const std::string& message) {
  if (message.find(tc.hook) != std::string::npos) return message;
  return tc.hook + ": " + message;
}

std::string count(std::uint64_t n) { return std::to_string(n); }

// Whose count an exact case holds a search to: the lecture's, or on a case
// beyond the lecture, the search its extension asks for (a faithful port
// fails it by being the lecture's).
std::string counted_search(const test_case& tc) {
  return tc.extension.empty() ? "the lecture's search" : "the search this extension asks for";
}

// The counts an `exact` case accepts, in words: "210 (moves tried front to
// back) or 36 (back to front, as the lecture's pop() takes them)".
std::string accepted_counts(const test_case& tc) {
  const auto counts = tc.nodes.accepted();
  if (counts.size() == 1) return count(counts.front().nodes);
  std::string text;
  for (std::size_t i = 0; i < counts.size(); ++i) {
    text += (i == 0                   ? ""
             : i + 1 == counts.size() ? " or "
                                      : ", ") +
            count(counts[i].nodes) + " (" + std::string(long_label(counts[i].how, tc.nodes.names_cuts())) +
            ")";
  }
  return text;
}

// How far a search stopped by a limit had come, as far as the grader saw it:
// the trace arrives in blocks, so the last edits before the stop may be missing.
std::string nodes_when_stopped(const test_case& tc, const report::case_result& r) {
  if (!r.search || !r.nodes) return {};
  std::string text = " When it was stopped, the grader had seen your search reach node " + count(*r.nodes);
  if (tc.nodes.mode == node_mode::exact && tc.nodes.reference)
    text += " (" + counted_search(tc) + " explores " + accepted_counts(tc) + " in all)";
  else if (tc.nodes.mode == node_mode::budget && tc.nodes.budget)
    text += " (the budget is " + count(*tc.nodes.budget) + ")";
  return text + ".";
}

// Where the CPU of a search stopped by its limit went, as far as its nodes
// tell: none seen (a loop or a recursion before the first edit); no more than
// the case allows (not too many nodes: a loop, or too much work in each node,
// which the count cannot tell apart); or beyond, or unknown (the generic
// advice). The count is what the grader had read of the trace, which arrives
// in blocks.
std::string time_limit_advice(const test_case& tc, const report::case_result& r) {
  std::uint64_t allowed = 0;  // 0: the case allows no count the advice can go by
  if (tc.nodes.mode == node_mode::budget) allowed = tc.nodes.budget.value_or(0);
  if (tc.nodes.mode == node_mode::exact) allowed = tc.nodes.largest().value_or(0);
  if (r.search && r.nodes && *r.nodes == 0) {
    return "the grader saw no edit of your search before it was stopped: look for an infinite loop, or a "
           "recursion that never reaches its first move (a base case that is never met).";
  }
  if (r.search && r.nodes && allowed > 0 && *r.nodes <= allowed) {
    return "your search had made " + count(*r.nodes) + " nodes, no more than the " + count(allowed) +
           " this case allows, so it is not exploring too much: look for an infinite loop (a counter that "
           "never "
           "advances, a recursion that never returns), or for work every node repeats (a bound, the list of "
           "moves or the best live node recomputed from scratch, a copy of the board) that could be done "
           "once "
           "or kept up to date as the search goes.";
  }
  return "look for an infinite loop, a search that goes on after it found a solution, or one that explores "
         "far "
         "more than it must (prune earlier)." +
         nodes_when_stopped(tc, r);
}

// The problem's own advice on a count off the mark, or the generic sentence.
std::string or_else(const std::string& advice, const char* generic) {
  return advice.empty() ? std::string(generic) : advice;
}

// What a search over its budget should do, with what the lecture's search does.
// What of an answer the trace does not witness, in words ("" when it all is).
std::string unwitnessed(const answer_witness& w, const framework::name_set* seen) {
  const std::size_t reached = seen != nullptr ? seen->size() : 0;
  if (w.at_least && reached < *w.at_least) {
    if (!w.unproven.empty()) {
      std::string text = w.unproven;
      if (const auto at = text.find("{reached}"); at != std::string::npos)
        text.replace(at, std::string_view("{reached}").size(), count(reached));
      return text;
    }
    return "the answer is " + count(*w.at_least) + " " + w.unit + ", but the search reached only " +
           count(reached) + " distinct " + w.unit + " on the position your hook received.";
  }
  std::vector<std::string> missing;
  for (const auto& name : w.each) {
    if (seen == nullptr || !seen->contains(std::hash<std::string>{}(name)))
      missing.push_back("'" + name + "'");
  }
  if (missing.empty()) return {};
  if (!w.unproven.empty()) return w.unproven;
  const std::size_t n = missing.size();
  return feedback::list_some(missing) + " of the " + w.unit + " in the answer " + (n == 1 ? "was" : "were") +
         " never reached by the search on the position your hook received.";
}

// " (12 times as much)": how far beyond its explanation a case's CPU went.
std::string beyond(double cpu, double explained) {
  if (explained <= 0.0) return {};
  const double ratio = cpu / explained;
  char text[48];
  std::snprintf(text, sizeof text, ratio < 10 ? " (%.1f times as much)" : " (%.0f times as much)", ratio);
  return text;
}

std::string budget_advice(const case_judgement& j) {
  return "prune dead branches earlier" + (j.node_advice.empty() ? std::string() : " (" + j.node_advice + ")");
}

// Why an exact count was missed: where the search parted from the lecture's
// when its line tells, else what the lecture's search does, in the problem's words.
std::string count_story(const test_case& tc, const case_judgement& j, bool fewer) {
  if (!j.parting.empty()) return j.parting;
  return (fewer ? "Fewer nodes: it leaves out moves " + counted_search(tc) + " makes"
                : "More nodes: it makes moves " + counted_search(tc) + " does not make") +
         " (" +
         or_else(
             j.node_advice,
             "the lecture's search takes the moves in valid_moves' order, front to back or back to front") +
         ").";
}

// What the node count says, once the answer itself is accepted: the sanity
// check every search passes, the plausibility of the count, and the case's
// node expectation.
// What a count must be to be proven, for the student who reads where it was not.
std::string proof_advice(bool stops_at_goal) {
  std::string text =
      "The grader counts the nodes of a search tree it can check: every position your search leaves must "
      "have tried every move valid_moves gives there (or every alternative of one row, one cell...), or "
      "be a goal, a dead end, or cut by a rule the grader can check (a bound against the best found, a "
      "position already refuted)";
  if (stops_at_goal)
    text += "; on the line to your answer's last solution, the moves before it must have been searched first";
  return text + ". Search the board you are given with apply_move and undo_move, and let the search decide.";
}

void check_nodes(const test_case& tc, const case_judgement& whole, const judgement& j,
                 const channel_result& channel, report::case_result& r) {
  if (r.result != verdict::accepted || !r.nodes) return;
  if (j.answer_moves && *r.nodes < *j.answer_moves) {
    set(r, verdict::wrong_answer,
        "the moves are right, but the framework saw only " + count(*r.nodes) + " of them made on the " +
            "position your hook received, for an answer of " + count(*j.answer_moves) +
            ": search with the board you are given (apply_move/undo_move on it, or on a copy of it), not on "
            "a "
            "representation of your own.");
    return;
  }
  if (j.witness) {
    if (const auto unseen = unwitnessed(*j.witness, channel.witnessed.get()); !unseen.empty()) {
      set(r, verdict::wrong_answer,
          "your answer was not found by a search on the framework's board: " + unseen + " " +
              j.witness->advice);
      return;
    }
  }
  const bool judged = tc.nodes.mode != node_mode::record;
  std::uint64_t nodes = *r.nodes;
  if (r.measured == report::measurement::implausible && judged) {
    set(r, tc.nodes.mode == node_mode::budget ? verdict::node_budget_exceeded : verdict::wrong_answer,
        "the answer is right, but your hook used " + format_seconds(r.cpu_seconds) +
            " s of CPU while the framework counted only " + count(nodes) + " nodes, which explain at most " +
            format_seconds(r.cpu_explained_seconds.value_or(0.0)) + " s on this machine" +
            beyond(r.cpu_seconds, r.cpu_explained_seconds.value_or(0.0)) +
            ": the search ran outside the framework's states, so its nodes cannot be measured, and this case "
            "judges them. Search with the board you are given.");
    return;
  }
  if (channel.proof) {
    const auto& proof = *channel.proof;
    r.proof = !proof.proven   ? report::proof_status::unproven
              : proof.ordered ? report::proof_status::ranked
                              : report::proof_status::proven;
    if (proof.proven) {
      // The count is the size of the checked tree: a move made again from the same node adds nothing.
      if (proof.counts) {
        nodes = proof.size;
        r.nodes = nodes;
      }
    } else if (judged) {
      set(r, verdict::wrong_answer,
          "the answer is right, but your node count is not proven: " + proof.unproven + ' ' +
              (proof.advice.empty() ? proof_advice(proof.stops_at_goal) : proof.advice));
      return;
    } else {
      r.feedback += "\n(not ranked: your node count is not proven: " + proof.unproven + ')';
    }
  }
  if (r.measured == report::measurement::implausible && !judged)
    r.feedback += "\n(not ranked: an implausible measurement, the search ran outside the framework's states)";
  if (r.proof == report::proof_status::proven)
    r.feedback +=
        "\n(proven, but not ranked: your search chose its moves in an order of its own, not valid_moves' "
        "front "
        "to back or back to front, and a smallest tree can be chosen knowing the answer)";
  if (tc.nodes.mode == node_mode::exact && tc.nodes.reference) {
    r.nodes_reading = tc.nodes.reading_of(nodes);
    if (r.nodes_reading) return;
    const auto fewest = std::min_element(r.accepted_nodes.begin(), r.accepted_nodes.end(),
                                         [](const auto& a, const auto& b) { return a.nodes < b.nodes; });
    const bool fewer = fewest != r.accepted_nodes.end() && nodes < fewest->nodes;
    set(r, verdict::wrong_answer,
        "the answer is right, but your search explored " + count(nodes) + " nodes where " +
            counted_search(tc) + " explores " + accepted_counts(tc) + ". " + count_story(tc, whole, fewer) +
            " This case checks the exact count.");
  } else if (tc.nodes.mode == node_mode::budget && tc.nodes.budget && nodes > *tc.nodes.budget) {
    set(r, verdict::node_budget_exceeded,
        "the answer is right, but your search explored " + count(nodes) + " nodes, more than the budget of " +
            count(*tc.nodes.budget) + ": " + budget_advice(whole) + ".");
  }
}

// The status the runner answered with, if it answered intact with one.
std::optional<std::string> answer_status(const channel_result& channel) {
  if (!channel.answer || channel.broken) return std::nullopt;
  try {
    const auto j = nlohmann::json::parse(*channel.answer);
    const auto at = j.is_object() ? j.find("status") : j.end();
    if (at == j.end() || !at->is_string()) return std::nullopt;
    return at->get<std::string>();
  } catch (const nlohmann::json::exception&) {
    return std::nullopt;
  }
}

// What the runner answered, read defensively: the answer may be a forgery
// (an unkeyed one is unauthenticated), so a field of the wrong type is
// absent, never an exception that would make it a judge error.
struct runner_answer {
  std::string status;
  std::string message;
  // Only the advice's wording: a runner that lies about it misleads itself.
  bool python = false;
  nlohmann::json output;
};

std::optional<runner_answer> read_answer(const std::string& text) {
  nlohmann::json response;
  try {
    response = nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception&) {
    return std::nullopt;
  }
  if (!response.is_object() || !response.contains("status") || !response["status"].is_string()) {
    return std::nullopt;
  }
  runner_answer a;
  a.status = response["status"].get<std::string>();
  const auto message_at = response.find("message");
  if (message_at != response.end() && message_at->is_string()) a.message = message_at->get<std::string>();
  const auto language_at = response.find("language");
  a.python = language_at != response.end() && language_at->is_string() && *language_at == "python";
  a.output = response.value("output", nlohmann::json(nullptr));
  return a;
}

void judge_output(const test_case& tc, const case_judgement& whole, const channel_result& channel,
                  const runner_answer& a, report::case_result& r) {
  report::keep_answer(r, a.output);
  if (!whole.answer) {
    set(r, verdict::judge_error, "the grader's judge gave no judgement of this answer (not your fault)");
    return;
  }
  set(r, whole.answer->result, whole.answer->feedback);
  check_nodes(tc, whole, *whole.answer, channel, r);
}

std::string exception_text(const test_case& tc, const runner_answer& a) {
  if (!a.python) {
    return hook_message(tc, a.message) +
           ": an exception escaped your hook; find the operation that throws (at() out of range, a bad "
           "optional access...).";
  }
  if (a.message.find("Traceback (") != std::string::npos) {
    return hook_message(tc, a.message) + "\n(an exception escaped your hook: the traceback names its line)";
  }
  return hook_message(tc, a.message) +
         "\n(found in what your hook returned, after it returned: there is no line of yours to show; the "
         "skeleton's comment says what it returns)";
}

std::string out_of_memory_text(const test_case& tc, const runner_answer& a) {
  if (a.python) {
    return "memory allocation failed (Python's MemoryError): the hook needed more than its " +
           mib(tc.limits.memory_mb << 20) +
           " of memory. Every object your code still refers to stays in memory: a list of nodes kept on each "
           "node holds the whole tree explored so far, and a copy of the board per node holds them all. Undo "
           "moves on one board instead of copying it, and keep only what the search still needs.";
  }
  return "memory allocation failed: the hook needed more than its " + mib(tc.limits.memory_mb << 20) +
         ". Undo moves on one board instead of copying boards, and free what the search no longer needs.";
}

void stopped_at_budget(const test_case& tc, const case_judgement& j, report::case_result& r) {
  const auto sent = request_budget(tc).value_or(0);
  if (r.nodes.value_or(0) <= sent) {
    // The runner only stops past the budget; the grader's count says it was not.
    set(r, verdict::runtime_error,
        "the runner reported a node budget exceeded that the grader's own count (" +
            count(r.nodes.value_or(0)) +
            " nodes) does not confirm: something in the runner's process was tampered with.");
  } else if (tc.nodes.mode == node_mode::exact && tc.nodes.reference) {
    set(r, verdict::wrong_answer,
        "your search was stopped at node " + count(*r.nodes) + ", past the " + count(sent) + " nodes " +
            counted_search(tc) + " explores at most on this case (" + accepted_counts(tc) + "). " +
            count_story(tc, j, false) + " This case checks the exact count.");
  } else {
    set(r, verdict::node_budget_exceeded,
        "your search explored more than " + count(tc.nodes.budget.value_or(sent)) +
            " nodes, the budget of this case, and was stopped at " + count(*r.nodes) + ": " +
            budget_advice(j) + ".");
  }
}

void classify_answer(const test_case& tc, const case_judgement& j, const sandbox::run_result& run,
                     const channel_result& channel, const std::optional<runner_answer>& a,
                     report::case_result& r) {
  if (!channel.answer) {
    set(r, verdict::runtime_error,
        with_stderr(
            "the runner exited with code " + std::to_string(run.exit_code) +
                " before answering: return from your hooks instead of calling exit() or std::exit(), and "
                "never close file descriptors your code did not open.",
            run));
    return;
  }
  if (!a) {
    set(r, verdict::judge_error, "the runner's answer is not a JSON object with a status (not your fault)");
    return;
  }
  const std::string& s = a->status;
  if (channel.unkeyed && s != status::bad_request) {
    set(r, verdict::runtime_error,
        "your code wrote an answer on the result channel (file descriptor 4) before the runner could: never "
        "write to or close file descriptors your code did not open.");
  } else if (s == status::ok) {
    judge_output(tc, j, channel, *a, r);
  } else if (s == status::not_implemented) {
    set(r, verdict::not_implemented,
        hook_message(tc, a->message) + ": write the hook's body in exercises/" + tc.problem +
            "/ (and delete its " +
            (a->python ? "`raise NotImplementedError`" : "`throw framework::not_implemented`") + ").");
  } else if (s == status::rule_violation) {
    std::string text = hook_message(tc, a->message);
    if (channel.refusal) text += "\n" + *channel.refusal;
    set(r, verdict::illegal_move, text);
  } else if (s == status::exception) {
    set(r, verdict::runtime_error, with_stderr(exception_text(tc, *a), run));
  } else if (s == status::out_of_memory) {
    set(r, verdict::memory_limit, out_of_memory_text(tc, *a));
  } else if (s == status::node_budget_exceeded) {
    stopped_at_budget(tc, j, r);
  } else if (s == status::bad_request) {
    set(r, verdict::judge_error, "the runner rejected the grader's request (not your fault): " + a->message);
  } else {
    set(r, verdict::judge_error, "the runner answered with the unknown status '" + s + "' (not your fault)");
  }
}

}  // namespace

std::optional<std::uint64_t> request_budget(const test_case& tc) {
  switch (tc.nodes.mode) {
    case node_mode::budget:
      return tc.nodes.budget;
    case node_mode::exact:
      // The largest count that earns the points: the node after it stops the search.
      if (tc.nodes.reference) return tc.nodes.largest();
      return std::nullopt;
    case node_mode::record:
      return std::nullopt;
  }
  return std::nullopt;
}

nlohmann::json make_request(const test_case& tc, const framework::trace::key& channel_key) {
  nlohmann::json request = {
      {"protocol", framework::harness::kProtocolVersion},
      {"problem", tc.problem},
      {"hook", tc.hook},
      {"input", tc.input},
      {"channel_key", framework::trace::to_hex(channel_key)},
  };
  if (const auto budget = request_budget(tc)) request["node_budget"] = *budget;
  return request;
}

sandbox::limits case_limits(const limits_spec& l) {
  sandbox::limits lim;
  lim.cpu = std::chrono::milliseconds(static_cast<std::int64_t>(std::ceil(l.cpu_seconds * 1000.0)));
  lim.wall = std::chrono::milliseconds(static_cast<std::int64_t>(std::ceil(l.wall_seconds * 1000.0)));
  lim.address_space_bytes = l.memory_mb << 20;
  // Deep but finite recursion is legitimate in a backtracking course; the
  // stack counts against the address space anyway.
  lim.stack_bytes = std::min<std::uint64_t>(64ull << 20, lim.address_space_bytes / 2);
  lim.output_bytes = l.output_kb << 10;
  lim.file_size_bytes = l.file_kb << 10;
  lim.response_bytes = 0;  // the result channel reader enforces its own bounds
  lim.processes = 4;       // threads: their CPU is the runner's own
  // A child process could search off the record: the runner is one process.
  lim.no_new_processes = true;
  lim.open_files = 64;
  return lim;
}

limits_spec search_limits(const test_case& tc, bool search, const search_cost& cost,
                          std::size_t request_bytes, double limit_factor) {
  const auto bound = request_budget(tc);
  if (search && !bound) return tc.limits;
  limits_spec l = tc.limits;
  const double cpu = std::max(kLimitFloorSeconds * limit_factor,
                              kLimitAllowance * explained_seconds(cost, bound.value_or(0), request_bytes));
  if (cpu >= l.cpu_seconds) return l;
  // The wall limit keeps the case's proportion to the CPU limit.
  l.wall_seconds =
      std::min(l.wall_seconds, std::max(kWallFloorSeconds, cpu * l.wall_seconds / l.cpu_seconds));
  l.cpu_seconds = cpu;
  return l;
}

namespace {

// What an honest runner of the context's language costs here.
search_cost cost_of(const run_context& ctx) {
  static const search_cost fallback = uncalibrated_cost("not measured for this run");
  return in_language(ctx.cost != nullptr ? *ctx.cost : fallback, *ctx.language);
}

// Why a case's CPU limit is below its own (search_limits), for feedback.
std::string lowered_limit(const test_case& tc, const limits_spec& applied) {
  if (applied.cpu_seconds >= tc.limits.cpu_seconds) return "";
  const auto bound = request_budget(tc);
  return std::string(" The limit is what an accepted answer can use here: ") +
         (bound ? "a search of at most " + count(*bound) + " nodes" : "a hook that is no search") +
         " takes far less (this case would otherwise allow " + format_seconds(tc.limits.cpu_seconds) + " s).";
}

}  // namespace

report::case_result blank_result(const test_case& tc, const problem_driver& driver) {
  report::case_result r;
  r.id = tc.id;
  r.suite = tc.suite;
  r.name = tc.name;
  r.hook = tc.hook;
  r.search = driver.is_search(tc.hook);
  r.vis = tc.vis;
  r.max_points = tc.points;
  r.extension = tc.extension;
  r.reference_nodes = tc.nodes.reference;
  r.reversed_nodes = tc.nodes.reversed;
  if (tc.nodes.mode == node_mode::exact) r.accepted_nodes = tc.nodes.accepted();
  r.mode = tc.nodes.mode;
  r.fingerprint = tc.fingerprint;
  return r;
}

report::case_result judge_error_result(const test_case& tc, const problem_driver& driver,
                                       const std::string& what) {
  auto r = blank_result(tc, driver);
  set(r, verdict::judge_error,
      "the grader failed on this case (not your fault; it is regraded on the next run): " + what);
  return r;
}

report::case_result compile_failed_result(const test_case& tc, const problem_driver& driver,
                                          const report::compile_info& compile) {
  if (compile.status == report::compile_status::judge_error)
    return judge_error_result(tc, driver, "compiling: " + compile.log);
  auto r = blank_result(tc, driver);
  if (compile.status == report::compile_status::missing) {
    set(r, verdict::not_implemented, compile.log);
    return r;
  }
  set(r, verdict::compile_error,
      "exercises/" + tc.problem +
          "/ did not compile; the compiler's messages are in the problem's compile log:\n" +
          trim_log(compile.log, 12, 2048));
  return r;
}

namespace {

using sandbox::ending;

// The run's measurements, before any verdict.
report::case_result measured_result(const test_case& tc, const problem_driver& driver,
                                    const sandbox::run_result& run) {
  auto r = blank_result(tc, driver);
  r.cpu_seconds = static_cast<double>(run.cpu_time.count()) / 1e6;
  // The time the runner sat blocked on a full trace pipe while the grader
  // replayed was the grader's, not the search's: the deadline moved past it
  // (sandbox.hpp, grader_wait) and the wall time charged leaves it out.
  const auto waited = std::min<std::chrono::microseconds>(run.grader_wait, run.wall_time);
  r.wall_seconds = static_cast<double>((run.wall_time - waited).count()) / 1e6;
  if (run.cpu_wait) r.cpu_wait_seconds = static_cast<double>(run.cpu_wait->count()) / 1e6;
  r.peak_memory_kb = run.peak_rss_bytes / 1024;
  r.stdout_text = run.stdout_head;
  r.stderr_text = run.stderr_head;
  return r;
}

// Each step of the verdict table below sets r's verdict and returns true
// when the case ends there.

bool stopped_by_the_grader(const sandbox::run_result& run, report::case_result& r) {
  if (run.how == ending::cancelled) {
    // run_case never classifies a cancelled run (it throws grading_cancelled).
    set(r, verdict::judge_error, "the grader was interrupted while this case ran; grade it again");
    return true;
  }
  if (run.how == ending::disturbed) {
    // measure never classifies a run ended at its probe (it measures again alone).
    set(r, verdict::judge_error,
        "the grader ended this run early, other work having shared its CPU; grade it again");
    return true;
  }
  return false;
}

// The measurement before anything else: a channel the runner did not write
// alone, or a trace that does not replay, means the process was tampered with.
bool channel_tampered_with(const channel_result& channel, report::case_result& r) {
  if (channel.broken) {
    set(r, verdict::runtime_error,
        "your code interfered with the runner's result channel (file descriptor 4): " + *channel.broken +
            ". Never write to, redirect or close file descriptors your code did not open.");
    return true;
  }
  if (channel.inconsistent) {
    set(r, verdict::runtime_error,
        "the framework's record of your search does not replay (" + *channel.inconsistent +
            "): code that edits a board's memory directly, silences the probe or writes on the result "
            "channel "
            "makes the measurement impossible. Change boards only with their own functions.");
    return true;
  }
  return false;
}

// What the replayed trace says: the counts, and whether the CPU is explained.
void read_the_trace(const channel_result& channel, const search_cost& cost, std::size_t request_bytes,
                    report::case_result& r) {
  if (!channel.answer && channel.records == 0) return;
  r.nodes = channel.nodes;
  r.nodes_expanded = channel.nodes_expanded;
  r.measured = report::measurement::verified;
  // Only a search that answered: a killed one's trace lacks its last blocks.
  if (const double explained = explained_seconds(cost, channel.nodes, request_bytes);
      r.search && channel.answer && r.cpu_seconds > explained) {
    r.measured = report::measurement::implausible;
    r.cpu_explained_seconds = explained;
  }
}

bool too_slow_to_measure(const sandbox::run_result& run, report::case_result& r) {
  if (run.how == ending::wall_timeout && run.starved && !run.cpu_limit_hit) {
    // Still computing at four times the wall limit without reaching the CPU
    // limit: the machine, not the hook, was too slow to measure the case.
    set(r, verdict::judge_error,
        "the machine grading this case was too busy to measure it (not your fault; it is regraded on the "
        "next run): the hook was still computing after " +
            format_seconds(r.wall_seconds) + " s of wall-clock time but had been given only " +
            format_seconds(r.cpu_seconds) + " s of CPU. Grade with fewer jobs (-j) on a loaded machine.");
    return true;
  }
  if (run.how == ending::wall_timeout && run.grader_behind && !run.cpu_limit_hit) {
    // Blocked on its own trace for sixteen times the wall limit: the grader
    // replayed it slower than the hook made it, so the hook's time is unknown.
    set(r, verdict::judge_error,
        "the grader fell behind reading this case's trace (not your fault; it is regraded on the next run): "
        "after " +
            format_seconds(r.wall_seconds) +
            " s of wall-clock time the hook was still waiting for the grader to "
            "read what it had written, having used " +
            format_seconds(r.cpu_seconds) +
            " s of CPU. Grade with fewer jobs (-j) or a faster build of the grader.");
    return true;
  }
  return false;
}

bool over_time(const test_case& tc, const sandbox::run_result& run, const limits_spec& lim,
               report::case_result& r) {
  if (run.how != ending::wall_timeout && !run.cpu_limit_hit) return false;
  const bool waiting = run.how == ending::wall_timeout && !run.cpu_limit_hit && hook_was_waiting(r);
  if (waiting) {
    r.waited = true;
    set(r, verdict::time_limit,
        "time limit: the hook did not finish within " + format_seconds(lim.wall_seconds) +
            " s of wall-clock time but used only " + format_seconds(r.cpu_seconds) +
            " s of CPU: it was waiting (sleep, reading stdin, a lock) instead of computing." +
            nodes_when_stopped(tc, r));
  } else {
    set(r, verdict::time_limit,
        "time limit: the hook used more than " + format_seconds(lim.cpu_seconds) + " s of CPU (wall limit " +
            format_seconds(lim.wall_seconds) + " s): " + time_limit_advice(tc, r) + lowered_limit(tc, lim));
  }
  return true;
}

bool over_output(const sandbox::run_result& run, const channel_result& channel, const limits_spec& lim,
                 report::case_result& r) {
  if (run.how == ending::output_limit) {
    set(r, verdict::output_limit,
        "output limit: your code printed more than " + std::to_string(lim.output_kb) +
            " KiB to stdout/stderr; remove debug printing from the search.");
    return true;
  }
  if (run.file_size_hit) {
    set(r, verdict::output_limit,
        "output limit: your code tried to write a file larger than " + std::to_string(lim.file_kb) +
            " KiB; hooks should not write files.");
    return true;
  }
  if (run.how == ending::response_limit || run.response_truncated || channel.answer_too_large) {
    set(r, verdict::output_limit,
        "output limit: the hook's answer was larger than " + mib(framework::trace::max_answer_bytes) +
            "; is a list of moves growing without end?");
    return true;
  }
  return false;
}

// What the grader saw of a runner killed by a signal.
crash_facts crash_of(const sandbox::run_result& run, const limits_spec& lim) {
  return {case_limits(lim).stack_bytes, static_cast<double>(run.cpu_time.count()) / 1e6};
}

bool killed_by_a_signal(const case_judgement& j, const sandbox::run_result& run, const limits_spec& lim,
                        report::case_result& r) {
  if (run.how != ending::signaled) return false;
  // First: SIGSYS is the filter's, never memory, and the peak resident
  // size of a process that was forked from the keeper can include the
  // keeper's pages (exec keeps the old high-water mark).
  if (run.signal == SIGSYS) {
    set(r, verdict::runtime_error,
        with_stderr("runtime error: your code tried to start a process (fork, posix_spawn, system, popen) "
                    "and was stopped. A hook searches in its own process, where the grader measures "
                    "all the CPU it spends; a search in another process would go unmeasured.",
                    run));
    return true;
  }
  const double limit = static_cast<double>(lim.memory_mb << 20);
  if (static_cast<double>(run.peak_rss_bytes) >= kNearMemoryLimit * limit) {
    set(r, verdict::memory_limit,
        "memory limit: your code was killed by " + sandbox::describe_signal(run.signal) + " after using " +
            mib(run.peak_rss_bytes) + " of its " + mib(lim.memory_mb << 20) +
            ": undo moves on one board instead of copying boards, and bound the recursion.");
    return true;
  }
  const crash_facts facts = crash_of(run, lim);
  std::string text = "runtime error: killed by " + sandbox::describe_signal(run.signal);
  if (const auto hint = signal_hint(run.signal); !hint.empty()) text += ". Typical causes: " + hint;
  text += ".";
  if (run.signal == SIGSEGV && facts.after_a_long_run()) {
    text += " It came after " + format_seconds(facts.cpu_seconds) +
            " s of CPU, far longer than a recursion takes to fill the stack: look first for a loop that "
            "never ended and whose index ran out of range (one that tests or increments the wrong variable: "
            "`for (col = 0; col < n; row++)`).";
  }
  if (!j.crash_advice.empty()) text += "\n" + j.crash_advice;
  set(r, verdict::runtime_error, with_stderr(text, run));
  return true;
}

// The count the case judges, as check_nodes reaches it: the checked tree's
// size where the proof counts, none where the proof failed.
std::optional<std::uint64_t> judged_count(const channel_result& channel) {
  if (!channel.answer && channel.records == 0) return std::nullopt;
  if (!channel.proof) return channel.nodes;
  if (!channel.proof->proven) return std::nullopt;
  return channel.proof->counts ? channel.proof->size : channel.nodes;
}

run_evidence evidence_of(const sandbox::run_result& run, const channel_result& channel,
                         const std::optional<runner_answer>& answer, const limits_spec& lim) {
  run_evidence e;
  e.answered = channel.answer.has_value();
  // An answer the runner did not write alone is never judged (classify_answer).
  const bool own = answer && !channel.unkeyed && !channel.broken;
  if (own && answer->status == status::ok) e.output = &answer->output;
  e.stopped_at_budget = own && answer->status == status::node_budget_exceeded;
  e.line = &channel.line;
  e.nodes = judged_count(channel);
  if (run.how == ending::signaled) e.crash = crash_of(run, lim);
  return e;
}

}  // namespace

report::case_result classify(const test_case& tc, const problem_driver& driver,
                             const sandbox::run_result& run, const channel_result& channel,
                             const search_cost& cost, std::size_t request_bytes, const limits_spec* applied) {
  auto r = measured_result(tc, driver, run);
  const auto& lim = applied != nullptr ? *applied : tc.limits;
  if (stopped_by_the_grader(run, r) || channel_tampered_with(channel, r)) return r;
  read_the_trace(channel, cost, request_bytes, r);
  const auto answer = channel.answer ? read_answer(*channel.answer) : std::nullopt;
  // The case goes down to its driver once: everything the problem says of this run.
  case_judgement j;
  try {
    j = driver.judge(tc, evidence_of(run, channel, answer, lim));
  } catch (const std::exception& e) {
    return set(r, verdict::judge_error,
               std::string("the grader's judge failed on this case (not your fault): ") + e.what());
  }
  r.grader.lecture = j.lecture_seconds;
  r.drawing = std::move(j.drawing);
  if (too_slow_to_measure(run, r) || over_time(tc, run, lim, r) || over_output(run, channel, lim, r) ||
      killed_by_a_signal(j, run, lim, r)) {
    return r;
  }
  classify_answer(tc, j, run, channel, answer, r);
  if (r.measured == report::measurement::implausible && answer_status(channel) != status::ok) {
    // A hook that failed (a MemoryError, a RecursionError, an exception, an
    // illegal move) earns nothing whatever its CPU went to, and a search that
    // ran out of memory spent it allocating and, in Python, collecting: no
    // count explains that, and no search elsewhere is needed to. Flagged, it
    // would be told it searched outside the framework, and measured twice.
    r.measured = report::measurement::verified;
    r.cpu_explained_seconds.reset();
  }
  return r;
}

runner_outcome run_runner(const run_context& ctx, const fs::path& runner, const test_case& tc,
                          const problem_driver& driver, bool probe) {
  const auto key = framework::trace::random_key();
  result_channel channel(key, driver.make_replayer(tc));
  const auto work = ctx.slot_dir / "case";
  // A warm box has the work dir bound: it must stay the same folder.
  const bool keep_dir = ctx.box != nullptr;
  keep_dir ? empty_tree(work) : remove_tree(work);
  sandbox::run_spec spec;
  spec.argv = {runner.string()};
  spec.working_dir = work;
  // TMPDIR too: under Landlock the private working folder is the only
  // writable place (/tmp is shared with every other run).
  spec.env = {"PATH=/usr/bin:/bin", "LC_ALL=C", "HOME=" + work.string(), "TMPDIR=" + work.string()};
  spec.request = make_request(tc, key).dump();
  const std::size_t request_bytes = spec.request.size();
  const limits_spec limits = ctx.lower_limits ? search_limits(tc, driver.is_search(tc.hook), cost_of(ctx),
                                                              request_bytes, ctx.language->limit_factor)
                                              : tc.limits;
  spec.lim = case_limits(limits);
  if (probe && limits.cpu_seconds > kBesideOthersSeconds) {
    spec.probe.cpu = std::chrono::milliseconds(std::llround(kProbeSeconds * 1000));
    spec.probe.share = kDisturbedShare;
    spec.probe.floor = std::chrono::microseconds(std::llround(kDisturbedFloorSeconds * 1e6));
  }
  spec.iso = isolation_for(ctx.sandbox, ctx.slot, {runner});
  spec.keep_output_bytes = kKeepOutputBytes;
  spec.on_response = [&channel](std::string_view bytes) { return channel.consume(bytes); };
  struct cleanup {
    fs::path dir;
    bool keep_dir;
    ~cleanup() { keep_dir ? empty_tree(dir) : remove_tree(dir); }
  } const remove_after{work, keep_dir};
  sandbox::prepare_work_dir(work, spec.iso);
  runner_outcome out;
  out.request_bytes = request_bytes;
  out.limits = limits;
  spec.cancel = ctx.cancel;
  spec.zygote = ctx.language->zygote;
  out.run = ctx.box != nullptr ? ctx.box->run(spec) : sandbox::run(spec);
  if (out.run.how == sandbox::ending::cancelled) throw grading_cancelled();
  out.channel = channel.finish();
  return out;
}

bool answered_bad_request(const channel_result& channel) {
  return answer_status(channel) == status::bad_request;
}

bool rests_on_cpu(const report::case_result& result) {
  // A hook that waited out its wall limit (sleep, stdin, a lock) spent no
  // CPU to measure: a second run would only hold the grader for as long again.
  // One that reached its CPU limit computed, however long a loaded machine
  // made it wait for that CPU: its verdict rests on the CPU it was given
  // (why_measured_once says when one run is enough).
  return (result.result == verdict::time_limit && !result.waited) ||
         result.measured == report::measurement::implausible;
}

bool disturbed(const report::case_result& result) {
  return !result.cpu_wait_seconds ||
         *result.cpu_wait_seconds > kDisturbedShare * result.cpu_seconds + kDisturbedFloorSeconds;
}

std::optional<std::string> why_measured_once(const report::case_result& result) {
  if (disturbed(result) || result.cpu_seconds < kCheapRemeasureSeconds) return std::nullopt;
  return "Measured once: in " + format_seconds(result.cpu_seconds) + " s of CPU your program waited " +
         std::to_string(std::llround(*result.cpu_wait_seconds * 1000)) +
         " ms for a CPU, so no other work on the machine slowed it.";
}

bool first_stands(const report::case_result& first, const report::case_result& second) {
  const auto rank = [](const report::case_result& r) {
    return 2 * static_cast<int>(r.result == verdict::accepted) +
           static_cast<int>(r.measured != report::measurement::implausible);
  };
  return rank(first) > rank(second);
}

report::case_result better_of(report::case_result first, report::case_result second, std::string_view how) {
  const auto as_measured = [](const report::case_result& r) {
    std::string text(to_string(r.result));
    if (r.measured == report::measurement::implausible) text += ", a count its CPU does not explain,";
    return text + " after " + format_seconds(r.cpu_seconds) + " s of CPU";
  };
  auto note = [&](report::case_result& kept, const report::case_result& other, const char* which) {
    if (!kept.feedback.empty()) kept.feedback += "\n";
    kept.feedback += "Measured twice, the second time " + std::string(how) + ": " + which + " gave " +
                     as_measured(other) + "; the better measurement stands.";
  };
  if (first_stands(first, second)) {
    note(first, second, "the second");
    return first;
  }
  note(second, first, "the first");
  return second;
}

namespace {

enum class run_beside { others, others_probed, none };

// One run of the case, and its verdict: beside the other cases (holding the
// gate's share; probed: ended early when disturbed, see second_measurement)
// or alone. Ended early, it has no verdict (`ended_disturbed`).
struct measured {
  report::case_result result;
  bool ended_disturbed = false;
};

measured measure(const run_context& ctx, const fs::path& runner, const test_case& tc,
                 const problem_driver& driver, const bad_request_check& check, run_beside beside) {
  report::grader_time spent;
  const auto outcome = [&] {
    measurement_gate* gate = ctx.second != nullptr ? ctx.second->gate : nullptr;
    std::optional<stopwatch> waiting(std::in_place, spent.gate_wait);
    const auto hold = beside == run_beside::none ? alone(gate) : share(gate);
    waiting.reset();
    const stopwatch timed(spent.runs);
    return run_runner(ctx, runner, tc, driver, beside == run_beside::others_probed);
  }();
  if (outcome.run.how == sandbox::ending::disturbed) {
    measured ended{blank_result(tc, driver), true};
    ended.result.cpu_seconds = static_cast<double>(outcome.run.cpu_time.count()) / 1e6;
    if (outcome.run.cpu_wait) {
      ended.result.cpu_wait_seconds = static_cast<double>(outcome.run.cpu_wait->count()) / 1e6;
    }
    spent.replay = outcome.channel.replay_seconds;
    ended.result.grader = spent;
    return ended;
  }
  std::optional<stopwatch> judging(std::in_place, spent.judge);
  auto result = classify(tc, driver, outcome.run, outcome.channel, cost_of(ctx), outcome.request_bytes,
                         &outcome.limits);
  if (answered_bad_request(outcome.channel) && check) {
    try {
      if (check(tc) == false) {
        set(result, verdict::runtime_error,
            "your program made up a \"bad_request\" answer, which the runner never gives for this request: "
            "never write to or close file descriptors your code did not open.");
      }
    } catch (const grading_cancelled&) {
      throw;
    } catch (const std::exception& e) {
      result.feedback += " (and the trusted runner could not check it: " + std::string(e.what()) + ")";
    }
  }
  judging.reset();
  spent.replay = outcome.channel.replay_seconds;
  spent.lecture = result.grader.lecture;
  spent.judge = std::max(spent.judge - spent.lecture, 0.0);
  result.grader = spent;
  return {std::move(result)};
}

// A probed run ended disturbed (`ended`), measured again alone from the start.
report::case_result measured_alone_after(const run_context& ctx, const fs::path& runner, const test_case& tc,
                                         const problem_driver& driver, const bad_request_check& check,
                                         const report::case_result& ended) {
  auto result = measure(ctx, runner, tc, driver, check, run_beside::none).result;
  if (rests_on_cpu(result)) ++ctx.second->agreed;  // it reached its limit alone: the code is slow
  if (!result.feedback.empty()) result.feedback += "\n";
  result.feedback += "Measured alone: after " + format_seconds(ended.cpu_seconds) +
                     " s of CPU beside the other cases your program had waited " +
                     std::to_string(std::llround(ended.cpu_wait_seconds.value_or(0) * 1000)) +
                     " ms for a CPU, so that run was ended and the case measured again with no other case "
                     "running; this is that measurement.";
  report::grader_time all = ended.grader;
  all += result.grader;
  all.second_run = ended.grader.runs;  // the run whose figures the case does not report
  result.grader = all;
  result.measurements = 2;
  return result;
}

}  // namespace

report::case_result run_case(const run_context& ctx, const fs::path& runner, const test_case& tc,
                             const problem_driver& driver, const bad_request_check& check) {
  if (tc.nodes.mode == node_mode::exact && !tc.nodes.reference) {
    return judge_error_result(tc, driver,
                              "the case asks for the model answer's exact node count but records none (run "
                              "`grader validate` to find the missing reference)");
  }
  if (tc.nodes.mode == node_mode::budget && !tc.nodes.budget) {
    return judge_error_result(tc, driver, "the case has node mode `budget` without a budget");
  }
  report::case_result result;
  try {
    const bool probed = ctx.second != nullptr && ctx.second->gate != nullptr &&
                        ctx.second->gate->shared_by_workers() && ctx.second->agreed < kAgreementsBeforeOneRun;
    auto first =
        measure(ctx, runner, tc, driver, check, probed ? run_beside::others_probed : run_beside::others);
    if (first.ended_disturbed) return measured_alone_after(ctx, runner, tc, driver, check, first.result);
    result = std::move(first.result);
  } catch (const grading_cancelled&) {
    throw;
  } catch (const sandbox::sandbox_error& e) {
    return judge_error_result(tc, driver, std::string("sandbox: ") + e.what());
  } catch (const std::exception& e) {
    return judge_error_result(tc, driver, e.what());
  }
  if (ctx.second == nullptr || ctx.second->agreed >= kAgreementsBeforeOneRun || !rests_on_cpu(result))
    return result;
  if (const auto once = why_measured_once(result)) {
    result.feedback += (result.feedback.empty() ? "" : "\n") + *once;
    return result;
  }
  try {
    // A disturbed run of a few seconds is measured again beside the other
    // cases first (see second_measurement); a short one, or a long one, alone.
    const bool short_run = result.cpu_seconds < kCheapRemeasureSeconds;
    const bool beside = !short_run && result.cpu_seconds <= kBesideOthersSeconds;
    auto again =
        measure(ctx, runner, tc, driver, check, beside ? run_beside::others : run_beside::none).result;
    report::grader_time all = result.grader;
    all += again.grader;
    int runs = 2;
    std::string how = kAloneRun;
    if (beside) {
      if (rests_on_cpu(again) && disturbed(again)) {
        again = measure(ctx, runner, tc, driver, check, run_beside::none).result;
        all += again.grader;
        runs = 3;
      } else if (rests_on_cpu(again)) {
        how = "beside the other cases, undisturbed (in " + format_seconds(again.cpu_seconds) +
              " s of CPU it waited " +
              std::to_string(std::llround(again.cpu_wait_seconds.value_or(0) * 1000)) + " ms for a CPU)";
      } else {
        how = "beside the other cases";
      }
    }
    if (again.result == result.result && again.measured == result.measured) ++ctx.second->agreed;
    const double kept_runs = first_stands(result, again) ? result.grader.runs : again.grader.runs;
    auto better = better_of(std::move(result), std::move(again), how);
    better.measurements = runs;
    better.grader = all;
    better.grader.second_run = all.runs - kept_runs;
    return better;
  } catch (const grading_cancelled&) {
    throw;
  } catch (const std::exception&) {
    return result;  // the first measurement stands: the grader failed on the second, not the team
  }
}

}  // namespace grader::pipeline
