// Blocks forever without using CPU.
#include <unistd.h>

int main() {
  for (;;) {
    ::pause();
  }
}
