#pragma once
// Whether a case's CPU time is explained by the search its trace shows.
//
// A search on data structures of the student's own is invisible to the
// framework; only its CPU shows. So the grader asks how much CPU the traced
// search can explain: the runner's start-up, reading its request, and each
// traced node at many times the cost of an honest one, plus a floor of tens of
// milliseconds for noise. CPU beyond that is a search the trace does not show:
// the measurement is `implausible` (not accepted where nodes are judged, off
// the leaderboard). The costs are measured at the start of a run, on this
// machine and in the sandbox the run grades in, by the lecture's N-queens
// count (the instructor's calibration runner): no absolute figure that a
// slower machine or a heavier sandbox would turn into false alarms.

#include <cstddef>
#include <cstdint>
#include <string>

namespace grader {
struct language_profile;
}

namespace grader::pipeline {

struct grading_context;

// What an honest runner costs here, in CPU seconds.
struct search_cost {
  double startup = 0.0;   // a runner that answers at once
  double per_byte = 0.0;  // reading its request, per byte
  double per_node = 0.0;  // a node of the lecture's traced search
  // False: the calibration could not run (the reason says why), and the
  // fixed figures below stand in.
  bool calibrated = false;
  std::string reason;
};

// Figures for a machine about ten times slower than a 2020 laptop: used only
// when the calibration cannot run.
[[nodiscard]] search_cost uncalibrated_cost(std::string reason);

// How generous the explanation is. The allowance per node covers a problem's
// and a student's own work at each node (building the move list, scanning an
// image for the next blob): the heaviest honest node measured costs about 150
// calibration nodes (blob counting on a 64x64 image), so 1,000 leaves a margin
// of more than six.
inline constexpr double kFloorSeconds = 0.03;
inline constexpr double kNodeAllowance = 1000.0;
inline constexpr double kStartupAllowance = 2.0;
inline constexpr double kRequestAllowance = 4.0;  // parsing, then building what it describes

// A case's CPU limit is lowered to what an answer it accepts can use here
// (run_context::lower_limits): this many times what the most nodes it
// accepts explain, and never under the floor (times the language's limit
// factor). A judged search whose CPU is beyond its explanation is not
// accepted anyway, so the lowered limit only ends sooner a run that cannot
// earn the points; a hook that is no search answers in milliseconds. The
// floor keeps the verdicts that teach more than "time limit": a runaway
// allocation reaches the 512 MiB limit after about 0.8 s of CPU, and a C++
// runaway recursion crashes sooner (a Python one takes seconds, hence the
// factor).
inline constexpr double kLimitAllowance = 4.0;
inline constexpr double kLimitFloorSeconds = 1.0;
inline constexpr double kWallFloorSeconds = 1.0;

// The CPU a traced search of `nodes` nodes, answering a request of
// `request_bytes`, can explain.
[[nodiscard]] double explained_seconds(const search_cost& cost, std::uint64_t nodes,
                                       std::size_t request_bytes);

// The CPU an honest traced search of `nodes` nodes takes with `cost`: an
// estimate (no allowance), for telling quick cases from slow ones.
[[nodiscard]] double expected_seconds(const search_cost& cost, std::uint64_t nodes);

// Measures the costs with the kit's calibration runner, compiled like a
// team's (and cached like one), on a slot of the run's work area. Never
// throws: a failure gives uncalibrated_cost with the reason.
[[nodiscard]] search_cost calibrate_search_cost(const grading_context& ctx);

// The costs of a runner of `language`: its interpreter's start-up and its
// dearer nodes (grader/core/language.hpp).
[[nodiscard]] search_cost in_language(const search_cost& cost, const language_profile& language);

// "start-up 1.9 ms, 41 ns a node (calibrated here)", for the run's log.
[[nodiscard]] std::string describe(const search_cost& cost);

}  // namespace grader::pipeline
