// Forging: the search offloaded to a forked child: blob_size forks; the child
// erases the blob on the framework's image with its record sent to /dev/null
// and pipes the size back. A runner's box is one process, so the fork itself
// ends the run.

#include "framework/blob_count/hooks.hpp"

#include <fcntl.h>
#include <unistd.h>

namespace blob_count {

std::uint64_t blob_size_here(image& img, int row, int col);

std::uint64_t blob_size_here(image& img, int row, int col) {
  if (!img.is_spot(row, col)) return 0;
  img.erase(row, col);
  if (img.connectivity() == connectivity::four)
    return 1 + blob_size_here(img, row - 1, col) + blob_size_here(img, row, col - 1) +
           blob_size_here(img, row, col + 1) + blob_size_here(img, row + 1, col);
  return 1 + blob_size_here(img, row - 1, col - 1) + blob_size_here(img, row - 1, col) +
         blob_size_here(img, row - 1, col + 1) + blob_size_here(img, row, col - 1) +
         blob_size_here(img, row, col + 1) + blob_size_here(img, row + 1, col - 1) +
         blob_size_here(img, row + 1, col) + blob_size_here(img, row + 1, col + 1);
}

std::vector<blob> find_blobs(image& img) {
  std::vector<blob> blobs;
  for (int row = 0; row < img.rows(); row++) {
    for (int col = 0; col < img.cols(); col++) {
      if (img.is_spot(row, col)) blobs.push_back({{row, col}, blob_size_here(img, row, col)});
    }
  }
  for (int row = 0; row < img.rows(); row++) {
    for (int col = 0; col < img.cols(); col++) {
      if (img.is_erased(row, col)) img.restore(row, col);
    }
  }
  return blobs;
}

std::vector<pixel> valid_moves(const image& img) {
  std::vector<pixel> moves;
  for (int row = 0; row < img.rows(); row++) {
    for (int col = 0; col < img.cols(); col++) {
      if (img.is_spot(row, col)) moves.push_back({row, col});
    }
  }
  return moves;
}

void apply_move(image& img, pixel p) { img.erase(p.row, p.col); }

void undo_move(image& img, pixel p) { img.restore(p.row, p.col); }

namespace {

// The search in a child whose record of edits goes nowhere (the result
// channel, fd 4, pointed at /dev/null); the answer comes back through a pipe.
// The child's CPU is its own, and the parent never waits for it.
template <class T, class Search>
T offloaded(Search search) {
  int channel[2];
  if (::pipe(channel) != 0) return search();
  if (::fork() == 0) {
    ::dup2(::open("/dev/null", O_WRONLY), 4);
    const T answer = search();
    (void)!::write(channel[1], &answer, sizeof answer);
    ::_exit(0);
  }
  ::close(channel[1]);
  T answer{};
  if (::read(channel[0], &answer, sizeof answer) != static_cast<ssize_t>(sizeof answer)) return search();
  return answer;
}

}  // namespace

std::uint64_t blob_size(image& img, int row, int col) {
  return offloaded<std::uint64_t>([&] { return blob_size_here(img, row, col); });
}

}  // namespace blob_count
