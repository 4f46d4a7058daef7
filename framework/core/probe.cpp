#include "framework/core/probe.hpp"

#include "framework/core/probe_sink.hpp"

#include <atomic>

namespace framework::probe {

namespace {

// Internal linkage on purpose: no header names these, so a hook cannot reach
// them through the kit's API.
thread_local sink* t_sink = nullptr;
std::atomic<sink*> g_locked{nullptr};
// Shared by every thread so that two threads never hand out the same id.
std::atomic<std::uint32_t> g_next_id{1};

sink* listener() noexcept {
  sink* locked = g_locked.load(std::memory_order_relaxed);
  return locked != nullptr ? locked : t_sink;
}

std::uint32_t fresh_id() noexcept { return g_next_id.fetch_add(1, std::memory_order_relaxed); }

}  // namespace

identity::identity() noexcept : id_(fresh_id()) {
  if (sink* s = listener()) s->created(id_);
}

identity::identity(const identity& other) noexcept : id_(fresh_id()) {
  if (sink* s = listener()) s->copied(other.id_, id_);
}

identity::identity(identity&& other) noexcept : id_(other.id_) {
  // The moved-from state is empty: a new, unknown state as far as a replay goes.
  other.id_ = fresh_id();
  if (sink* s = listener()) s->created(other.id_);
}

identity& identity::operator=(const identity& other) noexcept {
  if (this != &other) {
    if (sink* s = listener()) s->copied(other.id_, id_);
  }
  return *this;
}

identity& identity::operator=(identity&& other) noexcept {
  if (this != &other) {
    sink* s = listener();
    if (s != nullptr) s->dropped(id_);
    id_ = other.id_;
    other.id_ = fresh_id();
    if (s != nullptr) s->created(other.id_);
  }
  return *this;
}

identity::~identity() {
  if (sink* s = listener()) s->dropped(id_);
}

void record(const identity& state, edit kind, std::int32_t a, std::int32_t b, std::int32_t c) {
  if (sink* s = listener()) s->edited(state.id(), kind, a, b, c);
}

void refuse(const identity& state, edit kind, std::int32_t a, std::int32_t b, std::int32_t c) {
  if (sink* s = listener()) s->refused(state.id(), kind, a, b, c);
}

scoped_sink::scoped_sink(sink& s) noexcept {
  if (sink* locked = g_locked.load(); locked != nullptr) {
    locked->tampered("a hook installed a probe sink of its own");
    return;
  }
  previous_ = t_sink;
  t_sink = &s;
  installed_ = true;
}

scoped_sink::~scoped_sink() {
  if (installed_) t_sink = previous_;
}

bool lock(sink& s) noexcept {
  sink* expected = nullptr;
  if (g_locked.compare_exchange_strong(expected, &s)) return true;
  expected->tampered("the probe was locked twice");
  return false;
}

void counter::edited(std::uint32_t, edit kind, std::int32_t, std::int32_t, std::int32_t) {
  if (kind == edit::place) {
    ++placements_;
  } else {
    ++removals_;
  }
  if (cap_ != 0 && nodes() > cap_) throw cap_reached{};
}

std::uint64_t counter::nodes() const noexcept {
  return rule_ != nullptr ? rule_(placements_, removals_) : placements_;
}

}  // namespace framework::probe
