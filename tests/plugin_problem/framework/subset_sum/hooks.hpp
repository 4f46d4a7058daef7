#pragma once
// The hooks a student writes for subset sum: the four every problem shares.
// Numbers are taken in index order (rules.hpp); t.take(i) and t.put_back(i)
// are the only edits, and every number taken is a node.

#include "framework/subset_sum/rules.hpp"

#include <optional>
#include <vector>

namespace subset_sum {

// The numbers after the last one taken that keep the sum within the target, in index order.
std::vector<item> valid_moves(const tray& t);
void apply_move(tray& t, item i);
void undo_move(tray& t, item i);
// The numbers taken up to the first subset whose sum is the target, or std::nullopt.
std::optional<std::vector<item>> solve(tray& t);

}  // namespace subset_sum
