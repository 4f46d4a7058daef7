#pragma once
// A job assignment as a picture: the cost matrix with its labels, the chosen costs marked.
// Its styles and their CSS are declared here, with the drawing (the HTML
// reports draw any problem's pictures without knowing it).

#include "framework/job_assignment/assignment.hpp"
#include "framework/job_assignment/move.hpp"
#include "grader/core/picture.hpp"

#include <string_view>

namespace grader::problems {

[[nodiscard]] picture draw_assignment(const job_assignment::assignment& a);
void mark_assignment(picture& p, const job_assignment::move& m);
// The CSS of the styles these pictures use (problem_driver::picture_styles).
[[nodiscard]] std::string_view job_assignment_picture_styles();

}  // namespace grader::problems
