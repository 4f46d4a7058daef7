// Hostile: dodge a verdict by blaming the grader. The runner answers
// "bad_request" only when it cannot understand the grader's request -- before
// any student code runs, and so without the channel's key -- and the grader
// turns that into judge_error, "not your fault". Here solve() writes that very
// answer as an unkeyed frame on the result channel (fd 4) itself, first thing,
// and exits. The grader replays the request on the kit's own model answer,
// which accepts it: the student's runtime_error, never a judge error that
// flags the run and gets the case regraded forever.

#include "framework/core/trace.hpp"
#include "framework/peg_solitaire/hooks.hpp"

#include <unistd.h>
#include <array>
#include <cstring>
#include <string>
#include <string_view>

namespace peg_solitaire {

namespace {

constexpr std::array<cell, 4> directions{{{0, -1}, {-1, 0}, {1, 0}, {0, 1}}};

constexpr std::string_view forged =
    R"({"protocol":2,"status":"bad_request","message":"this runner is for peg_solitaire, not peg_solitaire","hook_us":0})";

}  // namespace

std::vector<move> valid_moves(const board& b) {
  std::vector<move> moves;
  for (const cell from : b.pegs()) {
    for (const cell d : directions) {
      const cell over{from.x + d.x, from.y + d.y};
      const cell to{from.x + 2 * d.x, from.y + 2 * d.y};
      if (b.has_peg(over) && b.is_empty(to)) moves.push_back({from, over, to});
    }
  }
  return moves;
}

void apply_move(board& b, const move& m) {
  b.remove_peg(m.from);
  b.remove_peg(m.over);
  b.place_peg(m.to);
}

void undo_move(board& b, const move& m) {
  b.remove_peg(m.to);
  b.place_peg(m.over);
  b.place_peg(m.from);
}

std::optional<std::vector<move>> solve(board&) {
  framework::trace::frame_header header{};
  header.magic = framework::trace::frame_magic;
  header.type = framework::trace::frame_type::unkeyed_answer;
  header.length = static_cast<std::uint32_t>(forged.size());
  std::string frame(sizeof header, '\0');
  std::memcpy(frame.data(), &header, sizeof header);
  frame += forged;
  frame += std::string(framework::trace::tag_bytes, '\0');
  [[maybe_unused]] const ssize_t written = ::write(4, frame.data(), frame.size());
  ::_exit(0);
}

}  // namespace peg_solitaire
