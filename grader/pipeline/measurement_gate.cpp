#include "grader/pipeline/measurement_gate.hpp"

namespace grader::pipeline {

measurement_gate::hold::~hold() {
  if (gate_ == nullptr) return;
  {
    const std::scoped_lock guard(gate_->lock_);
    if (alone_) {
      gate_->alone_now_ = false;
    } else {
      --gate_->sharing_;
    }
  }
  gate_->changed_.notify_all();
}

measurement_gate::hold measurement_gate::share() {
  std::unique_lock guard(lock_);
  changed_.wait(guard, [this] { return !alone_now_ && waiting_alone_ == 0; });
  ++sharing_;
  return hold(this, false);
}

measurement_gate::hold measurement_gate::alone() {
  std::unique_lock guard(lock_);
  ++waiting_alone_;
  changed_.wait(guard, [this] { return !alone_now_ && sharing_ == 0; });
  --waiting_alone_;
  alone_now_ = true;
  return hold(this, true);
}

measurement_gate::hold share(measurement_gate* gate) {
  return gate != nullptr ? gate->share() : measurement_gate::hold();
}

measurement_gate::hold alone(measurement_gate* gate) {
  return gate != nullptr ? gate->alone() : measurement_gate::hold();
}

}  // namespace grader::pipeline
