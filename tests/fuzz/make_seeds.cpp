// Writes the binary seeds of the two targets whose inputs are not text one can
// type: for a few shipped cases of every problem, the reference's answer as a
// runner sends it (answer_fuzz), and a framed result channel that declares
// the hook's input, edits nothing and answers (result_channel_fuzz). Run once
// by hand when the case selection changes (docs/grader.md, "Fuzzing"):
//   build/fuzz/tests/fuzz/make_seeds tests/fuzz/corpus
#include "fuzz_support.hpp"

#include "framework/core/trace.hpp"

#include <cstdio>
#include <fstream>
#include <set>

namespace {

namespace trace = framework::trace;

constexpr std::uint64_t kNodeCap = 200000;  // enough for the small cases the seeds are

void write(const std::filesystem::path& file, const std::string& bytes) {
  std::filesystem::create_directories(file.parent_path());
  std::ofstream(file, std::ios::binary) << bytes;
}

// A frame as feed_frames (result_channel_fuzz.cpp) reads it: control byte and 16-bit length.
std::string fuzz_frame(std::uint8_t control, const std::string& payload) {
  std::string bytes{static_cast<char>(control), static_cast<char>(payload.size() & 0xFF),
                    static_cast<char>(payload.size() >> 8)};
  return bytes + payload;
}

std::string records(std::initializer_list<trace::record> list) {
  std::string bytes;
  for (const auto& r : list) bytes.append(reinterpret_cast<const char*>(&r), sizeof r);
  return bytes;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: make_seeds <corpus folder>\n");
    return 2;
  }
  const std::filesystem::path corpus = argv[1];
  const auto& drivers = grader::all_drivers();
  const auto& cases = bt_fuzz::shipped_cases();
  for (std::size_t p = 0; p < drivers.size(); ++p) {
    std::set<std::string> hooks;  // one case per hook, for the first three hooks
    for (std::size_t i = 0; i < cases[p].size() && i < 256 && hooks.size() < 3; ++i) {
      const auto& tc = cases[p][i];
      if (hooks.contains(tc.hook)) continue;
      std::optional<nlohmann::json> output;
      try {
        output = drivers[p]->consult_reference(tc, kNodeCap).answer;
      } catch (const std::exception&) {}
      if (!output) continue;
      hooks.insert(tc.hook);
      const std::string name = std::string(drivers[p]->name()) + "-" + tc.hook;
      const std::string head{static_cast<char>(p), static_cast<char>(i)};
      const std::string answer = nlohmann::json{{"status", "ok"}, {"output", *output}}.dump();
      write(corpus / "answer_fuzz" / name, head + answer);
      const std::string declared = records({{trace::op::root, 0, 0, 1},
                                            {trace::op::select, 0, 0, 1},
                                            {trace::op::copied, 0, 0, 2},
                                            {trace::op::dropped, 0, 0, 2}});
      write(corpus / "result_channel_fuzz" / name,
            head + '\x01' + fuzz_frame(1, declared) + fuzz_frame(2, answer));
    }
  }
  return 0;
}
