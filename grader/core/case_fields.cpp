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

void reject_fields_not_used(const framework::yaml_cursor& at, const std::vector<std::string_view>& fields,
                            const std::vector<std::string_view>& used, const std::string& hook) {
  for (const auto field : fields) {
    if (std::find(used.begin(), used.end(), field) != used.end()) continue;
    if (const auto found = at.find(field)) found->fail("is not a field of " + hook + " cases");
  }
}

std::optional<framework::yaml_cursor> expect_of(const framework::yaml_cursor& at,
                                                const std::vector<std::string_view>& keys,
                                                const std::string& hook) {
  auto expect = at.find("expect");
  if (!expect) return expect;
  if (!expect->is_map()) expect->fail("should be a map, e.g. { " + std::string(keys.front()) + ": 1 }");
  for (const auto& k : expect->keys()) {
    if (std::find(keys.begin(), keys.end(), k) == keys.end())
      expect->fail("'" + k + "' is not an expectation of " + hook + " cases");
  }
  return expect;
}

std::optional<framework::yaml_cursor> claimed(const std::optional<framework::yaml_cursor>& expect,
                                              const char* key) {
  return expect ? expect->find(key) : std::nullopt;
}

}  // namespace grader
