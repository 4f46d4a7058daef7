#include "framework/job_assignment/yaml_io.hpp"

#include "framework/core/random_draw.hpp"
#include "framework/job_assignment/rules.hpp"

#include <cctype>
#include <charconv>
#include <sstream>

namespace job_assignment {

using framework::yaml_cursor;

std::vector<std::int64_t> random_bids(int n, std::int64_t max, std::uint64_t seed) {
  std::vector<std::int64_t> out;
  std::uint64_t state = seed;
  const auto range = static_cast<std::uint64_t>(max) + 1;
  // Rejection keeps every bid equally likely, as framework::uniform_below does.
  const std::uint64_t reject_below = (0 - range) % range;
  for (int i = 0; i < n * n; ++i) {
    std::uint64_t x = framework::splitmix64(state);
    while (x < reject_below) x = framework::splitmix64(state);
    out.push_back(static_cast<std::int64_t>(x % range));
  }
  return out;
}

namespace {

struct matrix {
  int n = 0;
  std::vector<std::int64_t> bids;
};

std::string bid_range() { return "0 to " + std::to_string(assignment::max_bid); }

void check_square(const yaml_cursor& at, std::size_t rows, std::size_t row, std::size_t width) {
  if (width != rows)
    at.fail("row " + std::to_string(row + 1) + " (contractor " +
            std::string(1, contractor_name(static_cast<int>(row))) + ") has " + std::to_string(width) +
            " bids, but there are " + std::to_string(rows) + " contractors: the bids are a square matrix");
}

void check_size(const yaml_cursor& at, std::size_t n) {
  if (n < 1 || n > static_cast<std::size_t>(assignment::max_size))
    at.fail("there are " + std::to_string(n) + " contractors; a case has 1 to " +
            std::to_string(assignment::max_size));
}

matrix from_rows(const yaml_cursor& at) {
  const auto rows = at.items();
  check_size(at, rows.size());
  matrix out{static_cast<int>(rows.size()), {}};
  for (std::size_t r = 0; r < rows.size(); ++r) {
    const auto cells = rows[r].items();
    check_square(rows[r], rows.size(), r, cells.size());
    for (const auto& cell : cells) out.bids.push_back(cell.as_int(0, assignment::max_bid));
  }
  return out;
}

// The deck's table: "job 1 job 2" headers skipped, "a" labels checked, "$9K" read as 9.
matrix from_table(const yaml_cursor& at) {
  std::istringstream lines(at.as_string());
  std::string line;
  std::vector<std::vector<std::int64_t>> rows;
  while (std::getline(lines, line)) {
    std::istringstream words(line);
    std::vector<std::string> tokens;
    for (std::string w; words >> w;) tokens.push_back(w);
    if (tokens.empty() || tokens.front() == "job") continue;
    std::size_t first = 0;
    if (std::isalpha(static_cast<unsigned char>(tokens.front()[0])) != 0 && tokens.front() != "$") {
      const std::string& label = tokens.front();
      const char want = contractor_name(static_cast<int>(rows.size()));
      if (label.size() != 1 || std::tolower(static_cast<unsigned char>(label[0])) != want)
        at.fail("row " + std::to_string(rows.size() + 1) + " is labelled '" + label +
                "', but it is contractor " + std::string(1, want) + "'s");
      first = 1;
    }
    std::vector<std::int64_t> row;
    for (std::size_t i = first; i < tokens.size(); ++i) {
      std::string_view t = tokens[i];
      if (!t.empty() && t.front() == '$') t.remove_prefix(1);
      if (!t.empty() && (t.back() == 'K' || t.back() == 'k')) t.remove_suffix(1);
      std::int64_t value = 0;
      const auto [end, error] = std::from_chars(t.data(), t.data() + t.size(), value);
      if (error != std::errc{} || end != t.data() + t.size() || t.empty() || value < 0 ||
          value > assignment::max_bid)
        at.fail("'" + tokens[i] + "' in row " + std::to_string(rows.size() + 1) + " is not a bid (" +
                bid_range() + ", optionally written $9K as in the deck)");
      row.push_back(value);
    }
    rows.push_back(std::move(row));
  }
  check_size(at, rows.size());
  matrix out{static_cast<int>(rows.size()), {}};
  for (std::size_t r = 0; r < rows.size(); ++r) {
    check_square(at, rows.size(), r, rows[r].size());
    out.bids.insert(out.bids.end(), rows[r].begin(), rows[r].end());
  }
  return out;
}

matrix from_random(const yaml_cursor& at) {
  at.allow_only({"random"});
  const yaml_cursor r = at.at("random");
  if (!r.is_map()) r.fail("should be a map: { n: 12, max: 99, seed: 7 }");
  r.allow_only({"n", "max", "seed"});
  const auto n = static_cast<int>(r.at("n").as_int(1, assignment::max_size));
  const std::int64_t max = r.at("max").as_int(0, assignment::max_bid);
  const auto seed = static_cast<std::uint64_t>(r.at("seed").as_int(0));
  return {n, random_bids(n, max, seed)};
}

}  // namespace

move parse_move(const yaml_cursor& at) {
  const std::string text = at.as_string();
  const auto m = job_assignment::parse_move(text);
  if (!m) at.fail("'" + text + "' is not an assignment; write it as the deck does, e.g. \"a->2\"");
  return *m;
}

namespace {

void assign_listed(const yaml_cursor& at, assignment& s) {
  for (const auto& item : at.items()) {
    const move m = parse_move(item);
    if (const auto why = rules::why_illegal(s, m)) item.fail(to_string(m) + ": " + *why);
    s.assign(m.contractor, m.job);
  }
}

}  // namespace

assignment parse_assignment(const yaml_cursor& at) {
  const yaml_cursor bids_at = at.at("bids");
  const matrix m = bids_at.is_sequence() ? from_rows(bids_at)
                   : bids_at.is_map()    ? from_random(bids_at)
                                         : from_table(bids_at);
  bound_rule rule = bound_rule::every_job;
  if (const auto rule_at = at.find("lower_bound"))
    rule = *parse_bound_rule(rule_at->as_choice({"every_job", "free_jobs"}));
  assignment s(m.n, m.bids, rule);
  if (const auto assigned_at = at.find("assigned")) assign_listed(*assigned_at, s);
  return s;
}

assignment parse_assigned_like(const yaml_cursor& at, const assignment& like) {
  assignment s(like.size(), like.bids(), like.rule());
  assign_listed(at, s);
  return s;
}

}  // namespace job_assignment
