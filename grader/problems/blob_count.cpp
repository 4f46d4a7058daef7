// The blob count driver: gel images in YAML (drawn, random, filled or PBM
// pictures), the deck's blobSize and findBlobs as hooks of their own, and the
// fast labeller behind their answers. valid_moves, apply_move and undo_move
// are judged by the generic rules_driver. The case fields are documented in
// the kit's case-format guide.

#include "framework/blob_count/hooks.hpp"
#include "framework/blob_count/rules.hpp"
#include "framework/blob_count/yaml_io.hpp"
#include "grader/core/data_cache.hpp"
#include "grader/core/rules_driver.hpp"
#include "grader/problems/blob_count_judge.hpp"
#include "grader/problems/blob_count_picture.hpp"
#include "grader/problems/blob_count_reference.hpp"

#include <array>
#include <charconv>
#include <fstream>
#include <sstream>

namespace grader::problems {

// `grader generate blob_count` (blob_count_generator.cpp).

namespace {

namespace fs = std::filesystem;
namespace bc = blob_count;
using bc::rules;
using blob_judge::blob_text;
using blob_judge::blobs_from_json;
using blob_judge::blobs_json;
using blob_judge::judge_blob_size;
using blob_judge::judge_find_blobs;
using blob_judge::reference_blobs;
using blob_judge::summary;
using blob_judge::thousands;
using framework::yaml_cursor;
using nlohmann::json;

// The largest image the conformance test plays on (self_check).
constexpr std::int64_t self_check_pixels = 256 * 256;
// The fewest bytes a call of a recursive blob_size can take on the stack: its
// return address and the one register it must keep across its calls.
constexpr std::uint64_t min_frame_bytes = 16;

bc::pixels load_pbm(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return bc::parse_pbm(text.str());
}

class driver final : public rules_driver<rules> {
 public:
  explicit driver(const blob_count_rules_reference* instructor)
      : rules_driver(instructor), instructor_(instructor) {
    add_custom(std::make_shared<blob_size>(*this));
    add_custom(std::make_shared<find_blobs>(*this));
    add_moves_and_edits();
  }

  // Random play from a gel of millions of pixels checks nothing a small one
  // does not, at a cost of seconds per step (legal_moves scans every pixel).
  [[nodiscard]] std::vector<std::string> self_check(const test_case& tc, std::uint64_t seed) const override {
    const auto& s = tc.input.at("state");
    if (s.at("rows").get<std::int64_t>() * s.at("cols").get<std::int64_t>() > self_check_pixels) return {};
    return rules_driver<rules>::self_check(tc, seed);
  }

  [[nodiscard]] std::string crash_advice(const test_case& tc, const crash_facts& facts) const override {
    if (!tc.expected.is_object() || !tc.expected.contains("largest")) return {};
    const auto largest = tc.expected.at("largest").get<std::uint64_t>();
    const auto stack_bytes = facts.stack_bytes;
    const std::string mib = std::to_string(stack_bytes >> 20) + " MiB";
    if (largest * min_frame_bytes >= stack_bytes) {
      return "This is the documented stack-limit case: its largest blob has " + thousands(largest) +
             " pixels, and the deck's recursive blobSize goes as deep as the blob is large. The runner's "
             "stack is " +
             mib + ", fewer than " + std::to_string(stack_bytes / largest + 1) +
             " bytes per call at that depth, which no recursive call fits. The case carries no points; an "
             "explicit stack (a std::vector of the pixels still to visit) passes it.";
    }
    // Two spots calling each other for ever fill the stack at once; a crash
    // after a long run is the generic hint's runaway loop, not this.
    if (facts.after_a_long_run()) return {};
    return "The largest blob here has only " + thousands(largest) + " pixels, and the runner's stack (" +
           mib + ") holds a recursion far deeper: does " + tc.hook +
           " erase each spot before it looks at the neighbours (the deck's ERASE SPOT)? Without it, two "
           "neighbouring spots call each other for ever.";
  }

 protected:
  [[nodiscard]] std::optional<picture> draw(const state& s) const override { return draw_image(s); }
  [[nodiscard]] std::string_view picture_styles() const override { return blob_count_picture_styles(); }

  [[nodiscard]] std::vector<std::string_view> position_fields() const override {
    return {std::begin(bc::image_fields), std::end(bc::image_fields)};
  }

  [[nodiscard]] bc::image read_position(const yaml_cursor& at, const fs::path& dir) const override {
    return bc::parse_image(at, [&](const yaml_cursor& name_at, const std::string& name) {
      return pictures_.get(name_at, dir, name);
    });
  }
  [[nodiscard]] bc::image read_like(const yaml_cursor& at, const bc::image& like) const override {
    return bc::parse_drawn(at, like);
  }
  [[nodiscard]] bc::pixel read_move(const yaml_cursor& at) const override { return bc::parse_pixel(at); }
  [[nodiscard]] std::optional<std::string> incompatible(const bc::image& expected,
                                                        const bc::image& actual) const override {
    if (expected.rows() != actual.rows() || expected.cols() != actual.cols())
      return "the image's size changed";
    if (expected.connectivity() != actual.connectivity()) return "the image's connectivity changed";
    for (int r = 0; r < expected.rows(); ++r) {
      for (int c = 0; c < expected.cols(); ++c) {
        if (expected.has_spot(r, c) != actual.has_spot(r, c))
          return "the image's spots changed at " + bc::to_string(bc::pixel{r, c});
      }
    }
    return {};
  }

