// The entities of a save: reading their state, checking what spans entities (ids,
// the player, equipment), and resolving definitions against the current content.

#include <map>
#include <set>
#include <type_traits>

#include "engine/rules/rebase.hpp"
#include "engine/rules/state_checks.hpp"
#include "engine/rules/stats.hpp"
#include "engine/save/save.hpp"
#include "engine/save/save_fields.hpp"
#include "engine/world/state_bounds.hpp"
#include "engine/world/state_schema.hpp"

namespace cf::save_format {

namespace {

// Reads an entity's fields through the state description (state_schema.hpp), reporting
// with file:line:col; positions are checked against the map, not the largest map.
struct EntityFields {
    const Reader& r;
    Fields& f;
    const std::string& what;
    int width;
    int height;
    int version;
    Entity* entity;  // whose fields these are (the confused_turns migration writes to it)

    void number(const char* key, int& v, int lo, int hi) {
        if (std::string_view(key) == "x") hi = std::max(width, 1) - 1;
        if (std::string_view(key) == "y") hi = std::max(height, 1) - 1;
        v = static_cast<int>(f.number(key, lo, hi).value_or(lo));
    }
    void id(const char* key, DefId& v) { v = f.id(key).value_or(""); }
    void kind(const char* key, EntityKind& k) {
        const Node* n = f.need(key);
        if (!n) return;
        if (n->is_scalar() && n->text == "item")
            k = EntityKind::item;
        else if (!n->is_scalar() || n->text != "actor")
            r.report(*n, "'kind' in " + what + " must be 'actor' or 'item'");
    }
    void items(const char* key, std::vector<ItemInstance>& out) {
        const Node* items = f.need(key);
        if (!items || !r.sequence(*items, "'items' of " + what)) return;
        for (const Node& pair : items->children) {
            if (!pair.is_sequence() || pair.children.size() < 2 || pair.children.size() > 4) {
                r.report(pair, "each item carried by " + what +
                                   " must be [id, item definition], then its letter and its "
                                   "charges if it has them");
                continue;
            }
            const auto id =
                r.number(pair.children[0], "an item id carried by " + what, 1, kMaxEntityId);
            const auto def = r.id(pair.children[1], "an item definition carried by " + what);
            std::optional<int> letter = kNoLetter;
            std::optional<long long> charges = kNoCharges;
            for (std::size_t k = 2; k < pair.children.size(); ++k) {
                const Node& extra = pair.children[k];
                // The charges are the last, and a number; a letter is not.
                if (k + 1 == pair.children.size() && extra.is_scalar() && !extra.text.empty() &&
                    extra.text[0] >= '0' && extra.text[0] <= '9') {
                    charges = r.number(extra, "the charges of an item carried by " + what, 0,
                                       kMaxStateCharges);
                    continue;
                }
                letter = k == 2 && extra.is_scalar() ? letter_from_text(extra.text) : std::nullopt;
                if (!letter)
                    r.report(extra,
                             "the letter of an item carried by " + what + " must be one of a-z");
            }
            if (id && def && letter && charges)
                out.push_back(
                    {static_cast<EntityId>(*id), *def, *letter, static_cast<int>(*charges)});
        }
    }
    void equipped(const char* key, std::map<DefId, EntityId>& out) {
        const Node* equipped = f.need(key);
        if (!equipped) return;
        // Fields reports duplicate and non-text keys; the loop below skips them.
        Fields slots(r, *equipped, "'equipped' of " + what);
        for (std::size_t i = 0; slots.valid() && i < equipped->size(); ++i) {
            const Node& slot = equipped->children[2 * i];
            if (!slot.is_scalar() || slot.text.empty() || out.contains(slot.text)) continue;
            const auto id = r.number(equipped->children[2 * i + 1],
                                     "slot '" + slot.text + "' of " + what, 1, kMaxEntityId);
            if (id) out[slot.text] = static_cast<EntityId>(*id);
        }
    }
    // Ids to numbers; absent is empty.
    template <class N>
    void keyed(const char* key, std::map<std::string, N>& m, long long lo, long long hi) {
        const Node* n = f.find(key);
        if (!n) return;
        const std::string inner_what = "'" + std::string(key) + "' of " + what;
        Fields entries(r, *n, inner_what);
        for (std::size_t i = 0; entries.valid() && i < n->size(); ++i) {
            const Node& name = n->children[2 * i];
            if (!name.is_scalar() || !valid_id(name.text)) {
                r.report(name, "each key of " + inner_what + " must be an id");
                continue;
            }
            const auto value =
                r.number(n->children[2 * i + 1], "'" + name.text + "' in " + inner_what, lo, hi);
            if (value && *value != 0) m[name.text] = static_cast<N>(*value);
        }
    }
    template <class T>
    void component(const char* key, std::optional<T>& c) {
        const Node* n = f.find(key);
        if (!n) return;
        const std::string inner_what = "'" + std::string(key) + "' of " + what;
        Fields inner(r, *n, inner_what);
        c.emplace();
        if (!inner.valid()) return;
        EntityFields fields{r, inner, inner_what, width, height, version, entity};
        describe_state(fields, *c);
        if constexpr (std::is_same_v<T, Ai>) migrate_confusion(inner);
        inner.finish();
    }
    // Saves before version 3 kept confusion as ai.confused_turns; it is the status
    // 'confused' now (the content supplies it, see content_loader's older forms).
    void migrate_confusion(Fields& ai) {
        if (version >= 3) return;
        const auto turns = ai.number("confused_turns", 0, kMaxStateStat);
        if (turns && *turns > 0) entity->statuses["confused"] = static_cast<int>(*turns);
    }
};

Entity read_entity(const Reader& r, const Node& node, const std::string& what, int width,
                   int height, int version) {
    Entity e;
    Fields f(r, node, what);
    if (!f.valid()) return e;
    e.id = static_cast<EntityId>(f.number("id", 1, kMaxEntityId).value_or(0));
    EntityFields fields{r, f, what, width, height, version, &e};
    describe_state(fields, e);
    f.finish();
    return e;
}

}  // namespace

std::vector<Entity> read_entities(const Reader& r, const Node& list, int width, int height,
                                  int version) {
    std::vector<Entity> out;
    if (!r.sequence(list, "'entities'")) return out;
    out.reserve(list.children.size());
    for (std::size_t i = 0; i < list.children.size(); ++i) {
        out.push_back(read_entity(r, list.children[i], "entity #" + std::to_string(i + 1), width,
                                  height, version));
    }
    return out;
}

namespace {

// Where entity `index` of the world stands in the save (entities are read one per entry,
// in order), so a problem spanning its fields points at it; the root when not found.
const Node& entity_node(const Node& root, std::size_t index) {
    for (std::size_t i = 0; root.is_map() && i < root.size(); ++i) {
        const Node& key = root.children[2 * i];
        const Node& value = root.children[2 * i + 1];
        if (key.is_scalar() && key.text == "entities" && value.is_sequence() &&
            index < value.children.size())
            return value.children[index];
    }
    return root;
}

}  // namespace

void check_entities(const Reader& r, const Node& root, const World& world) {
    // Carried items keep their entity id when dropped, so every id is unique across both.
    std::set<EntityId> ids;
    EntityId highest = 0;
    auto use = [&](const Node& at, EntityId id, const std::string& what) {
        if (!ids.insert(id).second)
            r.report(at, "id " + std::to_string(id) + " is used twice (" + what + ")");
        highest = std::max(highest, id);
    };
    for (std::size_t index = 0; index < world.entities.size(); ++index) {
        const Entity& e = world.entities[index];
        const Node& at = entity_node(root, index);
        use(at, e.id, describe(e));
        if (const std::string why = impossible_state(e); !why.empty()) r.report(at, why);
        if (!e.inventory) continue;
        std::set<EntityId> worn;
        for (const ItemInstance& item : e.inventory->items)
            use(at, item.id, "an item carried by " + describe(e));
        for (const auto& [slot, id] : e.inventory->equipped) {
            const bool carried =
                std::any_of(e.inventory->items.begin(), e.inventory->items.end(),
                            [id = id](const ItemInstance& i) { return i.id == id; });
            if (!carried || !worn.insert(id).second) {
                r.report(at, "slot '" + slot + "' of " + describe(e) + " holds item " +
                                 std::to_string(id) + ", which it does not carry or wears twice");
            }
        }
    }
    if (highest >= world.next_id) {
        r.report(root, "'next_id' is " + std::to_string(world.next_id) + " but id " +
                           std::to_string(highest) + " is already in use");
    }
    const Entity* player = world.find(world.player_id);
    if (!player || !player->is_actor() || !player->fighter || !player->progression ||
        !player->inventory) {
        r.report(root, "'player_id' " + std::to_string(world.player_id) +
                           " must name an actor with fighter, progression and inventory");
    }
}

void resolve_definitions(World& world, const Content& content, const Reader& r,
                         std::vector<std::string>& notes) {
    // The rules of a hot reload (rules/rebase.hpp), from content the save does not name:
    // HP is clamped to the new maximum instead of keeping a fraction.
    for (const std::string& refusal : rebase_refusals(world, content, {})) r.report(0, 0, refusal);
    if (r.failed()) return;
    const RebaseReport report = rebase_world(world, nullptr, content, {});
    notes = report.notes;
    for (const std::string& note : notes) world.say(note, Tone::system);
}

}  // namespace cf::save_format
