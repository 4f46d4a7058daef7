// The subset sum driver: a tray in YAML (`numbers`, `target`, optionally
// `taken` indices), the four standard hooks judged by the generic
// rules_driver, and the tray drawn as a row of numbers for the HTML reports.

#include "framework/subset_sum/hooks.hpp"
#include "framework/subset_sum/rules.hpp"
#include "grader/core/rules_driver.hpp"

namespace grader::problems {

namespace {

using framework::yaml_cursor;
using subset_sum::item;
using subset_sum::rules;
using subset_sum::tray;

constexpr std::string_view tray_fields[] = {"numbers", "target", "taken"};

// The indices listed under `at`, taken on `t` in the order given.
void take_listed(const yaml_cursor& at, tray& t) {
  for (const auto& i : at.items()) {
    const auto index = static_cast<int>(i.as_int(0, t.size() - 1));
    if (t.taken(index)) i.fail("#" + std::to_string(index) + " is listed twice");
    t.take({index});
  }
}

class driver final : public rules_driver<rules> {
 public:
  explicit driver(const reference* instructor) : rules_driver(instructor) {
    add_moves_and_edits();
    add_solve(subset_sum::hook_name::solve,
              "the numbers taken up to the first subset that sums to the target, or none");
  }

 protected:
  [[nodiscard]] std::vector<std::string_view> position_fields() const override {
    return {std::begin(tray_fields), std::end(tray_fields)};
  }
  [[nodiscard]] tray read_position(const yaml_cursor& at, const std::filesystem::path&) const override {
    std::vector<int> numbers;
    for (const auto& n : at.at("numbers").items())
      numbers.push_back(static_cast<int>(n.as_int(1, 1'000'000)));
    if (numbers.empty() || numbers.size() > 64) at.at("numbers").fail("a tray holds 1 to 64 numbers");
    tray t(std::move(numbers), static_cast<int>(at.at("target").as_int(0, 64'000'000)));
    if (auto taken = at.find("taken")) take_listed(*taken, t);
    return t;
  }
  // An expected position: the indices taken on the case's tray.
  [[nodiscard]] tray read_like(const yaml_cursor& at, const tray& like) const override {
    tray t(like.numbers(), like.target());
    take_listed(at, t);
    return t;
  }
  [[nodiscard]] item read_move(const yaml_cursor& at) const override {
    return {static_cast<int>(at.as_int(0, 63))};
  }

  // One cell per number, the taken ones filled; the sum under the row.
  [[nodiscard]] std::optional<picture> draw(const tray& t) const override {
    picture p(1, t.size());
    for (int i = 0; i < t.size(); ++i)
      p.at(0, i) = {std::to_string(t.numbers()[static_cast<std::size_t>(i)]), t.taken(i) ? "taken" : "left"};
    p.note = "sum " + std::to_string(t.sum()) + " of " + std::to_string(t.target());
    return p;
  }
  [[nodiscard]] std::string_view picture_styles() const override {
    return ".s-left{fill:#eee}.s-taken{fill:#8c6}.t-taken{font-weight:bold}";
  }
  void mark_move(picture& p, const tray&, const item& i) const override { highlight(p, 0, i.index); }
};

}  // namespace

const problem_driver& subset_sum_driver(const problem_reference* instructor) {
  static const driver instance(reference_as<driver::reference>(instructor));
  return instance;
}

}  // namespace grader::problems
