#include "grader/instructor/zip_writer.hpp"

#include <zip.h>

#include <stdexcept>

namespace grader::cli {

namespace {

std::string zip_message(::zip* archive) { return archive == nullptr ? "" : zip_strerror(archive); }

}  // namespace

zip_writer::zip_writer(const std::filesystem::path& target) : target_(target) {
  int error = 0;
  archive_ = zip_open(target.c_str(), ZIP_CREATE | ZIP_TRUNCATE, &error);
  if (archive_ == nullptr) {
    zip_error_t e;
    zip_error_init_with_code(&e, error);
    const std::string message = zip_error_strerror(&e);
    zip_error_fini(&e);
    throw std::runtime_error("cannot create " + target.string() + ": " + message);
  }
}

zip_writer::~zip_writer() {
  if (archive_ != nullptr) zip_discard(archive_);
}

void zip_writer::add_file(const std::filesystem::path& file, const std::string& name,
                          std::filesystem::perms mode) {
  zip_source_t* source = zip_source_file(archive_, file.c_str(), 0, 0);
  if (source == nullptr)
    throw std::runtime_error("cannot read " + file.string() + ": " + zip_message(archive_));
  const zip_int64_t index = zip_file_add(archive_, name.c_str(), source, ZIP_FL_ENC_UTF_8 | ZIP_FL_OVERWRITE);
  if (index < 0) {
    zip_source_free(source);
    throw std::runtime_error("cannot add " + name + " to " + target_.string() + ": " + zip_message(archive_));
  }
  // A Unix mode lives in the high 16 bits of the external attributes, with
  // the file type: unzip restores the permission bits from there.
  const auto unix_mode = static_cast<zip_uint32_t>(0100000u | (static_cast<unsigned>(mode) & 0777u));
  if (zip_file_set_external_attributes(archive_, static_cast<zip_uint64_t>(index), 0, ZIP_OPSYS_UNIX,
                                       unix_mode << 16) != 0) {
    throw std::runtime_error("cannot set the mode of " + name + ": " + zip_message(archive_));
  }
}

void zip_writer::commit() {
  if (zip_close(archive_) != 0) {
    const std::string message = zip_message(archive_);
    throw std::runtime_error("cannot write " + target_.string() + ": " + message);
  }
  archive_ = nullptr;
}

}  // namespace grader::cli
