#include "grader/cases/suite_loader.hpp"

#include "grader/core/language.hpp"

#include "framework/core/yaml_input.hpp"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdio>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>
#include <utility>

namespace grader {

namespace fs = std::filesystem;
using framework::input_error;
using framework::yaml_cursor;

namespace {

// Bumped whenever the meaning of a fingerprint's source changes, so caches
// keyed by fingerprints from an older grader never match.
constexpr int kFingerprintVersion = 3;

constexpr std::array<std::string_view, 7> kGenericCaseFields{"name",   "description", "hook",     "points",
                                                             "limits", "nodes",       "languages"};
constexpr std::array<std::string_view, 5> kGenericDefaultFields{"hook", "points", "limits", "nodes",
                                                                "languages"};
constexpr std::array<std::string_view, 6> kLimitFields{"cpu_seconds", "wall_seconds", "memory_mb",
                                                       "output_kb",   "file_kb",      "python_factor"};

std::string join(const std::vector<std::string_view>& words) {
  std::string text;
  for (const auto word : words) {
    if (!text.empty()) text += ", ";
    text += word;
  }
  return text;
}

// Lowercase letters, digits and '-' (plus '_' where allowed): safe in ids,
// file names, report keys and command lines without quoting.
bool is_slug(std::string_view text, bool allow_underscore) {
  if (text.empty()) return false;
  return std::all_of(text.begin(), text.end(), [&](char ch) {
    return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '-' ||
           (allow_underscore && ch == '_');
  });
}

std::string format_number(double value) {
  std::ostringstream text;
  text << value;
  return text.str();
}

std::string child_path(const yaml_cursor& at, const std::string& key) {
  return at.path().empty() ? key : at.path() + "." + key;
}

// yaml_cursor::allow_only for a list known only at run time (the driver's
// fields). Also rejects a key given twice: YAML parsers keep one of the two
// silently, which would drop an expectation just as a typo would.
void allow_only(const yaml_cursor& at, const std::vector<std::string_view>& allowed) {
  if (!at.is_map()) return;
  std::set<std::string> seen;
  for (const auto& entry : at.node()) {
    const std::string key = entry.first.Scalar();
    const yaml_cursor key_at(entry.first, at.file(), child_path(at, key));
    if (std::find(allowed.begin(), allowed.end(), key) == allowed.end()) {
      key_at.fail("unknown field (allowed here: " + join(allowed) + ")");
    }
    if (!seen.insert(key).second) key_at.fail("is given twice");
  }
}

void require_map(const yaml_cursor& at, const std::string& example) {
  if (!at.is_map()) at.fail("should be a map, e.g. " + example);
}

struct limit_overrides {
  std::optional<double> cpu_seconds;
  std::optional<double> wall_seconds;
  std::optional<std::uint64_t> memory_mb;
  std::optional<std::uint64_t> output_kb;
  std::optional<std::uint64_t> file_kb;
  std::optional<double> python_factor;
  std::optional<yaml_cursor> where;

