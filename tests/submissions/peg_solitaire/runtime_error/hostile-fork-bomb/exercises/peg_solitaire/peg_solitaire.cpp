// Hostile: a fork bomb in solve(). Every process keeps forking and spinning.
// A runner's box is one process (threads allowed), so the first fork ends it
// with a runtime error; were it not, the process limit and the wall-clock
// kill of the whole box would contain it.
//
// Safety cap for the kit's own tests: a shared counter stops the bomb at 1000
// processes, and every process asks for SIGALRM after 20 s, so a grader whose
// sandbox fails slows this machine down for a while instead of taking it
// down. Any sane process limit is far below the cap.

#include "framework/peg_solitaire/hooks.hpp"

#include <sys/mman.h>
#include <unistd.h>
#include <atomic>
#include <new>

namespace peg_solitaire {

namespace {

constexpr int kProcessCap = 1000;

std::atomic<int>* shared_counter() {
  void* memory =
      ::mmap(nullptr, sizeof(std::atomic<int>), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (memory == MAP_FAILED) return nullptr;
  return new (memory) std::atomic<int>(1);
}

[[noreturn]] void bomb(std::atomic<int>* spawned) {
  ::alarm(20);
  for (;;) {
    // Load first: spinning fetch_adds past the cap could overflow the counter.
    if (spawned != nullptr && spawned->load() < kProcessCap && spawned->fetch_add(1) < kProcessCap) {
      if (::fork() == 0) ::alarm(20);  // the child joins the loop
    }
  }
}

}  // namespace

std::vector<move> valid_moves(const board&) { return {}; }

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

std::optional<std::vector<move>> solve(board&) { bomb(shared_counter()); }

}  // namespace peg_solitaire
