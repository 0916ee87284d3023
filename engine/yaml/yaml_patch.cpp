#include "engine/yaml/yaml_patch.hpp"

#include <algorithm>
#include <vector>

#include "engine/yaml/yaml_outline.hpp"
#include "engine/yaml/yaml_text.hpp"

namespace cf {

namespace {

using Path = std::vector<std::string>;

struct Edit {
    enum class Op { set, remove };  // set: replace, or add when the file lacks the key
    Op op = Op::set;
    Path path;
};

// One canonical text and its outline.
struct Canonical {
    std::string_view text;
    YamlOutline outline;

    std::string_view lines(const YamlEntry& e) const {
        const auto& starts = outline.line_starts;
        return text.substr(starts[e.first_line], starts[e.end_line] - starts[e.first_line]);
    }
    std::string_view value(const YamlEntry& e) const {
        return text.substr(e.value_begin, e.value_end - e.value_begin);
    }
};

void diff_blocks(const Canonical& base, const YamlBlock& from, const Canonical& next,
                 const YamlBlock& to, Path& path, std::vector<Edit>& edits);

// Whether two sequences can be edited item by item: as many items, each a mapping of the
// same first key in both (an effect list whose kinds stayed).
bool same_items(const YamlEntry& a, const YamlEntry& b) {
    if (a.items.size() != b.items.size()) return false;
    for (std::size_t i = 0; i < a.items.size(); ++i) {
        const YamlEntry& x = a.items[i];
        const YamlEntry& y = b.items[i];
        if (x.kind != YamlEntry::Kind::block_map || y.kind != YamlEntry::Kind::block_map ||
            x.children.entries.front().key != y.children.entries.front().key)
            return false;
    }
    return true;
}

void diff_entry(const Canonical& base, const YamlEntry* old, const Canonical& next,
                const YamlEntry& entry, Path& path, std::vector<Edit>& edits) {
    using Kind = YamlEntry::Kind;
    if (old && old->kind == Kind::block_map && entry.kind == Kind::block_map) {
        diff_blocks(base, old->children, next, entry.children, path, edits);
    } else if (old && old->kind == Kind::block_sequence && entry.kind == Kind::block_sequence &&
               same_items(*old, entry) && base.lines(*old) != next.lines(entry)) {
        for (std::size_t i = 0; i < entry.items.size(); ++i) {
            path.push_back(entry.items[i].key);
            diff_entry(base, &old->items[i], next, entry.items[i], path, edits);
            path.pop_back();
        }
    } else if (!old || base.lines(*old) != next.lines(entry)) {
        edits.push_back({Edit::Op::set, path});
    }
}

void diff_blocks(const Canonical& base, const YamlBlock& from, const Canonical& next,
                 const YamlBlock& to, Path& path, std::vector<Edit>& edits) {
    for (const YamlEntry& entry : to.entries) {
        path.push_back(entry.key);
        diff_entry(base, from.find(entry.key), next, entry, path, edits);
        path.pop_back();
    }
    for (const YamlEntry& entry : from.entries) {
        if (to.find(entry.key)) continue;
        path.push_back(entry.key);
        edits.push_back({Edit::Op::remove, path});
        path.pop_back();
    }
}

// `lines` (whole lines at indent `from`) moved to indent `to`.
std::string reindent(std::string_view lines, int from, int to) {
    std::string out;
    std::size_t i = 0;
    while (i < lines.size()) {
        std::size_t end = lines.find('\n', i);
        end = end == std::string_view::npos ? lines.size() : end + 1;
        std::string_view line = lines.substr(i, end - i);
        if (to > from) {
            out.append(static_cast<std::size_t>(to - from), ' ');
        } else {
            const std::size_t drop = line.find_first_not_of(' ');
            line.remove_prefix(std::min(static_cast<std::size_t>(from - to), drop));
        }
        out += line;
        i = end;
    }
    return out;
}

// The canonical scalar `value` in the quotes the author used, when it can be.
std::string restyle(std::string_view value, char quote) {
    if (quote == 0 || value.empty() || value.front() == '"') return std::string(value);
    std::string plain;
    if (value.front() == '\'') {
        for (std::size_t i = 1; i + 1 < value.size(); ++i) {
            if (value[i] == '\'') ++i;
            plain += value[i];
        }
    } else {
        plain = value;
    }
    if (quote == '"') {
        if (plain.find_first_of("\"\\") != std::string::npos) return std::string(value);
        return '"' + plain + '"';
    }
    std::string out = "'";
    for (char c : plain) {
        out += c;
        if (c == '\'') out += '\'';
    }
    return out + "'";
}

class Patcher {
  public:
    Patcher(std::string text, const Canonical& next) : text_(std::move(text)), next_(next) {}

