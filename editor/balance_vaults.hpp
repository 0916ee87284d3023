#pragma once
// The Balance panel's "Vaults" table (issue 34: the lab sees vaults): per vault of the
// edited content, the runs whose floors held it, the share that stepped in, the share of
// those that died within 50 turns, and the items most taken from it; the saved (or
// chosen) content's figures and the 95% intervals are in each row's tooltip.

#include <vector>

#include "engine/lab/lab_vaults.hpp"

namespace cf {

// `after` gives the rows; `before` the figures compared in the tooltip (a vault it lacks
// has none). Draws nothing when `after` is empty.
void draw_vault_table(const std::vector<VaultSummary>& before,
                      const std::vector<VaultSummary>& after);

}  // namespace cf
