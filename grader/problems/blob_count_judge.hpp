#pragma once
// What the blob count driver and its judge share (blob_count_judge.cpp): the
// fast reference's blobs, their JSON, and the judging of blob_size and
// find_blobs.

#include "framework/blob_count/hooks.hpp"
#include "framework/blob_count/image.hpp"
#include "grader/core/feedback.hpp"
#include "grader/core/problem_driver.hpp"
#include "grader/problems/blob_count_reference.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace grader::problems::blob_judge {

using feedback::thousands;

namespace bc = blob_count;
using nlohmann::json;

// The image's spots, erased or not, row-major: what the fast reference reads.
[[nodiscard]] std::vector<std::uint8_t> spots_of(const bc::image& img);
// The fast reference's blobs: what decides every answer. `instructor`: the
// instructor's kit, or nullptr in the handout, which labels with the rules.
[[nodiscard]] std::vector<bc::blob> reference_blobs(const blob_count_rules_reference* instructor,
                                                    const bc::image& img);
// Blobs as the runner sends them: [[row, col, size], ...].
[[nodiscard]] json blobs_json(const std::vector<bc::blob>& blobs);
[[nodiscard]] std::vector<bc::blob> blobs_from_json(const json& j);
// "[0][1] size 5"
[[nodiscard]] std::string blob_text(const bc::blob& b);
// The same image with the other connectivity: what a hook that uses the
// wrong neighbours measures.
[[nodiscard]] bc::image with_connectivity(const bc::image& img, bc::connectivity c);
[[nodiscard]] bc::connectivity other(bc::connectivity c);
// What a hook that measures with the other connectivity should change.
[[nodiscard]] std::string neighbours_hint(bc::connectivity c);
// "3 blobs in 14 spots, the largest 5 pixels"
[[nodiscard]] std::string summary(const bc::image& img, const std::vector<bc::blob>& blobs);

// The runner's output for blob_size and find_blobs, the image decoded (`after`).
[[nodiscard]] judgement judge_blob_size(const test_case& tc, const bc::image& start, const bc::image& after,
                                        const json& output);
[[nodiscard]] judgement judge_find_blobs(const test_case& tc, const bc::image& start, const bc::image& after,
                                         const json& output, const blob_count_rules_reference* instructor);

}  // namespace grader::problems::blob_judge