    bool apply(const Edit& edit) {
        const auto outline = outline_yaml(text_);
        if (!outline || !outline->root_is_map) return false;
        const YamlEntry* have = find_entry(*outline, edit.path);
        if (edit.op == Edit::Op::remove) {
            if (have) remove(*outline, *have);
            return true;
        }
        const YamlEntry* want = find_entry(next_.outline, edit.path);
        if (!want) return false;
        if (have) {
            replace(*outline, *have, *want);
            return true;
        }
        return insert(*outline, edit.path);
    }

    std::string take() { return std::move(text_); }

  private:
    void replace(const YamlOutline& outline, const YamlEntry& have, const YamlEntry& want) {
        const bool inline_value =
            have.kind == YamlEntry::Kind::scalar || have.kind == YamlEntry::Kind::flow;
        if (want.kind == YamlEntry::Kind::scalar && have.kind == YamlEntry::Kind::scalar) {
            text_.replace(have.value_begin, have.value_end - have.value_begin,
                          restyle(next_.value(want), have.quote));
        } else if (inline_value && want.kind == YamlEntry::Kind::flow) {
            text_.replace(have.value_begin, have.value_end - have.value_begin, next_.value(want));
        } else {
            replace_lines(outline, have, reindent(next_.lines(want), want.indent, have.indent));
        }
    }

    // The entry's lines and the blank lines after it, which separated it from the next.
    void remove(const YamlOutline& outline, const YamlEntry& entry) {
        YamlEntry span = entry;
        const auto& starts = outline.line_starts;
        while (span.end_line + 1 < starts.size()) {
            const std::string_view line(text_.data() + starts[span.end_line],
                                        starts[span.end_line + 1] - starts[span.end_line]);
            if (line.find_first_not_of(" \r\n") != std::string_view::npos) break;
            ++span.end_line;
        }
        replace_lines(outline, span, "");
    }

    void replace_lines(const YamlOutline& outline, const YamlEntry& entry,
                       const std::string& with) {
        const std::size_t begin = outline.line_starts[entry.first_line];
        const std::size_t end = outline.line_starts[entry.end_line];
        std::string replacement = with;
        // A last line without '\n' keeps going without one.
        if (end == text_.size() && !text_.empty() && text_.back() != '\n' && !replacement.empty() &&
            replacement.back() == '\n') {
            replacement.pop_back();
        }
        text_.replace(begin, end - begin, replacement);
    }

    // Adds the entry at `path` under the deepest mapping the file has of its parents.
    bool insert(const YamlOutline& outline, const Path& path) {
        std::size_t depth = path.size() - 1;
        const YamlEntry* parent = nullptr;
        while (depth > 0) {
            parent =
                find_entry(outline, Path(path.begin(), path.begin() + static_cast<long>(depth)));
            if (parent) break;
            --depth;
        }
        if (parent && parent->kind != YamlEntry::Kind::block_map) {
            const Path parent_path(path.begin(), path.begin() + static_cast<long>(depth));
            const YamlEntry* want = find_entry(next_.outline, parent_path);
            if (!want) return false;
            replace(outline, *parent, *want);
            return true;
        }
        const YamlBlock& block = parent ? parent->children : outline.root;
        int indent = block.indent >= 0 ? block.indent : (parent ? parent->indent + 2 : 0);
        // A list the file does not have is added whole, not item by item.
        std::size_t last = path.size() - 1;
        for (std::size_t i = depth + 1; i < path.size(); ++i) {
            if (path[i].starts_with('[')) {
                last = i - 1;
                break;
            }
        }
        std::string added;
        for (std::size_t i = depth; i <= last; ++i) {
            const YamlEntry* want = find_entry(
                next_.outline, Path(path.begin(), path.begin() + static_cast<long>(i) + 1));
            if (!want) return false;
            if (i == last) {
                added += reindent(next_.lines(*want), want->indent, indent);
            } else {
                added +=
                    std::string(static_cast<std::size_t>(indent), ' ') + quoted_key(*want) + ":\n";
            }
            indent += 2;
        }
        std::size_t at = text_.size();
        if (parent) {
            at = outline.line_starts[parent->end_line];
        } else if (!block.entries.empty() && spaced(outline, block)) {
            added.insert(0, "\n");
        }
        if (at == text_.size() && !text_.empty() && text_.back() != '\n') added.insert(0, "\n");
        text_.insert(at, added);
        return true;
    }

