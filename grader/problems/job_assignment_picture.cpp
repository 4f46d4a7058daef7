#include "grader/problems/job_assignment_picture.hpp"

#include <string>

namespace grader::problems {

picture draw_assignment(const job_assignment::assignment& a) {
  // The bids as the lecture's table: a header row of jobs, a header column
  // of contractors (a, b, c...), the chosen bids marked.
  const int n = a.size();
  picture p(n + 1, n + 1);
  p.at(0, 0) = {"", "off"};
  for (int job = 0; job < n; ++job) p.at(0, job + 1) = {std::to_string(job + 1), "label"};
  for (int who = 0; who < n; ++who) {
    p.at(who + 1, 0) = {std::string(1, static_cast<char>('a' + who)), "label"};
    const auto chosen = a.job_of(who);
    for (int job = 0; job < n; ++job)
      p.at(who + 1, job + 1) = {std::to_string(a.bid(who, job)), chosen == job ? "chosen" : "cost"};
  }
  p.note = "cost so far " + std::to_string(a.cost_so_far()) + ", " + std::to_string(a.assigned()) + " of " +
           std::to_string(n) + " assigned";
  return p;
}

void mark_assignment(picture& p, const job_assignment::move& m) { highlight(p, m.contractor + 1, m.job + 1); }

std::string_view job_assignment_picture_styles() {
  return ".s-label{fill:#eee}.t-label{fill:#333;font-weight:600}.s-cost{fill:#fff}.s-chosen{fill:#a5d6a7}.t-"
         "chosen{font-weight:700}";
}

}  // namespace grader::problems
