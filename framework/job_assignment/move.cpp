#include "framework/job_assignment/move.hpp"

#include "framework/job_assignment/assignment.hpp"

#include <cctype>
#include <charconv>

namespace job_assignment {

std::string to_string(const move& m) { return pair_text(m.contractor, m.job); }

std::optional<move> parse_move(std::string_view text) {
  const auto trim = [](std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())) != 0) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())) != 0) s.remove_suffix(1);
    return s;
  };
  const auto arrow = text.find("->");
  if (arrow == std::string_view::npos) return std::nullopt;
  const std::string_view who = trim(text.substr(0, arrow));
  const std::string_view job = trim(text.substr(arrow + 2));
  if (who.size() != 1 || std::isalpha(static_cast<unsigned char>(who[0])) == 0) return std::nullopt;
  std::int32_t number = 0;
  const auto [end, error] = std::from_chars(job.data(), job.data() + job.size(), number);
  if (error != std::errc{} || end != job.data() + job.size() || job.empty() || number < 1)
    return std::nullopt;
  return move{std::tolower(static_cast<unsigned char>(who[0])) - 'a', number - 1};
}

}  // namespace job_assignment
