#pragma once
// What the blob count driver asks of the instructor's kit beyond the model
// answers: the fast labeller's blobs (the instructor's fast_labeller.hpp),
// which decide the answers of blob_size and find_blobs cases. The reference
// part (blob_count_reference.cpp) fills it; the student handout has none, and
// its driver labels with the rules (blob_judge::reference_blobs).

#include "framework/blob_count/hooks.hpp"
#include "framework/blob_count/image.hpp"
#include "framework/blob_count/rules.hpp"
#include "grader/core/rules_reference.hpp"

#include <functional>
#include <vector>

namespace grader::problems {

struct blob_count_rules_reference : rules_reference<blob_count::rules> {
  // Every blob of the image, in reading order of their positions, labelled at once.
  std::function<std::vector<blob_count::blob>(const blob_count::image&)> blobs;
};

}  // namespace grader::problems
