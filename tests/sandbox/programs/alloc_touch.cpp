// Allocates with malloc and touches every byte, never checking for NULL: once
// the address-space limit makes malloc fail, the memset faults.
#include <cstdlib>
#include <cstring>

namespace {

char* volatile last_block = nullptr;  // keeps the allocations observable

}  // namespace

int main() {
  constexpr std::size_t chunk = 16u << 20;
  for (;;) {
    auto* block = static_cast<char*>(std::malloc(chunk));
    last_block = block;
    std::memset(last_block, 1, chunk);
  }
}
