// subset_sum's submissions (submissions/<verdict>/<name>/) graded as one
// class by the grader that knows the test-only problem.

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <unistd.h>
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;
const fs::path kRoot = BT_PLUGIN_ROOT;

std::string slurp(const fs::path& file) {
  std::ostringstream text;
  text << std::ifstream(file).rdbuf();
  return text.str();
}

// The class graded once per process: each team is "<verdict>--<name>".
const fs::path& graded() {
  static const fs::path out = [] {
    const fs::path work = fs::path(BT_WORK_DIR) / std::to_string(::getpid());
    fs::remove_all(work);
    fs::create_directories(work / "class");
    for (const auto& verdict : fs::directory_iterator(kRoot / "submissions")) {
      for (const auto& team : fs::directory_iterator(verdict.path())) {
        const auto id = verdict.path().filename().string() + "--" + team.path().filename().string();
        fs::copy(team.path(), work / "class" / id, fs::copy_options::recursive);
      }
    }
    const std::string command = std::string(BT_GRADER) + " grade " + (work / "class").string() +
                                " --problem subset_sum --cases " + (kRoot / "testcases").string() +
                                " --out " + (work / "out").string() + " -j 2 > " +
                                (work / "log.txt").string() + " 2>&1 < /dev/null";
    EXPECT_NE(std::system(command.c_str()), -1);
    return work / "out";
  }();
  return out;
}

std::vector<std::string> verdicts_of(const std::string& team) {
  std::vector<std::string> verdicts;
  const auto report = nlohmann::json::parse(slurp(graded() / "reports" / (team + ".json")));
  for (const auto& c : report.at("problems").at(0).at("cases")) verdicts.push_back(c.at("verdict"));
  return verdicts;
}

TEST(plugin_problem, each_submission_earns_the_verdict_its_folder_names) {
  const auto count = [](const std::vector<std::string>& v, const std::string& s) {
    return std::count(v.begin(), v.end(), s);
  };
  const auto accepted = verdicts_of("accepted--lecture-port");
  EXPECT_EQ(count(accepted, "accepted"), 9) << slurp(graded().parent_path() / "log.txt");
  // Its edits are right; its moves are not, and its searches go past the target.
  const auto no_sum_check = verdicts_of("wrong_answer--no-sum-check");
  EXPECT_EQ(count(no_sum_check, "wrong_answer"), 5);
  EXPECT_EQ(count(no_sum_check, "accepted"), 4);
  const auto no_increment = verdicts_of("time_limit--no-increment");
  EXPECT_EQ(count(no_increment, "time_limit"), 5);  // each case that calls valid_moves
}

TEST(plugin_problem, the_html_report_draws_the_trays_in_the_problems_own_style) {
  const auto page = slurp(graded() / "html" / "instructor" / "wrong_answer--no-sum-check.html");
  EXPECT_NE(page.find(".s-taken{fill:#8c6}"), std::string::npos);
  // The boards are data the page's script draws: a cell styled "taken" becomes class s-taken.
  const auto data = page.find("id=\"bt-boards\"");
  ASSERT_NE(data, std::string::npos) << "no boards on the page";
  EXPECT_NE(page.find("\"taken\"", data), std::string::npos) << "no tray drawn with a number taken";
}

}  // namespace
