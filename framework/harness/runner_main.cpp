// The generic runner: one request in, one student hook called, one result
// channel out (the trace of the hook's edits, then its answer). It is linked
// with the student's sources, so everything here assumes the hook may throw
// anything, exhaust memory or never return; the grader watches the process
// from outside for the last two.

#include "framework/core/errors.hpp"
#include "framework/core/posix_io.hpp"
#include "framework/core/probe_sink.hpp"
#include "framework/harness/protocol.hpp"
#include "framework/harness/runner.hpp"
#include "framework/harness/trace_writer.hpp"

#include <nlohmann/json.hpp>

#include <unistd.h>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <iostream>
#include <memory>
#include <new>
#include <string>
#include <typeinfo>
#include <utility>

#include <cxxabi.h>

namespace framework::harness {

namespace {

// Internal linkage: the student's code cannot name any of these.
std::unique_ptr<trace_writer> g_writer;
std::optional<std::uint64_t> g_budget;
std::chrono::steady_clock::time_point g_search_start = std::chrono::steady_clock::now();
// Once the student's hook runs, a bad_request it throws is its own exception,
// not a judge error it could use to dodge a verdict.
bool g_in_student_code = false;
// Memory set aside before the hook runs and given back when the runner
// answers: a hook that filled the address space (a Python search that kept
// every node it made, growing for seconds) leaves none for the answer, and an
// answer that cannot be written would tell the grader of a crash or a broken
// channel instead of the memory limit.
void* g_reserve = nullptr;
constexpr std::size_t kReserveBytes = 4u << 20;

void give_back_reserve() noexcept { std::free(std::exchange(g_reserve, nullptr)); }

long long elapsed_us() {
  return std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() -
                                                               g_search_start)
      .count();
}

// The answer when there was no memory left to write the one the runner had:
// plain bytes on the stack, which a trace frame's room holds.
void answer_out_of_memory() noexcept {
  char text[256];
  const int n = std::snprintf(text, sizeof text,
                              R"({"protocol":%d,"language":"%.*s","hook_us":%lld,"status":"%.*s",)"
                              R"("message":"memory allocation failed while the runner answered"})",
                              kProtocolVersion, static_cast<int>(kRunnerLanguage.size()),
                              kRunnerLanguage.data(), elapsed_us(),
                              static_cast<int>(status::out_of_memory.size()), status::out_of_memory.data());
  if (n <= 0 || static_cast<std::size_t>(n) >= sizeof text) return;
  try {
    if (g_writer) g_writer->finish({text, static_cast<std::size_t>(n)});
  } catch (...) {
    // Nothing more can be said: the grader reads a runner that did not answer.
  }
}

[[noreturn]] void respond_and_exit(nlohmann::json answer) {
  give_back_reserve();
  try {
    answer["protocol"] = kProtocolVersion;
    answer["language"] = kRunnerLanguage;
    answer["hook_us"] = elapsed_us();
    const std::string text = answer.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    if (g_writer) {
      g_writer->finish(text);
    } else {
      trace_writer::unkeyed_answer(kResultFd, text);
    }
  } catch (const std::bad_alloc&) {
    // Nothing of the answer was sent (trace_writer::finish): the one that
    // needs no memory is.
    answer_out_of_memory();
  }
  ::close(kResultFd);
  // What the student printed without a newline is still in the buffers, and
  // belongs in the report's stdout.
  std::cout.flush();
  std::cerr.flush();
  std::fflush(nullptr);
  // Skip the student's static destructors and atexit handlers: the answer is out.
  std::_Exit(0);
}

[[noreturn]] void failure(std::string_view status, const std::string& message) {
  respond_and_exit({{"status", status}, {"message", message}});
}

void on_budget_exceeded(std::uint64_t nodes) {
  failure(status::node_budget_exceeded, "the search explored more than " + std::to_string(*g_budget) +
                                            " nodes (stopped at " + std::to_string(nodes) + ")");
}

std::string exception_type_name() {
  const std::type_info* type = abi::__cxa_current_exception_type();
  if (type == nullptr) return "unknown exception";
  int demangle_status = 0;
  char* readable = abi::__cxa_demangle(type->name(), nullptr, nullptr, &demangle_status);
  std::string name = demangle_status == 0 && readable != nullptr ? readable : type->name();
  std::free(readable);
  return name;
}

request parse_request(std::string text) {
  auto j = nlohmann::json::parse(text);
  // The key must not linger in memory the student's code can read.
  std::memset(text.data(), 0, text.size());
  if (j.value("protocol", 0) != kProtocolVersion) {
    throw bad_request("protocol version " + std::to_string(j.value("protocol", 0)) +
                      " but the runner speaks " + std::to_string(kProtocolVersion));
  }
  auto& key_text = j.at("channel_key").get_ref<std::string&>();
  const auto key = trace::key_from_hex(key_text);
  if (!key) throw bad_request("the channel key is not 32 hex digits");
  std::memset(key_text.data(), 0, key_text.size());
  g_writer = std::make_unique<trace_writer>(kResultFd, *key, this_problem().node_rule);

  request r;
  r.problem = j.at("problem").get<std::string>();
  r.hook = j.at("hook").get<std::string>();
  r.input = j.at("input");
  if (j.contains("node_budget") && !j["node_budget"].is_null())
    r.node_budget = j["node_budget"].get<std::uint64_t>();
  if (r.problem != this_problem().name) {
    throw bad_request("this runner is for " + std::string(this_problem().name) + ", not " + r.problem);
  }
  return r;
}

hook_call find_hook(const request& r) {
  for (const auto& entry : this_problem().hooks) {
    if (entry.name == r.hook) return entry.call;
  }
  throw bad_request(std::string(this_problem().name) + " has no hook '" + r.hook + "'");
}

}  // namespace

