// Subset sum: your hooks (contracts in framework/subset_sum/hooks.hpp).

#include "framework/core/errors.hpp"
#include "framework/subset_sum/hooks.hpp"

namespace subset_sum {

std::vector<item> valid_moves([[maybe_unused]] const tray& t) {
  throw framework::not_implemented("valid_moves");
}

void apply_move([[maybe_unused]] tray& t, [[maybe_unused]] item i) {
  throw framework::not_implemented("apply_move");
}

void undo_move([[maybe_unused]] tray& t, [[maybe_unused]] item i) {
  throw framework::not_implemented("undo_move");
}

std::optional<std::vector<item>> solve([[maybe_unused]] tray& t) {
  throw framework::not_implemented("solve");
}

}  // namespace subset_sum
