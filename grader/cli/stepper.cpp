#include "grader/cli/stepper.hpp"

#include <termios.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <optional>

namespace grader::cli {

namespace {

enum class step_command { next, back, first, last, jump, quit, unknown };

struct command {
  step_command what = step_command::quit;
  std::size_t move = 0;  // for jump
};

// Commands from a stream of keys. A terminal is switched to single keys
// without echo (and Ctrl-C is read as a key, so the terminal is always
// restored); a pipe is read as lines, one command each.
class key_reader {
 public:
  // `echo`: where typed digits are shown (the prompt's line), or nullptr.
  key_reader(int fd, std::ostream* echo) : fd_(fd), terminal_(::isatty(fd) == 1), echo_(echo) {
    if (terminal_ && ::tcgetattr(fd_, &saved_) == 0) {
      termios raw = saved_;
      raw.c_lflag &= ~static_cast<tcflag_t>(ICANON | ECHO | ISIG);
      raw.c_cc[VMIN] = 1;
      raw.c_cc[VTIME] = 0;
      restore_ = ::tcsetattr(fd_, TCSAFLUSH, &raw) == 0;
    }
  }
  ~key_reader() {
    if (restore_) ::tcsetattr(fd_, TCSAFLUSH, &saved_);
  }
  key_reader(const key_reader&) = delete;
  key_reader& operator=(const key_reader&) = delete;

  command next() {
    for (;;) {
      const auto c = read_byte();
      if (!c) return {step_command::quit};
      if (terminal_ && (*c == 3 || *c == 4)) return {step_command::quit};  // Ctrl-C, Ctrl-D
      if (*c >= '0' && *c <= '9') {
        if (number_.size() < 9) number_ += *c;
        if (terminal_ && echo_ != nullptr) *echo_ << *c << std::flush;
        continue;
      }
      if (terminal_ && (*c == 127 || *c == 8)) {  // backspace
        if (!number_.empty()) {
          number_.pop_back();
          if (echo_ != nullptr) *echo_ << "\b \b" << std::flush;
        }
        continue;
      }
      if (*c == '\n' || *c == '\r') {
        if (!terminal_ && *c == '\r') continue;
        const bool line_had_command = line_used_;
        line_used_ = false;
        if (!number_.empty()) {
          const std::size_t move = std::stoul(number_);
          number_.clear();
          return {step_command::jump, move};
        }
        if (!terminal_ && line_had_command) continue;  // the end of a line like "p"
        return {step_command::next};
      }
      if (!terminal_ && (*c == ' ' || *c == '\t')) continue;
      number_.clear();
      line_used_ = true;
      if (*c == 27) return escape_sequence();
      switch (*c) {
        case 'n':
        case ' ':
          return {step_command::next};
        case 'p':
          return {step_command::back};
        case 'g':
          return {step_command::first};
        case 'G':
          return {step_command::last};
        case 'q':
        case 'Q':
          return {step_command::quit};
        default:
          return {step_command::unknown};
      }
    }
  }

 private:
  std::optional<char> read_byte() {
    char c = 0;
    for (;;) {
      const auto n = ::read(fd_, &c, 1);
      if (n == 1) return c;
      if (n < 0 && errno == EINTR) continue;
      return std::nullopt;
    }
  }

  // ESC [ C and the like: the arrow keys (and Home, End).
  command escape_sequence() {
    const auto open = read_byte();
    if (!open) return {step_command::quit};
    if (*open != '[' && *open != 'O') return {step_command::unknown};
    auto key = read_byte();
    while (key && ((*key >= '0' && *key <= '9') || *key == ';')) key = read_byte();  // ESC [ 1 ; 5 C
    if (!key) return {step_command::quit};
    switch (*key) {
      case 'C':
      case 'B':
        return {step_command::next};
      case 'D':
      case 'A':
        return {step_command::back};
      case 'H':
        return {step_command::first};
      case 'F':
        return {step_command::last};
      default:
        return {step_command::unknown};
    }
  }

  int fd_;
  bool terminal_;
  std::ostream* echo_;
  termios saved_{};
  bool restore_ = false;
  std::string number_;
  bool line_used_ = false;
};

std::string status_line(std::size_t at, std::size_t last) {
  std::string where = at == 0 ? "start, " + std::to_string(last) + (last == 1 ? " move" : " moves")
                              : "move " + std::to_string(at) + " of " + std::to_string(last);
  return "[" + where + "] n/Enter next, p back, NUMBER Enter go to move, g start, G last, q quit";
}

}  // namespace

void step_through(const step_display& display, int in_fd, std::ostream& out) {
  if (display.steps.empty()) return;
  const std::size_t last = display.steps.size() - 1;
  if (last == 0) {  // nothing to step through
    out << display.steps.front() << display.footer;
    return;
  }
  key_reader keys(in_fd, display.clear_screen ? &out : nullptr);
  std::size_t at = 0;
  bool moved = true;
  std::string notice;
  for (;;) {
    if (display.clear_screen) out << "\033[H\033[2J";
    if (moved || display.clear_screen) out << display.steps[at] << (at == last ? display.footer : "");
    out << status_line(at, last);
    if (!notice.empty()) out << " (" << notice << ")";
    if (!display.clear_screen) out << '\n';
    out.flush();
    notice.clear();

    const command c = keys.next();
    const std::size_t before = at;
    switch (c.what) {
      case step_command::quit:
        if (display.clear_screen) out << '\n';
        out.flush();
        return;
      case step_command::next:
        if (at == last) notice = "that was the last move";
        at = std::min(at + 1, last);
        break;
      case step_command::back:
        if (at == 0) notice = "this is the start";
        at = at == 0 ? 0 : at - 1;
        break;
      case step_command::first:
        at = 0;
        break;
      case step_command::last:
        at = last;
        break;
      case step_command::jump:
        if (c.move > last) notice = "there are " + std::to_string(last) + " moves";
        at = std::min(c.move, last);
        break;
      case step_command::unknown:
        notice = "unknown key";
        break;
    }
    moved = at != before;
  }
}

}  // namespace grader::cli
