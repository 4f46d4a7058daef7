#pragma once
// Which case fields a hook's case may have (case_fields.cpp).

#include "framework/core/yaml_input.hpp"

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

}  // namespace grader
