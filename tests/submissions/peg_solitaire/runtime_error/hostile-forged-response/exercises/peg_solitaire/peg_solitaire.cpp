// Hostile: solve() finds a real solution, then writes its own answer frame
// on the runner's result channel (fd 4) -- well formed, as the protocol in
// framework/core/trace.hpp describes, claiming that solution with no edit
// traced at all -- and exits before the runner can answer. It cannot know the
// key the grader gave the runner, so its tag is wrong and the grader refuses
// the frame: a made-up node count earns nothing.

#include "framework/core/trace.hpp"
#include "framework/peg_solitaire/hooks.hpp"
#include "framework/peg_solitaire/rules.hpp"

#include <unistd.h>
#include <array>
#include <cstring>
#include <string>
#include <string_view>

namespace peg_solitaire {

namespace {

constexpr std::array<cell, 4> directions{{{0, -1}, {-1, 0}, {1, 0}, {0, 1}}};

bool search(board& b, std::vector<move>& path);

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

namespace {

bool search(board& b, std::vector<move>& path) {
  if (b.is_goal()) return true;
  for (const move& m : valid_moves(b)) {
    apply_move(b, m);
    path.push_back(m);
    if (search(b, path)) return true;
    path.pop_back();
    undo_move(b, m);
  }
  return false;
}

}  // namespace

std::optional<std::vector<move>> solve(board& b) {
  board copy = b;
  std::vector<move> path;
  search(copy, path);
  nlohmann::json solution = nlohmann::json::array();
  for (const move& m : path) solution.push_back(rules::move_json(m));
  const std::string answer = nlohmann::json{
      {"protocol", 2},
      {"status", "ok"},
      {"output", {{"solution", solution}}},
      {"hook_us", 1}}.dump();
  framework::trace::frame_header header{};
  header.magic = framework::trace::frame_magic;
  header.type = framework::trace::frame_type::answer;
  header.sequence = 0;
  header.length = static_cast<std::uint32_t>(answer.size());
  std::string frame(sizeof header, '\0');
  std::memcpy(frame.data(), &header, sizeof header);
  frame += answer;
  frame += std::string(framework::trace::tag_bytes, '\0');  // the key is the runner's secret
  [[maybe_unused]] const ssize_t written = ::write(4, frame.data(), frame.size());
  ::_exit(0);  // before the runner can answer
}

}  // namespace peg_solitaire
