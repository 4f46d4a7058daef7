#pragma once
// Which case fields a hook's case may have (case_fields.cpp).

#include "framework/core/yaml_input.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace grader {

struct hook_fields {
  std::string hook;
  std::vector<std::string_view> fields;  // the fields its cases use
};

// Fails at the first of `case_fields` (every field the problem's cases know)
// that a case of `hook` has but does not use, naming the standard hooks whose
// cases use it. `undo_move`: the hook restores a position, so it needs no 'expect'.
void reject_unused_fields(const framework::yaml_cursor& at, const hook_fields& hook, bool undo_move,
                          const std::vector<std::string_view>& case_fields,
                          const std::vector<hook_fields>& standard);

// Fails at the first of `fields` (fields some cases of the problem take) that
// a case of `hook` has though its cases do not take it (`used`).
void reject_fields_not_used(const framework::yaml_cursor& at, const std::vector<std::string_view>& fields,
                            const std::vector<std::string_view>& used, const std::string& hook);
// A case's `expect`, when it has one: a map whose keys are among `keys`
// (the expectations cases of `hook` know), or an error naming the key.
[[nodiscard]] std::optional<framework::yaml_cursor> expect_of(const framework::yaml_cursor& at,
                                                              const std::vector<std::string_view>& keys,
                                                              const std::string& hook);
// What a case's `expect` claims under `key`, if it does.
[[nodiscard]] std::optional<framework::yaml_cursor> claimed(
    const std::optional<framework::yaml_cursor>& expect, const char* key);

}  // namespace grader
