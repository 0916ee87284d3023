#include "engine/core/scratch_dir.hpp"

#include <filesystem>
#include <utility>

#include "engine/core/os.hpp"

namespace cf {

namespace fs = std::filesystem;

ScratchDir::ScratchDir(const std::string& prefix) {
    std::error_code ec;
    const fs::path base = fs::temp_directory_path(ec);
    if (ec) return;
    std::string pattern = (base / (prefix + "-XXXXXX")).string();
    path_ = os::make_scratch_folder(std::move(pattern));
}

ScratchDir::~ScratchDir() {
    std::error_code ec;
    if (!path_.empty()) fs::remove_all(path_, ec);
}

}  // namespace cf
