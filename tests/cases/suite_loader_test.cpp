// The suite loader: every malformed file is an input_error naming the file,
// the line and the field; well-formed files become the right test cases; and
// every shipped suite loads.

#include "test_support.hpp"

#include "grader/core/reading_effort.hpp"

#include <algorithm>
#include <fstream>
#include <set>

namespace {

using namespace cases_test;
using grader::visibility;

// ------------------------------------------------------------ well formed

TEST(suite_loader, loads_a_minimal_case_with_the_documented_defaults) {
  const auto suite = load(R"yaml(problem: peg_solitaire
description: hooks
cases:
  - name: start-moves
    hook: valid_moves
    board: lecture
    position: { vacant: ["(5,1)"] }
)yaml");
  EXPECT_EQ(suite.problem, "peg_solitaire");
  EXPECT_EQ(suite.suite, "under_test");
  EXPECT_EQ(suite.description, "hooks");
  ASSERT_EQ(suite.cases.size(), 1U);
  const auto& tc = suite.cases[0];
  EXPECT_EQ(tc.id, "under_test/start-moves");
  EXPECT_EQ(tc.hook, "valid_moves");
  EXPECT_EQ(tc.where.line, 4);
  EXPECT_EQ(tc.vis, visibility::visible);
  EXPECT_EQ(tc.points, 1.0);
  EXPECT_EQ(tc.limits.cpu_seconds, 2.0);
  EXPECT_EQ(tc.limits.wall_seconds, 5.0);
  EXPECT_EQ(tc.limits.memory_mb, 512U);
  EXPECT_EQ(tc.nodes.mode, grader::node_mode::record);
  EXPECT_EQ(tc.input.at("state").at("rows").size(), 6U);
  // Without `expect`, the expected moves are the rules' own, in any order.
  EXPECT_EQ(tc.expected.at("moves"), nlohmann::json::parse("[[[3,1],[4,1],[5,1]]]"));
  EXPECT_EQ(tc.expected.at("order"), "any");
  EXPECT_EQ(tc.fingerprint.size(), 16U);
}

TEST(suite_loader, applies_file_defaults_and_lets_cases_override_them) {
  const auto suite = load(R"yaml(problem: peg_solitaire
defaults:
  hook: solve
  board: lecture
  points: 3
  limits: { cpu_seconds: 4, wall_seconds: 8, memory_mb: 256 }
  nodes: { mode: budget, budget: 5000 }
cases:
  - name: inherits
    start: { vacant: ["(5,1)"] }
    goal: { pegs: ["(5,1)"] }
    expect: { solvable: true }
  - name: overrides
    board: "o o . o"
    goal: { pegs: ["(1,0)"] }
    expect: { solvable: true }
    points: 2
    limits: { cpu_seconds: 1, wall_seconds: 2 }
    nodes: { mode: exact, reference: 2 }
)yaml");
  ASSERT_EQ(suite.cases.size(), 2U);
  const auto& a = suite.cases[0];
  EXPECT_EQ(a.hook, "solve");
  EXPECT_EQ(a.points, 3.0);
  EXPECT_EQ(a.limits.cpu_seconds, 4.0);
  EXPECT_EQ(a.limits.memory_mb, 256U);
  EXPECT_EQ(a.nodes.mode, grader::node_mode::budget);
  EXPECT_EQ(a.nodes.budget, 5000U);
  EXPECT_EQ(a.input.at("state").at("goal"), nlohmann::json::array({"(5,1)"}));
  const auto& b = suite.cases[1];
  EXPECT_EQ(b.points, 2.0);
  EXPECT_EQ(b.limits.cpu_seconds, 1.0);
  EXPECT_EQ(b.limits.memory_mb, 256U);  // the other limits still come from the defaults
  EXPECT_EQ(b.nodes.mode, grader::node_mode::exact);
  EXPECT_EQ(b.nodes.reference, 2U);
  EXPECT_EQ(b.input.at("state").at("rows"), nlohmann::json::array({"o o . o"}));
}

TEST(suite_loader, parses_every_hook_into_runner_input_and_expectations) {
  const auto suite = load(R"yaml(problem: peg_solitaire
defaults: { board: lecture }
cases:
  - name: apply
    hook: apply_move
    position: { vacant: ["(5,1)"] }
    move: "(3,1)->(5,1)"
  - name: undo
    hook: undo_move
    position: { vacant: ["(5,1)"] }
    move: "(3,1)->(5,1)"
  - name: complement
    hook: solve
    board: square6
    start: { vacant: ["(1,2)"] }
    goal: complement
    expect: { solvable: true }
)yaml");
  const auto& apply = suite.cases[0];
  EXPECT_EQ(apply.input.at("move"), nlohmann::json::parse("[[3,1],[4,1],[5,1]]"));
  EXPECT_EQ(apply.expected.at("state").at("rows")[1], "o o o . . o");
  // undo_move receives the position after the move and must restore `position`.
  const auto& undo = suite.cases[1];
  EXPECT_EQ(undo.input.at("state").at("rows")[1], "o o o . . o");
  EXPECT_EQ(undo.expected.at("state").at("rows")[1], "o o o o o .");
  const auto& complement = suite.cases[2];
  EXPECT_EQ(complement.input.at("state").at("goal"), nlohmann::json::array({"(1,2)"}));
  EXPECT_EQ(complement.expected.at("solvable"), true);
}

TEST(suite_loader, visibility_comes_from_the_folder) {
  EXPECT_EQ(grader::visibility_of(problem_dir / "hidden" / "x.yaml"), visibility::hidden);
  EXPECT_EQ(grader::visibility_of(problem_dir / "public" / "x.yaml"), visibility::visible);
  EXPECT_EQ(grader::visibility_of("draft.yaml"), visibility::visible);
  EXPECT_EQ(grader::problem_dir_of(problem_dir / "hidden" / "x.yaml"), problem_dir);
  const auto hidden = load(R"yaml(problem: peg_solitaire
cases:
  - { name: a, hook: valid_moves, board: lecture }
)yaml",
                           visibility::hidden);
  EXPECT_EQ(hidden.cases[0].vis, visibility::hidden);
}

