#pragma once
// Internals of the save reader (not for other code): typed reads of save_format::Node
// values that report a problem with file:line:col instead of throwing.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/problem.hpp"
#include "engine/save/save_format.hpp"

namespace cf::save_format {

// Where problems go, and reads of single values; `label` names the value in messages.
class Reader {
  public:
    Reader(std::string file, std::vector<Problem>& problems)
        : file_(std::move(file)), problems_(problems) {}

    void report(const Node& at, std::string message) const;
    void report(int line, int column, std::string message) const;
    bool failed() const { return !problems_.empty(); }
    std::size_t count() const { return problems_.size(); }

    std::optional<long long> number(const Node& n, const std::string& label, long long lo,
                                    long long hi) const;
    std::optional<std::uint64_t> unsigned64(const Node& n, const std::string& label) const;
    std::optional<std::string> text(const Node& n, const std::string& label) const;
    // Non-empty text: a definition or slot id.
    std::optional<std::string> id(const Node& n, const std::string& label) const;
    const Node* sequence(const Node& n, const std::string& label) const;

  private:
    std::string file_;
    std::vector<Problem>& problems_;
};

// The fields of one mapping. Reports a value that is not a mapping, duplicate or
// non-text keys, missing required keys, and (finish) keys nothing asked for.
class Fields {
  public:
    Fields(const Reader& reader, const Node& map, std::string what);

    bool valid() const { return valid_; }
    const std::string& what() const { return what_; }
    // The value of `key`, or null when absent.
    const Node* find(std::string_view key);
    // The value of `key`; reports it missing when absent.
    const Node* need(std::string_view key);
    std::optional<long long> number(std::string_view key, long long lo, long long hi);
    std::optional<std::uint64_t> unsigned64(std::string_view key);
    std::optional<std::string> text(std::string_view key);
    std::optional<std::string> id(std::string_view key);
    void finish();

  private:
    std::string label(std::string_view key) const;

    const Reader& reader_;
    const Node& map_;
    std::string what_;
    bool valid_ = false;
    std::vector<bool> used_;  // per key, in document order
};

}  // namespace cf::save_format
