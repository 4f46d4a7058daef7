// The one file that includes CLI11: the subcommands' declared options
// (options.hpp) become a CLI::App, which parses argv into them.

#include "grader/cli/options.hpp"

#include <CLI/CLI.hpp>

namespace grader::cli {

namespace {

void declare(CLI::App& app, const command_spec& spec) {
  for (const auto& o : spec.options()) {
    CLI::Option* opt =
        std::visit([&](auto* into) { return app.add_option(o.names(), *into, o.help()); }, o.destination());
    if (o.is_required()) opt->required();
    if (!o.choices().empty()) opt->check(CLI::IsMember(o.choices()));
    if (o.range()) opt->check(CLI::Range(o.range()->first, o.range()->second));
    if (o.takes_one_value_per_use()) opt->allow_extra_args(false);
    if (o.shows_default()) opt->capture_default_str();
  }
  for (const auto& f : spec.flags()) app.add_flag(f.names, *f.into, f.help);
  if (!spec.footer_text().empty()) app.footer(spec.footer_text());
  if (spec.keeps_unknown_arguments()) {
    // Kept for the subcommand: they must not fall through to the program,
    // which would refuse them.
    app.fallthrough(false);
    app.allow_extras();
  }
}

}  // namespace

command_set::outcome command_set::parse(int argc, char** argv) {
  CLI::App app{program_.description(), program_.name()};
  app.require_subcommand(1);
  // The program's options may also follow the subcommand: `grader test --format json`.
  app.fallthrough();
  app.set_version_flag("--version", version_);
  declare(app, program_);
  std::vector<std::pair<command_spec*, CLI::App*>> subcommands;
  for (auto& c : commands_) {
    CLI::App* sub = app.add_subcommand(c.name(), c.description());
    declare(*sub, c);
    subcommands.emplace_back(&c, sub);
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return {"", app.exit(e)};
  }
  for (auto& [spec, sub] : subcommands) {
    if (!sub->parsed()) continue;
    if (spec->keeps_unknown_arguments()) spec->set_unknown_arguments(sub->remaining());
    return {spec->name(), std::nullopt};
  }
  return {"", std::nullopt};  // unreachable: require_subcommand(1)
}

}  // namespace grader::cli