TEST(suite_loader, an_extension_suite_is_worth_nothing_unless_its_yaml_says_so) {
  const auto suite = load(R"yaml(problem: peg_solitaire
description: beyond the lecture
extension: "jumps on a board of your own, beyond the lecture: read b.holes()"
cases:
  - { name: by-default, hook: valid_moves, board: lecture }
  - { name: given-points, hook: valid_moves, board: lecture, points: 2 }
  - { name: given-none, hook: valid_moves, board: lecture, points: 0 }
)yaml");
  const std::string extension = "jumps on a board of your own, beyond the lecture: read b.holes()";
  EXPECT_EQ(suite.extension, extension);
  ASSERT_EQ(suite.cases.size(), 3U);
  EXPECT_EQ(suite.cases[0].points, 0.0);
  EXPECT_EQ(suite.cases[1].points, 2.0);
  EXPECT_EQ(suite.cases[2].points, 0.0);
  for (const auto& tc : suite.cases) EXPECT_EQ(tc.extension, extension) << tc.id;

  // Points in the suite's defaults count as given, and are kept.
  const auto with_defaults = load(R"yaml(problem: peg_solitaire
extension: "a wider board, beyond the lecture"
defaults: { points: 3 }
cases:
  - { name: inherits, hook: valid_moves, board: lecture }
  - { name: overrides, hook: valid_moves, board: lecture, points: 1 }
)yaml");
  EXPECT_EQ(with_defaults.cases[0].points, 3.0);
  EXPECT_EQ(with_defaults.cases[1].points, 1.0);
  EXPECT_EQ(with_defaults.cases[0].extension, "a wider board, beyond the lecture");

  // The lecture's own suites are unchanged: no extension, 1 point by default.
  const auto lecture = load_case(R"yaml(problem: peg_solitaire
cases:
  - { name: a, hook: valid_moves, board: lecture }
)yaml");
  EXPECT_TRUE(lecture.extension.empty());
  EXPECT_EQ(lecture.points, 1.0);
}

