#include "grader/report/report.hpp"

#include "grader/report/number_text.hpp"
#include "grader/report/visible_name.hpp"

#include <chrono>
#include <cmath>
#include <ctime>
#include <stdexcept>

namespace grader::report {

std::string_view to_string(compile_status s) noexcept {
  switch (s) {
    case compile_status::ok:
      return "ok";
    case compile_status::compile_error:
      return "compile_error";
    case compile_status::judge_error:
      return "judge_error";
    case compile_status::missing:
      return "missing";
  }
  return "judge_error";
}

std::string_view to_string(measurement m) noexcept {
  switch (m) {
    case measurement::verified:
      return "verified";
    case measurement::implausible:
      return "implausible";
    case measurement::none:
      return "none";
  }
  return "none";
}

std::string_view to_string(proof_status p) noexcept {
  switch (p) {
    case proof_status::ranked:
      return "ranked";
    case proof_status::proven:
      return "proven";
    case proof_status::unproven:
      return "unproven";
    case proof_status::none:
      return "none";
  }
  return "none";
}

namespace {

proof_status parse_proof(const std::string& text) {
  for (const auto p :
       {proof_status::none, proof_status::ranked, proof_status::proven, proof_status::unproven})
    if (text == to_string(p)) return p;
  throw std::runtime_error("unknown proof status '" + text + "'");
}

measurement parse_measurement(const std::string& text) {
  if (text == "verified") return measurement::verified;
  if (text == "implausible") return measurement::implausible;
  if (text == "none") return measurement::none;
  throw std::runtime_error("unknown measurement '" + text + "'");
}

compile_status parse_compile_status(const std::string& text) {
  if (text == "ok") return compile_status::ok;
  if (text == "compile_error") return compile_status::compile_error;
  if (text == "judge_error") return compile_status::judge_error;
  if (text == "missing") return compile_status::missing;
  throw std::runtime_error("unknown compile status '" + text + "'");
}

node_mode parse_node_mode(const std::string& text) {
  if (text == "exact") return node_mode::exact;
  if (text == "budget") return node_mode::budget;
  if (text == "record") return node_mode::record;
  throw std::runtime_error("unknown node mode '" + text + "'");
}

nlohmann::json optional_count(const std::optional<std::uint64_t>& n) {
  return n ? nlohmann::json(*n) : nlohmann::json(nullptr);
}

std::optional<std::uint64_t> read_optional_count(const nlohmann::json& j) {
  if (j.is_null()) return std::nullopt;
  return j.get<std::uint64_t>();
}

nlohmann::json accepted_json(const std::vector<accepted_count>& counts) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& c : counts) out.push_back({{"reading", to_string(c.how)}, {"nodes", c.nodes}});
  return out;
}

std::vector<accepted_count> accepted_from_json(const nlohmann::json& j) {
  std::vector<accepted_count> out;
  for (const auto& c : j) {
    const auto how = reading_from_string(c.at("reading").get<std::string>());
    if (!how) throw std::runtime_error("unknown reading '" + c.at("reading").get<std::string>() + "'");
    out.push_back({*how, c.at("nodes").get<std::uint64_t>()});
  }
  return out;
}

}  // namespace

std::string valid_utf8(std::string_view bytes) {
  std::string out;
  out.reserve(bytes.size());
  std::size_t i = 0;
  while (i < bytes.size()) {
    std::uint32_t code = 0;
    if (const std::size_t length = utf8_character(bytes, i, code); length > 0) {
      out.append(bytes.substr(i, length));
      i += length;
    } else {
      out += "\xEF\xBF\xBD";  // U+FFFD
      ++i;
    }
  }
  return out;
}

std::string dump(const nlohmann::json& j) {
  return j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
}

