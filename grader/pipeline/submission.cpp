#include "grader/pipeline/submission.hpp"
#include "grader/core/file_text.hpp"

#include "framework/core/yaml_input.hpp"
#include "grader/pipeline/hashing.hpp"
#include "grader/pipeline/lateness.hpp"

#include <algorithm>
#include <array>
#include <fstream>
#include <sstream>

namespace grader::pipeline {

namespace {

// Bounds that no honest exercise comes near; past them a folder is not
// source code (a committed binary, a data dump) and hashing it would only
// slow the class run down.
constexpr std::uintmax_t kMaxFileBytes = 1u << 20;
constexpr std::uintmax_t kMaxProblemBytes = 8u << 20;
constexpr std::size_t kMaxFiles = 200;

[[noreturn]] void fail(const std::filesystem::path& file, const std::string& field,
                       const std::string& reason) {
  framework::source_location where;
  where.file = file.string();
  where.field = field;
  throw framework::input_error(where, reason);
}

std::string read_file(const std::filesystem::path& file) {
  auto text = read_file_text(file);
  if (!text) fail(file, "", "cannot read the file");
  return std::move(*text);
}

std::string hash_files(const std::vector<source_file>& files, const std::string& prefix) {
  sha256 h;
  h.field("bt-submission-v1");
  for (const auto& f : files) h.field(prefix + f.path).field(f.content);
  return "sha256:" + h.hex();
}

problem_sources read_problem(const std::filesystem::path& problem_dir, const std::string& problem) {
  problem_sources p;
  p.problem = problem;
  p.present = true;
  std::uintmax_t total = 0;
  // Symlinks are never followed: a link to ../../testcases/<problem>/hidden
  // would otherwise smuggle hidden data into the copy the compiler sees.
  for (auto it = std::filesystem::recursive_directory_iterator(problem_dir);
       it != std::filesystem::recursive_directory_iterator(); ++it) {
    const auto rel = it->path().lexically_relative(problem_dir).generic_string();
    if (it->is_symlink()) {
      p.notes.push_back("ignored the symbolic link exercises/" + problem + "/" + rel +
                        " (submit regular files)");
      if (it->is_directory()) it.disable_recursion_pending();
      continue;
    }
    const auto name = it->path().filename().string();
    if (it->is_directory()) {
      // build/, .git/, .vscode/: never sources, sometimes huge.
      if (name.starts_with(".") || name == "build") it.disable_recursion_pending();
      continue;
    }
    if (!it->is_regular_file() || !is_source_name(it->path())) continue;
    const auto size = it->file_size();
    if (size > kMaxFileBytes) {
      fail(it->path(), "",
           "is " + std::to_string(size / 1024) + " KiB; a source file may have at most " +
               std::to_string(kMaxFileBytes / 1024) + " KiB");
    }
    total += size;
    if (total > kMaxProblemBytes || p.files.size() >= kMaxFiles) {
      fail(problem_dir, "",
           "holds more source code than a submission may (" + std::to_string(kMaxFiles) + " files, " +
               std::to_string(kMaxProblemBytes >> 20) + " MiB)");
    }
    p.files.push_back({rel, read_file(it->path())});
  }
  std::sort(p.files.begin(), p.files.end(),
            [](const source_file& a, const source_file& b) { return a.path < b.path; });
  p.hash = hash_files(p.files, "");
  return p;
}

report::member_info member_of(const framework::yaml_cursor& m) {
  report::member_info member;
  if (m.is_map()) {
    m.allow_only({"name", "id", "email"});
    member.name = m.at("name").as_string();
    if (member.name.empty()) m.at("name").fail("a member's name is empty");
    if (const auto id = m.find("id")) member.id = id->as_string();
    if (const auto email = m.find("email")) {
      member.email = email->as_string();
      if (member.email.find('@') == std::string::npos) email->fail("`email` is not an e-mail address");
    }
    return member;
  }
  member.name = m.as_string();
  if (member.name.empty()) m.fail("a member's name is empty");
  return member;
}

report::team_info team_of(const framework::yaml_cursor& doc, const std::string& id) {
  if (!doc.is_map()) doc.fail("team.yaml must be a map with `name` and `members`");
  doc.allow_only({"name", "members", "submitted"});
  report::team_info team;
  team.id = id;
  team.name = doc.at("name").as_string();
  if (team.name.empty()) doc.at("name").fail("the team's name is empty");
  const auto members = doc.at("members");
  if (!members.is_sequence()) {
    members.fail(
        "`members` must be a list of names, e.g. [Ada Lovelace, Alan Turing], or of "
        "{name: Ada Lovelace, id: s123456, email: ada@uni.example}");
  }
  for (const auto& m : members.items()) team.members.push_back(member_of(m));
  if (team.members.empty()) members.fail("a team has at least one member");
  if (const auto submitted = doc.find("submitted")) {
    team.submitted = submitted->as_string();
    if (!parse_time(team.submitted))
      submitted->fail("`submitted` is not a time, e.g. 2026-12-01T23:59+01:00 or 2026-12-01T22:59Z");
  }
  return team;
}

}  // namespace

report::team_info parse_team(const std::string& text, const std::filesystem::path& file,
                             const std::string& id) {
  return team_of(framework::yaml_cursor::load_string(text, file.string()), id);
}

bool is_source_name(const std::filesystem::path& name) {
  static constexpr std::array<std::string_view, 12> extensions{".cpp", ".cc",  ".cxx", ".c++", ".hpp", ".h",
                                                               ".hh",  ".hxx", ".ipp", ".inl", ".tpp", ".py"};
  const auto ext = name.extension().string();
  return std::find(extensions.begin(), extensions.end(), ext) != extensions.end();
}

problem_sources submission::sources_of(const std::string& problem) const {
  if (const auto it = problems.find(problem); it != problems.end()) return it->second;
  problem_sources absent;
  absent.problem = problem;
  absent.hash = hash_files({}, "");
  return absent;
}

report::team_info read_team(const std::filesystem::path& dir, bool require_team) {
  const auto id = dir.filename().string();
  const auto team_file = dir / "team.yaml";
  // Like a source, team.yaml is read only as a regular file: a link could
  // point at the hidden cases and show them in the team's own report.
  // A team.yaml that does not read costs a warning, not a grade: the code is
  // graded under the folder's name and every report says what to fix.
  report::team_info team{id, id, {}, {}, {}};
  try {
    if (std::filesystem::is_symlink(team_file))
      fail(team_file, "", "is a symbolic link: submit team.yaml as a regular file");
    if (std::filesystem::exists(team_file)) {
      // A FIFO would hold the grader up forever.
      if (!std::filesystem::is_regular_file(team_file)) fail(team_file, "", "is not a regular file");
      team = team_of(framework::yaml_cursor::load_file(team_file), id);
    } else if (require_team) {
      fail(team_file, "",
           "is missing: every team folder needs a team.yaml with `name:` and `members: [...]`");
    }
  } catch (const framework::input_error& e) {
    team.warning = std::string(e.what()) + " (graded under the folder's name, " + id + ")";
  } catch (const std::filesystem::filesystem_error& e) {
    team.warning =
        team_file.string() + ": " + e.code().message() + " (graded under the folder's name, " + id + ")";
  }
  return team;
}

submission load_submission(const std::filesystem::path& dir, bool require_team) {
  submission s;
  std::error_code ec;
  s.dir = std::filesystem::canonical(dir, ec);
  if (ec || !std::filesystem::is_directory(s.dir)) fail(dir, "", "is not a folder");
  s.team = read_team(s.dir, require_team);

  const auto exercises = s.dir / "exercises";
  if (!std::filesystem::is_directory(exercises)) {
    fail(exercises, "", "is missing: a submission holds its sources in exercises/<problem>/");
  }
  std::vector<source_file> all;
  for (const auto& entry : std::filesystem::directory_iterator(exercises)) {
    if (entry.is_symlink() || !entry.is_directory()) continue;
    const auto problem = entry.path().filename().string();
    auto p = read_problem(entry.path(), problem);
    for (const auto& f : p.files) all.push_back({problem + "/" + f.path, f.content});
    s.problems.emplace(problem, std::move(p));
  }
  if (s.problems.empty()) fail(exercises, "", "holds no problem folder (expected exercises/<problem>/*.cpp)");
  std::sort(all.begin(), all.end(),
            [](const source_file& a, const source_file& b) { return a.path < b.path; });
  s.content_hash = hash_files(all, "");
  return s;
}

}  // namespace grader::pipeline