TEST(suite_loader, an_extension_is_no_part_of_the_fingerprint) {
  // It cannot change a verdict, as points cannot: a cached result stays valid.
  const std::string cases = R"yaml(cases:
  - { name: a, hook: valid_moves, board: lecture, points: 1 }
)yaml";
  EXPECT_EQ(load_case("problem: peg_solitaire\nextension: beyond the lecture\n" + cases).fingerprint,
            load_case("problem: peg_solitaire\n" + cases).fingerprint);
}

// ------------------------------------------------------- malformed files

TEST(suite_loader_errors, a_bad_extension_is_located) {
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
extension: { what: 4-connectivity }
cases:
  - { name: a, hook: valid_moves, board: lecture }
)yaml",
                     2, "extension", "should be one sentence naming what goes beyond the lecture");
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
extension: [4-connectivity]
cases:
  - { name: a, hook: valid_moves, board: lecture }
)yaml",
                     2, "extension", "should be one sentence");
  // An empty value is not the same as no extension: it says so, at its key.
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
description: x
extension:
cases:
  - { name: a, hook: valid_moves, board: lecture }
)yaml",
                     3, "extension", "is empty: write one sentence");
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
extension: "  "
cases:
  - { name: a, hook: valid_moves, board: lecture }
)yaml",
                     2, "extension", "is empty");
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
extension: yes
cases:
  - { name: a, hook: valid_moves, board: lecture }
)yaml",
                     2, "extension", "no yes/no flag");
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
extension: |
  4-connectivity,
  beyond the lecture
cases:
  - { name: a, hook: valid_moves, board: lecture }
)yaml",
                     2, "extension", "should be one line");
}

TEST(suite_loader_errors, yaml_syntax_error_names_the_line) {
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - name: a
    description: Pegs: two colons
)yaml",
                     4, "", "not valid YAML");
}

TEST(suite_loader_errors, unknown_keys_are_named_with_what_is_allowed) {
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases: []
problme: peg_solitaire
)yaml",
                     3, "problme",
                     "unknown field (allowed here: problem, description, extension, defaults, cases)");
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - name: a
    hook: solve
    board: lecture
    goal: { pegs: ["(5,1)"] }
    expext: { solvable: true }
)yaml",
                     7, "cases[0].expext", "unknown field");
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - name: a
    hook: valid_moves
    board: lecture
    limits: { cpu: 2 }
)yaml",
                     6, "cases[0].limits.cpu",
                     "allowed here: cpu_seconds, wall_seconds, memory_mb, output_kb, file_kb");
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - name: a
    hook: valid_moves
    board: lecture
    expect: { solvable: true }
)yaml",
                     6, "cases[0].expect.solvable", "allowed here: moves, order");
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
defaults:
  pionts: 2
cases:
  - { name: a, hook: valid_moves, board: lecture }
)yaml",
                     3, "defaults.pionts", "unknown field");
}

TEST(suite_loader_errors, a_key_given_twice_is_an_error) {
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - name: a
    hook: valid_moves
    board: lecture
    board: english
)yaml",
                     6, "cases[0].board", "is given twice");
}

