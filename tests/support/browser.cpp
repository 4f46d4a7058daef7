#include "tests/support/browser.hpp"

#include "tests/support/class_run.hpp"

#include <gtest/gtest.h>
#include <stdlib.h>

#include <algorithm>
#include <fstream>
#include <vector>

namespace bt::testing {

namespace fs = std::filesystem;

namespace {

fs::path chromium() {
  for (const char* candidate : {"/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"}) {
    if (fs::exists(candidate)) return candidate;
  }
  return {};
}

// A folder of its own for each render (Chromium's profile), removed after.
struct scratch_dir {
  fs::path path;
  scratch_dir() {
    std::string pattern = (fs::temp_directory_path() / "bt-browser-XXXXXX").string();
    if (::mkdtemp(pattern.data()) != nullptr) path = pattern;
  }
  ~scratch_dir() {
    std::error_code ignored;
    if (!path.empty()) fs::remove_all(path, ignored);
  }
  scratch_dir(const scratch_dir&) = delete;
  scratch_dir& operator=(const scratch_dir&) = delete;
};

}  // namespace

bool no_browser_to_be_had() {
  if (!chromium().empty()) return false;
  std::ifstream os_release("/etc/os-release");
  for (std::string line; std::getline(os_release, line);) {
    if (line == "ID=ubuntu") return true;
  }
  return false;
}

std::string rendered(const fs::path& page, const std::string& fragment, const std::string& window) {
  const auto browser = chromium();
  if (browser.empty()) {
    ADD_FAILURE() << "chromium is not installed: run scripts/setup (it installs Debian's chromium, which the "
                     "HTML report tests render pages with)";
    return {};
  }
  const scratch_dir scratch;
  if (scratch.path.empty()) {
    ADD_FAILURE() << "cannot make a folder for Chromium's profile";
    return {};
  }
  // The flags the kit's machines need: no GPU, no network of Chromium's own
  // (its connections are refused here, many at a time), a fresh profile.
  std::vector<std::string> argv{browser.string(),
                                "--headless",
                                "--no-sandbox",
                                "--disable-gpu",
                                "--disable-background-networking",
                                "--disable-component-update",
                                "--disable-sync",
                                "--no-first-run",
                                "--hide-scrollbars",
                                "--user-data-dir=" + (scratch.path / "profile").string()};
  if (!window.empty()) argv.push_back("--window-size=" + window);
  argv.push_back("--dump-dom");
  argv.push_back("file://" + page.string() + fragment);
  const auto out = scratch.path / "dom";
  const auto err = scratch.path / "err";
  const auto r = run_process(argv, out, err, std::chrono::seconds(90));
  EXPECT_EQ(r.exit_code, 0) << (r.timed_out ? "Chromium timed out after 90 s\n" : "") << slurp(err);
  std::string dom = slurp(out);
  EXPECT_NE(dom.find("</html>"), std::string::npos) << "no page rendered:\n" << slurp(err);
  for (auto at = dom.find("<script"); at != std::string::npos; at = dom.find("<script", at + 1)) {
    const auto end = dom.find("</script>", at);
    if (end == std::string::npos) break;
    dom.erase(at, end + 9 - at);
  }
  return dom;
}

fs::path with_every_case_open(const fs::path& page) {
  auto html = slurp(page);
  const auto script = html.rfind("\n<script>");
  EXPECT_NE(script, std::string::npos) << page;
  if (script == std::string::npos) return page;
  html.insert(script,
              "\n<script>document.querySelectorAll('details').forEach(function(d){d.open=true;});</script>");
  auto opened = page;
  opened.replace_extension(".open.html");
  spit(opened, html);
  return opened;
}

void expect_loaded_without_errors(const std::string& dom, const std::string& what) {
  EXPECT_NE(dom.find("data-ready=\"yes\""), std::string::npos)
      << what << ": the page's script did not finish";
  EXPECT_EQ(dom.find("data-script-error=\""), std::string::npos) << what << ": a script error";
}

std::size_t occurrences(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size())) ++n;
  return n;
}

std::size_t figures_named(const std::string& html) {
  std::size_t n = 0;
  for (auto at = html.find("data-figs=\""); at != std::string::npos; at = html.find("data-figs=\"", at + 1)) {
    const auto begin = at + 11;
    const auto ids = html.substr(begin, html.find('"', begin) - begin);
    n += static_cast<std::size_t>(std::count(ids.begin(), ids.end(), ' ')) + 1;
  }
  return n;
}

}  // namespace bt::testing
