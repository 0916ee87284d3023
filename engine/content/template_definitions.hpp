#pragma once
// Abstract templates (`abstract: true`) as read, beside a snapshot's definitions. The
// game never reads them (they are not in its lists and nothing can name one); the
// editor lists and edits them, and a save writes their edits back into their own blocks.
// Each holds what its `from:` chain and its own block give, with what a template may
// leave out (a name) at its default.

#include <map>
#include <string>
#include <vector>

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
    // Fields the editor moved out of a definition's (or template's) own blocks into its
    // parent (Apply to parent), by location_key: from then on it inherits them, and the
    // next save removes their keys from its block. Empty as loaded; not part of what the
    // content is, so equality leaves it out.
    std::map<std::string, std::vector<std::string>> released;

    friend bool operator==(const TemplateDefinitions& a, const TemplateDefinitions& b) {
        return a.tiles == b.tiles && a.actors == b.actors && a.items == b.items &&
               a.slots == b.slots && a.statuses == b.statuses && a.vaults == b.vaults &&
               a.damage_types == b.damage_types && a.factions == b.factions &&
               a.appearances == b.appearances;
    }
};

}  // namespace cf