TEST(suite_loader_errors, missing_fields) {
  EXPECT_INPUT_ERROR(R"yaml(cases:
  - { name: a, hook: valid_moves, board: lecture }
)yaml",
                     1, "problem", "is required but missing");
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - hook: valid_moves
    board: lecture
)yaml",
                     3, "cases[0].name", "is required but missing");
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - name: a
    board: lecture
)yaml",
                     3, "cases[0].hook", "is required but missing");
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - name: a
    hook: valid_moves
)yaml",
                     3, "cases[0].board", "is required but missing");
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - name: a
    hook: solve
    board: lecture
    expect: { solvable: true }
)yaml",
                     3, "cases[0].goal", "is required but missing");
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - name: a
    hook: solve
    board: lecture
    goal: { pegs: ["(5,1)"] }
)yaml",
                     3, "cases[0].expect", "is required but missing");
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - name: a
    hook: apply_move
    board: lecture
)yaml",
                     3, "cases[0].move", "is required but missing");
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases: []
)yaml",
                     2, "cases", "lists no cases");
}

TEST(suite_loader_errors, values_of_the_wrong_type) {
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - name: a
    hook: valid_moves
    board: lecture
    points: lots
)yaml",
                     6, "cases[0].points", "should be a number, not 'lots'");
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  name: a
)yaml",
                     3, "cases", "should be a list");
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - name: a
    hook: solve
    board: lecture
    goal: { pegs: ["(5,1)"] }
    expect: { solvable: maybe }
)yaml",
                     7, "cases[0].expect.solvable", "should be true or false");
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - name: a
    hook: valid_moves
    board: lecture
    expect: { order: sorted }
)yaml",
                     6, "cases[0].expect.order", "must be one of: canonical, any");
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - just a string
)yaml",
                     3, "cases[0]", "a case is a map");
}

TEST(suite_loader_errors, unknown_problem_lists_the_known_ones) {
  const auto e = error_of(R"yaml(problem: peg_solitare
cases:
  - { name: a, hook: solve }
)yaml");
  EXPECT_EQ(e.where().line, 1);
  EXPECT_EQ(e.where().field, "problem");
  EXPECT_NE(std::string(e.what()).find(
                "unknown problem 'peg_solitare' (known problems: " + grader::known_problems() + ")"),
            std::string::npos)
      << e.what();
}

TEST(suite_loader_errors, the_problem_must_match_the_folder) {
  try {
    (void)grader::load_suite_text(
        "problem: peg_solitaire\ncases:\n  - { name: a, hook: valid_moves, board: \"o o .\" }\n",
        source_dir / "testcases" / "sudoku" / "public" / "x.yaml", visibility::visible, problem_dir);
    FAIL() << "a peg_solitaire file in sudoku/public/ loaded";
  } catch (const framework::input_error& e) {
    EXPECT_EQ(e.where().field, "problem");
    EXPECT_NE(std::string(e.what()).find("in the folder of problem 'sudoku'"), std::string::npos) << e.what();
  }
}

TEST(suite_loader_errors, unknown_hook_lists_the_drivers_hooks) {
  EXPECT_INPUT_ERROR(
      R"yaml(problem: peg_solitaire
cases:
  - name: a
    hook: solv
    board: lecture
)yaml",
      4, "cases[0].hook",
      "unknown hook 'solv' (peg_solitaire's hooks: valid_moves, apply_move, undo_move, solve)");
}

TEST(suite_loader_errors, duplicate_and_malformed_case_names) {
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - name: twice
    hook: valid_moves
    board: lecture
  - name: twice
    hook: valid_moves
    board: english
)yaml",
                     6, "cases[1].name", "'twice' is already the name of the case on line 3");
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - name: Start Moves
    hook: valid_moves
    board: lecture
)yaml",
                     3, "cases[0].name", "is not a case name");
}

