#pragma once
// Famous hard 9x9 puzzles, by name, for test cases, tests and the benchmark.
// Each grid is 81 characters in reading order, '.' = empty (parse_line reads
// it). The strings were taken from public collections (Norvig's essay "Solving
// Every Sudoku Puzzle", Wikipedia's "Sudoku solving algorithms", the
// "hardest" lists of the sudoku forums as copied in many public repositories),
// where two or more independent copies agree. Each was checked with our solver
// and with qqwing (both find the same unique solution, given below; Norvig's
// hard1 has several): tests/sudoku/fast_solver_test.cpp checks it again.

#include <array>
#include <string_view>

namespace sudoku::fast {

struct famous_puzzle {
  std::string_view name;      // a short identifier
  std::string_view grid;      // the puzzle
  bool unique;                // exactly one solution
  std::string_view solution;  // the solution when unique, else empty
  std::string_view note;      // where it comes from and why it is famous
};

inline constexpr std::array<famous_puzzle, 6> famous_puzzles{{
    {"inkala_2012", "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..", true,
     "812753649943682175675491283154237896369845721287169534521974368438526917796318452",
     "Arto Inkala's \"world's hardest sudoku\" (2012 press release; 21 givens)"},
    {"easter_monster", "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
     true, "174385962293467158586192734451923876928674315367851249719548623635219487842736591",
     "Easter Monster (forum user champagne, 2007), among the hardest for human techniques (21 givens)"},
    {"golden_nugget", ".......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....",
     true, "751846239892371465643259871238197546974562318165438927319684752527913684486725193",
     "Golden Nugget (forum user tarek, 2007), top of the Sudoku Explainer 1.2.1 ratings (21 givens)"},
    {"platinum_blonde", ".......12........3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6...",
     true, "839465712146782953752391486391824675564173829287659341628537194913248567475916238",
     "Platinum Blonde (gsf's q1 list), hardest by several search-based ratings (21 givens)"},
    {"brute_force_worst_case",
     "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9", true,
     "987654321246173985351928746128537694634892157795461832519286473472319568863745219",
     "built against naive backtracking (Wikipedia, \"Sudoku solving algorithms\"): the first row's answer is "
     "987654321 and the top rows are empty, yet singles alone solve it (17 givens)"},
    {"norvig_hard1", ".....6....59.....82....8....45........3........6..3.54...325..6..................",
     false, "",
     "Peter Norvig's hard1 (\"Solving Every Sudoku Puzzle\"): not a proper puzzle, it has more than one "
     "solution; took his solver minutes in some orders (17 givens)"},
}};

}  // namespace sudoku::fast
