#include "reference/peg_solitaire/fast_solver.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <cstdlib>
#include <new>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include <sys/mman.h>

namespace peg_solitaire::fast {

namespace {

// Without -mpopcnt (the kit builds for any x86-64) std::popcount is a library
// call; this stays inline.
constexpr std::size_t popcount(std::uint64_t x) noexcept {
#if defined(__POPCNT__)
  return static_cast<std::size_t>(std::popcount(x));
#else
  x = x - ((x >> 1) & 0x5555555555555555ULL);
  x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
  return static_cast<std::size_t>((x * 0x0101010101010101ULL) >> 56);
#endif
}

// ---------------------------------------------------------------------------
// Positions: W machine words, one bit per hole. W = 1 is the fast path; the
// engine is written once and instantiated for wider boards too.

template <std::size_t W>
struct bits {
  std::array<std::uint64_t, W> word{};

  [[nodiscard]] bool test(std::size_t i) const noexcept { return ((word[i >> 6] >> (i & 63)) & 1U) != 0; }
  void set(std::size_t i) noexcept { word[i >> 6] |= std::uint64_t{1} << (i & 63); }
  [[nodiscard]] bool empty() const noexcept {
    for (const auto w : word) {
      if (w != 0) return false;
    }
    return true;
  }
  [[nodiscard]] std::size_t count() const noexcept {
    std::size_t n = 0;
    for (const auto w : word) n += popcount(w);
    return n;
  }
  bits& operator^=(const bits& o) noexcept {
    for (std::size_t i = 0; i < W; ++i) word[i] ^= o.word[i];
    return *this;
  }
  friend bits operator^(bits a, const bits& b) noexcept { return a ^= b; }
  friend bits operator&(bits a, const bits& b) noexcept {
    for (std::size_t i = 0; i < W; ++i) a.word[i] &= b.word[i];
    return a;
  }
  // Written out: the defaulted comparisons of std::array compile to memcmp calls.
  friend bool operator==(const bits& a, const bits& b) noexcept {
    for (std::size_t i = 0; i < W; ++i) {
      if (a.word[i] != b.word[i]) return false;
    }
    return true;
  }
  // Any total order does for picking a canonical representative.
  friend bool operator<(const bits& a, const bits& b) noexcept {
    for (std::size_t i = 0; i < W; ++i) {
      if (a.word[i] != b.word[i]) return a.word[i] < b.word[i];
    }
    return false;
  }

  [[nodiscard]] std::uint64_t hash() const noexcept {
    std::uint64_t h = 0x9e3779b97f4a7c15ULL;
    for (const auto w : word) {
      h ^= w;
      // murmur3's finaliser: every input bit affects the bucket index
      h ^= h >> 33;
      h *= 0xff51afd7ed558ccdULL;
      h ^= h >> 33;
      h *= 0xc4ceb9fe1a85ec53ULL;
      h ^= h >> 33;
    }
    return h;
  }
};

template <std::size_t W>
bits<W> to_bits(const std::vector<bool>& mask) {
  bits<W> b;
  for (std::size_t i = 0; i < mask.size(); ++i) {
    if (mask[i]) b.set(i);
  }
  return b;
}

// ---------------------------------------------------------------------------
// Zero-filled memory straight from the kernel, asked for in huge pages: the
// failure table is probed at random, and with 4 KiB pages nearly every probe
// would also miss the TLB (expensive under virtualisation).

class zeroed_pages {
 public:
  zeroed_pages() = default;
  explicit zeroed_pages(std::size_t bytes) : mapped_(bytes + huge_page) {
    base_ = ::mmap(nullptr, mapped_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base_ == MAP_FAILED) throw std::bad_alloc();
    const auto address = reinterpret_cast<std::uintptr_t>(base_);
    data_ = reinterpret_cast<void*>((address + huge_page - 1) & ~(huge_page - 1));
#ifdef MADV_HUGEPAGE
    ::madvise(data_, bytes, MADV_HUGEPAGE);  // only advice: failure is harmless
#endif
  }
  zeroed_pages(zeroed_pages&& o) noexcept
      : base_(std::exchange(o.base_, nullptr)),
        data_(std::exchange(o.data_, nullptr)),
        mapped_(std::exchange(o.mapped_, 0)) {}
  zeroed_pages& operator=(zeroed_pages&& o) noexcept {
    zeroed_pages old(std::move(*this));
    base_ = std::exchange(o.base_, nullptr);
    data_ = std::exchange(o.data_, nullptr);
    mapped_ = std::exchange(o.mapped_, 0);
    return *this;
  }
  zeroed_pages(const zeroed_pages&) = delete;
  zeroed_pages& operator=(const zeroed_pages&) = delete;
  ~zeroed_pages() {
    if (base_ != nullptr) ::munmap(base_, mapped_);
  }

