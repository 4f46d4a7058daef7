#include "grader/report/progress_line.hpp"

#include <cmath>
#include <cstdio>

namespace grader::report {

namespace {

std::string grouped(std::size_t n) {
  const std::string digits = std::to_string(n);
  std::string out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

std::string duration(double seconds) {
  if (seconds < 60) return std::to_string(static_cast<int>(std::ceil(seconds))) + " s";
  if (seconds < 3600) return std::to_string(static_cast<int>(std::ceil(seconds / 60))) + " min";
  const auto minutes = static_cast<int>(std::ceil(seconds / 60));
  return std::to_string(minutes / 60) + " h " + std::to_string(minutes % 60) + " min";
}

}  // namespace

std::string describe(const progress_counts& p) {
  std::string line = std::to_string(p.teams_done) + "/" + std::to_string(p.teams) + " teams  " +
                     grouped(p.cases_done) + "/" + grouped(p.cases) + " cases";
  // A rate from a handful of cases says little: cases differ by orders of
  // magnitude (a hook check against a whole-game search).
  if (p.cases_graded < 10 || p.seconds < 2.0) return line + "  estimating the time left";
  const double rate = static_cast<double>(p.cases_graded) / p.seconds;
  char rate_text[32];
  std::snprintf(rate_text, sizeof rate_text, "%.1f", rate);
  line += std::string("  ") + rate_text + " cases/s";
  const std::size_t left = p.cases > p.cases_done ? p.cases - p.cases_done : 0;
  if (left > 0) line += "  about " + duration(static_cast<double>(left) / rate) + " left";
  return line;
}

progress_line::progress_line(std::ostream& out, std::size_t teams, std::size_t cases, bool live)
    : out_(out), live_(live) {
  counts_.teams = teams;
  counts_.cases = cases;
  if (live_) ticker_ = std::jthread([this](const std::stop_token& stop) { tick(stop); });
}

progress_line::~progress_line() {
  if (ticker_.joinable()) {
    ticker_.request_stop();
    ticker_.join();
  }
  const std::scoped_lock lock(mutex_);
  clear();
  out_.flush();
}

void progress_line::case_done(bool reused) {
  const std::scoped_lock lock(mutex_);
  ++counts_.cases_done;
  if (!reused) ++counts_.cases_graded;
  if (live_) draw();
}

void progress_line::team_done(const std::function<void(std::ostream&)>& print) {
  const std::scoped_lock lock(mutex_);
  ++counts_.teams_done;
  clear();
  print(out_);
  if (live_) draw(true);
  out_.flush();
}

void progress_line::draw(bool force) {
  const auto now = std::chrono::steady_clock::now();
  if (!force && drawn_ && now - last_draw_ < std::chrono::milliseconds(100)) return;
  last_draw_ = now;
  counts_.seconds = std::chrono::duration<double>(now - start_).count();
  // Carriage return and erase-line: the line is rewritten in place.
  out_ << "\r\033[K" << describe(counts_);
  out_.flush();
  drawn_ = true;
}

void progress_line::clear() {
  if (!drawn_) return;
  out_ << "\r\033[K";
  drawn_ = false;
}

void progress_line::tick(const std::stop_token& stop) {
  // A single long case sends no events: the clock still moves on screen.
  std::unique_lock lock(mutex_);
  while (!wake_.wait_for(lock, stop, std::chrono::seconds(1), [] { return false; })) {
    if (stop.stop_requested()) return;
    draw(true);
  }
}

}  // namespace grader::report
