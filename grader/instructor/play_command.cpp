// `grader play PROBLEM [--submission DIR]`: a person plays a two-player game
// (tic-tac-toe) in the terminal against the kit's reference, or against a
// team's best_move, compiled and run in the sandbox exactly as `grader test`
// runs it. Moves are read from standard input one line each, so a game can
// also be scripted (`printf '1,1\n0,0\n' | grader play tic_tac_toe`); the end
// of the input ends the game without an error.

#include "grader/cli/command.hpp"
#include "grader/cli/run_options.hpp"
#include "grader/pipeline/compile.hpp"
#include "grader/pipeline/hand_in.hpp"
#include "grader/pipeline/run_case.hpp"
#include "grader/pipeline/session.hpp"
#include "grader/pipeline/submission.hpp"
#include "grader/pipeline/work_area.hpp"
#include "grader/report/visible_name.hpp"

#include <unistd.h>
#include <iostream>
#include <memory>
#include <optional>

namespace grader::cli {

namespace {

struct play_options {
  std::string problem;
  std::string submission;
  std::string you;
  std::vector<std::string> settings;  // FIELD=VALUE
  run_options run;
};

// `--set size=[4,4] --set k=4` as the YAML map a case would write.
std::string settings_yaml(const std::vector<std::string>& settings) {
  std::string text;
  for (const auto& s : settings) {
    const auto eq = s.find('=');
    if (eq == std::string::npos || eq == 0)
      throw exit_error(bad_input, "--set " + s + ": write it as FIELD=VALUE, e.g. --set k=4");
    text += s.substr(0, eq) + ": " + s.substr(eq + 1) + '\n';
  }
  return text.empty() ? "{}\n" : text;
}

// Who plays the computer's side: the reference in process, or a team's hook
// out of process.
class opponent {
 public:
  virtual ~opponent() = default;
  [[nodiscard]] virtual std::string name() const = 0;
  // The move to play, or nothing when the opponent failed (said on stdout).
  [[nodiscard]] virtual std::optional<std::string> move(const nlohmann::json& position) = 0;
};

class reference_opponent final : public opponent {
 public:
  explicit reference_opponent(const game_play& game) : game_(game) {}
  [[nodiscard]] std::string name() const override { return "the reference"; }
  std::optional<std::string> move(const nlohmann::json& position) override {
    return game_.reference_move(position).move;
  }

 private:
  const game_play& game_;
};

// A team's hook: each turn is a case of the problem's move hook, run in the
// sandbox and judged by the driver; a crash, a hang or an illegal answer ends
// the game with the verdict `grader test` would give.
class team_opponent final : public opponent {
 public:
  team_opponent(const problem_driver& driver, const game_play& game, std::string team,
                std::filesystem::path runner, pipeline::run_context rc)
      : driver_(driver),
        game_(game),
        team_(std::move(team)),
        runner_(std::move(runner)),
        rc_(std::move(rc)) {}

  [[nodiscard]] std::string name() const override { return team_; }

  std::optional<std::string> move(const nlohmann::json& position) override {
    test_case tc = game_.move_case(position);
    const auto outcome = pipeline::run_runner(rc_, runner_, tc, driver_);
    const auto r =
        pipeline::classify(tc, driver_, outcome.run, outcome.channel,
                           pipeline::uncalibrated_cost("play does not calibrate"), outcome.request_bytes);
    std::optional<std::string> chosen;
    if (outcome.channel.answer) {
      try {
        const auto answer = nlohmann::json::parse(*outcome.channel.answer);
        if (answer.value("status", std::string()) == "ok") chosen = game_.move_in(answer.at("output"));
      } catch (const std::exception&) {
        chosen.reset();
      }
    }
    if (r.result == verdict::accepted && chosen) return chosen;
    std::cout << team_ << "'s " << tc.hook << ": " << to_string(r.result) << '\n' << r.feedback << '\n';
    // A legal move that is not a best one is still a move: the game goes on.
    if (r.result == verdict::wrong_answer && chosen) return chosen;
    judge_error_ = r.result == verdict::judge_error;
    return std::nullopt;
  }

  [[nodiscard]] bool judge_error() const noexcept { return judge_error_; }

