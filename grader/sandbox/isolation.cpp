#include "grader/sandbox/internal.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdlib>
#include <iterator>
#include <string_view>
#include <system_error>
#include <utility>

#ifndef BT_SANDBOX_EXEC_HELPER
#error "BT_SANDBOX_EXEC_HELPER must name the bt_sandbox_exec binary (set by CMake)"
#endif

namespace grader::sandbox {

namespace {

namespace fs = std::filesystem;

// Like isolate's box ids: a block of uids no regular account uses.
constexpr uid_t first_slot_uid = 60000;
constexpr int slot_count = 1000;
// The probe must not share a slot uid with a running box, and must not
// kill(-1) as a shared uid either, so it runs as nobody without the sweep.
constexpr uid_t probe_uid = 65534;

// Directories of the host that are visible (read-only) in every bwrap box.
// Debian 12 has merged /usr: the top-level ones are symlinks into it and are
// recreated as symlinks; on a split-/usr system they are bound instead.
constexpr std::array<std::string_view, 6> top_level_system_dirs{"bin",   "sbin",  "lib",
                                                                "lib32", "lib64", "libx32"};
constexpr std::array<std::string_view, 2> system_files{"/etc/ld.so.cache", "/etc/alternatives"};

bool is_within(const fs::path& path, const fs::path& root) {
  const fs::path p = path.lexically_normal();
  const fs::path r = root.lexically_normal();
  auto pi = p.begin();
  for (auto ri = r.begin(); ri != r.end(); ++ri, ++pi) {
    if (ri->empty()) {
      continue;  // trailing separator
    }
    if (pi == p.end() || *pi != *ri) {
      return false;
    }
  }
  return true;
}

std::ptrdiff_t depth(const fs::path& p) {
  const fs::path n = p.lexically_normal();
  return std::distance(n.begin(), n.end());
}

bool try_probe(bool disable_userns) {
  std::error_code ec;
  if (!fs::exists("/usr/bin/true", ec) || !fs::exists("/usr/bin/bwrap", ec)) {
    return false;
  }
  std::string dir_template = (fs::temp_directory_path(ec) / "bt-sandbox-probe-XXXXXX").string();
  if (ec || ::mkdtemp(dir_template.data()) == nullptr) {
    return false;
  }
  const fs::path dir{dir_template};
  bool ok = false;
  try {
    run_spec spec;
    spec.argv = {"/usr/bin/true"};
    spec.working_dir = dir;
    spec.env = {"PATH=/usr/bin:/bin"};
    spec.lim.wall = std::chrono::seconds{10};
    spec.iso.use_bwrap = true;
    if (::geteuid() == 0) {
      spec.iso.run_as_uid = probe_uid;
      spec.iso.run_as_gid = static_cast<gid_t>(probe_uid);
    }
    prepare_work_dir(dir, spec.iso);
    detail::run_options options;
    options.probing_disable_userns = disable_userns;
    options.kill_uid_leftovers = false;
    const run_result r = detail::run_impl(spec, options);
    ok = r.how == ending::exited && r.exit_code == 0;
  } catch (const std::exception&) {
    ok = false;
  }
  fs::remove_all(dir, ec);
  return ok;
}

}  // namespace

std::optional<uid_t> slot_uid(int slot) {
  if (slot < 0 || slot >= slot_count) {
    throw sandbox_error("sandbox: slot out of range: " + std::to_string(slot));
  }
  if (::geteuid() != 0) {
    return std::nullopt;
  }
  return first_slot_uid + static_cast<uid_t>(slot);
}

bool is_slot_id(unsigned id) noexcept {
  return id >= first_slot_uid && id < first_slot_uid + static_cast<unsigned>(slot_count);
}

void prepare_work_dir(const fs::path& working_dir, const isolation_options& iso) {
  std::error_code ec;
  fs::create_directories(working_dir, ec);
  if (ec) {
    throw sandbox_error("sandbox: cannot create " + working_dir.string() + ": " + ec.message());
  }
  if (iso.run_as_uid) {
    const uid_t uid = *iso.run_as_uid;
    const gid_t gid = iso.run_as_gid.value_or(static_cast<gid_t>(uid));
    // lchown and no symlink following: a previous box may have left a
    // symlink to /etc/shadow in here, and we are root.
    for (auto it = fs::recursive_directory_iterator(working_dir, fs::directory_options::none, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
      if (::lchown(it->path().c_str(), uid, gid) != 0) {
        throw sandbox_error("sandbox: lchown " + it->path().string() + ": " +
                            std::generic_category().message(errno));
      }
    }
    if (ec) {
      throw sandbox_error("sandbox: cannot walk " + working_dir.string() + ": " + ec.message());
    }
    if (::lchown(working_dir.c_str(), uid, gid) != 0) {
      throw sandbox_error("sandbox: lchown " + working_dir.string() + ": " +
                          std::generic_category().message(errno));
    }
  }
  if (::chmod(working_dir.c_str(), 0700) != 0) {
    throw sandbox_error("sandbox: chmod " + working_dir.string() + ": " +
                        std::generic_category().message(errno));
  }
}

bool bwrap_available() { return detail::probe_bwrap().usable; }

namespace detail {

const bwrap_support& probe_bwrap() {
  // A function-local static: initialised once, thread-safe, and concurrent
  // callers wait for the first probe instead of starting their own.
  static const bwrap_support support = [] {
    bwrap_support s;
    if (try_probe(true)) {
      s.usable = true;
      s.disable_nested_userns = true;
    } else if (try_probe(false)) {
      s.usable = true;  // older bwrap or kernel: no --disable-userns
    }
    return s;
  }();
  return support;
}

fs::path exec_helper_path(const isolation_options& iso) {
  return iso.exec_helper.empty() ? fs::path{BT_SANDBOX_EXEC_HELPER} : iso.exec_helper;
}

bool visible_in_box(const run_spec& spec, const fs::path& path) {
  if (is_within(path, "/usr") || is_within(path, spec.working_dir)) {
    return true;
  }
  for (const auto name : top_level_system_dirs) {
    if (is_within(path, fs::path{"/"} / name)) {
      return true;
    }
  }
  return std::any_of(spec.iso.read_only_binds.begin(), spec.iso.read_only_binds.end(),
                     [&](const fs::path& bind) { return is_within(path, bind); });
}

void build_confinement(const run_spec& spec, confinement_plan& plan) {
  plan.paths.clear();
  std::vector<std::uint64_t> access;
  const auto allow = [&](const fs::path& path, std::uint64_t rights) {
    plan.paths.push_back(path.string());
    access.push_back(rights);
  };
  allow("/usr", landlock::read_only);
  for (const auto name : top_level_system_dirs) {
    allow(fs::path{"/"} / name, landlock::read_only);  // a symlink into /usr is followed: harmless
  }
  for (const auto file : system_files) {
    allow(file, landlock::read_only);
  }
  for (const auto& bind : spec.iso.read_only_binds) {
    allow(bind, landlock::read_only);
  }
  // /dev/null and the random sources; no /dev/shm (shared between runs), no
  // terminals, no /proc (other processes' command lines and environments).
  allow("/dev/null", landlock::read_file | landlock::write_file);
  for (const char* device : {"/dev/zero", "/dev/random", "/dev/urandom"}) {
    allow(device, landlock::read_file);
  }
  allow(spec.working_dir, ~std::uint64_t{0});  // everything the ABI handles

  plan.rules.clear();
  for (std::size_t i = 0; i < plan.paths.size(); ++i) {
    plan.rules.push_back({plan.paths[i].c_str(), access[i]});
  }
  confinement& c = plan.settings;
  c = confinement{};
  c.landlock_abi = spec.iso.landlock_rules ? landlock_abi() : 0;
  if (c.landlock_abi > 0) {
    c.handled_fs = handled_fs_rights(c.landlock_abi);
    // Handled with no rule: every TCP bind and connect is refused.
    if (c.landlock_abi >= 4) c.handled_net = landlock::net_bind_tcp | landlock::net_connect_tcp;
    // No signals to, and no abstract unix sockets of, processes outside the
    // box: the keeper and the grader may share the student's uid.
    if (c.landlock_abi >= 6) c.scoped = landlock::scope_abstract_unix_socket | landlock::scope_signal;
    c.rules = plan.rules.data();
    c.rule_count = static_cast<int>(plan.rules.size());
  }
  c.seccomp = seccomp_program();
}

std::vector<std::string> bwrap_command(const run_spec& spec, const fs::path& helper,
                                       const std::vector<std::string>& helper_arguments,
                                       bool disable_nested_userns) {
  std::vector<std::string> cmd{
      spec.iso.bwrap_path.string(),
      "--unshare-all",   // user, ipc, pid, net, uts, cgroup: no network, own pid 1
      "--unshare-user",  // explicit: --disable-userns insists on it
      "--die-with-parent",
      // The keeper is the box's pid 1 instead of bwrap's own init: then every
      // process of the box is reaped inside the chain grader -> bwrap ->
      // keeper before run() returns (bwrap's init would be orphaned when its
      // monitor exits, and a lingering zombie of the slot uid eats into the
      // next run's RLIMIT_NPROC). As pid 1 the keeper is also immune to
      // signals from the student, which shares its uid.
      "--as-pid-1", "--hostname", "sandbox",
      // No --new-session: it would put the student in a session of its own,
      // out of reach of the grader's killpg(). Our launcher already called
      // setsid(), so the box has no controlling terminal (no TIOCSTI).
  };
  if (disable_nested_userns) {
    cmd.emplace_back("--disable-userns");
  }
  cmd.insert(cmd.end(), {"--ro-bind", "/usr", "/usr"});
  std::error_code ec;
  for (const auto name : top_level_system_dirs) {
    const fs::path host = fs::path{"/"} / name;
    if (fs::is_symlink(host, ec)) {
      cmd.insert(cmd.end(), {"--symlink", fs::read_symlink(host, ec).string(), host.string()});
    } else if (fs::is_directory(host, ec)) {
      cmd.insert(cmd.end(), {"--ro-bind", host.string(), host.string()});
    }
  }
  for (const auto file : system_files) {
    cmd.insert(cmd.end(), {"--ro-bind-try", std::string{file}, std::string{file}});
  }
  cmd.insert(cmd.end(), {"--proc", "/proc", "--dev", "/dev"});
  if (spec.iso.tmpfs_bytes > 0) {
    cmd.insert(cmd.end(), {"--size", std::to_string(spec.iso.tmpfs_bytes)});
  }
  cmd.insert(cmd.end(), {"--tmpfs", "/tmp"});
  cmd.insert(cmd.end(), {"--ro-bind", helper.string(), helper_path_in_box});

  // Shallow before deep, so a bind inside another one is mounted on top of it
  // rather than hidden by it (e.g. read-only inputs inside the work dir).
  std::vector<std::pair<fs::path, bool>> binds;  // path, writable
  binds.emplace_back(spec.working_dir, true);
  for (const auto& p : spec.iso.read_only_binds) {
    binds.emplace_back(p, false);
  }
  std::stable_sort(binds.begin(), binds.end(),
                   [](const auto& a, const auto& b) { return depth(a.first) < depth(b.first); });
  for (const auto& [path, writable] : binds) {
    cmd.insert(cmd.end(), {writable ? "--bind" : "--ro-bind", path.string(), path.string()});
  }
  cmd.insert(cmd.end(), {"--chdir", spec.working_dir.string(), "--"});
  cmd.insert(cmd.end(), helper_arguments.begin(), helper_arguments.end());
  return cmd;
}

}  // namespace detail

}  // namespace grader::sandbox
