#pragma once
// Subset sum, the test-only problem that proves a problem is a plug-in
// (docs/adding-a-problem.md): positive numbers on a tray, a target, and the
// numbers taken so far. A move takes one more number, after the last one
// taken, so a search meets each subset once; the goal is a sum equal to the
// target. Nodes: numbers taken.

#include "framework/core/hook_names.hpp"
#include "framework/core/probe.hpp"

#include <nlohmann/json.hpp>

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace subset_sum {

struct item {
  int index = 0;
  friend auto operator<=>(const item&, const item&) = default;
};
[[nodiscard]] std::string to_string(item i);

// The only edits are take and put_back; they refuse what no move can do (a
// number not on the tray, taken twice, put back untaken) and report every
// edit to the probe. Taking past the target is the search's mistake.
class tray {
 public:
  tray(std::vector<int> numbers, int target);  // throws std::invalid_argument
  [[nodiscard]] const std::vector<int>& numbers() const noexcept { return numbers_; }
  [[nodiscard]] int size() const noexcept { return static_cast<int>(numbers_.size()); }
  [[nodiscard]] int target() const noexcept { return target_; }
  [[nodiscard]] int sum() const noexcept { return sum_; }
  [[nodiscard]] bool taken(int i) const noexcept;
  [[nodiscard]] int last_taken() const noexcept;  // -1 when none is
  void take(item i);
  void put_back(item i);
  [[nodiscard]] const framework::probe::identity& identity() const noexcept { return identity_; }
  friend bool operator==(const tray& a, const tray& b) noexcept {
    return a.numbers_ == b.numbers_ && a.target_ == b.target_ && a.taken_ == b.taken_;
  }

 private:
  [[noreturn]] void refuse(framework::probe::edit kind, item i, const std::string& why) const;
  std::vector<int> numbers_;
  int target_;
  std::vector<bool> taken_;
  int sum_ = 0;
  framework::probe::identity identity_;
};

struct rules {
  using state = tray;
  using move = item;
  static constexpr std::string_view name = "subset_sum";
  static constexpr std::string_view move_word = "number";

  static std::vector<item> legal_moves(const tray& t);
  static std::optional<std::string> why_illegal(const tray& t, const item& i);
  static void apply(tray& t, const item& i) { t.take(i); }
  static void undo(tray& t, const item& i) { t.put_back(i); }
  static bool is_goal(const tray& t) { return t.sum() == t.target(); }
  static std::string describe(const item& i) { return to_string(i); }
  static std::string render(const tray& t);
  static std::vector<std::string> differences(const tray& expected, const tray& actual);
  static std::vector<std::string> goal_differences(const tray& t);
  static std::uint64_t nodes(std::uint64_t placements, std::uint64_t) { return placements; }

  // {"numbers": [3, 34, 4], "target": 7, "taken": [0, 2]}, a move its index.
  static nlohmann::json state_json(const tray& t);
  static tray state_from_json(const nlohmann::json& j);
  static nlohmann::json move_json(const item& i) { return i.index; }
  static item move_from_json(const nlohmann::json& j);

  static void replay_edit(tray& t, framework::probe::edit kind, std::int32_t index, std::int32_t,
                          std::int32_t);
  static std::string describe_edit(framework::probe::edit kind, std::int32_t index, std::int32_t,
                                   std::int32_t);
};

namespace hook_name {  // each hook's name, spelt once (framework/core/hook_names.hpp)
using namespace framework::hook_name;
}  // namespace hook_name

}  // namespace subset_sum
