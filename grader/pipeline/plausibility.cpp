#include "grader/pipeline/plausibility.hpp"
#include "grader/core/file_text.hpp"

#include "grader/core/language.hpp"

#include "grader/cases/suite_loader.hpp"
#include "grader/core/problem_driver.hpp"
#include "grader/pipeline/grade.hpp"
#include "grader/pipeline/hashing.hpp"
#include "grader/pipeline/run_case.hpp"
#include "grader/pipeline/session.hpp"
#include "grader/pipeline/work_area.hpp"

#include "grader/report/atomic_file.hpp"

#include <nlohmann/json.hpp>

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <iomanip>
#include <limits>
#include <sstream>

namespace grader::pipeline {

namespace fs = std::filesystem;

namespace {

struct sample {
  double cpu = 0.0;
  std::uint64_t nodes = 0;
  std::size_t request_bytes = 0;
};

class calibration_failed : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// One run of the calibration runner, which must answer and be right.
sample measure(const run_context& rc, const fs::path& runner, const test_case& tc,
               const problem_driver& driver) {
  const runner_outcome out = run_runner(rc, runner, tc, driver);
  const report::case_result r = classify(tc, driver, out.run, out.channel, uncalibrated_cost(""), 0);
  if (r.result != verdict::accepted) {
    throw calibration_failed("its case " + tc.id + " ended " + std::string(to_string(r.result)) + ": " +
                             r.feedback.substr(0, 300));
  }
  return {static_cast<double>(out.run.cpu_time.count()) / 1e6, out.channel.nodes, out.request_bytes};
}

sample fastest(const run_context& rc, const fs::path& runner, const test_case& tc,
               const problem_driver& driver, int runs) {
  sample best{std::numeric_limits<double>::infinity(), 0, 0};
  for (int i = 0; i < runs; ++i) {
    const sample s = measure(rc, runner, tc, driver);
    if (s.cpu < best.cpu) best = s;
  }
  return best;
}

const test_case& case_named(const suite_file& suite, const std::string& name) {
  for (const auto& tc : suite.cases) {
    if (tc.name == name) return tc;
  }
  throw calibration_failed("its suite has no case '" + name + "'");
}

// The calibration is the one suite in calibration_dir (a kit's, not a
// handout's) and the runner source of the same name beside it; its problem
// is the suite's.
struct calibration_files {
  fs::path suite;
  fs::path source;
};

calibration_files find_calibration(const fs::path& dir) {
  std::vector<fs::path> suites;
  for (const auto& entry : fs::directory_iterator(dir)) {
    if (entry.path().extension() == ".yaml") suites.push_back(entry.path());
  }
  if (suites.size() != 1) {
    throw calibration_failed(dir.string() + " holds " + std::to_string(suites.size()) +
                             " suites; it must hold exactly one");
  }
  return {suites.front(), fs::path(suites.front()).replace_extension(".cpp")};
}

problem_sources calibration_sources(const calibration_files& files, const std::string& problem) {
  const auto text = read_file_text(files.source);
  if (!text) throw calibration_failed("cannot read " + files.source.string());
  problem_sources sources;
  sources.problem = problem;
  sources.present = true;
  sources.files.push_back({files.source.filename().string(), *text});
  sources.hash = "sha256:" + sha256().field("calibration").field(*text).hex();
  return sources;
}

fs::path calibration_dir(const grading_context& ctx) { return ctx.k.root / "grader" / "calibration"; }

search_cost measure_costs(const grading_context& ctx) {
  const fs::path dir = calibration_dir(ctx);
  const calibration_files files = find_calibration(dir);
  const suite_file suite = load_suite_file(files.suite, visibility::visible, dir);
  const problem_driver* driver = find_driver(suite.problem);
  if (driver == nullptr) throw calibration_failed("this grader has no problem " + suite.problem);

  const slot_lease lease(0);
  const fs::path slot_dir = ctx.work->slot_dir(lease.slot()) / "calibration";
  const compile_context cc{&ctx.k, ctx.cache_dir, ctx.sandbox, slot_dir, lease.slot(), ctx.cancel};
  const compiled_runner built = compile_runner(cc, calibration_sources(files, suite.problem), *driver);
  if (built.info.status != report::compile_status::ok) {
    throw calibration_failed("its runner did not compile: " + trim_log(built.info.log, 6, 600));
  }
  const run_context rc{ctx.sandbox, slot_dir, lease.slot(), ctx.cancel};

  search_cost cost;
  const test_case& start = case_named(suite, "start-up");
  const sample idle = fastest(rc, built.runner, start, *driver, 3);
  cost.startup = idle.cpu;

  // The same runner reading a request 256 KiB longer (a field it ignores).
  test_case padded = start;
  padded.input["calibration_padding"] = std::string(std::size_t{1} << 18, 'x');
  const sample reading = fastest(rc, built.runner, padded, *driver, 2);
  cost.per_byte = std::max(reading.cpu - idle.cpu, 0.0) /
                  static_cast<double>(std::max<std::size_t>(reading.request_bytes - idle.request_bytes, 1));

  const sample search = fastest(rc, built.runner, case_named(suite, "search"), *driver, 2);
  if (search.nodes == 0) throw calibration_failed("its search made no node");
  cost.per_node = std::max(search.cpu - idle.cpu, 0.0) / static_cast<double>(search.nodes);
  if (!(cost.per_node > 0.0)) throw calibration_failed("its search took no measurable CPU");
  cost.calibrated = true;
  return cost;
}

// What the figures depend on: this machine (its name and processor), the
// sandbox, and the calibration runner as built (compiler, flags, archive).
std::string cache_key(const grading_context& ctx) {
  std::string cpu;
  std::ifstream info("/proc/cpuinfo");
  for (std::string line; std::getline(info, line);) {
    if (line.starts_with("model name")) {
      cpu = line;
      break;
    }
  }
  char host[256] = {};
  (void)::gethostname(host, sizeof host - 1);
  const fs::path dir = calibration_dir(ctx);
  const calibration_files files = find_calibration(dir);
  const suite_file suite = load_suite_file(files.suite, visibility::visible, dir);
  return sha256()
      .field(ctx.k.grader_version)
      .field(host)
      .field(cpu)
      .field(describe_isolation(ctx.sandbox))
      .field(build_key(ctx.k, calibration_sources(files, suite.problem)))
      .hex();
}

std::optional<search_cost> read_kept(const fs::path& file) {
  std::ifstream in(file);
  if (!in) return std::nullopt;
  try {
    const auto j = nlohmann::json::parse(in);
    search_cost cost;
    cost.startup = j.at("startup").get<double>();
    cost.per_byte = j.at("per_byte").get<double>();
    cost.per_node = j.at("per_node").get<double>();
    cost.calibrated = cost.per_node > 0.0;
    if (cost.calibrated) return cost;
  } catch (const std::exception&) {
    // Unreadable: measured again and replaced.
  }
  return std::nullopt;
}

void keep(const fs::path& file, const search_cost& cost) {
  std::error_code ec;
  fs::create_directories(file.parent_path(), ec);
  try {
    report::write_file_atomically(
        file,
        nlohmann::json{{"startup", cost.startup}, {"per_byte", cost.per_byte}, {"per_node", cost.per_node}}
            .dump());
  } catch (const std::exception&) {
    // A cache that cannot be written only costs the next run a measurement.
  }
}

std::string milliseconds(double seconds) {
  std::ostringstream text;
  text << std::fixed << std::setprecision(1) << seconds * 1e3 << " ms";
  return text.str();
}

}  // namespace

search_cost uncalibrated_cost(std::string reason) {
  search_cost cost;
  cost.startup = 0.02;
  cost.per_byte = 20e-9;
  cost.per_node = 1e-6;
  cost.reason = std::move(reason);
  return cost;
}

double explained_seconds(const search_cost& cost, std::uint64_t nodes, std::size_t request_bytes) {
  return kFloorSeconds + kStartupAllowance * cost.startup +
         kRequestAllowance * cost.per_byte * static_cast<double>(request_bytes) +
         kNodeAllowance * cost.per_node * static_cast<double>(nodes);
}

double expected_seconds(const search_cost& cost, std::uint64_t nodes) {
  return cost.startup + cost.per_node * static_cast<double>(nodes);
}

search_cost in_language(const search_cost& cost, const language_profile& language) {
  search_cost out = cost;
  out.startup += language.startup_seconds / kStartupAllowance;
  out.per_node *= language.node_cost_factor;
  return out;
}

search_cost calibrate_search_cost(const grading_context& ctx) {
  try {
    std::error_code ec;
    if (!fs::is_directory(calibration_dir(ctx), ec)) {
      return uncalibrated_cost("this kit has no calibration runner (a student handout)");
    }
    // Measured once per machine, sandbox and toolchain, then kept with the
    // compiled runners: the same figures serve every run that shares them.
    const fs::path kept =
        ctx.cache_dir.empty() ? fs::path() : ctx.cache_dir / "calibration" / (cache_key(ctx) + ".json");
    if (!kept.empty()) {
      if (auto cost = read_kept(kept)) return *cost;
    }
    search_cost cost = measure_costs(ctx);
    if (!kept.empty()) keep(kept, cost);
    return cost;
  } catch (const grading_cancelled&) {
    return uncalibrated_cost("the run was interrupted");
  } catch (const std::exception& e) {
    return uncalibrated_cost(std::string("the calibration failed: ") + e.what());
  }
}

std::string describe(const search_cost& cost) {
  std::ostringstream text;
  text << "start-up " << milliseconds(cost.startup) << ", " << std::setprecision(3) << cost.per_node * 1e9
       << " ns a node";
  if (cost.calibrated) return text.str() + " (calibrated here)";
  return text.str() + " (not calibrated: " + cost.reason + ")";
}

}  // namespace grader::pipeline
