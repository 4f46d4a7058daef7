#include "grader/pipeline/session.hpp"

#include "grader/core/problem_driver.hpp"
#include "grader/sandbox/sandbox.hpp"

#include <cstdlib>
#include <stdexcept>

namespace grader::pipeline {

namespace {

// Lock-free, so setting it from a signal handler is safe.
std::atomic<bool> g_cancelled{false};
static_assert(std::atomic<bool>::is_always_lock_free);

extern "C" void on_cancel_signal(int) { g_cancelled.store(true); }

double parse_number(const std::string& text, const std::string& what) {
  std::size_t used = 0;
  double value = 0.0;
  try {
    value = std::stod(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != text.size() || text.empty()) throw std::invalid_argument(what);
  return value;
}

}  // namespace

sandbox_choice parse_sandbox_choice(const std::string& text) {
  if (text == "auto") return sandbox_choice::automatic;
  if (text == "bwrap") return sandbox_choice::bwrap;
  if (text == "plain") return sandbox_choice::plain;
  throw std::invalid_argument("--sandbox must be auto, bwrap or plain, not '" + text + "'");
}

sandbox_settings resolve_sandbox(sandbox_choice choice) {
  sandbox_settings s;
  switch (choice) {
    case sandbox_choice::plain:
      s.use_bwrap = false;
      break;
    case sandbox_choice::automatic:
      s.use_bwrap = sandbox::bwrap_available();
      break;
    case sandbox_choice::bwrap:
      if (!sandbox::bwrap_available()) {
        throw std::runtime_error(
            "--sandbox bwrap: bubblewrap does not work here (install the Debian package "
            "`bubblewrap`; in a container, user namespaces must be allowed)");
      }
      s.use_bwrap = true;
      break;
  }
  return s;
}

bool min_score::below(double points, double max_points) const noexcept {
  const double threshold = percent ? value / 100.0 * max_points : value;
  // Tolerate the last bits of floating-point sums of points.
  return points + 1e-9 < threshold;
}

min_score parse_min_score(const std::string& text) {
  min_score m;
  std::string number = text;
  if (!number.empty() && number.back() == '%') {
    m.percent = true;
    number.pop_back();
  }
  m.value = parse_number(number, "--min-score takes points (12) or a percentage (60%), not '" + text + "'");
  if (m.value < 0) throw std::invalid_argument("--min-score must not be negative");
  return m;
}

shard_choice parse_shard(const std::string& text) {
  const auto slash = text.find('/');
  const std::string usage = "--shard takes K/N with 1 <= K <= N (e.g. 2/4), not '" + text + "'";
  if (slash == std::string::npos) throw std::invalid_argument(usage);
  shard_choice s;
  try {
    std::size_t used_k = 0;
    std::size_t used_n = 0;
    const auto k = text.substr(0, slash);
    const auto n = text.substr(slash + 1);
    s.index = std::stoi(k, &used_k);
    s.count = std::stoi(n, &used_n);
    if (used_k != k.size() || used_n != n.size()) throw std::invalid_argument(usage);
  } catch (const std::exception&) {
    throw std::invalid_argument(usage);
  }
  if (s.count < 1 || s.index < 1 || s.index > s.count) throw std::invalid_argument(usage);
  return s;
}

std::filesystem::path default_submission_dir(const kit& k) {
  const auto here = std::filesystem::current_path();
  std::error_code ec;
  if (std::filesystem::is_directory(here / "exercises", ec)) return here;
  return k.root;
}

std::filesystem::path choose_cache_dir(const std::string& option, const kit& k) {
  if (!option.empty()) return std::filesystem::absolute(option);
  if (const char* env = std::getenv("BT_GRADER_CACHE"); env != nullptr && *env != '\0') {
    return std::filesystem::absolute(env);
  }
  return k.default_cache_dir;
}

cancel_on_signals::cancel_on_signals() {
  g_cancelled.store(false);
  struct sigaction action {};
  action.sa_handler = on_cancel_signal;
  sigemptyset(&action.sa_mask);
  // SA_RESETHAND: a second Ctrl-C gets the default action and ends the run at once.
  action.sa_flags = static_cast<int>(SA_RESETHAND | SA_RESTART);
  ::sigaction(SIGINT, &action, &old_int_);
  ::sigaction(SIGTERM, &action, &old_term_);
}

cancel_on_signals::~cancel_on_signals() {
  ::sigaction(SIGINT, &old_int_, nullptr);
  ::sigaction(SIGTERM, &old_term_, nullptr);
}

std::optional<std::string> unknown_problems(const std::vector<std::string>& problems) {
  std::string unknown;
  for (const auto& p : problems) {
    if (find_driver(p) == nullptr) unknown += (unknown.empty() ? "'" : ", '") + p + "'";
  }
  if (unknown.empty()) return std::nullopt;
  std::string known;
  for (const auto* d : all_drivers()) known += (known.empty() ? "" : ", ") + std::string(d->name());
  return "unknown problem " + unknown + "; known problems: " + known;
}

const std::atomic<bool>& cancel_on_signals::flag() const noexcept { return g_cancelled; }

}  // namespace grader::pipeline