  [[nodiscard]] void* data() const noexcept { return data_; }

 private:
  static constexpr std::size_t huge_page = std::size_t{2} << 20;
  void* base_ = nullptr;
  void* data_ = nullptr;
  std::size_t mapped_ = 0;
};

// ---------------------------------------------------------------------------
// The failure table: open addressing in buckets of one cache line, so a lookup
// costs one memory access. It grows by doubling up to its budget; past that a
// new entry replaces the bucket's entry with the fewest pegs, the one whose
// failure is cheapest to prove again. An all-zero key marks an empty slot (the
// empty position is never stored: the search stops before the last peg).

template <std::size_t W>
class failure_table {
 public:
  explicit failure_table(std::size_t max_bytes) {
    max_buckets_ = std::bit_floor(std::max<std::size_t>(max_bytes / sizeof(bucket), 1));
    allocate(std::min<std::size_t>(max_buckets_, std::size_t{1} << 12));
  }

  [[nodiscard]] bool contains(const bits<W>& key) const noexcept {
    const bucket& b = home(key);
    for (const auto& slot : b.slot) {
      if (slot == key) return true;
      if (slot.empty()) return false;
    }
    return false;
  }

  void prefetch(const bits<W>& key) const noexcept { __builtin_prefetch(&home(key)); }

  // Growing at half load keeps full buckets (where an entry must be
  // forgotten) rare: at four entries per bucket on average, about one in
  // twenty buckets fills up.
  void insert(const bits<W>& key) {
    if (size_ * 2 >= bucket_count_ * per_bucket && bucket_count_ < max_buckets_) grow();
    place(key);
  }

  [[nodiscard]] std::size_t size() const noexcept { return size_; }

  // Up to `count` entries, spread evenly over the table (so, by the hash,
  // over the search), in a deterministic order.
  [[nodiscard]] std::vector<bits<W>> sample(std::size_t count) const {
    std::vector<bits<W>> result;
    const std::size_t per_step = std::max<std::size_t>(count / per_bucket, 1);
    const std::size_t step = std::max<std::size_t>(bucket_count_ / per_step, 1);
    for (std::size_t n = 0; n < bucket_count_ && result.size() < count; n += step) {
      for (const auto& slot : buckets_[n].slot) {
        if (!slot.empty() && result.size() < count) result.push_back(slot);
      }
    }
    return result;
  }

 private:
  static constexpr std::size_t per_bucket = std::max<std::size_t>(64 / sizeof(bits<W>), 4);
  struct alignas(64) bucket {
    std::array<bits<W>, per_bucket> slot;
  };
  static_assert(std::is_trivially_copyable_v<bucket>);

  [[nodiscard]] bucket& home(const bits<W>& key) const noexcept {
    return buckets_[key.hash() & (bucket_count_ - 1)];
  }

  void allocate(std::size_t count) {
    memory_ = zeroed_pages(count * sizeof(bucket));
    // All-zero bytes are a valid array of empty buckets, so no constructor runs.
    buckets_ = static_cast<bucket*>(memory_.data());
    bucket_count_ = count;
  }

  void place(const bits<W>& key) {
    bucket& b = home(key);
    std::size_t victim = 0;
    for (std::size_t i = 0; i < per_bucket; ++i) {
      if (b.slot[i].empty()) {
        b.slot[i] = key;
        ++size_;
        return;
      }
      if (b.slot[i] == key) return;
      if (b.slot[i].count() < b.slot[victim].count()) victim = i;
    }
    b.slot[victim] = key;
  }

