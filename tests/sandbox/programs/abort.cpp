// Calls abort().
#include <cstdlib>

int main() { std::abort(); }
