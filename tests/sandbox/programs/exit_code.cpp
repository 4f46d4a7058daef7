// Exits with code 7.
#include <cstdio>

int main() {
  std::fputs("exiting with 7\n", stderr);
  return 7;
}