  // ----------------------------------------------------------- custom hooks

  // The deck's blobSize(row, col), measuring the blob through a pixel.
  class blob_size final : public driver_hook<rules, driver> {
   public:
    explicit blob_size(const driver& d)
        : driver_hook(d, {bc::hook_name::blob_size,
                          "the size of the blob through a pixel, with exactly that blob erased", true}) {}

    [[nodiscard]] std::vector<std::string_view> fields() const override { return {"at"}; }

    void parse(const yaml_cursor& at, const fs::path& dir, test_case& tc) const override {
      const bc::image img = d_.read_unerased(at, dir, tc);
      const auto expect_at = at.find("expect");
      const yaml_cursor pixel_at = at.at("at");
      const bc::pixel p = bc::parse_pixel(pixel_at);
      const auto size = static_cast<std::uint64_t>(rules::blob_pixels(img, p).size());
      if (expect_at) {
        expect_at->allow_only({"size"});
        if (const auto claimed = static_cast<std::uint64_t>(expect_at->at("size").as_int(0)); claimed != size)
          expect_at->at("size").fail("is " + std::to_string(claimed) + ", but the blob through " +
                                     bc::to_string(p) + " has " + feedback::plural(size, "pixel"));
      }
      tc.input = {{"state", rules::state_json(img)}, {"at", rules::move_json(p)}};
      tc.expected = {{"size", size}, {"largest", size}};
    }

    [[nodiscard]] judgement judge(const test_case& tc, const json& output) const override {
      const bc::image start = rules::state_from_json(tc.input.at("state"));
      return judge_blob_size(tc, start, d_.answer_image(start, output), output);
    }

    [[nodiscard]] std::string show(const test_case& tc, const std::optional<json>& output) const override {
      std::string text = show_image(rules::state_from_json(tc.input.at("state")));
      text += bc::hook_name::blob_size + bc::to_string(rules::move_from_json(tc.input.at("at"))) +
              ": expect " + tc.expected.at("size").dump() + '\n';
      if (output && output->contains("size")) text += "answer: " + feedback::quote(output->at("size")) + '\n';
      return text;
    }

    // The deck's blobSize, in its own words: each spot of the blob erased once.
    [[nodiscard]] std::string node_advice(const test_case&) const override {
      return "the deck's blobSize erases each spot of the blob exactly once (ERASE SPOT before looking at "
             "the neighbours) and erases nothing else: one node per pixel of the blob";
    }
  };

  // The deck's findBlobs, every blob of the image in reading order.
  class find_blobs final : public driver_hook<rules, driver> {
   public:
    explicit find_blobs(const driver& d)
        : driver_hook(d, {bc::hook_name::find_blobs,
                          "every blob (position, size) in reading order, with the image restored", true}) {}

    void parse(const yaml_cursor& at, const fs::path& dir, test_case& tc) const override {
      const bc::image img = d_.read_unerased(at, dir, tc);
      const auto expect_at = at.find("expect");
      d_.reject(at, "at", "is for blob_size cases");
      const auto blobs = reference_blobs(d_.instructor_, img);
      if (expect_at) check_claimed_blobs(*expect_at, blobs);
      std::uint64_t largest = 0;
      for (const auto& b : blobs) largest = std::max(largest, b.size);
      tc.input = {{"state", rules::state_json(img)}};
      tc.expected = {{"blobs", blobs_json(blobs)}, {"largest", largest}};
    }

    [[nodiscard]] judgement judge(const test_case& tc, const json& output) const override {
      const bc::image start = rules::state_from_json(tc.input.at("state"));
      judgement j = judge_find_blobs(tc, start, d_.answer_image(start, output), output, d_.instructor_);
      // The blobs are the search's only if it erased each of their spots on
      // the framework's image (when it restores them is a reading's own).
      std::uint64_t spots = 0;
      for (const auto& b : blobs_from_json(tc.expected.at("blobs"))) spots += b.size;
      if (j.result == verdict::accepted && spots > 0) {
        answer_witness w;
        w.at_least = spots;
        w.unit = "spots";
        w.advice =
            "Measure each blob with blob_size on the image you are given, erasing its spots as you go.";
        w.unproven = "its blobs hold " + feedback::plural(spots, "spot") +
                     ", but the search erased only {reached} of them on the image your hook received.";
        j.witness = std::move(w);
      }
      return j;
    }