void keep_answer(case_result& c, const nlohmann::json& output) {
  c.answer = nullptr;
  c.answer_capped = false;
  if (output.is_null()) return;
  // Student output may hold strings that are not UTF-8; dump() with
  // replacement measures what the report will hold.
  if (dump(output).size() > kMaxAnswerBytes) {
    c.answer_capped = true;
    return;
  }
  c.answer = nlohmann::json::parse(output.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

double tidy(double x) noexcept { return std::round(x * 1e6) / 1e6; }

double case_points(verdict v, double max_points) noexcept {
  return v == verdict::accepted ? max_points : 0.0;
}

void score(team_report& r) {
  r.points = 0.0;
  r.max_points = 0.0;
  for (auto& p : r.problems) {
    p.points = 0.0;
    p.max_points = 0.0;
    for (auto& c : p.cases) {
      c.points = case_points(c.result, c.max_points);
      p.points += c.points;
      p.max_points += c.max_points;
    }
    p.points = tidy(p.points);
    p.max_points = tidy(p.max_points);
    r.points += p.points;
    r.max_points += p.max_points;
  }
  r.points = tidy(r.points);
  r.max_points = tidy(r.max_points);
}

verdict_counts count_verdicts(const team_report& r) {
  verdict_counts counts{};
  for (const auto& p : r.problems) {
    for (const auto& c : p.cases) ++counts[static_cast<std::size_t>(c.result)];
  }
  return counts;
}

std::uint32_t judge_errors(const team_report& r) {
  std::uint32_t n = count_verdicts(r)[static_cast<std::size_t>(verdict::judge_error)];
  // A failed compile of the grader's own making has no case of its own when a
  // problem has no cases; count it anyway so the run is flagged.
  for (const auto& p : r.problems) {
    if (p.compile.status == compile_status::judge_error && p.cases.empty()) ++n;
  }
  return n;
}

nlohmann::json to_json(const verdict_counts& counts) {
  nlohmann::json j = nlohmann::json::object();
  for (const verdict v : all_verdicts) j[std::string(to_string(v))] = counts[static_cast<std::size_t>(v)];
  return j;
}

nlohmann::json to_json(const search_drawing& d) {
  nlohmann::json lecture = nlohmann::json::array();
  for (const auto& l : d.lecture)
    lecture.push_back({{"reading", to_string(l.how)}, {"per_depth", l.per_depth}});
  nlohmann::json j = {{"per_depth", d.per_depth}, {"lecture", std::move(lecture)}};
  if (!d.same_as.empty()) j["same_as"] = valid_utf8(d.same_as);
  if (!d.parting.empty()) j["parting"] = valid_utf8(d.parting);
  return j;
}

search_drawing search_drawing_from_json(const nlohmann::json& j) {
  search_drawing d;
  d.per_depth = j.at("per_depth").get<std::vector<std::uint64_t>>();
  for (const auto& l : j.at("lecture")) {
    const auto how = reading_from_string(l.at("reading").get<std::string>());
    if (!how) throw std::runtime_error("unknown reading in search_drawing");
    d.lecture.push_back({*how, l.at("per_depth").get<std::vector<std::uint64_t>>()});
  }
  d.same_as = j.value("same_as", std::string());
  d.parting = j.value("parting", std::string());
  return d;
}

case_result as_seen_by(const case_result& c, audience who) {
  case_result seen = c;
  if (who != audience::student || c.vis != visibility::hidden) return seen;
  seen.nodes.reset();
  seen.nodes_expanded.reset();
  seen.reference_nodes.reset();
  seen.reversed_nodes.reset();
  seen.accepted_nodes.clear();
  seen.nodes_reading.reset();
  seen.measured = measurement::none;
  seen.proof = proof_status::none;
  seen.cpu_explained_seconds.reset();
  seen.drawing.reset();
  seen.feedback = kWithheld;
  seen.stdout_text.clear();
  seen.stderr_text.clear();
  seen.answer = nullptr;
  seen.answer_capped = false;
  return seen;
}

nlohmann::json to_json(const case_result& raw, audience who) {
  const case_result c = as_seen_by(raw, who);
  nlohmann::json j = {
      {"id", c.id},
      {"suite", c.suite},
      {"name", c.name},
      {"hook", c.hook},
      {"search", c.search},
      {"visibility", to_string(c.vis)},
      {"verdict", to_string(c.result)},
      {"points", c.points},
      {"max_points", c.max_points},
      {"cpu_seconds", c.cpu_seconds},
      {"wall_seconds", c.wall_seconds},
      {"peak_memory_kb", c.peak_memory_kb},
      {"nodes", optional_count(c.nodes)},
      {"nodes_expanded", optional_count(c.nodes_expanded)},
      {"reference_nodes", optional_count(c.reference_nodes)},
      {"reversed_nodes", optional_count(c.reversed_nodes)},
      {"accepted_nodes", accepted_json(c.accepted_nodes)},
      {"nodes_reading",
       c.nodes_reading ? nlohmann::json(to_string(*c.nodes_reading)) : nlohmann::json(nullptr)},
      {"node_mode", to_string(c.mode)},
      {"measurement", std::string(to_string(c.measured))},
      {"proof", std::string(to_string(c.proof))},
      {"feedback", valid_utf8(c.feedback)},
      {"stdout", valid_utf8(c.stdout_text)},
      {"stderr", valid_utf8(c.stderr_text)},
      {"answer", c.answer},
      {"answer_capped", c.answer_capped},
      {"fingerprint", c.fingerprint},
      {"reused", c.reused},
  };
  if (c.cpu_explained_seconds) j["cpu_explained_seconds"] = *c.cpu_explained_seconds;
  if (c.cpu_wait_seconds) j["cpu_wait_seconds"] = *c.cpu_wait_seconds;
  if (c.measurements != 1) j["measurements"] = c.measurements;
  j["grader_seconds"] = {{"runs", tidy(c.grader.runs)},       {"second_run", tidy(c.grader.second_run)},
                         {"replay", tidy(c.grader.replay)},   {"judge", tidy(c.grader.judge)},
                         {"lecture", tidy(c.grader.lecture)}, {"gate_wait", tidy(c.grader.gate_wait)}};
  if (c.drawing) j["search_drawing"] = to_json(*c.drawing);
  // Only where there is one, so the lecture's own cases read as before.
  if (!c.extension.empty()) j["extension"] = valid_utf8(c.extension);
  return j;
}

nlohmann::json to_json(const team_report& r, audience who) {
  nlohmann::json problems = nlohmann::json::array();
  for (const auto& p : r.problems) {
    nlohmann::json cases = nlohmann::json::array();
    for (const auto& c : p.cases) cases.push_back(to_json(c, who));
    problems.push_back({
        {"problem", p.problem},
        {"points", p.points},
        {"max_points", p.max_points},
        {"sources_hash", p.sources_hash},
        {"build_key", p.build_key},
        {"compile",
         {{"status", to_string(p.compile.status)},
          {"seconds", p.compile.seconds},
          {"log", valid_utf8(p.compile.log)},
          {"cached", p.compile.cached},
          {"language", p.compile.language},
          {"limit_factor", p.compile.limit_factor},
          {"gate_wait_seconds", tidy(p.compile.gate_wait)}}},
        {"cases", std::move(cases)},
    });
  }
  nlohmann::json j = {
      {"schema_version", kSchemaVersion},
      {"grader_version", r.grader_version},
      {"generated_at", r.generated_at},
      {"audience", who == audience::student ? "student" : "instructor"},
      {"complete", r.complete},
      {"team", to_json(r.team)},
      {"submission", {{"content_hash", r.content_hash}, {"path", valid_utf8(r.submission_path)}}},
      {"score", {{"points", r.points}, {"max_points", r.max_points}}},
      {"problems", std::move(problems)},
      {"verdict_counts", to_json(count_verdicts(r))},
      {"judge_errors", judge_errors(r)},
  };
  if (r.late) j["late"] = to_json(*r.late, r.points);
  return j;
}

std::string late_text(const lateness& late) {
  const auto hours = static_cast<double>(late.seconds_late) / 3600.0;
  return "late " + (hours < 48.0 ? fixed(hours, 1) + " h" : fixed(hours / 24.0, 1) + " days") + ": -" +
         general(late.penalty * 100.0) + "%";
}

double final_points(const team_report& r) noexcept {
  return r.late ? tidy(r.points * (1.0 - r.late->penalty)) : r.points;
}

nlohmann::json to_json(const team_info& t) {
  // `members` stays a list of names, as readers of older reports expect;
  // ids and e-mails, when team.yaml gives any, are in `roster`.
  nlohmann::json members = nlohmann::json::array();
  nlohmann::json roster = nlohmann::json::array();
  bool identified = false;
  for (const auto& m : t.members) {
    members.push_back(valid_utf8(m.name));
    nlohmann::json entry = {{"name", valid_utf8(m.name)}};
    if (!m.id.empty()) entry["id"] = valid_utf8(m.id);
    if (!m.email.empty()) entry["email"] = valid_utf8(m.email);
    identified = identified || !m.id.empty() || !m.email.empty();
    roster.push_back(std::move(entry));
  }
  nlohmann::json j = {
      {"id", valid_utf8(t.id)}, {"name", valid_utf8(t.name)}, {"members", std::move(members)}};
  if (identified) j["roster"] = std::move(roster);
  if (!t.submitted.empty()) j["submitted"] = valid_utf8(t.submitted);
  if (!t.warning.empty()) j["warning"] = valid_utf8(t.warning);
  return j;
}

team_info team_info_from_json(const nlohmann::json& j) {
  team_info t;
  t.id = j.at("id").get<std::string>();
  t.name = j.at("name").get<std::string>();
  if (j.contains("roster")) {
    for (const auto& m : j.at("roster")) {
      t.members.push_back(
          {m.at("name").get<std::string>(), m.value("id", std::string()), m.value("email", std::string())});
    }
  } else {
    for (const auto& name : j.at("members")) t.members.push_back({name.get<std::string>(), {}, {}});
  }
  t.submitted = j.value("submitted", std::string());
  t.warning = j.value("warning", std::string());
  return t;
}

nlohmann::json to_json(const lateness& l, double points) {
  nlohmann::json j = {
      {"due", l.due},
      {"policy", l.policy},
      {"submitted_at", l.submitted_at.empty() ? nlohmann::json() : nlohmann::json(l.submitted_at)},
      {"source", l.source},
      {"seconds_late", l.seconds_late},
      {"penalty", l.penalty}};
  j["points_after_penalty"] = tidy(points * (1.0 - l.penalty));
  return j;
}

lateness lateness_from_json(const nlohmann::json& j) {
  lateness l;
  l.due = j.at("due").get<std::string>();
  l.policy = j.at("policy").get<std::string>();
  if (!j.at("submitted_at").is_null()) l.submitted_at = j.at("submitted_at").get<std::string>();
  l.source = j.at("source").get<std::string>();
  l.seconds_late = j.at("seconds_late").get<std::int64_t>();
  l.penalty = j.at("penalty").get<double>();
  return l;
}

team_report team_report_from_json(const nlohmann::json& j) {
  try {
    if (j.at("schema_version").get<int>() != kSchemaVersion)
      throw std::runtime_error("another schema version");
    if (j.at("audience").get<std::string>() != "instructor")
      throw std::runtime_error("not an instructor report");
    team_report r;
    r.grader_version = j.at("grader_version").get<std::string>();
    r.generated_at = j.at("generated_at").get<std::string>();
    r.complete = j.at("complete").get<bool>();
    r.team = team_info_from_json(j.at("team"));
    if (j.contains("late")) r.late = lateness_from_json(j.at("late"));
    r.content_hash = j.at("submission").at("content_hash").get<std::string>();
    r.submission_path = j.at("submission").at("path").get<std::string>();
    for (const auto& pj : j.at("problems")) {
      problem_result p;
      p.problem = pj.at("problem").get<std::string>();
      p.sources_hash = pj.at("sources_hash").get<std::string>();
      p.build_key = pj.at("build_key").get<std::string>();
      const auto& cj = pj.at("compile");
      p.compile.status = parse_compile_status(cj.at("status").get<std::string>());
      p.compile.seconds = cj.at("seconds").get<double>();
      p.compile.log = cj.at("log").get<std::string>();
      p.compile.cached = cj.at("cached").get<bool>();
      p.compile.language = cj.value("language", std::string("cpp"));
      p.compile.limit_factor = cj.value("limit_factor", 1.0);
      p.compile.gate_wait = cj.value("gate_wait_seconds", 0.0);
      for (const auto& kj : pj.at("cases")) {
        case_result c;
        c.id = kj.at("id").get<std::string>();
        c.suite = kj.at("suite").get<std::string>();
        c.name = kj.at("name").get<std::string>();
        c.hook = kj.at("hook").get<std::string>();
        c.search = kj.at("search").get<bool>();
        c.vis = kj.at("visibility").get<std::string>() == "hidden" ? visibility::hidden : visibility::visible;
        const auto v = parse_verdict(kj.at("verdict").get<std::string>());
        if (!v) throw std::runtime_error("unknown verdict");
        c.result = *v;
        c.points = kj.at("points").get<double>();
        c.max_points = kj.at("max_points").get<double>();
        if (kj.contains("extension")) c.extension = kj.at("extension").get<std::string>();
        c.cpu_seconds = kj.at("cpu_seconds").get<double>();
        c.wall_seconds = kj.at("wall_seconds").get<double>();
        c.peak_memory_kb = kj.at("peak_memory_kb").get<std::uint64_t>();
        c.nodes = read_optional_count(kj.at("nodes"));
        // Absent from reports written before nodes expanded were measured.
        if (kj.contains("nodes_expanded")) c.nodes_expanded = read_optional_count(kj.at("nodes_expanded"));
        c.reference_nodes = read_optional_count(kj.at("reference_nodes"));
        c.reversed_nodes = read_optional_count(kj.at("reversed_nodes"));
        // Absent from reports written before the readings were named.
        if (kj.contains("accepted_nodes")) c.accepted_nodes = accepted_from_json(kj.at("accepted_nodes"));
        if (kj.contains("nodes_reading") && kj.at("nodes_reading").is_string())
          c.nodes_reading = reading_from_string(kj.at("nodes_reading").get<std::string>());
        c.mode = parse_node_mode(kj.at("node_mode").get<std::string>());
        if (kj.contains("cpu_explained_seconds"))
          c.cpu_explained_seconds = kj.at("cpu_explained_seconds").get<double>();
        c.measured = parse_measurement(kj.at("measurement").get<std::string>());
        if (kj.contains("cpu_wait_seconds")) c.cpu_wait_seconds = kj.at("cpu_wait_seconds").get<double>();
        if (kj.contains("measurements")) c.measurements = kj.at("measurements").get<int>();
        if (kj.contains("grader_seconds")) {
          const auto& g = kj.at("grader_seconds");
          c.grader = {g.at("runs").get<double>(),    g.at("second_run").get<double>(),
                      g.at("replay").get<double>(),  g.at("judge").get<double>(),
                      g.at("lecture").get<double>(), g.value("gate_wait", 0.0)};
        }
        // Absent from reports written before counts were proven.
        if (kj.contains("proof")) c.proof = parse_proof(kj.at("proof").get<std::string>());
        if (kj.contains("search_drawing")) c.drawing = search_drawing_from_json(kj.at("search_drawing"));
        c.feedback = kj.at("feedback").get<std::string>();
        c.stdout_text = kj.at("stdout").get<std::string>();
        c.stderr_text = kj.at("stderr").get<std::string>();
        c.answer = kj.at("answer");
        c.answer_capped = kj.at("answer_capped").get<bool>();
        c.fingerprint = kj.at("fingerprint").get<std::string>();
        c.reused = kj.at("reused").get<bool>();
        p.cases.push_back(std::move(c));
      }
      r.problems.push_back(std::move(p));
    }
    score(r);
    return r;
  } catch (const nlohmann::json::exception& e) {
    throw std::runtime_error(std::string("not a team report: ") + e.what());
  }
}

std::string utc_timestamp() {
  const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm parts{};
  ::gmtime_r(&now, &parts);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &parts);
  return text;
}

}  // namespace grader::report
