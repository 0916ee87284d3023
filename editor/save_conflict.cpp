#include "editor/save_conflict.hpp"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <filesystem>
#include <utility>

#include "editor/flow_layout.hpp"
#include "editor/ui_widgets.hpp"
#include "editor/wrapped_text.hpp"
#include "engine/content/provenance.hpp"
#include "engine/core/text_lines.hpp"

namespace cf {

namespace {

constexpr const char* kPopup = "Save conflict###save_conflict";

// The character typed this frame, lower-cased, or 0.
char typed_key() {
    const ImGuiIO& io = ImGui::GetIO();
    for (int i = 0; i < io.InputQueueCharacters.Size; ++i) {
        const ImWchar c = io.InputQueueCharacters[i];
        if (c >= 'A' && c <= 'Z') return static_cast<char>(c - 'A' + 'a');
        if (c >= 'a' && c <= 'z') return static_cast<char>(c);
    }
    return 0;
}

// "20261123-154500-123" as "2026-11-23 15:45:00.123 UTC" (other stamps as they are).
std::string readable_stamp(const std::string& stamp) {
    if (stamp.size() < 19 || stamp[8] != '-' || stamp[15] != '-') return stamp;
    return stamp.substr(0, 4) + "-" + stamp.substr(4, 2) + "-" + stamp.substr(6, 2) + " " +
           stamp.substr(9, 2) + ":" + stamp.substr(11, 2) + ":" + stamp.substr(13, 2) + "." +
           stamp.substr(16) + " UTC";
}

void draw_lines(const char* id, const char* title, const std::vector<std::string>& lines,
                const std::vector<bool>& changed) {
    ImGui::TextUnformatted(title);
    ImGui::BeginChild(id, ImVec2(0, 0), true, ImGuiWindowFlags_HorizontalScrollbar);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        char number[32];
        std::snprintf(number, sizeof number, "%4zu  ", i + 1);
        const std::string text = number + lines[i];
        if (changed[i]) {
            ImGui::TextColored(ImVec4(1.0f, 0.8f, 0.35f, 1.0f), "%s", text.c_str());
        } else {
            ImGui::TextUnformatted(text.c_str());
        }
    }
    ImGui::EndChild();
}

}  // namespace

LineDiff diff_lines(const std::string& a, const std::string& b) {
    LineDiff d;
    d.a_lines = text_lines(a);
    d.b_lines = text_lines(b);
    const std::size_t n = d.a_lines.size(), m = d.b_lines.size();
    // lcs[i][j]: longest common subsequence of a[i..] and b[j..].
    std::vector<std::vector<int>> lcs(n + 1, std::vector<int>(m + 1, 0));
    for (std::size_t i = n; i-- > 0;) {
        for (std::size_t j = m; j-- > 0;) {
            lcs[i][j] = d.a_lines[i] == d.b_lines[j] ? lcs[i + 1][j + 1] + 1
                                                     : std::max(lcs[i + 1][j], lcs[i][j + 1]);
        }
    }
    d.a_changed.assign(n, true);
    d.b_changed.assign(m, true);
    std::size_t i = 0, j = 0;
    while (i < n && j < m) {
        if (d.a_lines[i] == d.b_lines[j]) {
            d.a_changed[i++] = false;
            d.b_changed[j++] = false;
        } else if (lcs[i + 1][j] >= lcs[i][j + 1]) {
            ++i;
        } else {
            ++j;
        }
    }
    return d;
}

void SaveConflictDialog::open(SavePlan plan) {
    plan_ = std::move(plan);
    side_by_side_ = false;
    cancelled_ = false;
}

std::size_t SaveConflictDialog::next_undecided() const {
    for (std::size_t i = 0; i < plan_->files.size(); ++i) {
        const FileSave& f = plan_->files[i];
        if (f.conflict() && f.choice == ConflictChoice::undecided) return i;
    }
    return plan_->files.size();
}

std::string SaveConflictDialog::describe(const SavePlan& plan) {
    std::string files;
    for (const FileSave& f : plan.files) {
        if (f.conflict()) files += (files.empty() ? "" : ", ") + f.shown();
    }
    return "Save conflict: " + files + " changed on disk since it was loaded; asking what to keep.";
}

