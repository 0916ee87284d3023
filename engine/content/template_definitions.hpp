#pragma once
// Abstract templates (`abstract: true`) as read, beside a snapshot's definitions. The
// game never reads them (they are not in its lists and nothing can name one); the
// editor lists and edits them, and a save writes their edits back into their own blocks.
// Each holds what its `from:` chain and its own block give, with what a template may
// leave out (a name) at its default.

#include <map>

#include "engine/content/definitions.hpp"

namespace cf {

struct TemplateDefinitions {
    std::map<DefId, TileDef> tiles;
    std::map<DefId, ActorDef> actors;
    std::map<DefId, ItemDef> items;
    std::map<DefId, SlotDef> slots;
    std::map<DefId, StatusDef> statuses;
    std::map<DefId, VaultDef> vaults;
    std::map<DefId, DamageTypeDef> damage_types;
    std::map<DefId, FactionDef> factions;
    std::map<DefId, AppearanceDef> appearances;

    friend bool operator==(const TemplateDefinitions&, const TemplateDefinitions&) = default;
};

}  // namespace cf
