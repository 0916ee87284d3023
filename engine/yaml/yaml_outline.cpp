#include "engine/yaml/yaml_outline.hpp"

#include "engine/yaml/yaml_quote_end.hpp"

namespace cf {

namespace {

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

class OutlineReader {
  public:
    explicit OutlineReader(std::string_view text) : text_(text) {
        outline_.line_starts.push_back(0);
        for (std::size_t i = 0; i < text.size(); ++i) {
            if (text[i] == '\n') outline_.line_starts.push_back(i + 1);
        }
        if (outline_.line_starts.back() != text.size()) outline_.line_starts.push_back(text.size());
        lines_ = outline_.line_starts.size() - 1;
    }

    std::optional<YamlOutline> read() {
        const std::size_t first = next_content(0);
        if (first == lines_ || text_[start(first) + indent(first)] == '{' ||
            text_[start(first) + indent(first)] == '[') {
            outline_.root_is_map = false;
            return outline_;
        }
        line_ = 0;
        if (!read_block(0, outline_.root) || next_content(line_) != lines_) return std::nullopt;
        return outline_;
    }

  private:
    std::size_t start(std::size_t line) const { return outline_.line_starts[line]; }
    // One past the line's last character, its "\n" or "\r\n" excluded.
    std::size_t stop(std::size_t line) const {
        std::size_t end = outline_.line_starts[line + 1];
        if (end > start(line) && text_[end - 1] == '\n') --end;
        if (end > start(line) && text_[end - 1] == '\r') --end;
        return end;
    }
    int indent(std::size_t line) const {
        std::size_t i = start(line);
        while (i < stop(line) && text_[i] == ' ') ++i;
        return static_cast<int>(i - start(line));
    }
    // Holds something but blanks, a comment or a document start marker.
    bool is_content(std::size_t line) const {
        std::size_t i = start(line);
        while (i < stop(line) && is_blank(text_[i])) ++i;
        if (i == stop(line) || text_[i] == '#') return false;
        return !(i == start(line) && text_.substr(i, 3) == "---" && rest_is_empty(i + 3));
    }
    std::size_t next_content(std::size_t line) const {
        while (line < lines_ && !is_content(line)) ++line;
        return line;
    }
    // Only blanks or a comment from `i` to the end of its line.
    bool rest_is_empty(std::size_t i) const {
        while (i < text_.size() && is_blank(text_[i])) ++i;
        return i >= text_.size() || text_[i] == '\n' || text_[i] == '#';
    }
    bool is_sequence_item(std::size_t line) const {
        const std::size_t i = start(line) + static_cast<std::size_t>(indent(line));
        return text_[i] == '-' && (i + 1 == stop(line) || text_[i + 1] == ' ');
    }

    bool read_block(int min_indent, YamlBlock& block) {
        while (true) {
            line_ = next_content(line_);
            if (line_ == lines_) return true;
            const int at = indent(line_);
            if (at < min_indent) return true;
            if (block.indent == -1) block.indent = at;
            if (at != block.indent) return at < block.indent;
            YamlEntry entry;
            if (!read_entry(entry)) return false;
            block.entries.push_back(std::move(entry));
        }
    }

    bool read_key(std::size_t& i, YamlEntry& entry) const {
        const std::size_t end = stop(line_);
        entry.key_begin = i;
        if (text_[i] == '\'' || text_[i] == '"') {
            std::size_t close = i;
            if (!find_quote_end(close, end)) return false;
            entry.key = unquote(text_.substr(i, close - i));
            entry.key_quote = text_[i];
            entry.key_end = close;
            i = close;
            while (i < end && is_blank(text_[i])) ++i;
            if (i == end || text_[i] != ':') return false;
            ++i;
            return true;
        }
        for (std::size_t k = i; k < end; ++k) {
            if (text_[k] == ':' && (k + 1 == end || text_[k + 1] == ' ')) {
                std::size_t key_end = k;
                while (key_end > i && is_blank(text_[key_end - 1])) --key_end;
                entry.key = std::string(text_.substr(i, key_end - i));
                entry.key_end = key_end;
                i = k + 1;
                return !entry.key.empty();
            }
        }
        return false;
    }

    // `i` at an opening quote; on success one past the closing quote on the same line.
    bool find_quote_end(std::size_t& i, std::size_t end) const {
        const std::size_t after = yaml_quote_end(text_, i, end);
        if (after == std::string_view::npos) return false;
        i = after;
        return true;
    }

    static std::string unquote(std::string_view quoted) {
        std::string out;
        const char quote = quoted.front();
        for (std::size_t i = 1; i + 1 < quoted.size(); ++i) {
            if (quote == '\'' && quoted[i] == '\'') ++i;
            if (quote == '"' && quoted[i] == '\\') ++i;
            out += quoted[i];
        }
        return out;
    }

    // `column`: where the key starts when it shares its line with a sequence's '-'.
    bool read_entry(YamlEntry& entry, int column = -1) {
        entry.indent = column >= 0 ? column : indent(line_);
        entry.first_line = line_;
        std::size_t i = start(line_) + static_cast<std::size_t>(entry.indent);
        if ((column < 0 && is_sequence_item(line_)) || !read_key(i, entry)) return false;
        while (i < stop(line_) && is_blank(text_[i])) ++i;
        if (rest_is_empty(i)) return read_block_value(entry);
        entry.value_begin = i;
        const char c = text_[i];
        if (c == '[' || c == '{') return read_flow(entry);
        if (std::string_view("|>&*!%@`").find(c) != std::string_view::npos) return false;
        if (c == '\'' || c == '"') {
            if (!find_quote_end(i, stop(line_)) || !rest_is_empty(i)) return false;
            entry.kind = YamlEntry::Kind::scalar;
            entry.quote = c;
            entry.value_end = i;
            return finish_inline(entry);
        }
        std::size_t end = i;
        while (end < stop(line_) && !(text_[end] == '#' && is_blank(text_[end - 1]))) ++end;
        while (end > i && is_blank(text_[end - 1])) --end;
        entry.kind = YamlEntry::Kind::scalar;
        entry.value_end = end;
        return finish_inline(entry);
    }

