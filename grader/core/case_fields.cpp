// Which case fields a hook's case may have: a field this kind of case does
// not use would be silently ignored, so it is an error that says which cases
// it is for instead.

#include "grader/core/case_fields.hpp"

#include <algorithm>

namespace grader {

void reject_unused_fields(const framework::yaml_cursor& at, const hook_fields& hook, bool undo_move,
                          const std::vector<std::string_view>& case_fields,
                          const std::vector<hook_fields>& standard) {
  const auto& used = hook.fields;
  for (const auto field : case_fields) {
    if (std::find(used.begin(), used.end(), field) != used.end()) continue;
    const auto found = at.find(field);
    if (!found) continue;
    if (undo_move && field == "expect") {
      found->fail(
          "undo_move cases need no 'expect': undo_move receives the position after 'move' and must "
          "restore 'position' exactly");
    }
    std::vector<std::string> users;
    for (const auto& other : standard) {
      if (std::find(other.fields.begin(), other.fields.end(), field) != other.fields.end())
        users.push_back(other.hook);
    }
    std::string list;
    for (std::size_t i = 0; i < users.size(); ++i)
      list += (i == 0 ? "" : i + 1 == users.size() ? " and " : ", ") + users[i];
    std::string fields;
    for (const auto f : used) fields += (fields.empty() ? "" : ", ") + std::string(f);
    found->fail((users.empty() ? std::string("is not used by ") + hook.hook + " cases"
                               : "is for " + list + " cases") +
                "; a " + hook.hook + " case uses " + fields);
  }
}

}  // namespace grader