  void grow() {
    zeroed_pages old_memory = std::move(memory_);
    const bucket* old = buckets_;
    const std::size_t old_count = bucket_count_;
    allocate(old_count * 2);
    size_ = 0;
    for (std::size_t n = 0; n < old_count; ++n) {
      for (const auto& slot : old[n].slot) {
        if (!slot.empty()) place(slot);
      }
    }
  }

  zeroed_pages memory_;
  bucket* buckets_ = nullptr;
  std::size_t bucket_count_ = 0;
  std::size_t max_buckets_ = 1;
  std::size_t size_ = 0;
};

// ---------------------------------------------------------------------------
// Symmetries as fast position transforms: for W <= 2, one table per byte of the
// position maps that byte's pegs to their images, so a transform is a handful
// of lookups; wider boards move peg by peg.

template <std::size_t W>
class transform {
 public:
  explicit transform(const permutation& p) : perm_(p) {
    if constexpr (W <= 2) {
      const std::size_t bytes = (p.size() + 7) / 8;
      table_.assign(bytes * 256, bits<W>{});
      for (std::size_t byte = 0; byte < bytes; ++byte) {
        for (std::size_t value = 0; value < 256; ++value) {
          bits<W>& image = table_[byte * 256 + value];
          for (std::size_t bit = 0; bit < 8; ++bit) {
            const std::size_t hole = byte * 8 + bit;
            if ((value >> bit & 1U) != 0 && hole < p.size()) image.set(p[hole]);
          }
        }
      }
    }
  }

  [[nodiscard]] bits<W> operator()(const bits<W>& b) const noexcept {
    bits<W> image;
    if constexpr (W <= 2) {
      const std::size_t bytes = table_.size() / 256;
      for (std::size_t byte = 0; byte < bytes; ++byte) {
        const auto value = static_cast<std::size_t>(b.word[byte / 8] >> (8 * (byte % 8)) & 0xffU);
        const bits<W>& part = table_[byte * 256 + value];
        for (std::size_t i = 0; i < W; ++i) image.word[i] |= part.word[i];
      }
    } else {
      for (std::size_t hole = 0; hole < perm_.size(); ++hole) {
        if (b.test(hole)) image.set(perm_[hole]);
      }
    }
    return image;
  }

 private:
  permutation perm_;
  std::vector<bits<W>> table_;
};

// ---------------------------------------------------------------------------
// The search.

struct jump_line {
  std::uint16_t from;
  std::uint16_t over;
  std::uint16_t to;
};

// Deterministic pseudo-random numbers (splitmix64), so that a search's node
// count is the same on every machine and standard library.
class splitmix {
 public:
  explicit splitmix(std::uint64_t seed) : state_(seed) {}
  std::uint64_t operator()() noexcept {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }

 private:
  std::uint64_t state_;
};

template <std::size_t W>
class engine {
 public:
  engine(const board& start, const options& opts)
      : opts_(opts),
        shape_(start.shape()),
        start_(to_bits<W>(start.peg_mask())),
        goal_(to_bits<W>(start.goal_mask())),
        goal_count_(goal_.count()),
        goal_cells_(start.goal_pegs()),
        memo_(opts.memo_megabytes << 20) {
    symmetries_ = goal_symmetries(start);
    if (opts.use_symmetry) {
      for (std::size_t s = 1; s < symmetries_.size(); ++s) transforms_.emplace_back(symmetries_[s]);
    }
    if (opts.use_pagoda) {
      for (pagoda& p : sublattice_pagodas(start)) add_pagoda(std::move(p));
    }
  }