  void apply_to(limits_spec& l) const {
    if (cpu_seconds) l.cpu_seconds = *cpu_seconds;
    if (wall_seconds) l.wall_seconds = *wall_seconds;
    if (memory_mb) l.memory_mb = *memory_mb;
    if (output_kb) l.output_kb = *output_kb;
    if (file_kb) l.file_kb = *file_kb;
    if (python_factor) l.python_factor = *python_factor;
  }
};

// Bounds catch unit mistakes (memory_mb: 512000, cpu_seconds: 2000) before
// they turn a runaway submission into an hour-long grading run.
limit_overrides parse_limits(const yaml_cursor& at) {
  require_map(at, "{ cpu_seconds: 2, wall_seconds: 5, memory_mb: 512, output_kb: 1024, file_kb: 1024 }");
  allow_only(at, {kLimitFields.begin(), kLimitFields.end()});
  limit_overrides out;
  out.where = at;
  if (auto v = at.find("cpu_seconds")) out.cpu_seconds = v->as_number(0.01, 3600);
  if (auto v = at.find("wall_seconds")) out.wall_seconds = v->as_number(0.01, 7200);
  if (auto v = at.find("memory_mb")) out.memory_mb = static_cast<std::uint64_t>(v->as_int(16, 65536));
  if (auto v = at.find("output_kb")) out.output_kb = static_cast<std::uint64_t>(v->as_int(1, 1024 * 1024));
  if (auto v = at.find("file_kb")) out.file_kb = static_cast<std::uint64_t>(v->as_int(0, 1024 * 1024));
  if (auto v = at.find("python_factor")) out.python_factor = v->as_number(1, 100);
  return out;
}

node_expectation parse_nodes(const yaml_cursor& at) {
  node_expectation out;
  if (at.is_scalar()) {
    const std::string mode = at.as_choice({"record", "exact", "budget"});
    if (mode == "exact") {
      at.fail(
          "mode 'exact' needs the model answer's count: write { mode: exact, reference: N } "
          "(`grader solve` and `grader validate` print N)");
    }
    if (mode == "budget") at.fail("mode 'budget' needs the budget: write { mode: budget, budget: N }");
    return out;
  }
  if (!at.is_map())
    at.fail(
        "should be 'record', or a map such as { mode: exact, reference: 210 } or { mode: budget, budget: "
        "100000 }");
  at.allow_only({"mode", "reference", "reversed", "ties", "ties_reversed", "budget"});
  const yaml_cursor mode_at = at.at("mode");
  const std::string mode = mode_at.as_choice({"record", "exact", "budget"});
  if (auto r = at.find("reference")) out.reference = static_cast<std::uint64_t>(r->as_int(0));
  if (auto r = at.find("reversed")) out.reversed = static_cast<std::uint64_t>(r->as_int(0));
  if (auto r = at.find("ties")) out.ties = static_cast<std::uint64_t>(r->as_int(0));
  if (auto r = at.find("ties_reversed")) out.ties_reversed = static_cast<std::uint64_t>(r->as_int(0));
  if (auto b = at.find("budget")) {
    if (mode != "budget") b->fail("only applies to { mode: budget }");
    out.budget = static_cast<std::uint64_t>(b->as_int(1));
  }
  if (mode == "exact") {
    out.mode = node_mode::exact;
    if (!out.reference) (void)at.at("reference");  // throws "is required but missing", located
  } else if (mode == "budget") {
    out.mode = node_mode::budget;
    if (!out.budget) (void)at.at("budget");
  }
  return out;
}

// The generic fields a case may inherit from the file's `defaults`.
struct case_defaults {
  std::optional<yaml_cursor> hook;
  std::optional<double> points;
  limit_overrides limits;
  std::optional<node_expectation> nodes;
  std::optional<yaml_cursor> languages;
  std::optional<yaml_cursor> cursor;  // for merging problem-specific defaults
};

case_defaults parse_defaults(const yaml_cursor& at, const problem_driver& driver) {
  require_map(at, "{ points: 1, limits: { cpu_seconds: 2 }, nodes: record }");
  std::vector<std::string_view> allowed(kGenericDefaultFields.begin(), kGenericDefaultFields.end());
  for (const auto field : driver.case_fields()) allowed.push_back(field);
  allow_only(at, allowed);
  case_defaults out;
  out.cursor = at;
  out.hook = at.find("hook");
  if (auto p = at.find("points")) out.points = p->as_number(0, 1000);
  if (auto l = at.find("limits")) out.limits = parse_limits(*l);
  if (auto n = at.find("nodes")) out.nodes = parse_nodes(*n);
  out.languages = at.find("languages");
  return out;
}

// `languages: [cpp]`: the languages a case is graded in.
std::vector<std::string> parse_languages(const yaml_cursor& at) {
  if (!at.is_sequence() || at.items().empty()) at.fail("should be a list of languages, e.g. [cpp]");
  std::vector<std::string> out;
  for (const auto& item : at.items()) {
    std::vector<std::string_view> names;
    for (const auto* l : kLanguages) names.push_back(l->name);
    const std::string name = item.as_string();
    if (find_language(name) == nullptr) item.fail("is not a language of the kit (" + join(names) + ")");
    out.push_back(name);
  }
  return out;
}

std::string parse_hook(const yaml_cursor& at, const problem_driver& driver) {
  const std::string hook = at.as_string();
  if (driver.find_hook(hook) == nullptr) {
    std::vector<std::string_view> names;
    for (const auto& h : driver.hooks()) names.push_back(h.name);
    at.fail("unknown hook '" + hook + "' (" + std::string(driver.name()) + "'s hooks: " + join(names) + ")");
  }
  return hook;
}

std::string hex64(std::uint64_t hash) {
  std::array<char, 17> hex{};
  std::snprintf(hex.data(), hex.size(), "%016llx", static_cast<unsigned long long>(hash));
  return {hex.data(), 16};
}

constexpr int kRecordedVersion = 1;

nlohmann::json node_expectation_json(const node_expectation& n) {
  const auto count = [](const std::optional<std::uint64_t>& v) {
    return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
  };
  nlohmann::json j = {{"mode", to_string(n.mode)},
                      {"reference", count(n.reference)},
                      {"reversed", count(n.reversed)},
                      {"budget", count(n.budget)}};
  if (n.ties) j["ties"] = *n.ties;
  if (n.ties_reversed) j["ties_reversed"] = *n.ties_reversed;
  return j;
}

node_expectation node_expectation_from_json(const nlohmann::json& j) {
  node_expectation n;
  const std::string mode = j.at("mode").get<std::string>();
  n.mode = mode == "exact" ? node_mode::exact : mode == "budget" ? node_mode::budget : node_mode::record;
  const auto count = [&](const char* key) {
    return !j.contains(key) || j.at(key).is_null()
               ? std::nullopt
               : std::optional<std::uint64_t>(j.at(key).get<std::uint64_t>());
  };
  n.reference = count("reference");
  n.reversed = count("reversed");
  n.ties = count("ties");
  n.ties_reversed = count("ties_reversed");
  n.budget = count("budget");
  return n;
}

// The suite's recorded resolutions, or an empty object when it has none.
nlohmann::json read_recorded(const fs::path& file) {
  const fs::path recorded = recorded_resolutions_file(file);
  std::ifstream in(recorded, std::ios::binary);
  if (!in) return nlohmann::json::object();
  try {
    nlohmann::json j = nlohmann::json::parse(in);
    if (j.value("version", 0) != kRecordedVersion || !j.contains("cases"))
      throw std::runtime_error("not a version-" + std::to_string(kRecordedVersion) + " record");
    return j;
  } catch (const std::exception& e) {
    throw input_error({recorded.string(), 0, 0, {}},
                      std::string("unreadable recorded resolutions: ") + e.what());
  }
}

void take_recorded(const nlohmann::json& recorded, const yaml_cursor& at, const std::string& why,
                   test_case& tc) {
  const auto cases = recorded.find("cases");
  const auto entry = cases == recorded.end() ? nlohmann::json::const_iterator{} : cases->find(tc.name);
  if (cases == recorded.end() || entry == cases->end())
    at.fail(why +
            "; the handout has no recorded resolution of this case (was it added after the handout was "
            "written?)");
  if (entry->value("source", "") != tc.source_hash)
    at.fail(why +
            "; this case changed since the handout recorded its resolution: restore it, or ask for a new "
            "handout");
  tc.input = entry->at("input");
  tc.expected = entry->at("expected");
  tc.nodes = node_expectation_from_json(entry->at("nodes"));
}

// A suite's `extension`: the one sentence its cases' feedback will carry
// ("this case asks for <extension>"), so it must be there, be text and fit on
// one line. Read here rather than with yaml_cursor::find, which takes an
// empty value for no value and would quietly make the suite the lecture's own.
std::string parse_extension(const yaml_cursor& root) {
  for (const auto& entry : root.node()) {
    if (entry.first.Scalar() != "extension") continue;
    // An empty value has no place of its own in the file: point at its key.
    const yaml_cursor at(entry.second.IsNull() ? entry.first : entry.second, root.file(), "extension");
    const std::string example =
        "one sentence naming what goes beyond the lecture and how to meet it, e.g. extension: "
        "\"4-connectivity, beyond the lecture: use img.neighbours()\"";
    if (!entry.second.IsNull() && !entry.second.IsScalar()) at.fail("should be " + example);
    const std::string raw = entry.second.IsNull() ? std::string() : entry.second.Scalar();
    const auto first = raw.find_first_not_of(" \t\n");
    if (first == std::string::npos) at.fail("is empty: write " + example);
    const std::string text = raw.substr(first, raw.find_last_not_of(" \t\n") - first + 1);
    if (text.find('\n') != std::string::npos) {
      at.fail(
          "should be one line, as it begins the feedback of every failed case (fold a long sentence "
          "with >-)");
    }
    std::string lower = text;
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
    if (lower == "true" || lower == "false" || lower == "yes" || lower == "no")
      at.fail("is '" + text + "', but it is no yes/no flag: write " + example);
    return text;
  }
  return {};
}

// The problem a file's folder says it belongs to, when it sits in
// <problem>/public/ or <problem>/hidden/.
std::optional<std::string> folder_problem(const fs::path& file) {
  const fs::path absolute = fs::absolute(file).lexically_normal();
  const auto folder = absolute.parent_path().filename().string();
  if (folder != "public" && folder != "hidden") return std::nullopt;
  return absolute.parent_path().parent_path().filename().string();
}

// The fields every case has (hook, points, limits, nodes), each from the case
// or else from the suite's defaults.
void read_generic_fields(const yaml_cursor& at, const case_defaults& defaults, const std::string& extension,
                         const problem_driver& driver, test_case& tc) {
  if (auto h = at.find("hook")) {
    tc.hook = parse_hook(*h, driver);
  } else if (defaults.hook) {
    tc.hook = parse_hook(*defaults.hook, driver);
  } else {
    (void)at.at("hook");  // throws "is required but missing" at the case
  }

  if (auto p = at.find("points")) {
    tc.points = p->as_number(0, 1000);
  } else if (defaults.points) {
    tc.points = *defaults.points;
  } else if (!extension.empty()) {
    tc.points = 0;  // beyond the lecture: worth something only where the instructor says so
  }
  tc.extension = extension;

  defaults.limits.apply_to(tc.limits);
  std::optional<yaml_cursor> limits_at = defaults.limits.where;
  if (auto l = at.find("limits")) {
    parse_limits(*l).apply_to(tc.limits);
    limits_at = l;
    tc.limits_where = l->location();
  }
  if (tc.limits.wall_seconds < tc.limits.cpu_seconds) {
    const std::string reason = "wall_seconds (" + format_number(tc.limits.wall_seconds) +
                               ") must be at least cpu_seconds (" + format_number(tc.limits.cpu_seconds) +
                               ")";
    (limits_at ? *limits_at : at).fail(reason);
  }

  if (auto l = at.find("languages")) {
    tc.languages = parse_languages(*l);
  } else if (defaults.languages) {
    tc.languages = parse_languages(*defaults.languages);
  }

  if (auto n = at.find("nodes")) {
    tc.nodes = parse_nodes(*n);
    if (tc.nodes.mode != node_mode::record && !driver.is_search(tc.hook)) {
      n->fail(tc.hook +
              " is not a search: its nodes are recorded, never judged (use nodes: record, or "
              "none)");
    }
  } else if (defaults.nodes && (defaults.nodes->mode == node_mode::record || driver.is_search(tc.hook))) {
    tc.nodes = *defaults.nodes;
  }
}

suite_file parse_suite(const yaml_cursor& root, const fs::path& file, visibility vis,
                       const fs::path& problem_dir) {
  if (!root.is_map()) {
    root.fail("a suite file is a map with the keys problem, description, extension, defaults and cases");
  }
  root.allow_only({"problem", "description", "extension", "defaults", "cases"});

  suite_file suite;
  suite.path = file;
  suite.vis = vis;
  suite.suite = file.stem().string();
  if (!is_slug(suite.suite, true)) {
    throw input_error({file.string(), 0, 0, {}}, "the file name '" + file.filename().string() +
                                                     "' makes a bad suite name: use lowercase letters, "
                                                     "digits, '-' and '_' (it becomes part of case ids)");
  }

  const yaml_cursor problem_at = root.at("problem");
  suite.problem = problem_at.as_string();
  const problem_driver* driver = find_driver(suite.problem);
  if (driver == nullptr)
    problem_at.fail("unknown problem '" + suite.problem + "' (known problems: " + known_problems() + ")");
  if (const auto folder = folder_problem(file); folder && *folder != suite.problem) {
    problem_at.fail("is '" + suite.problem + "' but the file is in the folder of problem '" + *folder + "'");
  }
  if (auto d = root.find("description")) suite.description = d->as_string();
  suite.extension = parse_extension(root);

  case_defaults defaults;
  if (auto d = root.find("defaults")) defaults = parse_defaults(*d, *driver);

  std::vector<std::string_view> case_fields(kGenericCaseFields.begin(), kGenericCaseFields.end());
  const auto driver_fields = driver->case_fields();
  case_fields.insert(case_fields.end(), driver_fields.begin(), driver_fields.end());

  const yaml_cursor cases_at = root.at("cases");
  const auto items = cases_at.items();
  if (items.empty()) cases_at.fail("lists no cases");

  std::map<std::string, int> lines_by_name;
  std::optional<nlohmann::json> recorded;  // read when a case first needs it
  for (const yaml_cursor& at : items) {
    if (!at.is_map()) at.fail("a case is a map with at least 'name' and 'hook'");
    allow_only(at, case_fields);

    test_case tc;
    tc.problem = suite.problem;
    tc.suite = suite.suite;
    tc.vis = vis;
    tc.where = at.location();

    const yaml_cursor name_at = at.at("name");
    tc.name = name_at.as_string();
    if (!is_slug(tc.name, false))
      name_at.fail("'" + tc.name + "' is not a case name: use lowercase letters, digits and '-'");
    if (const auto [it, fresh] = lines_by_name.emplace(tc.name, name_at.location().line); !fresh) {
      name_at.fail("'" + tc.name + "' is already the name of the case on line " + std::to_string(it->second));
    }
    tc.id = tc.suite + "/" + tc.name;
    if (auto d = at.find("description")) tc.description = d->as_string();

    read_generic_fields(at, defaults, suite.extension, *driver, tc);

    // Problem-specific defaults (a board shared by every case...) are copied
    // into the case's own map, keeping their source marks, so an error in one
    // still points at its line under `defaults`.
    if (defaults.cursor) {
      YAML::Node own = at.node();
      for (const auto field : driver_fields) {
        const std::string key(field);
        if (!at.has(key) && defaults.cursor->has(key)) own[key] = defaults.cursor->node()[key];
      }
    }
    tc.source_hash = hex64(fnv1a_64(YAML::Dump(at.node())));
    try {
      driver->parse_case(at, problem_dir, tc);
    } catch (const reference_unavailable& e) {
      if (!recorded) recorded = read_recorded(file);
      take_recorded(*recorded, at, e.what(), tc);
    }
    tc.fingerprint = compute_fingerprint(tc);
    suite.cases.push_back(std::move(tc));
  }
  return suite;
}

bool is_suite_file(const fs::directory_entry& entry) {
  const auto ext = entry.path().extension();
  return entry.is_regular_file() && (ext == ".yaml" || ext == ".yml");
}

std::vector<fs::path> sorted_suite_files(const fs::path& folder) {
  std::vector<fs::path> files;
  if (!fs::is_directory(folder)) return files;
  for (const auto& entry : fs::directory_iterator(folder)) {
    if (is_suite_file(entry)) files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace

visibility visibility_of(const fs::path& file) {
  return fs::absolute(file).lexically_normal().parent_path().filename() == "hidden" ? visibility::hidden
                                                                                    : visibility::visible;
}

fs::path problem_dir_of(const fs::path& file) {
  const fs::path folder = fs::absolute(file).lexically_normal().parent_path();
  const auto name = folder.filename();
  return name == "public" || name == "hidden" ? folder.parent_path() : folder;
}

std::vector<suite_location> find_suite_files(const fs::path& cases_root,
                                             const std::vector<std::string>& problems, bool include_hidden) {
  if (!fs::is_directory(cases_root))
    throw input_error({cases_root.string(), 0, 0, {}}, "no test case folder here");
  std::vector<std::string> chosen;
  if (problems.empty()) {
    for (const auto& entry : fs::directory_iterator(cases_root)) {
      const std::string name = entry.path().filename().string();
      if (!entry.is_directory() || name.starts_with('.')) continue;
      if (find_driver(name) == nullptr) {
        throw input_error(
            {entry.path().string(), 0, 0, {}},
            "the folder '" + name + "' names no known problem (known problems: " + known_problems() + ")");
      }
      chosen.push_back(name);
    }
    std::sort(chosen.begin(), chosen.end());
  } else {
    for (const auto& name : problems) {
      if (find_driver(name) == nullptr) {
        throw input_error({cases_root.string(), 0, 0, {}},
                          "unknown problem '" + name + "' (known problems: " + known_problems() + ")");
      }
      if (!fs::is_directory(cases_root / name)) {
        throw input_error({(cases_root / name).string(), 0, 0, {}},
                          "no test cases for problem '" + name + "'");
      }
      chosen.push_back(name);
    }
  }
  std::vector<suite_location> found;
  for (const auto& name : chosen) {
    for (const auto& file : sorted_suite_files(cases_root / name / "public")) {
      found.push_back({file, name, visibility::visible});
    }
    if (!include_hidden) continue;
    for (const auto& file : sorted_suite_files(cases_root / name / "hidden")) {
      found.push_back({file, name, visibility::hidden});
    }
  }
  return found;
}

suite_file load_suite_file(const fs::path& file, visibility vis) {
  return load_suite_file(file, vis, problem_dir_of(file));
}

suite_file load_suite_file(const fs::path& file, visibility vis, const fs::path& problem_dir) {
  return parse_suite(yaml_cursor::load_file(file), file, vis, problem_dir);
}

suite_file load_suite_text(const std::string& text, const fs::path& file, visibility vis,
                           const fs::path& problem_dir) {
  return parse_suite(yaml_cursor::load_string(text, file.string()), file, vis, problem_dir);
}

void check_unique_suites(const std::vector<suite_file>& suites) {
  std::map<std::pair<std::string, std::string>, const suite_file*> seen;
  for (const auto& s : suites) {
    const auto [it, fresh] = seen.emplace(std::make_pair(s.problem, s.suite), &s);
    if (!fresh) {
      throw input_error(
          {s.path.string(), 0, 0, {}},
          "the suite '" + s.suite + "' is also defined by " + it->second->path.string() +
              ": case ids are '<suite>/<name>', so a suite's file name must be unique among a problem's "
              "public and hidden files");
    }
  }
}

std::vector<suite_file> load_suites(const fs::path& cases_root, const std::vector<std::string>& problems,
                                    bool include_hidden) {
  std::vector<suite_file> suites;
  for (const auto& found : find_suite_files(cases_root, problems, include_hidden)) {
    suites.push_back(load_suite_file(found.path, found.vis));
  }
  check_unique_suites(suites);
  return suites;
}

const test_case* find_case(const std::vector<suite_file>& suites, std::string_view id_or_name) {
  const bool qualified = id_or_name.find('/') != std::string_view::npos;
  std::vector<const test_case*> matches;
  for (const auto& s : suites) {
    for (const auto& tc : s.cases) {
      if ((qualified ? tc.id : tc.name) == id_or_name) matches.push_back(&tc);
    }
  }
  if (matches.empty()) return nullptr;
  if (matches.size() > 1) {
    std::string ids;
    for (const auto* tc : matches) ids += (ids.empty() ? "" : ", ") + tc->id;
    throw std::invalid_argument("'" + std::string(id_or_name) + "' names several cases: " + ids +
                                "; write it as suite/name");
  }
  return matches.front();
}

std::uint64_t fnv1a_64(std::string_view bytes) noexcept {
  std::uint64_t hash = 14695981039346656037ULL;
  for (const char ch : bytes) {
    hash ^= static_cast<std::uint8_t>(ch);
    hash *= 1099511628211ULL;
  }
  return hash;
}

namespace {

// Past this size a string of a case (a whole dictionary: Boggle sends
// wamerican's 600 kB in every case's input) is fingerprinted by a hash of its
// bytes: dump() escapes a string character by character, and a file of many
// such cases spent most of its loading time there.
constexpr std::size_t kDigestedString = 4096;

void digest_long_strings(nlohmann::json& j) {
  if (j.is_string()) {
    const auto& text = j.get_ref<const std::string&>();
    if (text.size() > kDigestedString) j = {{"fnv1a_64", hex64(fnv1a_64(text))}, {"bytes", text.size()}};
  } else if (j.is_structured()) {
    for (auto& item : j) digest_long_strings(item);
  }
}

}  // namespace

nlohmann::json fingerprint_source(const test_case& tc) {
  const auto optional_count = [](const std::optional<std::uint64_t>& v) {
    return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
  };
  // nlohmann::json objects keep their keys sorted, so dump() is canonical.
  nlohmann::json nodes = {{"mode", to_string(tc.nodes.mode)},
                          {"reference", optional_count(tc.nodes.reference)},
                          {"reversed", optional_count(tc.nodes.reversed)},
                          {"budget", optional_count(tc.nodes.budget)}};
  // Only when given, so that a case without them keeps its fingerprint.
  if (tc.nodes.ties) nodes["ties"] = *tc.nodes.ties;
  if (tc.nodes.ties_reversed) nodes["ties_reversed"] = *tc.nodes.ties_reversed;
  nlohmann::json limits = {{"cpu_seconds", tc.limits.cpu_seconds},
                           {"wall_seconds", tc.limits.wall_seconds},
                           {"memory_mb", tc.limits.memory_mb},
                           {"output_kb", tc.limits.output_kb},
                           {"file_kb", tc.limits.file_kb}};
  if (tc.limits.python_factor) limits["python_factor"] = *tc.limits.python_factor;
  nlohmann::json input = tc.input;
  nlohmann::json expected = tc.expected;
  digest_long_strings(input);
  digest_long_strings(expected);
  return {
      {"fingerprint_version", kFingerprintVersion},
      {"problem", tc.problem},
      {"hook", tc.hook},
      {"limits", limits},
      {"nodes", nodes},
      {"input", std::move(input)},
      {"expected", std::move(expected)},
  };
}

std::string compute_fingerprint(const test_case& tc) {
  return hex64(fnv1a_64(fingerprint_source(tc).dump()));
}

fs::path recorded_resolutions_file(const fs::path& suite_file) {
  return suite_file.parent_path() / ".recorded" / (suite_file.stem().string() + ".json");
}

nlohmann::json recorded_resolutions(const suite_file& suite) {
  nlohmann::json cases = nlohmann::json::object();
  for (const auto& tc : suite.cases) {
    cases[tc.name] = {{"source", tc.source_hash},
                      {"input", tc.input},
                      {"expected", tc.expected},
                      {"nodes", node_expectation_json(tc.nodes)}};
  }
  return {
      {"version", kRecordedVersion}, {"problem", suite.problem}, {"suite", suite.suite}, {"cases", cases}};
}

}  // namespace grader
