#include "grader/similarity/sim_tool.hpp"

#include "grader/pipeline/tool_process.hpp"

#include <charconv>
#include <optional>

namespace grader::similarity {

namespace {

// sim compares a class's files pairwise, quadratic in their number; a few
// hundred teams take seconds, and this bounds a pathological input.
constexpr int kTimeoutSeconds = 1800;
// Every run of every pair of a large class, with room to spare.
constexpr std::size_t kMaxOutput = std::size_t{256} << 20;

std::optional<int> number(std::string_view text) {
  int value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

std::string_view trim(std::string_view text) {
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
  return text;
}

// "t0.cpp: line 12-30" into the file and its lines.
bool side_of(std::string_view text, std::string& file, int& first, int& last) {
  text = trim(text);
  const auto colon = text.rfind(": line ");
  if (colon == std::string_view::npos) return false;
  const auto lines = text.substr(colon + 7);
  const auto dash = lines.find('-');
  if (dash == std::string_view::npos) return false;
  const auto a = number(lines.substr(0, dash));
  const auto b = number(lines.substr(dash + 1));
  if (!a || !b) return false;
  file = std::string(text.substr(0, colon));
  first = *a;
  last = *b;
  return true;
}

template <typename F>
void for_each_line(std::string_view text, F&& f) {
  std::size_t start = 0;
  while (start < text.size()) {
    auto end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    f(text.substr(start, end - start));
    start = end + 1;
  }
}

}  // namespace

std::vector<sim_run> parse_runs(std::string_view output) {
  // "t0.cpp: line 14-54        |t2.cpp: line 33-71      [428]"; the headers
  // ("File t0.cpp: 560 tokens, 76 lines", "Total input: ...") are skipped.
  std::vector<sim_run> runs;
  for_each_line(output, [&](std::string_view line) {
    const auto bar = line.find('|');
    const auto open = line.rfind('[');
    if (bar == std::string_view::npos || open == std::string_view::npos || open < bar || !line.ends_with("]"))
      return;
    sim_run r;
    const auto tokens = number(line.substr(open + 1, line.size() - open - 2));
    if (!tokens || !side_of(line.substr(0, bar), r.file_a, r.a_first, r.a_last) ||
        !side_of(line.substr(bar + 1, open - bar - 1), r.file_b, r.b_first, r.b_last))
      return;
    r.tokens = *tokens;
    runs.push_back(std::move(r));
  });
  return runs;
}

std::vector<sim_share> parse_shares(std::string_view output) {
  static constexpr std::string_view kConsists = " consists for ";
  static constexpr std::string_view kOf = " % of ";
  static constexpr std::string_view kMaterial = " material";
  std::vector<sim_share> shares;
  for_each_line(output, [&](std::string_view line) {
    const auto consists = line.find(kConsists);
    const auto of = line.find(kOf);
    if (consists == std::string_view::npos || of == std::string_view::npos || of < consists ||
        !line.ends_with(kMaterial))
      return;
    const auto percent =
        number(trim(line.substr(consists + kConsists.size(), of - consists - kConsists.size())));
    if (!percent) return;
    const auto other_start = of + kOf.size();
    shares.push_back({std::string(line.substr(0, consists)),
                      std::string(line.substr(other_start, line.size() - kMaterial.size() - other_start)),
                      *percent});
  });
  return shares;
}

sim_tool::sim_tool(int min_run) : min_run_(min_run) {
  const auto path = pipeline::path_variable();
  const auto found = pipeline::find_on_path("sim_c++", path ? std::string_view(*path).substr(5) : "");
  if (!found) {
    throw tool_missing(
        "sim_c++ is not installed (it is not on $PATH): install Debian's similarity-tester package, which "
        "scripts/setup does, or `sudo apt-get install similarity-tester`");
  }
  program_ = *found;
}

std::string sim_tool::output(const std::filesystem::path& dir, std::vector<std::string> args) const {
  pipeline::tool_request request;
  request.argv = {program_.string(), "-r", std::to_string(min_run_)};
  request.argv.insert(request.argv.end(), args.begin(), args.end());
  request.env = {"LC_ALL=C"};
  if (auto path = pipeline::path_variable()) request.env.push_back(std::move(*path));
  request.cwd = dir;
  request.timeout_seconds = kTimeoutSeconds;
  request.max_output = kMaxOutput;
  auto result = pipeline::run_tool(request);
  if (!result.started) throw std::runtime_error("cannot start " + program_.string() + " (through timeout)");
  if (result.exit_code == 124)
    throw std::runtime_error(program_.string() + " ran out of time (" + std::to_string(kTimeoutSeconds) +
                             " s)");
  if (result.exit_code != 0) {
    throw std::runtime_error(program_.string() + " failed (exit code " + std::to_string(result.exit_code) +
                             ") in " + dir.string());
  }
  if (result.truncated)
    throw std::runtime_error(program_.string() + " wrote more than " + std::to_string(kMaxOutput >> 20) +
                             " MiB");
  return std::move(result.out);
}

std::vector<sim_run> sim_tool::runs(const std::filesystem::path& dir, const std::vector<std::string>& flags,
                                    const std::vector<std::string>& files) const {
  std::vector<std::string> args = {"-n", "-T"};
  args.insert(args.end(), flags.begin(), flags.end());
  args.insert(args.end(), files.begin(), files.end());
  return parse_runs(output(dir, std::move(args)));
}

std::vector<sim_share> sim_tool::shares(const std::filesystem::path& dir,
                                        const std::vector<std::string>& flags,
                                        const std::vector<std::string>& files) const {
  std::vector<std::string> args = {"-p", "-T"};
  args.insert(args.end(), flags.begin(), flags.end());
  args.insert(args.end(), files.begin(), files.end());
  return parse_shares(output(dir, std::move(args)));
}

}  // namespace grader::similarity