TEST(suite_loader_errors, bad_cells) {
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - name: a
    hook: valid_moves
    board: lecture
    position: { vacant: ["(9,9)"] }
)yaml",
                     6, "cases[0].position.vacant[0]", "(9,9) is not a hole of this board");
  // Unquoted, YAML splits "(5,1)" at its comma inside [ ]: the message says how to write it.
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - name: a
    hook: valid_moves
    board: lecture
    position: { vacant: [(5,1)] }
)yaml",
                     6, "cases[0].position.vacant[0]", "'(5' is not a cell; write it as \"(x,y)\"");
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - name: a
    hook: valid_moves
    board: lecture
    position: { vacant: ["(5,1)"], pegs: ["(0,1)"] }
)yaml",
                     6, "cases[0].position", "give exactly one of 'vacant'");
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - name: a
    hook: valid_moves
    board: lecture
    position: |
      o o o
)yaml",
                     6, "cases[0].position", "the drawing's holes do not match the board's shape");
}

TEST(suite_loader_errors, bad_drawings_point_at_the_row) {
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - name: a
    hook: valid_moves
    board: |
      o o .
      o x o
)yaml",
                     7, "cases[0].board", "unknown symbol 'x'");
}

TEST(suite_loader_errors, unknown_board_file_lists_the_known_boards) {
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - name: a
    hook: valid_moves
    board: hexagon
)yaml",
                     5, "cases[0].board", "known boards: english, european, lecture, square6");
}

TEST(suite_loader_errors, bad_moves) {
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - name: a
    hook: apply_move
    board: lecture
    move: "(3,1)->(3,4)"
)yaml",
                     6, "cases[0].move", "is not a jump");
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - name: a
    hook: undo_move
    board: lecture
    position: { vacant: ["(5,1)"] }
    move: "(1,1)->(3,1)"
)yaml",
                     7, "cases[0].move", "is not legal on this position: it lands on a peg at (3,1)");
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - name: a
    hook: valid_moves
    board: lecture
    expect:
      moves: ["(3,1)->(5,1)", "(3,1)->(5,1)"]
)yaml",
                     7, "cases[0].expect.moves[1]", "lists (3,1)->(5,1) twice");
}

TEST(suite_loader_errors, fields_of_another_hook) {
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - name: a
    hook: valid_moves
    board: lecture
    start: { vacant: ["(5,1)"] }
)yaml",
                     6, "cases[0].start", "is for solve cases");
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - name: a
    hook: solve
    board: lecture
    position: { vacant: ["(5,1)"] }
    goal: { pegs: ["(5,1)"] }
    expect: { solvable: true }
)yaml",
                     6, "cases[0].position", "a solve case uses board, start, goal");
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - name: a
    hook: undo_move
    board: lecture
    position: { vacant: ["(5,1)"] }
    move: "(3,1)->(5,1)"
    expect: { position: { vacant: ["(5,1)"] } }
)yaml",
                     8, "cases[0].expect", "undo_move cases need no 'expect'");
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - name: a
    hook: solve
    board: lecture
    goal: { pegs: [] }
    expect: { solvable: true }
)yaml",
                     6, "cases[0].goal", "a goal needs at least one");
}

TEST(suite_loader_errors, bad_limits) {
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - name: a
    hook: valid_moves
    board: lecture
    limits: { cpu_seconds: 0 }
)yaml",
                     6, "cases[0].limits.cpu_seconds", "must be between 0.01 and 3600");
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - name: a
    hook: valid_moves
    board: lecture
    limits: { memory_mb: 512000 }
)yaml",
                     6, "cases[0].limits.memory_mb", "must be between 16 and 65536");
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - name: a
    hook: valid_moves
    board: lecture
    limits: { cpu_seconds: 2, wall_seconds: 1 }
)yaml",
                     6, "cases[0].limits", "wall_seconds (1) must be at least cpu_seconds (2)");
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
cases:
  - name: a
    hook: valid_moves
    board: lecture
    limits: 5
)yaml",
                     6, "cases[0].limits", "should be a map");
}

