#pragma once
// The grader's HTML pages as a reader's browser sees them: rendered by
// headless Chromium (Debian's, which scripts/setup installs), with their
// scripts run, and what the checks of a page count in it.

#include <cstddef>
#include <filesystem>
#include <string>

namespace bt::testing {

// Ubuntu ships Chromium only as a snap, which does not run in a container:
// there, without a browser installed by hand, rendering is skipped (and
// scripts/setup says so). Elsewhere a missing browser fails the test.
[[nodiscard]] bool no_browser_to_be_had();

// The page's DOM after its scripts ran, without the scripts' own text (which
// spells the markup they make). Fails the calling test when Chromium does.
[[nodiscard]] std::string rendered(const std::filesystem::path& page, const std::string& fragment = "",
                                   const std::string& window = "");

// A copy of the page beside it with every case opened before its script
// runs, as a reader who clicks every case would have it: the boards are
// drawn then.
[[nodiscard]] std::filesystem::path with_every_case_open(const std::filesystem::path& page);

// The page's script finished and reported no error.
void expect_loaded_without_errors(const std::string& dom, const std::string& what);

[[nodiscard]] std::size_t occurrences(const std::string& text, const std::string& what);
// The figures a page names for drawing (the ids in its data-figs attributes).
[[nodiscard]] std::size_t figures_named(const std::string& html);

}  // namespace bt::testing
