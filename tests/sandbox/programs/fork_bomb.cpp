// The classic: every process forks forever. argv[1] is a marker the tests use
// to find survivors in /proc.
#include <unistd.h>

int main() {
  for (;;) {
    ::fork();
  }
}
