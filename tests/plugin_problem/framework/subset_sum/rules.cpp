#include "framework/subset_sum/rules.hpp"

#include "framework/core/errors.hpp"
#include "framework/core/problem.hpp"
#include "framework/core/replay.hpp"

#include <stdexcept>
#include <utility>

namespace subset_sum {

static_assert(framework::backtracking_rules<rules>);
static_assert(framework::replayable_rules<rules>);

std::string to_string(item i) { return "#" + std::to_string(i.index); }

tray::tray(std::vector<int> numbers, int target)
    : numbers_(std::move(numbers)), target_(target), taken_(numbers_.size(), false) {
  if (numbers_.empty() || numbers_.size() > 64) throw std::invalid_argument("a tray holds 1 to 64 numbers");
  for (const int n : numbers_) {
    if (n < 1 || n > 1'000'000) throw std::invalid_argument("the numbers are 1 to 1000000");
  }
  if (target < 0) throw std::invalid_argument("the target is not negative");
}

bool tray::taken(int i) const noexcept { return i >= 0 && i < size() && taken_[static_cast<std::size_t>(i)]; }

int tray::last_taken() const noexcept {
  for (int i = size() - 1; i >= 0; --i) {
    if (taken(i)) return i;
  }
  return -1;
}

void tray::refuse(framework::probe::edit kind, item i, const std::string& why) const {
  framework::probe::refuse(identity_, kind, i.index);
  throw framework::rule_violation((kind == framework::probe::edit::place ? "take(" : "put_back(") +
                                  to_string(i) + "): " + why);
}

void tray::take(item i) {
  using framework::probe::edit;
  if (i.index < 0 || i.index >= size()) refuse(edit::place, i, "not a number of the tray");
  if (taken(i.index)) refuse(edit::place, i, "already taken");
  taken_[static_cast<std::size_t>(i.index)] = true;
  sum_ += numbers_[static_cast<std::size_t>(i.index)];
  framework::probe::record(identity_, edit::place, i.index);
}

void tray::put_back(item i) {
  using framework::probe::edit;
  if (!taken(i.index)) refuse(edit::remove, i, "not taken");
  taken_[static_cast<std::size_t>(i.index)] = false;
  sum_ -= numbers_[static_cast<std::size_t>(i.index)];
  framework::probe::record(identity_, edit::remove, i.index);
}

std::vector<item> rules::legal_moves(const tray& t) {
  std::vector<item> moves;
  for (int i = t.last_taken() + 1; i < t.size(); ++i) {
    if (!why_illegal(t, {i})) moves.push_back({i});
  }
  return moves;
}

std::optional<std::string> rules::why_illegal(const tray& t, const item& i) {
  if (i.index < 0 || i.index >= t.size()) return to_string(i) + " is not a number of the tray";
  if (t.taken(i.index)) return to_string(i) + " is already taken";
  if (i.index < t.last_taken())
    return "numbers are taken in order: the next comes after " + to_string({t.last_taken()});
  const int sum = t.sum() + t.numbers()[static_cast<std::size_t>(i.index)];
  if (sum > t.target())
    return "taking " + to_string(i) + " makes the sum " + std::to_string(sum) + ", past the target";
  return std::nullopt;
}

std::string rules::render(const tray& t) {
  std::string text;
  for (int i = 0; i < t.size(); ++i) {
    const auto n = std::to_string(t.numbers()[static_cast<std::size_t>(i)]);
    text += (t.taken(i) ? "[" + n + "]" : n) + " ";
  }
  return text + "sum " + std::to_string(t.sum()) + " of " + std::to_string(t.target()) + "\n";
}

std::vector<std::string> rules::differences(const tray& expected, const tray& actual) {
  if (expected.numbers() != actual.numbers()) return {"the tray holds other numbers"};
  std::vector<std::string> out;
  for (int i = 0; i < expected.size(); ++i) {
    if (expected.taken(i) != actual.taken(i))
      out.push_back(to_string({i}) + (expected.taken(i) ? " should be taken" : " should not be taken"));
  }
  return out;
}

std::vector<std::string> rules::goal_differences(const tray& t) {
  if (is_goal(t)) return {};
  return {"the sum is " + std::to_string(t.sum()) + ", not " + std::to_string(t.target())};
}

nlohmann::json rules::state_json(const tray& t) {
  nlohmann::json taken = nlohmann::json::array();
  for (int i = 0; i < t.size(); ++i) {
    if (t.taken(i)) taken.push_back(i);
  }
  return {{"numbers", t.numbers()}, {"target", t.target()}, {"taken", taken}};
}

tray rules::state_from_json(const nlohmann::json& j) {
  tray t(j.at("numbers").get<std::vector<int>>(), j.at("target").get<int>());
  for (const auto& i : j.value("taken", nlohmann::json::array())) t.take(move_from_json(i));
  return t;
}

item rules::move_from_json(const nlohmann::json& j) {
  if (!j.is_number_integer()) throw std::invalid_argument("a number's index is an integer");
  return {j.get<int>()};
}

void rules::replay_edit(tray& t, framework::probe::edit kind, std::int32_t index, std::int32_t,
                        std::int32_t) {
  kind == framework::probe::edit::place ? t.take({index}) : t.put_back({index});
}

std::string rules::describe_edit(framework::probe::edit kind, std::int32_t index, std::int32_t,
                                 std::int32_t) {
  return (kind == framework::probe::edit::place ? "take(" : "put_back(") + to_string({index}) + ")";
}

}  // namespace subset_sum