  // Runs the search proper; the caller has done the instant checks.
  //
  // The time to a first solution depends wildly on the move order, and no
  // single order is good on every board (one finds a solution in a thousand
  // jumps where another needs a hundred million, and a problem's mirror image
  // can cost a hundred times more than the problem). So the search restarts
  // with a portfolio of orders and a growing budget of jumps per attempt: each
  // order in turn gets base jumps, then each gets 2 base, 4 base... The
  // failure table is kept across attempts (a proven failure does not depend on
  // the order it was found in), so a restart repeats little work, and the
  // attempt that finishes its whole tree without a solution is the proof.
  void run(result& out) {
    constexpr std::uint64_t base_budget = 20'000;
    constexpr std::size_t orders = portfolio.size();
    bool found = false;
    for (std::size_t attempt = 0;; ++attempt) {
      use_order(portfolio[attempt % orders]);
      const std::uint64_t doubling = std::min<std::uint64_t>(attempt / orders, 40);
      attempt_limit_ = nodes_ + (base_budget << doubling);
      if (opts_.node_limit != 0) attempt_limit_ = std::min(attempt_limit_, opts_.node_limit);
      aborted_ = false;
      found = attempt_search();
      if (!aborted_) break;
      if (opts_.node_limit != 0 && nodes_ >= opts_.node_limit) break;
      // A round of the portfolio failed: the problem is hard, and the failure
      // table now holds enough dead positions to learn cuts from.
      // (The LP is dense: beyond 128 holes it would cost more than it saves.)
      if (W <= 2 && attempt % orders == orders - 1 && opts_.use_pagoda && opts_.use_memo &&
          memo_.size() >= 2 * memo_size_at_learning_) {
        memo_size_at_learning_ = memo_.size();
        if (learn_pagodas()) {
          out.nodes = nodes_;
          out.memo_entries = memo_.size();
          out.decided = true;
          out.reason =
              "a pagoda function (found by linear programming) is lower on the start than on the "
              "goal, and no jump increases it";
          return;
        }
      }
    }
    out.nodes = nodes_;
    out.memo_entries = memo_.size();
    if (aborted_) {
      out.decided = false;
      out.reason = "node limit of " + std::to_string(opts_.node_limit) + " jumps reached before a decision";
      return;
    }
    out.decided = true;
    out.solvable = found;
    if (found) {
      for (const std::uint16_t i : path_) {
        const jump_line& j = lines_[i];
        out.solution.push_back({shape_.at(j.from), shape_.at(j.over), shape_.at(j.to)});
      }
      out.reason = "found by search";
    } else {
      out.reason = "exhaustive search: no jump sequence reaches the goal";
    }
  }

 private:
  static constexpr std::size_t max_pagodas = 24;
  static constexpr std::size_t learning_sample = 20'000;
  static constexpr int learning_rounds = 4;

  [[nodiscard]] long long pagoda_value(const pagoda& p, const bits<W>& b) const noexcept {
    long long v = 0;
    for (std::size_t hole = 0; hole < p.weight.size(); ++hole) {
      if (b.test(hole)) v += p.weight[hole];
    }
    return v;
  }

  // Adds a pagoda function to the cuts unless it is already there.
  bool add_pagoda(pagoda p) {
    if (pagodas_.size() >= max_pagodas || std::find(pagodas_.begin(), pagodas_.end(), p) != pagodas_.end()) {
      return false;
    }
    pagoda_start_.push_back(pagoda_value(p, start_));
    pagoda_goal_.push_back(pagoda_value(p, goal_));
    pagodas_.push_back(std::move(p));
    pagoda_count_ = pagodas_.size();
    return true;
  }

