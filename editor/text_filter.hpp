#pragma once
// The editor's search boxes: what a typed filter matches. Case never matters, and an
// entity is found by anything a designer might type for it: its name, its number, its
// definition's id or its components.

#include <string_view>

#include "engine/content/content.hpp"
#include "engine/world/entity.hpp"

namespace cf {

// `text` holds `filter`, ignoring case; an empty filter matches everything.
bool matches_filter(std::string_view text, std::string_view filter);

// The inspector's list: the entity's shown name ("Orc", "Orc corpse"), "#5" or "5", its
// definition id ("orc"), or a component it has ("ai", "corpse", "inventory").
bool entity_matches_filter(const Entity& e, const Content& content, std::string_view filter);

}  // namespace cf
