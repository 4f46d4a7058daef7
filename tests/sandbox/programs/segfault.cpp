// Writes through a null pointer the compiler cannot see coming.
namespace {

int* volatile target = nullptr;

}  // namespace

int main() {
  *target = 42;
  return 0;
}