 private:
  const problem_driver& driver_;
  const game_play& game_;
  std::string team_;
  std::filesystem::path runner_;
  pipeline::run_context rc_;
  bool judge_error_ = false;
};

// One line of input, or nothing at the end of it.
std::optional<std::string> read_line() {
  std::string line;
  if (!std::getline(std::cin, line)) return std::nullopt;
  const auto first = line.find_first_not_of(" \t\r");
  if (first == std::string::npos) return std::string();
  const auto last = line.find_last_not_of(" \t\r");
  return line.substr(first, last - first + 1);
}

const game_play& game_of(const play_options& opts) {
  if (const auto unknown = pipeline::unknown_problems({opts.problem})) throw exit_error(bad_input, *unknown);
  const game_play* game = find_driver(opts.problem)->game();
  if (game != nullptr) return *game;
  std::string games;
  for (const auto* d : all_drivers()) {
    if (d->game() != nullptr) games += (games.empty() ? "" : ", ") + std::string(d->name());
  }
  throw exit_error(bad_input, opts.problem + " is not a two-player game" +
                                  (games.empty() ? std::string() : "; `grader play` plays " + games));
}

// Who plays against the user: the reference, or the team's hook compiled
// (nothing, and `exit_code` set, when it does not compile).
struct the_opponent {
  std::unique_ptr<opponent> computer;
  team_opponent* team = nullptr;
  std::optional<int> exit_code;
};

the_opponent opponent_for(const play_options& opts, const game_play& game, const pipeline::kit& k,
                          const pipeline::sandbox_settings& sandbox, const pipeline::work_area& work,
                          const pipeline::slot_lease& lease) {
  the_opponent o;
  if (opts.submission.empty()) {
    o.computer = std::make_unique<reference_opponent>(game);
    return o;
  }
  const problem_driver& driver = *find_driver(opts.problem);
  const auto s = pipeline::load_submission(opts.submission, false);
  std::cout << "compiling " << s.dir.string() << "'s " << opts.problem << "...\n" << std::flush;
  const pipeline::compile_context cc{&k, cache_dir(opts.run, k), sandbox, work.slot_dir(lease.slot()),
                                     lease.slot()};
  const auto built = pipeline::compile_runner(cc, pipeline::handed_in(k, s.sources_of(opts.problem)), driver);
  if (built.info.status != report::compile_status::ok) {
    std::cout << "it does not compile (" << to_string(built.info.status) << "):\n" << built.info.log << '\n';
    o.exit_code = built.info.status == report::compile_status::judge_error ? judge_failure : graded;
    return o;
  }
  // The name is the team's text, printed on every turn it plays: shown
  // with its control characters escaped, never acting on the terminal.
  auto t = std::make_unique<team_opponent>(
      driver, game, report::visible_name(s.team.name.empty() ? s.dir.filename().string() : s.team.name),
      built.runner, pipeline::run_context{sandbox, work.slot_dir(lease.slot()), lease.slot()});
  o.team = t.get();
  o.computer = std::move(t);
  return o;
}

// The game from `position` to its end, the user playing `you`; the exit code.
int play_out(const game_play& game, nlohmann::json position, const std::string& you, the_opponent& against) {
  opponent& computer = *against.computer;
  const bool echo = ::isatty(STDIN_FILENO) == 0;
  while (!game.result(position)) {
    if (game.to_move(position) != you) {
      const auto m = computer.move(position);
      if (!m) {
        std::cout << "the game stops: " << computer.name() << " gave no move\n";
        return against.team != nullptr && against.team->judge_error() ? judge_failure : graded;
      }
      try {
        auto played = game.play(position, *m);
        std::cout << computer.name() << " plays " << played.described << '\n';
        position = std::move(played.position);
      } catch (const std::invalid_argument& e) {
        std::cout << computer.name() << " plays " << *m << ", which is not legal: " << e.what()
                  << "\nthe game stops\n";
        return graded;
      }
      std::cout << game.render(position);
      continue;
    }
    std::cout << you << " to move> " << std::flush;
    const auto line = read_line();
    if (!line) {
      std::cout << "\nno more input: the game is left unfinished\n";
      return graded;
    }
    if (echo) std::cout << *line << '\n';
    if (line->empty()) continue;
    if (*line == "quit" || *line == "q") return graded;
    if (*line == "hint") {
      const auto advice = game.reference_move(position);
      std::cout << "the reference would play " << advice.move << ": " << advice.comment << '\n';
      continue;
    }
    try {
      auto played = game.play(position, *line);
      position = std::move(played.position);
    } catch (const std::invalid_argument& e) {
      std::cout << e.what() << " (moves: " << game.move_syntax() << ")\n";
      continue;
    }
    std::cout << game.render(position);
  }
  std::cout << *game.result(position) << '\n';
  return graded;
}

int play(const global_options& global, const play_options& opts) {
  require_reference("grader play");
  const game_play& game = game_of(opts);
  nlohmann::json position;
  try {
    position = game.start(framework::yaml_cursor::load_string(settings_yaml(opts.settings), "--set"));
  } catch (const framework::input_error& e) {
    throw exit_error(bad_input, e.what());
  }
  const auto [first, second] = game.sides(position);
  const std::string you = opts.you.empty() ? game.to_move(position) : opts.you;
  if (you != first && you != second)
    throw exit_error(bad_input, "--you " + you + ": the sides are " + first + " and " + second);

  auto sandbox = resolve(opts.run).sandbox;
  pipeline::kit k = pipeline::configured_kit(global.kit_root);
  settle_uid_level(sandbox, opts.run, k, cache_dir(opts.run, k), global.cases_dir);
  const pipeline::work_area work;
  const pipeline::slot_lease lease(0);
  auto against = opponent_for(opts, game, k, sandbox, work, lease);
  if (against.exit_code) return *against.exit_code;
  std::cout << "you play " << you << " against " << against.computer->name() << "; " << first
            << " moves first. Moves: " << game.move_syntax()
            << "; 'hint' asks the reference, 'quit' stops.\n\n"
            << game.render(position);
  return play_out(game, std::move(position), you, against);
}

}  // namespace

action add_play_command(command_set& app, const global_options& global) {
  auto opts = std::make_shared<play_options>();
  auto* cmd = &app.add(
      "play", "Play a game (tic_tac_toe) in the terminal against the reference or a team's best_move");
  cmd->option("problem", opts->problem, "The game").required();
  cmd->option("--submission", opts->submission,
              "Play against this team's hook (a folder holding exercises/<problem>/) instead of the "
              "reference");
  cmd->option("--you", opts->you, "The side you play (default: the side that moves first)");
  cmd->option("--set", opts->settings,
              "A position field as a case writes it, e.g. --set 'size=[4, 4]' --set k=4 (repeatable)");
  add_box_options(*cmd, opts->run);
  return [&global, opts]() -> int { return play(global, *opts); };
}

}  // namespace grader::cli