  // Learns pagoda functions from positions already proven dead: each round
  // asks the LP for the function with the largest total shortfall below the
  // goal over the sample positions no cut catches yet, and keeps it (with its
  // images under the goal's symmetries, since the table holds one
  // representative per symmetry class) while it catches a fair share of them.
  // Returns true when a pagoda function alone proves the goal unreachable.
  bool learn_pagodas() {
    const std::size_t n = shape_.hole_count();
    {
      std::vector<double> objective(n, 0.0);
      for (std::size_t h = 0; h < n; ++h) {
        objective[h] = (goal_.test(h) ? 1.0 : 0.0) - (start_.test(h) ? 1.0 : 0.0);
      }
      if (const auto p = best_pagoda(shape_, objective, 4);
          p && pagoda_value(*p, start_) < pagoda_value(*p, goal_)) {
        return true;
      }
    }
    const std::vector<bits<W>> sample = memo_.sample(learning_sample);
    std::vector<bool> covered(sample.size(), false);
    std::size_t uncovered = sample.size();
    for (const pagoda& p : pagodas_) {
      const long long goal = pagoda_value(p, goal_);
      for (std::size_t i = 0; i < sample.size(); ++i) {
        if (!covered[i] && pagoda_value(p, sample[i]) < goal) {
          covered[i] = true;
          --uncovered;
        }
      }
    }
    for (int round = 0; round < learning_rounds && uncovered * 100 >= sample.size(); ++round) {
      std::vector<double> objective(n, 0.0);
      for (std::size_t i = 0; i < sample.size(); ++i) {
        if (covered[i]) continue;
        for (std::size_t h = 0; h < n; ++h) {
          objective[h] += (goal_.test(h) ? 1.0 : 0.0) - (sample[i].test(h) ? 1.0 : 0.0);
        }
      }
      const auto p = best_pagoda(shape_, objective, 4);
      if (!p) break;
      if (pagoda_value(*p, start_) < pagoda_value(*p, goal_)) return true;
      const long long goal = pagoda_value(*p, goal_);
      std::size_t caught = 0;
      for (std::size_t i = 0; i < sample.size(); ++i) {
        if (!covered[i] && pagoda_value(*p, sample[i]) < goal) {
          covered[i] = true;
          ++caught;
        }
      }
      // A cut that catches almost nothing costs more per node than it saves.
      if (caught * 100 < sample.size()) break;
      uncovered -= caught;
      for (const permutation& s : symmetries_) {
        pagoda image;
        image.weight.assign(n, 0);
        for (std::size_t h = 0; h < n; ++h) image.weight[s[h]] = p->weight[h];
        // A symmetry maps lines onto lines, so this always holds; checked
        // anyway, because every cut must rest on a verified function.
        if (is_pagoda(shape_, image.weight)) add_pagoda(std::move(image));
      }
    }
    return false;
  }

  bool attempt_search() {
    stack_.assign(start_.count() + 1, bits<W>{});
    stack_[0] = start_;
    keys_.assign(start_.count() + 1, bits<W>{});
    if (remembered(start_.count())) keys_[0] = canonical(start_);
    pagoda_stack_.assign((start_.count() + 1) * pagoda_count_, 0);
    std::copy(pagoda_start_.begin(), pagoda_start_.end(), pagoda_stack_.begin());
    pending_.clear();
    path_.clear();
    return search(0, start_.count());
  }

  // The move orders of the portfolio. A base order is a permutation of the lines:
  //   canonical   pegs in reading order, then up, left, right, down: the order
  //               the students' valid_moves lists; good on the English board;
  //   towards     jumps that bring a peg closer to the goal first;
  //   outskirts   pegs far from the goal first: clear the outskirts while the
  //               middle still has pegs to jump over;
  //   shuffled    a fixed shuffle, to break the bad luck of the three above.
  // A guided order tries a position's children by how much they cost on the
  // pagoda functions (the total decrease; ties in the base order): a solution
  // can only afford as much decrease as the start has above the goal, so the
  // cheap jumps are the likely ones. Guidance pays off most once pagoda
  // functions have been learned, and hurts on some easy problems, hence both.
  enum class base_order : std::uint8_t { canonical, towards, outskirts, shuffled };
  struct order {
    base_order base;
    bool guided;
  };
  static constexpr std::array<order, 6> portfolio{{{base_order::canonical, false},
                                                   {base_order::towards, false},
                                                   {base_order::outskirts, true},
                                                   {base_order::shuffled, true},
                                                   {base_order::canonical, true},
                                                   {base_order::towards, true}}};