    // An inline value ends on its line; a more indented line after it would continue it.
    bool finish_inline(YamlEntry& entry) {
        ++line_;
        entry.end_line = line_;
        const std::size_t next = next_content(line_);
        return next == lines_ || indent(next) <= entry.indent;
    }

    bool read_flow(YamlEntry& entry) {
        int depth = 0;
        char quote = 0;
        for (std::size_t i = entry.value_begin; i < text_.size(); ++i) {
            const char c = text_[i];
            if (quote) {
                if (c == '\\' && quote == '"')
                    ++i;
                else if (c == quote)
                    quote = 0;
            } else if (c == '\'' || c == '"') {
                quote = c;
            } else if (c == '#' && is_blank(text_[i - 1])) {
                while (i < text_.size() && text_[i] != '\n') ++i;
            } else if (c == '[' || c == '{') {
                ++depth;
            } else if ((c == ']' || c == '}') && --depth == 0) {
                entry.kind = YamlEntry::Kind::flow;
                entry.value_end = i + 1;
                while (start(line_ + 1) <= i) ++line_;
                return rest_is_empty(i + 1) && finish_inline(entry);
            }
        }
        return false;
    }

    bool read_block_value(YamlEntry& entry) {
        ++line_;
        const std::size_t next = next_content(line_);
        entry.end_line = line_;
        if (next == lines_ || indent(next) < entry.indent) return true;
        const bool deeper = indent(next) > entry.indent;
        if (is_sequence_item(next) && (deeper || indent(next) == entry.indent)) {
            entry.kind = YamlEntry::Kind::block_sequence;
            std::size_t last = next;
            for (std::size_t l = next; l < lines_; l = next_content(l + 1)) {
                const bool item = indent(l) == indent(next) && is_sequence_item(l);
                if (!item && indent(l) <= indent(next)) break;
                last = l;
            }
            read_items(next, last + 1, entry.items);
            line_ = last + 1;
            entry.end_line = line_;
            return true;
        }
        if (!deeper) return true;
        entry.kind = YamlEntry::Kind::block_map;
        line_ = next;
        if (!read_block(entry.indent + 1, entry.children)) return false;
        entry.end_line = entry.children.entries.back().end_line;
        return true;
    }

    // The items of a sequence whose '-' lines start at `first`, up to line `end`. An item
    // that is not a mapping on its '-' line is kept whole (kind empty).
    void read_items(std::size_t first, std::size_t end, std::vector<YamlEntry>& items) {
        const int dash = indent(first);
        for (std::size_t l = first; l < end;) {
            YamlEntry item;
            item.key = "[" + std::to_string(items.size()) + "]";
            item.indent = dash;
            item.first_line = l;
            std::size_t next = next_content(l + 1);
            while (next < end && !(indent(next) == dash && is_sequence_item(next)))
                next = next_content(next + 1);
            item.end_line = last_content_before(next, l) + 1;
            read_item_map(item, next);
            items.push_back(std::move(item));
            l = next;
        }
    }

    std::size_t last_content_before(std::size_t line, std::size_t floor) const {
        std::size_t last = floor;
        for (std::size_t l = floor; l < line; ++l) {
            if (is_content(l)) last = l;
        }
        return last;
    }

    // Outlines `item` as a mapping when its '-' line starts one ("- damage: 3"); leaves it
    // whole otherwise, or when its lines are not what the outline reads.
    void read_item_map(YamlEntry& item, std::size_t next_item) {
        const std::size_t saved = line_;
        const int column = item.indent + 2;
        const std::size_t at = start(item.first_line) + static_cast<std::size_t>(column);
        std::size_t probe = at;
        YamlEntry scratch;
        line_ = item.first_line;
        const bool map_item = at < stop(item.first_line) && read_key(probe, scratch);
        if (map_item) {
            YamlBlock block;
            block.indent = column;
            YamlEntry first;
            bool ok = read_entry(first, column);
            if (ok) {
                block.entries.push_back(std::move(first));
                ok = read_block(column, block) && next_content(line_) >= next_item;
            }
            if (ok) {
                item.kind = YamlEntry::Kind::block_map;
                item.children = std::move(block);
            }
        }
        line_ = saved;
    }

    std::string_view text_;
    YamlOutline outline_;
    std::size_t lines_ = 0;
    std::size_t line_ = 0;
};

}  // namespace

const YamlEntry* YamlBlock::find(std::string_view key) const {
    for (const YamlEntry& entry : entries) {
        if (entry.key == key) return &entry;
    }
    return nullptr;
}

std::optional<YamlOutline> outline_yaml(std::string_view text) {
    return OutlineReader(text).read();
}

const YamlEntry* find_entry(const YamlOutline& outline, const std::vector<std::string>& path) {
    const YamlBlock* block = &outline.root;
    const YamlEntry* entry = nullptr;
    for (const std::string& key : path) {
        if (!key.empty() && key.front() == '[') {
            if (!entry || entry->kind != YamlEntry::Kind::block_sequence) return nullptr;
            const std::size_t index = std::stoul(key.substr(1));
            if (index >= entry->items.size()) return nullptr;
            entry = &entry->items[index];
        } else {
            if (!block) return nullptr;
            entry = block->find(key);
            if (!entry) return nullptr;
        }
        block = entry->kind == YamlEntry::Kind::block_map ? &entry->children : nullptr;
    }
    return entry;
}

}  // namespace cf
