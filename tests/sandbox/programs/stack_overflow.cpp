// Unbounded recursion with a fat frame: overflows RLIMIT_STACK.
#include <cstdio>

namespace {

int depth_reached(int depth) {
  volatile char frame[4096];
  frame[0] = static_cast<char>(depth);
  if (depth < 0) {  // never true; keeps the compiler from calling this infinite recursion
    return frame[0];
  }
  return depth_reached(depth + 1) + frame[0];
}

}  // namespace

int main() {
  std::printf("%d\n", depth_reached(0));
  return 0;
}