void begin_search(std::initializer_list<const probe::identity*> inputs) {
  if (!g_writer) throw bad_request("begin_search before the request was read");
  if (g_in_student_code) {
    // Called again from a hook: as loud as silencing the probe.
    g_writer->tampered("begin_search called twice");
    return;
  }
  // Something locked the probe before the runner did (a static constructor
  // of the student's): every edit would go there, so say so in the trace.
  if (!probe::lock(*g_writer)) g_writer->tampered("the probe was locked before the runner");
  int index = 0;
  for (const auto* input : inputs) g_writer->root(input->id(), index++);
  if (g_budget) g_writer->set_budget(*g_budget, &on_budget_exceeded);
  g_search_start = std::chrono::steady_clock::now();
  g_in_student_code = true;
}

namespace {

std::terminate_handler g_terminate = nullptr;  // the library's: it names the exception on stderr

// A std::bad_alloc that reaches std::terminate (thrown through a noexcept
// function, a destructor, or the Python interpreter's C code) is still the
// memory limit, answered as such rather than a crash; anything else ends as
// the library would end it.
[[noreturn]] void on_terminate() {
  give_back_reserve();
  if (const auto current = std::current_exception()) {
    try {
      std::rethrow_exception(current);
    } catch (const std::bad_alloc&) {
      failure(status::out_of_memory, "memory allocation failed (std::bad_alloc, during unwinding)");
    } catch (...) {}
  }
  if (g_terminate != nullptr) g_terminate();
  std::abort();
}

}  // namespace

void serve_request() {
  g_reserve = std::malloc(kReserveBytes);
  g_terminate = std::set_terminate(&on_terminate);
  request r;
  hook_call call = nullptr;
  try {
    r = parse_request(framework::read_all(kRequestFd));
    ::close(kRequestFd);
    g_budget = r.node_budget;
    call = find_hook(r);
  } catch (const std::exception& e) {
    failure(status::bad_request, e.what());
  }
  try {
    nlohmann::json output = call(r);
    respond_and_exit({{"status", status::ok}, {"output", std::move(output)}});
  } catch (const framework::not_implemented& e) {
    failure(status::not_implemented, e.what());
  } catch (const bad_request& e) {
    if (!g_in_student_code) failure(status::bad_request, e.what());
    failure(status::exception, "uncaught " + exception_type_name() + ": " + e.what());
  } catch (const framework::rule_violation& e) {
    failure(status::rule_violation, e.what());
  } catch (const student_exception& e) {
    failure(status::exception, e.what());
  } catch (const std::bad_alloc&) {
    give_back_reserve();  // before the message's own allocations
    failure(status::out_of_memory, "memory allocation failed (std::bad_alloc)");
  } catch (const std::exception& e) {
    failure(status::exception, "uncaught " + exception_type_name() + ": " + e.what());
  } catch (...) {
    failure(status::exception, "uncaught exception of type " + exception_type_name());
  }
}

}  // namespace framework::harness
