// libFuzzer target: the player's keys.yaml and settings.yaml, read from the same text. Besides
// never crashing, what they accept must hold: no two actions read in one place share a key
// after any rebinding, every setting stays in its range, and no problem is said twice.

#include <cstdint>
#include <cstdlib>
#include <set>
#include <string>
#include <vector>

#include "app/keymap.hpp"
#include "app/user_config.hpp"

namespace {

void check(bool ok) {
    if (!ok) std::abort();
}

void check_said_once(const std::vector<cf::Problem>& problems) {
    std::set<std::string> seen;
    for (const cf::Problem& p : problems) check(seen.insert(cf::to_string(p)).second);
}

void check_no_shared_keys(const cf::Keymap& keymap) {
    const auto& rows = keymap.rows();
    for (std::size_t i = 0; i < rows.size(); ++i) {
        for (std::size_t j = i + 1; j < rows.size(); ++j) {
            if ((rows[i].scopes & rows[j].scopes) == 0) continue;
            for (const cf::Binding& a : rows[i].bindings) {
                for (const cf::Binding& b : rows[j].bindings) check(!cf::bindings_overlap(a, b));
            }
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);

    cf::Keymap keymap;
    const std::vector<cf::Problem> key_problems = keymap.rebind(text, "keys.yaml");
    check_said_once(key_problems);
    check_no_shared_keys(keymap);
    for (const cf::KeymapRow& row : keymap.rows()) {
        for (const cf::Binding& b : row.bindings)
            check(cf::binding_named(cf::binding_name(b)) == b);
    }

    std::vector<cf::Problem> problems;
    const cf::PlayerSettings s = cf::parse_settings(text, "settings.yaml", problems);
    check_said_once(problems);
    check(s.ui_size >= cf::kMinUiSize && s.ui_size <= cf::kMaxUiSize);
    check(s.travel_speed.steps_per_second >= 0 &&
          s.travel_speed.steps_per_second <= cf::WalkPace::kMax);
    return 0;
}
