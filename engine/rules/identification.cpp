#include "engine/rules/identification.hpp"

#include <numeric>
#include <string_view>
#include <vector>

#include "engine/core/hash.hpp"

namespace cf {

const Look* look_of(std::uint64_t seed, const Content& content, const ItemDef& item) {
    const AppearanceDef* pool =
        item.unidentified.empty() ? nullptr : content.appearance(item.unidentified);
    if (!pool || pool->looks.empty()) return nullptr;
    // The items drawing from the pool, in id order, take the shuffled looks in turn.
    std::size_t rank = 0;
    for (const auto& [id, other] : content.items) {
        if (id == item.id) break;
        if (other.unidentified == item.unidentified) ++rank;
    }
    if (rank >= pool->looks.size()) return nullptr;
    std::vector<std::size_t> order(pool->looks.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    Rng rng(seed ^ fnv1a("appearances/" + pool->id));
    for (std::size_t i = order.size() - 1; i > 0; --i) {
        const auto j = static_cast<std::size_t>(rng.range(0, static_cast<int>(i)));
        std::swap(order[i], order[j]);
    }
    return &pool->looks[order[rank]];
}

bool is_known(const World& world, const ItemDef& item) {
    return item.unidentified.empty() || world.identified.contains(item.id);
}

std::string shown_name(const World& world, const Content& content, const ItemDef& item) {
    if (is_known(world, item)) return item.name;
    const Look* look = look_of(world.seed, content, item);
    return look ? look->name : item.name;
}

std::string shown_name(const World& world, const Content& content, const DefId& item) {
    const ItemDef* def = content.item(item);
    return def ? shown_name(world, content, *def) : item;
}

Color shown_color(const World& world, const Content& content, const ItemDef& item) {
    if (is_known(world, item)) return item.color;
    const Look* look = look_of(world.seed, content, item);
    return look ? look->color : item.color;
}

bool learn_item(World& world, const Content& content, const ItemDef& item) {
    if (is_known(world, item)) return false;
    const std::string was = shown_name(world, content, item);
    world.identified[item.id] = 1;
    const bool vowel = !item.name.empty() &&
                       std::string_view("AEIOUaeiou").find(item.name[0]) != std::string_view::npos;
    world.say("The " + was + " was " + (vowel ? "an " : "a ") + item.name + ".", Tone::system);
    return true;
}

}  // namespace cf