TEST(suite_loader_errors, bad_node_expectations) {
  const std::string head =
      "problem: peg_solitaire\ncases:\n  - name: a\n    hook: solve\n    board: lecture\n"
      "    goal: { pegs: [\"(5,1)\"] }\n    expect: { solvable: true }\n";
  EXPECT_INPUT_ERROR(head + "    nodes: exact\n", 8, "cases[0].nodes", "needs the model answer's count");
  EXPECT_INPUT_ERROR(head + "    nodes: { mode: exact }\n", 8, "cases[0].nodes.reference",
                     "is required but missing");
  EXPECT_INPUT_ERROR(head + "    nodes: { mode: budget }\n", 8, "cases[0].nodes.budget",
                     "is required but missing");
  EXPECT_INPUT_ERROR(head + "    nodes: { mode: record, budget: 10 }\n", 8, "cases[0].nodes.budget",
                     "only applies");
  EXPECT_INPUT_ERROR(head + "    nodes: { mode: fastest }\n", 8, "cases[0].nodes.mode",
                     "must be one of: record, exact, budget");
  EXPECT_INPUT_ERROR(head + "    nodes: { mode: budget, budget: 0 }\n", 8, "cases[0].nodes.budget",
                     "must be between 1");
}

TEST(suite_loader_errors, errors_in_defaults_point_at_the_defaults) {
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
defaults:
  board: hexagon
cases:
  - { name: a, hook: valid_moves }
)yaml",
                     3, "cases[0].board", "no board file");
  EXPECT_INPUT_ERROR(R"yaml(problem: peg_solitaire
defaults:
  hook: valid_move
cases:
  - { name: a, board: lecture }
)yaml",
                     3, "defaults.hook", "unknown hook 'valid_move'");
}

TEST(suite_loader_errors, suite_file_names_must_be_usable_in_ids) {
  try {
    (void)grader::load_suite_text(
        "problem: peg_solitaire\ncases:\n  - { name: a, hook: valid_moves, board: lecture }\n",
        problem_dir / "public" / "Hook Cases.yaml", visibility::visible, problem_dir);
    FAIL() << "a suite named 'Hook Cases' loaded";
  } catch (const framework::input_error& e) {
    EXPECT_NE(std::string(e.what()).find("makes a bad suite name"), std::string::npos) << e.what();
  }
}

// ----------------------------------------------------------- fingerprints

TEST(fingerprint, is_fnv1a_64) {
  // The published FNV-1a test vectors.
  EXPECT_EQ(grader::fnv1a_64(""), 0xcbf29ce484222325ULL);
  EXPECT_EQ(grader::fnv1a_64("a"), 0xaf63dc4c8601ec8cULL);
  EXPECT_EQ(grader::fnv1a_64("foobar"), 0x85944171f73967e8ULL);
}

TEST(fingerprint, changes_with_what_can_change_a_verdict_only) {
  const std::string base = R"yaml(problem: peg_solitaire
cases:
  - name: a
    description: first
    hook: valid_moves
    board: lecture
    position: { vacant: ["(5,1)"] }
    points: 1
)yaml";
  const auto fingerprint = [](const std::string& yaml) { return load_case(yaml).fingerprint; };
  const auto replaced = [&](const std::string& from, const std::string& to) {
    std::string text = base;
    text.replace(text.find(from), from.size(), to);
    return text;
  };
  const std::string original = fingerprint(base);
  EXPECT_EQ(fingerprint(base), original);
  EXPECT_EQ(fingerprint(replaced("name: a", "name: b")), original);
  EXPECT_EQ(fingerprint(replaced("description: first", "description: second")), original);
  EXPECT_EQ(fingerprint(replaced("points: 1", "points: 5")), original);
  // The same position drawn instead of listed is the same case.
  EXPECT_EQ(
      fingerprint(replaced(
          R"yaml(position: { vacant: ["(5,1)"] })yaml",
          R"yaml(position: { pegs: ["(1,0)", "(4,0)", "(0,1)", "(1,1)", "(2,1)", "(3,1)", "(4,1)", "(1,2)", "(4,2)", "(1,3)", "(4,3)", "(0,4)", "(1,4)", "(2,4)", "(3,4)", "(4,4)", "(5,4)", "(1,5)", "(4,5)"] })yaml")),
      original);
  EXPECT_NE(fingerprint(replaced(R"yaml("(5,1)")yaml", R"yaml("(0,1)")yaml")), original);
  EXPECT_NE(fingerprint(replaced("points: 1", "points: 1\n    limits: { cpu_seconds: 3 }")), original);
  EXPECT_NE(fingerprint(replaced("points: 1", "points: 1\n    expect: { order: canonical }")), original);
  EXPECT_NE(fingerprint(replaced("points: 1", "points: 1\n    nodes: { mode: record, reference: 9 }")),
            original);
}