  void use_order(const order& o) {
    guided_ = o.guided && pagoda_count_ > 0;
    std::vector<line> lines = shape_.lines();
    const auto distance = [&](std::size_t hole) {
      const cell c = shape_.at(hole);
      std::int32_t best = INT32_MAX;
      for (const cell t : goal_cells_) best = std::min(best, std::abs(c.x - t.x) + std::abs(c.y - t.y));
      return best;
    };
    if (o.base == base_order::towards) {
      std::stable_sort(lines.begin(), lines.end(), [&](const line& a, const line& b) {
        return distance(a.from) - distance(a.to) > distance(b.from) - distance(b.to);
      });
    } else if (o.base == base_order::outskirts) {
      std::stable_sort(lines.begin(), lines.end(),
                       [&](const line& a, const line& b) { return distance(a.from) > distance(b.from); });
    } else if (o.base == base_order::shuffled) {
      splitmix random(3);
      for (std::size_t i = lines.size(); i > 1; --i) std::swap(lines[i - 1], lines[random() % i]);
    }
    lines_.clear();
    need_.clear();
    land_.clear();
    flip_.clear();
    pagoda_delta_.clear();
    for (const line& l : lines) {
      lines_.push_back({l.from, l.over, l.to});
      bits<W> need;
      need.set(l.from);
      need.set(l.over);
      bits<W> land;
      land.set(l.to);
      need_.push_back(need);
      land_.push_back(land);
      flip_.push_back(need ^ land);
      for (const pagoda& p : pagodas_) {
        pagoda_delta_.push_back(p.weight[l.to] - p.weight[l.from] - p.weight[l.over]);
      }
    }
  }

  [[nodiscard]] bits<W> canonical(const bits<W>& b) const noexcept {
    bits<W> best = b;
    for (const auto& t : transforms_) best = std::min(best, t(b));
    return best;
  }

  // Whether jumping along line i from a position with pagoda values `values`
  // leaves a position below the goal on some pagoda.
  [[nodiscard]] bool dead_by_pagoda(const long long* values, std::size_t i) const noexcept {
    for (std::size_t k = 0; k < pagoda_count_; ++k) {
      if (values[k] + pagoda_delta_[i * pagoda_count_ + k] < pagoda_goal_[k]) return true;
    }
    return false;
  }

  // Near the leaves a subtree is cheaper to search again than to look up.
  [[nodiscard]] bool remembered(std::size_t count) const noexcept {
    return opts_.use_memo && count > goal_count_ + 2;
  }

  // Searches below the position at `depth`, which is neither the goal nor known
  // to fail. Positions live in stack_ rather than in the frame, so even the
  // widest boards recurse one level per peg without exhausting the stack.
  //
  // Children are generated first and their table buckets prefetched, then
  // entered: the table is far bigger than the cache, and this lets the
  // memory fetches of all children overlap instead of stalling one by one.
  bool search(std::size_t depth, std::size_t count) {
    const bits<W> pegs = stack_[depth];
    const long long* values = pagoda_stack_.data() + depth * pagoda_count_;
    const std::size_t first = pending_.size();
    const std::size_t left = count - 1;  // pegs in every child
    const bool child_remembered = remembered(left);
    for (std::size_t i = 0; i < lines_.size(); ++i) {
      if constexpr (W == 1) {
        const std::uint64_t p = pegs.word[0];
        if ((p & need_[i].word[0]) != need_[i].word[0] || (p & land_[i].word[0]) != 0) continue;
      } else {
        const jump_line& j = lines_[i];
        if (!pegs.test(j.from) || !pegs.test(j.over) || pegs.test(j.to)) continue;
      }
      ++nodes_;
      if (nodes_ > attempt_limit_) {
        aborted_ = true;
        return false;
      }
      const bits<W> child = pegs ^ flip_[i];
      if (child == goal_) {
        path_.push_back(static_cast<std::uint16_t>(i));
        return true;
      }
      // Every jump removes one peg, so with as few pegs as the goal it is too late.
      if (left <= goal_count_) continue;
      if (dead_by_pagoda(values, i)) continue;
      long long cost = 0;
      if (guided_) {
        for (std::size_t k = 0; k < pagoda_count_; ++k) cost -= pagoda_delta_[i * pagoda_count_ + k];
      }
      pending_.push_back(
          {static_cast<std::uint16_t>(i), cost, child_remembered ? canonical(child) : bits<W>{}});
      if (child_remembered) memo_.prefetch(pending_.back().key);
    }
    const std::size_t last = pending_.size();
    if (guided_) {
      // Insertion sort: stable, allocation-free, and children are few.
      for (std::size_t n = first + 1; n < last; ++n) {
        const pending_child moving = pending_[n];
        std::size_t at = n;
        for (; at > first && pending_[at - 1].cost > moving.cost; --at) pending_[at] = pending_[at - 1];
        pending_[at] = moving;
      }
    }
    for (std::size_t n = first; n < last; ++n) {
      const std::uint16_t i = pending_[n].line;
      if (child_remembered) {
        if (memo_.contains(pending_[n].key)) continue;
        keys_[depth + 1] = pending_[n].key;
      }
      stack_[depth + 1] = pegs ^ flip_[i];
      long long* next = pagoda_stack_.data() + (depth + 1) * pagoda_count_;
      for (std::size_t k = 0; k < pagoda_count_; ++k)
        next[k] = values[k] + pagoda_delta_[i * pagoda_count_ + k];
      path_.push_back(i);
      if (search(depth + 1, left)) return true;
      path_.pop_back();
      if (aborted_) return false;
    }
    pending_.resize(first);
    if (remembered(count)) memo_.insert(keys_[depth]);
    return false;
  }