    // The key as the canonical text spells it (quoted when it must be).
    std::string quoted_key(const YamlEntry& want) const {
        std::string_view line = next_.lines(want);
        line.remove_prefix(static_cast<std::size_t>(want.indent));
        line = line.substr(0, line.find('\n'));  // the key's own line, not those below it
        const std::size_t colon = line.rfind(':');
        return std::string(line.substr(0, colon));
    }

    // Whether the file puts a blank line between its last two top-level entries.
    bool spaced(const YamlOutline& outline, const YamlBlock& block) const {
        if (block.entries.size() < 2) return false;
        const auto& starts = outline.line_starts;
        for (std::size_t l = block.entries[block.entries.size() - 2].end_line;
             l < block.entries.back().first_line; ++l) {
            const std::string_view line(text_.data() + starts[l], starts[l + 1] - starts[l]);
            if (line.find_first_not_of(" \r\n") == std::string_view::npos) return true;
        }
        return false;
    }

    std::string text_;
    const Canonical& next_;
};

// The entries keyed `rename.from` in every mapping at `rename.parent` below `block`.
void find_renamed(const YamlBlock& block, const KeyRename& rename, std::size_t depth,
                  std::vector<const YamlEntry*>& out) {
    if (depth == rename.parent.size()) {
        const YamlEntry* entry = block.find(rename.from);
        if (entry && !block.find(rename.to)) out.push_back(entry);
        return;
    }
    for (const YamlEntry& entry : block.entries) {
        const std::string& want = rename.parent[depth];
        if (entry.kind == YamlEntry::Kind::block_map && (want == "*" || want == entry.key))
            find_renamed(entry.children, rename, depth + 1, out);
    }
}

// `text` with the keys of `rename` renamed in place, in the quotes they were written in.
std::optional<std::string> rename_keys(std::string text, const KeyRename& rename) {
    const auto outline = outline_yaml(text);
    if (!outline) return std::nullopt;
    if (!outline->root_is_map) return text;
    std::vector<const YamlEntry*> found;
    find_renamed(outline->root, rename, 0, found);
    std::sort(found.begin(), found.end(),
              [](const YamlEntry* a, const YamlEntry* b) { return a->key_begin > b->key_begin; });
    for (const YamlEntry* entry : found) {
        text.replace(entry->key_begin, entry->key_end - entry->key_begin,
                     restyle(yaml_scalar(rename.to), entry->key_quote));
    }
    return text;
}

}  // namespace

std::optional<std::string> patch_yaml(std::string_view original, std::string_view base_canonical,
                                      std::string_view next_canonical,
                                      const std::vector<KeyRename>& renames) {
    if (!renames.empty()) {
        std::optional<std::string> text(original);
        std::optional<std::string> base(base_canonical);
        for (const KeyRename& rename : renames) {
            if (text) text = rename_keys(std::move(*text), rename);
            if (base) base = rename_keys(std::move(*base), rename);
        }
        if (!text || !base) return std::nullopt;
        return patch_yaml(*text, *base, next_canonical);
    }
    auto base_outline = outline_yaml(base_canonical);
    auto next_outline = outline_yaml(next_canonical);
    if (!base_outline || !next_outline) return std::nullopt;
    if (!next_outline->root_is_map) return std::string(next_canonical);
    const Canonical base{base_canonical, std::move(*base_outline)};
    const Canonical next{next_canonical, std::move(*next_outline)};
    std::vector<Edit> edits;
    Path path;
    diff_blocks(base, base.outline.root, next, next.outline.root, path, edits);
    Patcher patcher{std::string(original), next};
    for (const Edit& edit : edits) {
        if (!patcher.apply(edit)) return std::nullopt;
    }
    return patcher.take();
}

}  // namespace cf
