#include "framework/core/cell.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

namespace {

using framework::cell;

TEST(cell, orders_in_reading_order_row_first) {
  std::vector<cell> cells{{5, 0}, {0, 1}, {1, 0}, {0, 0}};
  std::sort(cells.begin(), cells.end());
  EXPECT_EQ(cells, (std::vector<cell>{{0, 0}, {1, 0}, {5, 0}, {0, 1}}));
}

TEST(cell, prints_in_the_lectures_notation) { EXPECT_EQ(framework::to_string(cell{5, 1}), "(5,1)"); }

TEST(cell, parses_the_accepted_spellings) {
  EXPECT_EQ(framework::parse_cell("(5,1)"), (cell{5, 1}));
  EXPECT_EQ(framework::parse_cell(" ( 5 , 1 ) "), (cell{5, 1}));
  EXPECT_EQ(framework::parse_cell("3,4"), (cell{3, 4}));
  EXPECT_EQ(framework::parse_cell("(-1,2)"), (cell{-1, 2}));
}

TEST(cell, rejects_anything_else) {
  for (const char* bad : {"", "(5,1", "5", "(5;1)", "(a,b)", "(5,1) x", "((5,1))"}) {
    EXPECT_FALSE(framework::parse_cell(bad).has_value()) << bad;
  }
}

}  // namespace
