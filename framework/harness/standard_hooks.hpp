#pragma once
// The runner entries of the hooks most problems share, written once against a
// problem's rules (which provide the JSON codec: state_json, state_from_json,
// move_json, move_from_json). Input keys: "state" (the position the hook gets)
// and "move"; outputs: {"moves": [...]}, {"state": ...}, {"solution": [...] or
// null}, {"count": N}. The grader's generic driver reads exactly these.

#include "framework/harness/runner.hpp"

#include <optional>
#include <type_traits>
#include <vector>

namespace framework::harness {

template <class R>
typename R::state input_state(const request& r, const char* key = "state") {
  try {
    return R::state_from_json(r.input.at(key));
  } catch (const std::exception& e) {
    throw bad_request(std::string("bad '") + key + "' input: " + e.what());
  }
}

template <class R>
typename R::move input_move(const request& r, const char* key = "move") {
  try {
    return R::move_from_json(r.input.at(key));
  } catch (const std::exception& e) {
    throw bad_request(std::string("bad '") + key + "' input: " + e.what());
  }
}

// The input's `key` as a T (an int, a string...).
template <class T>
T input_value(const request& r, const char* key) {
  try {
    return r.input.at(key).get<T>();
  } catch (const std::exception& e) {
    throw bad_request(std::string("bad '") + key + "' input: " + e.what());
  }
}

// The input's `key`, a list of moves (squares asked about, queries...).
template <class R>
std::vector<typename R::move> input_moves(const request& r, const char* key) {
  std::vector<typename R::move> moves;
  try {
    for (const auto& m : r.input.at(key)) moves.push_back(R::move_from_json(m));
  } catch (const std::exception& e) {
    throw bad_request(std::string("bad '") + key + "' input: " + e.what());
  }
  return moves;
}

template <class R>
nlohmann::json moves_json(const std::vector<typename R::move>& moves) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& m : moves) out.push_back(R::move_json(m));
  return out;
}

// std::vector<move> valid_moves(const state&)
template <class R, auto Hook>
nlohmann::json valid_moves_entry(const request& r) {
  const typename R::state s = input_state<R>(r);
  begin_search({&s.identity()});
  return {{"moves", moves_json<R>(Hook(s))}};
}

// void apply_move(state&, move) and void undo_move(state&, move): the state afterwards.
template <class R, auto Hook>
nlohmann::json edit_entry(const request& r) {
  typename R::state s = input_state<R>(r);
  const typename R::move m = input_move<R>(r);
  begin_search({&s.identity()});
  Hook(s, m);
  return {{"state", R::state_json(s)}};
}

// std::optional<std::vector<move>> solve(state&)
template <class R, auto Hook>
nlohmann::json solve_entry(const request& r) {
  typename R::state s = input_state<R>(r);
  begin_search({&s.identity()});
  const auto solution = Hook(s);
  return {{"solution", solution ? moves_json<R>(*solution) : nlohmann::json(nullptr)}};
}

// an unsigned count: std::uint64_t count_solutions(state&), or
// count_solutions(state&, std::uint64_t limit) with the input's "limit"
template <class R, auto Hook>
nlohmann::json count_entry(const request& r) {
  typename R::state s = input_state<R>(r);
  if constexpr (std::is_invocable_v<decltype(Hook), typename R::state&, std::uint64_t>) {
    const auto limit = input_value<std::uint64_t>(r, "limit");
    begin_search({&s.identity()});
    return {{"count", static_cast<std::uint64_t>(Hook(s, limit))}};
  } else {
    begin_search({&s.identity()});
    return {{"count", static_cast<std::uint64_t>(Hook(s))}};
  }
}

}  // namespace framework::harness
