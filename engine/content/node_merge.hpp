#pragma once
// One definition written in several places (a template and what is made from it, a base
// layer and a mod) merged into the one mapping the schema reader reads. Generic over
// keys, so any field, list or new kind merges the same way:
//   - a mapping merges key by key, recursively (`fighter: {power: 5}` changes only power);
//   - any other value replaces the one below it, a list included;
//   - `KEY+: [...]` adds its items to the end of the list below instead (written where
//     there is no list below, it is the list);
//   - at a definition's top, `from`, `abstract` and `delete` are instructions to the
//     loader, not fields, and are left out.
// The merged nodes share the written ones, so every value keeps its file, line and column.

#include <string>
#include <string_view>
#include <vector>

#include "engine/content/schema_reader.hpp"
#include "engine/yaml/yaml_tree.hpp"

namespace cf {

// `from`, `abstract` or `delete`.
bool is_directive_key(std::string_view key);
// "abilities+" -> "abilities"; any other key unchanged.
std::string_view merged_key_name(std::string_view key);

class NodeMerger {
  public:
    // New nodes go in `arena`; problems (a `+` key over something that is not a list,
    // duplicate keys) are reported through `ctx`.
    NodeMerger(YamlArena& arena, const ReadContext& ctx) : arena_(arena), ctx_(ctx) {}

    // The pieces of one definition, lowest priority first, as one mapping at `mark`;
    // `what` names it in problems ("actor 'orc'").
    YamlNode merge_definition(const std::vector<YamlNode>& bodies, const NodeMark& mark,
                              const std::string& what);
    // Whether a piece must go through merge_definition even when it is alone: it holds
    // instructions or `+` keys.
    static bool needs_merge(const YamlNode& body);

  private:
    void merge_into(std::vector<YamlChild>& into, const YamlNode& over, bool top,
                    const std::string& what);
    YamlNode merge_maps(const YamlNode& base, const YamlNode& over, const std::string& what);
    // `node` with `+` keys that have nothing below them made plain.
    YamlNode normalized(const YamlNode& node, const std::string& what);
    YamlNode renamed_key(const YamlNode& key, std::string_view name);

    YamlArena& arena_;
    const ReadContext& ctx_;
};

}  // namespace cf