    // The pixels the search erased (an erasure is the image's `remove` edit),
    // named "row,col". Formatted in place: this runs once per erased pixel,
    // and two to_string temporaries and a concatenation cost about as much
    // as the replay of the edit itself.
    [[nodiscard]] framework::witness_ptr<bc::image> witness(const test_case&) const override {
      return framework::edit_naming_witness<bc::image>([](framework::probe::edit kind, std::int32_t row,
                                                          std::int32_t col,
                                                          std::int32_t) -> std::optional<std::string> {
        if (kind != framework::probe::edit::remove) return std::nullopt;
        std::array<char, 24> text{};
        char* end = std::to_chars(text.data(), text.data() + text.size(), row).ptr;
        *end++ = ',';
        end = std::to_chars(end, text.data() + text.size(), col).ptr;
        return std::string(text.data(), end);
      });
    }

    [[nodiscard]] std::string show(const test_case& tc, const std::optional<json>& output) const override {
      const bc::image start = rules::state_from_json(tc.input.at("state"));
      std::string text = show_image(start);
      const auto blobs = blobs_from_json(tc.expected.at("blobs"));
      std::vector<std::string> listed;
      for (const auto& b : blobs) listed.push_back(blob_text(b));
      text += "expect: " + summary(start, blobs) + '\n';
      if (!listed.empty()) text += "blobs: " + feedback::list_some(listed, 16) + '\n';
      if (output && output->contains("blobs")) {
        try {
          text += blobs_from_json(output->at("blobs")) == blobs
                      ? "answer: exactly these\n"
                      : "answer: " + feedback::quote(output->at("blobs")) + '\n';
        } catch (const std::exception& e) {
          text += std::string("answer: malformed blobs: ") + e.what() + '\n';
        }
      }
      return text;
    }

    // The deck's findBlobs, in its own words: each spot of a blob erased
    // once, and kept erased until every blob is measured.
    [[nodiscard]] std::string node_advice(const test_case&) const override {
      return "the deck's findBlobs measures each blob once, erasing its spots, and keeps them erased until "
             "every blob is measured (restoring a spot early lets it be counted again): one node per spot "
             "of the image";
    }
  };

 private:
  // A blob_size or find_blobs case's image: the deck's hooks start from one with nothing erased.
  [[nodiscard]] bc::image read_unerased(const yaml_cursor& at, const fs::path& dir,
                                        const test_case& tc) const {
    reject(at, "move", "is for apply_move and undo_move cases");
    const bc::image img = read_position(at, dir);
    if (img.erased_count() > 0)
      (at.find("erased") ? *at.find("erased") : at.at("image"))
          .fail(tc.hook + " starts from an image with nothing erased, as the deck's does");
    const auto expect_at = at.find("expect");
    if (expect_at && !expect_at->is_map()) expect_at->fail("should be a map");
    return img;
  }

  // The image a blob_size or find_blobs answer leaves, decoded; malformed when it is not the case's image.
  [[nodiscard]] bc::image answer_image(const bc::image& start, const json& output) const {
    return untrusted(output_field(output, "state"), "not an image", [&](const json& j) {
      bc::image img = rules::state_from_json(j);
      if (auto why = incompatible(start, img)) throw malformed(*why);
      return img;
    });
  }

  // The image as blob_size and find_blobs cases show it.
  [[nodiscard]] static std::string show_image(const bc::image& start) {
    return "image (" + std::to_string(static_cast<int>(start.connectivity())) + "-connected):\n" +
           render(start);
  }

  static void check_claimed_blobs(const yaml_cursor& e, const std::vector<bc::blob>& truth) {
    e.allow_only({"blobs", "count"});
    if (auto count = e.find("count"); count && static_cast<std::size_t>(count->as_int(0)) != truth.size())
      count->fail("is " + count->as_string() + ", but the image has " +
                  feedback::plural(truth.size(), "blob"));
    const auto listed = e.find("blobs");
    if (!listed) return;
    const auto items = listed->items();
    for (std::size_t i = 0; i < items.size(); ++i) {
      items[i].allow_only({"at", "size"});
      const bc::blob claimed{bc::parse_pixel(items[i].at("at")),
                             static_cast<std::uint64_t>(items[i].at("size").as_int(0))};
      if (i >= truth.size() || !(claimed == truth[i]))
        items[i].fail("blob " + std::to_string(i + 1) + " is " +
                      (i < truth.size() ? blob_text(truth[i]) : std::string("not there")) + ", not " +
                      blob_text(claimed));
    }
    if (items.size() != truth.size())
      listed->fail("lists " + feedback::plural(items.size(), "blob") + ", but the image has " +
                   std::to_string(truth.size()));
  }

  const blob_count_rules_reference* instructor_;  // the fast labeller; nullptr in the handout
  data_cache<bc::pixels> pictures_{"images", ".pbm", "picture", &load_pbm,
                                   "; a picture is a plain PBM file (P1), or draw the image in the case"};
};

}  // namespace

const problem_driver& blob_count_driver(const problem_reference* instructor) {
  static const driver instance(reference_as<blob_count_rules_reference>(instructor));
  return instance;
}

}  // namespace grader::problems
