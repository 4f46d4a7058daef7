// The generic runner: one request in, one student hook called, one response out.
// It is linked with the student's sources, so everything here assumes the hook
// may throw anything, exhaust memory or never return; the grader watches the
// process from outside for the last two.

#include "framework/core/errors.hpp"
#include "framework/harness/adapter.hpp"
#include "framework/harness/protocol.hpp"

#include <nlohmann/json.hpp>

#include <unistd.h>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <iostream>
#include <new>
#include <string>
#include <typeinfo>

#include <cxxabi.h>

namespace framework::harness {

namespace {

std::optional<std::uint64_t> g_budget;
std::size_t g_log_limit = 0;
std::chrono::steady_clock::time_point g_search_start;
// Once the student's hook runs, a bad_request it throws is its own exception,
// not a judge error it could use to dodge a verdict.
bool g_in_student_code = false;

std::string read_all(int fd) {
  std::string data;
  char buffer[65536];
  for (;;) {
    const ssize_t n = ::read(fd, buffer, sizeof buffer);
    if (n > 0) {
      data.append(buffer, static_cast<std::size_t>(n));
    } else if (n == 0 || errno != EINTR) {
      break;
    }
  }
  return data;
}

void write_all(int fd, const std::string& data) {
  std::size_t done = 0;
  while (done < data.size()) {
    const ssize_t n = ::write(fd, data.data() + done, data.size() - done);
    if (n > 0) {
      done += static_cast<std::size_t>(n);
    } else if (n < 0 && errno != EINTR) {
      return;
    }
  }
}

long long elapsed_us() {
  return std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() -
                                                               g_search_start)
      .count();
}

nlohmann::json log_json() {
  nlohmann::json entries = nlohmann::json::array();
  for (const auto& e : probe::log()) {
    entries.push_back({e.kind == probe::edit::place ? "place" : "remove", e.a, e.b, e.c});
  }
  return entries;
}

[[noreturn]] void respond_and_exit(nlohmann::json response) {
  response["protocol"] = kProtocolVersion;
  response["nodes"] = probe::nodes();
  response["hook_us"] = elapsed_us();
  if (g_log_limit > 0) response["log"] = log_json();
  write_all(kResponseFd, response.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
  ::close(kResponseFd);
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

request parse_request(const std::string& text) {
  const auto j = nlohmann::json::parse(text);
  if (j.value("protocol", 0) != kProtocolVersion) {
    throw bad_request("protocol version " + std::to_string(j.value("protocol", 0)) +
                      " but the runner speaks " + std::to_string(kProtocolVersion));
  }
  request r;
  r.problem = j.at("problem").get<std::string>();
  r.hook = j.at("hook").get<std::string>();
  r.input = j.at("input");
  if (j.contains("node_budget") && !j["node_budget"].is_null())
    r.node_budget = j["node_budget"].get<std::uint64_t>();
  r.log_limit = j.value("log_limit", std::size_t{0});
  if (r.problem != problem_name()) {
    throw bad_request("this runner is for " + std::string(problem_name()) + ", not " + r.problem);
  }
  return r;
}

}  // namespace

void begin_search(probe::node_rule rule) {
  probe::reset(rule, g_budget.value_or(UINT64_MAX), g_budget ? &on_budget_exceeded : nullptr, g_log_limit);
  g_search_start = std::chrono::steady_clock::now();
  g_in_student_code = true;
}

}  // namespace framework::harness

int main() {
  using namespace framework::harness;
  g_search_start = std::chrono::steady_clock::now();
  request r;
  try {
    r = parse_request(read_all(kRequestFd));
    ::close(kRequestFd);
  } catch (const std::exception& e) {
    failure(status::bad_request, e.what());
  }
  g_budget = r.node_budget;
  g_log_limit = r.log_limit;
  try {
    nlohmann::json output = handle(r);
    respond_and_exit({{"status", status::ok}, {"output", std::move(output)}});
  } catch (const framework::not_implemented& e) {
    failure(status::not_implemented, e.what());
  } catch (const bad_request& e) {
    if (!g_in_student_code) failure(status::bad_request, e.what());
    failure(status::exception, "uncaught " + exception_type_name() + ": " + e.what());
  } catch (const framework::rule_violation& e) {
    failure(status::rule_violation, e.what());
  } catch (const std::bad_alloc&) {
    failure(status::out_of_memory, "memory allocation failed (std::bad_alloc)");
  } catch (const std::exception& e) {
    failure(status::exception, "uncaught " + exception_type_name() + ": " + e.what());
  } catch (...) {
    failure(status::exception, "uncaught exception of type " + exception_type_name());
  }
}
