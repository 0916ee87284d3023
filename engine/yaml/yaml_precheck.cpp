#include "engine/yaml/yaml_precheck.hpp"

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/parser.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <map>
#include <sstream>
#include <vector>

namespace cf {

namespace {

// Thrown out of the parser when a document holds more values than allowed.
struct TooManyValues {
    YAML::Mark at;
};

// Thrown out of the parser when an alias names a collection it stands inside of
// (`a: &a {b: *a}`): its value would contain itself, without end.
struct AliasInsideItself {
    YAML::Mark at;
};

// Notes where a document starts and where its first node is, and counts its values with
// aliases expanded: an anchored collection's size is known at its end, and each alias
// adds that size again.
class DocumentProbe : public YAML::EventHandler {
  public:
    explicit DocumentProbe(std::size_t max_values) : max_values_(max_values) {}

    YAML::Mark start, first;
    bool has_first = false;
    bool content = false;  // a node other than an empty (null) one
    std::size_t values = 0;

    // Where to point at this document: its first node when that says something (content,
    // or an explicit `~` on the '---' line), else the '---' that starts it.
    YAML::Mark where() const {
        return has_first && (content || first.line == start.line) ? first : start;
    }

    void OnDocumentStart(const YAML::Mark& mark) override { start = mark; }
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) override { leaf(mark, anchor); }
    void OnAlias(const YAML::Mark& mark, YAML::anchor_t anchor) override {
        const auto inside = [anchor](const Open& o) { return o.anchor == anchor; };
        if (std::any_of(open_.begin(), open_.end(), inside)) throw AliasInsideItself{mark};
        const auto size = sizes_.find(anchor);
        add(mark, size == sizes_.end() ? 1 : size->second);
        content = true;
    }
    void OnScalar(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                  const std::string&) override {
        leaf(mark, anchor);
        content = true;
    }
    void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                         YAML::EmitterStyle::value) override {
        open(mark, anchor);
        content = true;
    }
    void OnSequenceEnd() override { close(); }
    void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                    YAML::EmitterStyle::value) override {
        open(mark, anchor);
        content = true;
    }
    void OnMapEnd() override { close(); }

  private:
    struct Open {
        YAML::anchor_t anchor;
        std::size_t values_before;
    };

    void add(const YAML::Mark& mark, std::size_t count) {
        if (!has_first) first = mark;
        has_first = true;
        values =
            values > max_values_ - std::min(count, max_values_) ? max_values_ + 1 : values + count;
        if (values > max_values_) throw TooManyValues{mark};
    }
    void leaf(const YAML::Mark& mark, YAML::anchor_t anchor) {
        add(mark, 1);
        if (anchor != YAML::NullAnchor) sizes_[anchor] = 1;
    }
    void open(const YAML::Mark& mark, YAML::anchor_t anchor) {
        open_.push_back({anchor, values});
        add(mark, 1);
    }
    void close() {
        if (open_.empty()) return;
        const Open done = open_.back();
        open_.pop_back();
        if (done.anchor != YAML::NullAnchor) sizes_[done.anchor] = values - done.values_before;
    }

    std::size_t max_values_;
    std::vector<Open> open_;
    std::map<YAML::anchor_t, std::size_t> sizes_;
};

// The line at `pos` starts with `marker` ("---").
bool starts_with_at(const std::string& text, int pos, std::string_view marker) {
    return pos >= 0 && text.compare(static_cast<std::size_t>(pos), marker.size(), marker) == 0;
}

// The first line that is a directive ('%' in its first column), or nullopt.
std::optional<YAML::Mark> first_directive(const std::string& text) {
    YAML::Mark mark;
    mark.pos = mark.line = mark.column = 0;
    for (std::size_t at = 0; at < text.size(); ++mark.line) {
        if (text[at] == '%') {
            mark.pos = static_cast<int>(at);
            return mark;
        }
        at = text.find('\n', at);
        if (at == std::string::npos) break;
        ++at;
    }
    return std::nullopt;
}

bool refuse(const YamlReport& ctx, const YAML::Mark& at, const std::string& message) {
    ctx.report(at, message);
    return false;
}

}  // namespace

bool precheck_yaml(const std::string& text, const YamlReport& ctx, std::size_t max_values) {
    std::istringstream in(text);
    YAML::Parser parser(in);
    int last_start = -1;
    const std::optional<YAML::Mark> directive = first_directive(text);
    try {
        for (int index = 0;; ++index) {
            DocumentProbe probe(max_values);
            if (!parser.HandleNextDocument(probe)) {
                if (index == 0 && directive)
                    return refuse(ctx, *directive,
                                  "YAML syntax: a directive ('%...') with no document after it "
                                  "(a '---' line must follow it)");
                return true;
            }
            if (probe.start.pos <= last_start) {
                const auto at = static_cast<std::size_t>(std::max(probe.start.pos, 0));
                return refuse(ctx, probe.start,
                              "YAML syntax: unexpected '" + text.substr(at, 1) + "'");
            }
            last_start = probe.start.pos;
            if (index == 0) {
                if (directive && !starts_with_at(text, probe.start.pos, "---"))
                    return refuse(ctx, *directive,
                                  "YAML syntax: a directive ('%...') must be followed by a "
                                  "'---' line");
                continue;
            }
            return refuse(ctx, probe.where(),
                          "a second YAML document starts here (after a '---' or '...' line); a "
                          "file holds one document, and nothing after the first would be read");
        }
    } catch (const TooManyValues& too_many) {
        return refuse(ctx, too_many.at,
                      "more than " + std::to_string(max_values) +
                          " values (aliases counted where they are used): the file is too "
                          "large to read");
    } catch (const AliasInsideItself& alias) {
        return refuse(ctx, alias.at,
                      "this alias is inside the value its anchor names, so that value would "
                      "contain itself without end; copy the value instead");
    }
}

std::optional<std::size_t> count_yaml_values(const std::string& text, std::size_t stop_after) {
    std::istringstream in(text);
    try {
        YAML::Parser parser(in);
        DocumentProbe probe(stop_after);
        if (!parser.HandleNextDocument(probe)) return 0;
        return probe.values;
    } catch (const TooManyValues&) {
        return stop_after + 1;
    } catch (const AliasInsideItself&) {
        return stop_after + 1;  // it expands to values without end
    } catch (const YAML::Exception&) {
        return std::nullopt;
    }
}

}  // namespace cf
