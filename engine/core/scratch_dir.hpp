#pragma once
// A private directory under the system's temporary directory, removed with everything
// in it when the object goes away: for loading content that exists only in memory
// (embedded in a recording) through the same loader that reads directories.

#include <string>

namespace cf {

class ScratchDir {
  public:
    // `prefix` names the directory ("cryptforge-replay" -> /tmp/cryptforge-replay-ab12Cd).
    explicit ScratchDir(const std::string& prefix);
    ~ScratchDir();
    ScratchDir(const ScratchDir&) = delete;
    ScratchDir& operator=(const ScratchDir&) = delete;

    // Empty when no directory could be made.
    const std::string& path() const { return path_; }

  private:
    std::string path_;
};

}  // namespace cf
