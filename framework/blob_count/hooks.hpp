#pragma once
// The hooks a student writes for blob count, in the deck's vocabulary (seed
// 003, slides 8-10: blobSize and findBlobs), and the hooks every problem of
// the kit shares. The model answer (in the instructor's kit) and the student's
// skeleton (exercises/blob_count/) both define exactly these functions; the
// grader calls them out of its own process.
//
// The image is the framework's (image.hpp): pixels are (row, col) from 0;
// img.is_spot(row, col) is true for a spot not yet erased and false off the
// grid; img.erase(row, col) and img.restore(row, col) are the only edits, and
// every erasure is a node of the search. img.neighbours() gives the offsets
// of a pixel's neighbours in the deck's order (eight, or four when the case
// asks for 4-connectivity). The deck's eight neighbours, called one by one as
// its blobSize does, earn full marks; 4-connectivity is the kit's extension
// beyond the lecture, whose cases are worth 0 points unless the instructor
// says otherwise, and a loop over img.neighbours() meets it.
//
// The runner's stack is 64 MiB (RLIMIT_STACK): the deck's recursion goes as
// deep as a blob is large, which is enough for every case that carries
// points; one case (0 points) has a blob too large for any recursion.

#include "framework/blob_count/image.hpp"

#include <compare>
#include <cstdint>
#include <vector>

namespace blob_count {

// A blob as findBlobs reports it: "Blob at [row][col] : size N". Its
// position is its highest pixel, the leftmost of them if several.
struct blob {
  pixel at;
  std::uint64_t size = 0;
  friend constexpr bool operator==(const blob&, const blob&) = default;
  friend constexpr auto operator<=>(const blob&, const blob&) = default;
};

// The deck's blobSize(row, col): 0 when (row, col) is off the grid or not a
// spot; otherwise erase it and return 1 + the blobSize of each neighbour, in
// the deck's order. The blob stays erased afterwards (the deck keeps counted
// spots erased until every blob is counted); nothing else changes.
std::uint64_t blob_size(image& img, int row, int col);

// The deck's findBlobs: every blob of the image, scanning the pixels in
// reading order and measuring each spot found with blob_size, so the blobs
// come in reading order of their positions. Afterwards every erased pixel is
// restored: the image must be exactly as it was.
std::vector<blob> find_blobs(image& img);

// The spots not erased yet, in reading order: the pixels blob_size may erase next.
std::vector<pixel> valid_moves(const image& img);

// Erases the pixel (ERASE SPOT).
void apply_move(image& img, pixel p);

// Restores the erased pixel, leaving img exactly as before apply_move.
void undo_move(image& img, pixel p);

}  // namespace blob_count