TEST(fingerprint, is_the_documented_hash_of_the_documented_json) {
  const auto tc = load_case(R"yaml(problem: peg_solitaire
cases:
  - { name: a, hook: valid_moves, board: "o o ." }
)yaml");
  const auto source = grader::fingerprint_source(tc);
  EXPECT_EQ(
      source.dump(),
      R"yaml({"expected":{"moves":[[[0,0],[1,0],[2,0]]],"order":"any"},"fingerprint_version":3,)yaml"
      R"yaml("hook":"valid_moves","input":{"state":{"goal":[],"rows":["o o ."]}},"limits":{"cpu_seconds":2.0,)yaml"
      R"yaml("file_kb":1024,"memory_mb":512,"output_kb":1024,"wall_seconds":5.0},"nodes":{"budget":null,)yaml"
      R"yaml("mode":"record","reference":null,"reversed":null},"problem":"peg_solitaire"})yaml");
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(grader::fnv1a_64(source.dump())));
  EXPECT_EQ(tc.fingerprint, hex);
}

TEST(fingerprint, a_long_string_counts_by_its_bytes_hash) {
  grader::test_case tc;
  tc.problem = "boggle";
  tc.hook = "find_all_words";
  std::string words(5000, 'a');
  tc.input = {{"dictionary", words}};
  const auto source = grader::fingerprint_source(tc);
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(grader::fnv1a_64(words)));
  EXPECT_EQ(source.at("input").at("dictionary"), (nlohmann::json{{"bytes", 5000}, {"fnv1a_64", hex}}));
  const auto before = grader::compute_fingerprint(tc);
  words[4321] = 'b';
  tc.input["dictionary"] = words;
  EXPECT_NE(grader::compute_fingerprint(tc), before) << "one word changed is another case";
  tc.input["dictionary"] = std::string(100, 'a');
  EXPECT_EQ(grader::fingerprint_source(tc).at("input").at("dictionary"), std::string(100, 'a'));
}

// A reference asked to resolve a case while it is read searches within
// grader::reading_positions(): past it, the case is refused at its position.
TEST(reading_effort, a_game_past_what_the_reference_may_search_is_refused_where_it_is_given) {
  struct restore {
    std::uint64_t saved = grader::reading_positions();
    ~restore() { grader::reading_positions() = saved; }
  } restored;
  grader::reading_positions() = 10'000;
  const auto dir = cases_root / "tic_tac_toe";
  const auto error_of = [&](const std::string& yaml) -> std::string {
    try {
      const auto suite = grader::load_suite_text(yaml, dir / "public" / "t.yaml", visibility::visible, dir);
      return "loaded " + std::to_string(suite.cases.size()) + " case(s)";
    } catch (const framework::input_error& e) {
      return e.where().field + ": " + e.what();
    }
    return "loaded";
  };
  const std::string big =
      error_of("problem: tic_tac_toe\ncases:\n  - { name: big, hook: minimax, size: 5 }\n");
  EXPECT_EQ(big.rfind("cases[0].size: ", 0), 0u) << big;
  EXPECT_NE(big.find("the reference searched more than 10,000 positions"), std::string::npos) << big;
  const std::string budget = error_of(
      "problem: tic_tac_toe\ncases:\n  - { name: deep, hook: iterative_deepening, size: 3, node_budget: "
      "20000 }\n");
  EXPECT_EQ(budget.rfind("cases[0].node_budget: ", 0), 0u) << budget;
  EXPECT_EQ(error_of("problem: tic_tac_toe\ncases:\n  - { name: small, hook: minimax, board: \"x o x\\no x "
                     "o\\n. . .\" }\n"),
            "loaded 1 case(s)");
}