std::optional<SavePlan> SaveConflictDialog::answer(std::optional<ConflictChoice> choice) {
    if (!plan_) return std::nullopt;
    std::optional<SavePlan> plan = std::exchange(plan_, std::nullopt);
    side_by_side_ = false;
    if (!choice || *choice == ConflictChoice::undecided) return std::nullopt;
    for (FileSave& file : plan->files) {
        if (file.conflict() && file.choice == ConflictChoice::undecided) file.choice = *choice;
    }
    return plan;
}

std::optional<SavePlan> SaveConflictDialog::draw() {
    if (!plan_) return std::nullopt;
    const std::size_t index = next_undecided();
    if (index == plan_->files.size() || cancelled_) {
        if (ImGui::IsPopupOpen(kPopup)) return std::nullopt;  // closes on the next frame
        std::optional<SavePlan> done = cancelled_ ? std::nullopt : std::move(plan_);
        plan_.reset();
        return done;
    }
    if (!ImGui::IsPopupOpen(kPopup)) ImGui::OpenPopup(kPopup);
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    const float height = side_by_side_ ? vp->WorkSize.y * 0.85f : 0.0f;
    ImGui::SetNextWindowPos(
        ImVec2(vp->WorkPos.x + vp->WorkSize.x * 0.5f, vp->WorkPos.y + vp->WorkSize.y * 0.5f),
        ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(std::min(vp->WorkSize.x * 0.9f, 1100.0f), height),
                             ImGuiCond_Always);
    if (!ImGui::BeginPopupModal(kPopup, nullptr, ImGuiWindowFlags_NoSavedSettings))
        return std::nullopt;
    FileSave& file = plan_->files[index];
    const ConflictChoice choice = ask(file);
    if (choice != ConflictChoice::undecided) {
        file.choice = choice;
        side_by_side_ = false;
        if (next_undecided() == plan_->files.size()) ImGui::CloseCurrentPopup();
    }
    if (cancelled_) ImGui::CloseCurrentPopup();
    if (side_by_side_) draw_side_by_side(file);
    ImGui::EndPopup();
    return std::nullopt;
}

ConflictChoice SaveConflictDialog::ask(const FileSave& file) {
    std::size_t conflicts = 0, position = 0;
    for (const FileSave& f : plan_->files) {
        if (!f.conflict()) continue;
        ++conflicts;
        if (&f == &file) position = conflicts;
    }
    ImGui::TextColored(ImVec4(1.0f, 0.75f, 0.3f, 1.0f),
                       "%s changed on disk since the editor loaded it", file.shown().c_str());
    if (conflicts > 1) ImGui::TextDisabled("file %zu of %zu with a conflict", position, conflicts);
    wrapped_textf(
        "Another program (or you, in another editor) wrote this file after it was loaded here, "
        "and your unsaved edits change it too. Nothing is written until you choose. %s",
        file.disk ? "" : "It was deleted on disk.");
    ImGui::Spacing();
    struct Option {
        const char* label;
        char key;
        ConflictChoice choice;
        const char* help;
    };
    static constexpr std::array<Option, 3> kOptions{{
        {"Keep mine (M)", 'm', ConflictChoice::keep_mine,
         "Write my version; theirs stays among the versions (Versions window)."},
        {"Take theirs (T)", 't', ConflictChoice::take_theirs,
         "Leave their file; my edits of it are undone (one undoable step)."},
        {"Keep both (B)", 'b', ConflictChoice::keep_both,
         "Write my version and keep theirs as a version that is never pruned."},
    }};
    const char key = typed_key();
    ConflictChoice chosen = ConflictChoice::undecided;
    for (const Option& option : kOptions) {
        if (ui::Button(option.label) || key == option.key) chosen = option.choice;
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", option.help);
        ImGui::SameLine();
    }
    if (ui::Button(side_by_side_ ? "Hide the texts (S)" : "Show both side by side (S)") ||
        key == 's') {
        side_by_side_ = !side_by_side_;
    }
    ImGui::SameLine();
    if (cancel_button()) cancelled_ = true;
    return chosen;
}

