// Editing a template at scale (issue 36): a template with 5,000 children, each `from:` it
// and inheriting its fighter's power, on a floor where 200 of them stand. An edit of the
// template's power in the editor (Live off) is timed to the end: the edit (every child
// follows the template, ContentDocument::edit), the "Pending changes" preview that lists
// every definition and entity it changes, and Apply through Editor::update. Goal: the
// preview listed and applied in under 50 ms; each part is a counter.

#include <benchmark/benchmark.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>

#include "editor/editor.hpp"
#include "engine/content/content_loader.hpp"
#include "engine/core/scratch_dir.hpp"
#include "engine/rules/factory.hpp"
#include "engine/rules/game.hpp"

namespace cf::bench {
namespace {

constexpr int kChildren = 5000;
constexpr int kStanding = 200;

std::string child_id(int n) { return "horde_" + std::to_string(n); }

// The default content copied into `dir`, with actors/horde.yaml: the template `horde`
// and its children, which set only their name and experience.
ContentPtr horde_content(const std::string& dir) {
    namespace fs = std::filesystem;
    fs::copy(default_content_directory(), dir, fs::copy_options::recursive);
    std::ofstream out(fs::path(dir) / "actors" / "horde.yaml");
    out << "horde:\n  abstract: true\n  from: monster\n  glyph: h\n  color: '#9f7f5f'\n"
           "  fighter:\n    hp: 10\n    power: 3\n    defense: 0\n";
    for (int n = 0; n < kChildren; ++n) {
        out << child_id(n) << ":\n  from: horde\n  name: Horde " << n << "\n  xp: " << 10 + n % 7
            << "\n";
    }
    out.close();
    return load_content(dir).content;
}

// A 120x120 open floor: the player in its middle, children of the template around.
Game horde_floor(const ContentPtr& content) {
    World world;
    world.seed = 1;
    world.map = Map(120, 120, content->settings.floor_tile);
    spawn_player(world, *content, {60, 60});
    for (int n = 0; n < kStanding; ++n)
        spawn_actor(world, *content, child_id(n * 7), {2 + (n % 20) * 5, 2 + (n / 20) * 5});
    return Game(content, std::move(world));
}

double ms_between(std::chrono::steady_clock::time_point a,
                  std::chrono::steady_clock::time_point b) {
    return std::chrono::duration<double, std::milli>(b - a).count();
}

void BM_TemplateEditPreviewApply(benchmark::State& state) {
    const ScratchDir dir("cf_template_edit_bench");
    const ContentPtr content = horde_content(dir.path() + "/content");
    if (!content || !content->actors.contains(child_id(kChildren - 1))) {
        state.SkipWithError("the horde content does not load");
        return;
    }
    std::optional<Game> game(horde_floor(content));
    Editor editor(content, dir.path() + "/content");
    editor.panels().content_editor.live = false;  // the preview waits for Apply
    editor.game_started(*game);
    editor.begin_frame(*game);
    double edit_ms = 0, validate_ms = 0, preview_ms = 0, apply_ms = 0;
    std::size_t listed = 0, entities = 0;
    int power = 3;
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        power = power == 3 ? 4 : 3;
        editor.content().document().edit("horde power", "", [power](Content& c) {
            c.templates.actors.at("horde").fighter.power = power;
        });
        const auto edited = std::chrono::steady_clock::now();
        const bool clean = editor.content().document().problems().empty();
        const auto validated = std::chrono::steady_clock::now();
        const ReloadPreview* preview = editor.content().pending_preview(*game, false);
        const auto previewed = std::chrono::steady_clock::now();
        editor.requests().apply = true;
        editor.update(game, false);
        editor.begin_frame(*game);
        const auto applied = std::chrono::steady_clock::now();
        edit_ms += ms_between(start, edited);
        validate_ms += ms_between(edited, validated);
        preview_ms += ms_between(validated, previewed);
        apply_ms += ms_between(previewed, applied);
        listed = preview ? preview->definitions.size() : 0;
        entities = preview ? preview->entities.size() : 0;
        if (!clean || listed < kChildren ||
            game->content().actors.at(child_id(0)).fighter.power != power) {
            state.SkipWithError("the preview or the game missed the template's children");
            return;
        }
    }
    const double runs = static_cast<double>(state.iterations());
    state.counters["edit_ms"] = edit_ms / runs;
    state.counters["validate_ms"] = validate_ms / runs;
    state.counters["preview_ms"] = preview_ms / runs;
    state.counters["apply_ms"] = apply_ms / runs;
    state.counters["definitions_listed"] = static_cast<double>(listed);
    state.counters["entity_fields_listed"] = static_cast<double>(entities);
}
BENCHMARK(BM_TemplateEditPreviewApply)
    ->Name("editor/template_edit_5000_children/cryptforge")
    ->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace cf::bench