// ------------------------------------------------------ the shipped suites

TEST(shipped_suites, all_load_with_unique_ids) {
  const auto suites = grader::load_suites(cases_root, {}, true);
  ASSERT_FALSE(suites.empty());
  std::set<std::string> ids;
  std::size_t hidden = 0;
  for (const auto& s : suites) {
    for (const auto& tc : s.cases) {
      EXPECT_TRUE(ids.insert(tc.problem + ":" + tc.id).second) << tc.id;
      hidden += tc.vis == visibility::hidden ? 1U : 0U;
      // 0 is allowed: a documented case that carries no points (blob_count's stack-limit case).
      EXPECT_GE(tc.points, 0.0) << tc.id;
    }
  }
  EXPECT_GT(hidden, 0U);
  EXPECT_GE(ids.size(), 40U);
  const auto visible = grader::load_suites(cases_root, {"peg_solitaire"}, false);
  for (const auto& s : visible) EXPECT_EQ(s.vis, visibility::visible) << s.path;
}

TEST(shipped_suites, unknown_problems_are_refused) {
  EXPECT_THROW((void)grader::load_suites(cases_root, {"sudokku"}, true), framework::input_error);
  const auto scratch = std::filesystem::temp_directory_path() / "cases_test_unknown_folder";
  std::filesystem::remove_all(scratch);
  std::filesystem::create_directories(scratch / "peg_solitare" / "public");
  try {
    (void)grader::find_suite_files(scratch, {}, true);
    ADD_FAILURE() << "a folder named after no problem was accepted";
  } catch (const framework::input_error& e) {
    EXPECT_NE(std::string(e.what()).find("names no known problem"), std::string::npos) << e.what();
  }
  std::filesystem::remove_all(scratch);
}

TEST(shipped_suites, a_suite_name_used_twice_is_an_error) {
  grader::suite_file a;
  a.path = "peg_solitaire/public/hooks.yaml";
  a.problem = "peg_solitaire";
  a.suite = "hooks";
  auto b = a;
  b.path = "peg_solitaire/hidden/hooks.yaml";
  try {
    grader::check_unique_suites({a, b});
    FAIL() << "two suites named hooks were accepted";
  } catch (const framework::input_error& e) {
    EXPECT_EQ(e.where().file, "peg_solitaire/hidden/hooks.yaml");
    EXPECT_NE(std::string(e.what()).find("also defined by peg_solitaire/public/hooks.yaml"),
              std::string::npos);
  }
}

TEST(shipped_suites, cases_are_found_by_id_or_unique_name) {
  const auto suites = grader::load_suites(cases_root, {"peg_solitaire"}, true);
  const auto* by_id = grader::find_case(suites, "solve_lecture/lecture-problem");
  ASSERT_NE(by_id, nullptr);
  EXPECT_EQ(grader::find_case(suites, "lecture-problem"), by_id);
  EXPECT_EQ(grader::find_case(suites, "no-such-case"), nullptr);
  auto twice = suites;
  twice.push_back(suites.front());
  twice.back().suite = "copy";
  for (auto& tc : twice.back().cases) tc.id = "copy/" + tc.name;
  EXPECT_THROW((void)grader::find_case(twice, suites.front().cases.front().name), std::invalid_argument);
}

}  // namespace
