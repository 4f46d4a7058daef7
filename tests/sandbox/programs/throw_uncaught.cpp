// Lets an exception escape main: std::terminate, then SIGABRT.
#include <stdexcept>

int main() { throw std::runtime_error("nobody catches this"); }