void SaveConflictDialog::draw_side_by_side(const FileSave& file) const {
    const LineDiff d = diff_lines(file.mine, file.disk.value_or(""));
    ImGui::Separator();
    ImGui::TextDisabled("Lines that differ are marked.");
    if (!ImGui::BeginTable("sides", 2,
                           ImGuiTableFlags_Resizable | ImGuiTableFlags_SizingStretchSame,
                           ImVec2(0, ImGui::GetContentRegionAvail().y))) {
        return;
    }
    ImGui::TableNextRow(ImGuiTableRowFlags_None, ImGui::GetContentRegionAvail().y);
    ImGui::TableNextColumn();
    draw_lines("mine", "Mine (what saving writes)", d.a_lines, d.a_changed);
    ImGui::TableNextColumn();
    draw_lines("theirs", "Theirs (on disk now)", d.b_lines, d.b_changed);
    ImGui::EndTable();
}

std::vector<VersionedFile> versioned_files(const Content& content) {
    std::vector<VersionedFile> out;
    const auto add = [&](const std::string& layer_dir, const std::string& path,
                         const std::string& shown) {
        const std::filesystem::path full = std::filesystem::path(layer_dir) / path;
        out.push_back({full.parent_path().string(), full.filename().string(), shown});
    };
    if (!content.provenance || content.provenance->layers.empty()) {
        for (const char* file : kContentFiles) add(content.directory, file, file);
        return out;
    }
    const ContentProvenance& p = *content.provenance;
    for (const SourceFileRecord& f : p.files) {
        if (static_cast<std::size_t>(f.layer) < p.layers.size())
            add(p.layers[static_cast<std::size_t>(f.layer)].dir, f.path, f.shown);
    }
    std::stable_sort(out.begin(), out.end(), [&](const VersionedFile& a, const VersionedFile& b) {
        return p.layer_of_file(a.shown) < p.layer_of_file(b.shown);
    });
    return out;
}

void VersionsWindow::refresh(const Content& content) {
    listed_.clear();
    for (VersionedFile& file : versioned_files(content)) {
        std::vector<FileVersion> versions = list_versions(file.folder, file.name);
        if (!versions.empty()) listed_.push_back({std::move(file), std::move(versions)});
    }
    seen_ = content.sources.get();
}

std::vector<std::string> VersionsWindow::listed_files() const {
    std::vector<std::string> out;
    for (const Listed& l : listed_) out.push_back(l.file.shown);
    return out;
}

void VersionsWindow::draw(const Content& content) {
    if (!open) {
        seen_ = nullptr;
        return;
    }
    if (seen_ != content.sources.get() || seen_ == nullptr) refresh(content);
    ImGui::SetNextWindowSize(ImVec2(420, 320), ImGuiCond_FirstUseEver);
    if (ImGui::Begin("Versions###versions", &open)) {
        wrapped_textf(
            "Each save keeps the file it replaces in a .versions folder beside it (%s). "
            "Restoring one writes it back; the game takes it like any outside change, and the "
            "replaced text is kept too.",
            versions_rule_text().c_str());
        if (listed_.empty()) ImGui::TextDisabled("No file of any layer has a kept version yet.");
        bool restored = false;
        for (const Listed& l : listed_) {
            if (!ui::CollapsingHeader(l.file.shown.c_str())) continue;
            for (const FileVersion& v : l.versions) {
                ImGui::PushID(v.path.c_str());
                if (ui::SmallButton("Restore")) {
                    std::string error;
                    message = restore_version(l.file.folder, v, error)
                                  ? "Restored " + l.file.shown + " from " + v.stamp + "."
                                  : "Not restored: " + error;
                    restored = true;
                }
                ImGui::SameLine();
                ImGui::Text("%s%s", readable_stamp(v.stamp).c_str(),
                            v.theirs ? "  (theirs, kept by \"keep both\")" : "");
                ImGui::PopID();
            }
        }
        if (!message.empty()) wrapped_text(message);
        if (restored) seen_ = nullptr;  // the restore kept the replaced text as a version
    }
    ImGui::End();
}

}  // namespace cf
