#include "grader/pipeline/hook_advice.hpp"

#include "grader/core/problem_driver.hpp"

#include <algorithm>
#include <sstream>
#include <vector>

namespace grader::pipeline {

namespace {

// The hook cases listed at most, the first failing case of each hook.
constexpr std::size_t kHooksNamed = 3;

// A verdict that says the hook itself is wrong (not the grader, not the build).
bool hook_failed(const report::case_result& c) {
  return c.result != verdict::accepted && c.result != verdict::judge_error &&
         c.result != verdict::compile_error;
}

// A search case whose failure a broken hook can explain.
bool search_failed(const report::case_result& c) {
  return c.search && c.result != verdict::accepted && c.result != verdict::judge_error &&
         c.result != verdict::compile_error && c.result != verdict::not_implemented;
}

// The line that says what went wrong: the first, or, for a Python traceback,
// the exception after its frames (the header alone says nothing, and the
// case's own feedback shows the whole traceback).
std::string first_line(const std::string& text) {
  std::istringstream lines(text);
  std::string line;
  std::getline(lines, line);
  if (!line.starts_with("Traceback (")) return line;
  for (std::string next; std::getline(lines, next);) {
    if (!next.starts_with(" ")) return next;
  }
  return line;
}

// 1, 1.5, 0.25: points as the case file writes them.
std::string points_text(double x) {
  std::ostringstream out;
  out << x;
  return out.str();
}

}  // namespace

std::string extension_note(const report::case_result& c) {
  if (c.extension.empty() || c.result == verdict::accepted || c.result == verdict::judge_error ||
      c.result == verdict::compile_error)
    return {};
  std::string what = c.extension;
  if (what.ends_with('.')) what.pop_back();
  return std::string(kExtensionNote) + what +
         (c.max_points == 0 ? " (0 points: a faithful port of the lecture loses nothing here)"
                            : " (worth " + points_text(c.max_points) + " points here)");
}

std::string without_hook_pointers(const std::string& feedback) {
  std::string_view rest = feedback;
  while (rest.starts_with(kFirstFix) || rest.starts_with(kExtensionNote)) {
    const auto end = rest.find('\n');
    rest = end == std::string_view::npos ? std::string_view() : rest.substr(end + 1);
  }
  return std::string(rest);
}

void point_to_failed_hooks(report::problem_result& p) {
  std::vector<const report::case_result*> failed;  // the first failing case of each hook, in case order
  for (const auto& c : p.cases) {
    // A hook case beyond the lecture is never named: a faithful port may fail
    // it, and that is no cause of a search failing.
    if (c.search || !hook_failed(c) || !c.extension.empty()) continue;
    const bool named = std::any_of(failed.begin(), failed.end(),
                                   [&](const report::case_result* f) { return f->hook == c.hook; });
    if (!named) failed.push_back(&c);
  }
  const problem_driver* driver = find_driver(p.problem);
  // The pointers for a search built from `uses` (empty: from every hook that is no search).
  const auto pointers_for = [&](const std::vector<std::string>& uses) {
    std::string pointers;
    std::size_t named = 0;
    for (const auto* f : failed) {
      if (!uses.empty() && std::find(uses.begin(), uses.end(), f->hook) == uses.end()) continue;
      if (named++ == kHooksNamed) break;
      pointers += std::string(kFirstFix) + f->id + " (" + f->hook + "), which fails on its own";
      // A hidden case's details stay withheld, here too.
      if (f->vis == visibility::visible) {
        const std::string why = first_line(without_hook_pointers(f->feedback));
        if (!why.empty()) pointers += ": " + why;
      } else {
        pointers += " (a hidden case)";
      }
      pointers += '\n';
    }
    return pointers;
  };
  for (auto& c : p.cases) {
    std::string rest = without_hook_pointers(c.feedback);
    if (search_failed(c)) {
      const hook_info* h = driver != nullptr ? driver->find_hook(c.hook) : nullptr;
      rest = pointers_for(h != nullptr ? h->uses : std::vector<std::string>{}) + rest;
    }
    const std::string note = extension_note(c);
    c.feedback = note.empty() ? rest : rest.empty() ? note : note + "\n" + rest;
  }
}

}  // namespace grader::pipeline