  const options& opts_;
  const geometry& shape_;
  bits<W> start_;
  bits<W> goal_;
  std::size_t goal_count_;
  std::vector<cell> goal_cells_;
  std::vector<jump_line> lines_;
  std::vector<bits<W>> need_;
  std::vector<bits<W>> land_;
  std::vector<bits<W>> flip_;
  std::vector<transform<W>> transforms_;
  std::vector<permutation> symmetries_;  // of the shape that fix the goal, identity first
  std::vector<pagoda> pagodas_;
  std::size_t pagoda_count_ = 0;
  std::size_t memo_size_at_learning_ = 0;
  std::vector<long long> pagoda_start_;
  std::vector<long long> pagoda_goal_;
  std::vector<long long> pagoda_delta_;  // per line, per pagoda
  std::vector<long long> pagoda_stack_;  // per depth, per pagoda
  failure_table<W> memo_;
  struct pending_child {
    std::uint16_t line;
    long long cost;  // total decrease on the pagoda functions, for guided orders
    bits<W> key;
  };
  std::vector<bits<W>> stack_;  // the position at each depth
  std::vector<bits<W>> keys_;   // its canonical form, when it is remembered
  std::vector<pending_child> pending_;
  std::vector<std::uint16_t> path_;
  std::uint64_t nodes_ = 0;
  std::uint64_t attempt_limit_ = 0;
  bool aborted_ = false;
  bool guided_ = false;
};

template <std::size_t W>
void run_engine(const board& start, const options& opts, result& out) {
  engine<W> e(start, opts);
  e.run(out);
}

std::size_t count_true(const std::vector<bool>& v) {
  return static_cast<std::size_t>(std::count(v.begin(), v.end(), true));
}

}  // namespace

// ---------------------------------------------------------------------------

std::vector<permutation> shape_symmetries(const geometry& shape) {
  const auto& cells = shape.cells();
  if (cells.empty()) return {};
  std::int32_t min_x = INT32_MAX, min_y = INT32_MAX, max_x = INT32_MIN, max_y = INT32_MIN;
  for (const cell c : cells) {
    min_x = std::min(min_x, c.x);
    min_y = std::min(min_y, c.y);
    max_x = std::max(max_x, c.x);
    max_y = std::max(max_y, c.y);
  }
  const std::int32_t w = max_x - min_x;  // extent minus one
  const std::int32_t h = max_y - min_y;
  // The eight symmetries of the square, on coordinates relative to the
  // bounding box; the four that swap x and y need a square box.
  using map = cell (*)(cell, std::int32_t, std::int32_t);
  constexpr std::array<map, 8> maps{{
      [](cell c, std::int32_t, std::int32_t) { return c; },
      [](cell c, std::int32_t ww, std::int32_t) {
        return cell{ww - c.x, c.y};
      },
      [](cell c, std::int32_t, std::int32_t hh) {
        return cell{c.x, hh - c.y};
      },
      [](cell c, std::int32_t ww, std::int32_t hh) {
        return cell{ww - c.x, hh - c.y};
      },
      [](cell c, std::int32_t, std::int32_t) {
        return cell{c.y, c.x};
      },
      [](cell c, std::int32_t ww, std::int32_t hh) {
        return cell{hh - c.y, ww - c.x};
      },
      [](cell c, std::int32_t, std::int32_t hh) {
        return cell{hh - c.y, c.x};
      },
      [](cell c, std::int32_t ww, std::int32_t) {
        return cell{c.y, ww - c.x};
      },
  }};
  std::vector<permutation> result;
  for (std::size_t m = 0; m < maps.size(); ++m) {
    if (m >= 4 && w != h) break;
    permutation p;
    p.reserve(cells.size());
    bool ok = true;
    for (const cell c : cells) {
      const cell r = maps[m]({c.x - min_x, c.y - min_y}, w, h);
      const cell image{r.x + min_x, r.y + min_y};
      if (!shape.on_board(image)) {
        ok = false;
        break;
      }
      p.push_back(shape.index(image));
    }
    if (ok) result.push_back(std::move(p));
  }
  return result;
}

std::vector<permutation> goal_symmetries(const board& b) {
  std::vector<permutation> result;
  for (auto& p : shape_symmetries(b.shape())) {
    bool fixes = true;
    for (std::size_t hole = 0; hole < p.size() && fixes; ++hole)
      fixes = b.goal_at(hole) == b.goal_at(p[hole]);
    if (fixes) result.push_back(std::move(p));
  }
  return result;
}

position_class class_of(const geometry& shape, const std::vector<bool>& pegs) {
  std::array<unsigned, 3> sum{};
  std::array<unsigned, 3> difference{};
  for (std::size_t hole = 0; hole < pegs.size(); ++hole) {
    if (!pegs[hole]) continue;
    const cell c = shape.at(hole);
    sum[static_cast<std::size_t>((c.x + c.y) % 3)] ^= 1U;
    difference[static_cast<std::size_t>(((c.x - c.y) % 3 + 3) % 3)] ^= 1U;
  }
  // A jump flips all three parities of a family, so only whether the first and
  // second, and the second and third, agree is invariant.
  const auto element = [](const std::array<unsigned, 3>& p) {
    return static_cast<std::uint8_t>(((p[0] ^ p[1]) << 1) | (p[1] ^ p[2]));
  };
  return {element(sum), element(difference)};
}

std::string to_string(position_class c) {
  return "(" + std::to_string(c.sum) + "," + std::to_string(c.difference) + ")";
}

result solve(const board& start, const options& opts) {
  const auto began = std::chrono::steady_clock::now();
  result out;
  const auto finish = [&] {
    out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
    return out;
  };
  const geometry& g = start.shape();
  const auto pegs = start.peg_mask();
  const auto goal = start.goal_mask();
  const std::size_t peg_count = count_true(pegs);
  const std::size_t goal_count = count_true(goal);

  out.decided = true;
  if (goal_count == 0) {
    out.reason = "the goal has no pegs, and a jump always leaves at least one";
    return finish();
  }
  if (pegs == goal) {
    out.solvable = true;
    out.reason = "the start is already the goal";
    return finish();
  }
  if (peg_count < goal_count) {
    out.reason = "the start has fewer pegs than the goal, and jumps only remove pegs";
    return finish();
  }
  if (opts.use_class_pruning) {
    const auto from = class_of(g, pegs);
    const auto to = class_of(g, goal);
    if (!(from == to)) {
      out.reason = "the start and the goal are in different position classes " + to_string(from) + " and " +
                   to_string(to) + ", which no jump changes";
      return finish();
    }
  }
  if (opts.use_pagoda) {
    for (const pagoda& p : sublattice_pagodas(start)) {
      if (p.value(pegs) < p.value(goal)) {
        out.reason = "a pagoda function is lower on the start than on the goal, and no jump increases it";
        return finish();
      }
    }
  }

  const std::size_t holes = g.hole_count();
  if (holes <= 64) {
    run_engine<1>(start, opts, out);
  } else if (holes <= 128) {
    run_engine<2>(start, opts, out);
  } else if (holes <= 256) {
    run_engine<4>(start, opts, out);
  } else if (holes <= 4096) {
    run_engine<64>(start, opts, out);
  } else {
    throw std::invalid_argument("boards are limited to 4096 holes");
  }
  return finish();
}

}  // namespace peg_solitaire::fast
