// Editing: world.edit, content.get, content.put, content.save, history.undo, history.redo. A world
// edit is a WorldEdit event and a put a ContentRevision, each one step of the undo history, through
// the same doors as the inspector and the content editor.

#include "app/api/content_text.hpp"
#include "app/api/method_support.hpp"
#include "engine/content/content_layout.hpp"

namespace cf::api {

namespace {

Json problems_json(const std::vector<Problem>& problems) {
    Json out = Json::array();
    for (const Problem& p : problems)
        out.push_back({{"file", p.file},
                       {"line", p.line},
                       {"column", p.column},
                       {"message", p.message},
                       {"text", to_string(p)}});
    return out;
}

DefKind kind_param(MethodCall& call) { return *def_kind_named(call.text("kind")); }

Json world_edit(MethodCall& call) {
    game_to_change(call);
    std::string error;
    std::optional<WorldEdit> edit = parse_world_edit(call.text("edit"), error);
    if (!edit) throw RpcError(kInvalidParams, "'edit' is not a world edit: " + error);
    if (edit->empty()) throw RpcError(kInvalidParams, "'edit' holds no operation");
    const EventResult result =
        call.host.edit_world(call.text("label", "API: " + call.text("edit").substr(0, 60)), *edit);
    if (!result.error.empty())
        throw RpcError(kRefused, "the game refused the edit: " + result.error);
    Json out = game_brief(*call.host.live());
    out["applied"] = result.applied;
    out["inverse"] = to_string(result.inverse);
    if (result.created != kNoEntity) out["created"] = result.created;
    return out;
}

Json content_get(MethodCall& call) {
    const Game& game = shown_game(call);
    const std::string id = call.text("id");
    std::optional<std::string> text = definition_text(game.content(), kind_param(call), id);
    if (!text)
        throw RpcError(kRefused, std::string("no ") + call.text("kind") + " '" + id.substr(0, 60) +
                                     "' in the running content");
    return Json{{"kind", call.text("kind")}, {"id", id}, {"yaml", *text}};
}

Json content_list(MethodCall& call) {
    const Game& game = shown_game(call);
    Json ids = Json::array();
    with_definitions_of(kind_param(call), [&](auto member) {
        for (const auto& [id, def] : game.content().*member) ids.push_back(id);
    });
    return Json{{"kind", call.text("kind")}, {"ids", ids}};
}

Json content_put(MethodCall& call) {
    Game& game = game_to_change(call);
    const DefKind kind = kind_param(call);
    const std::string id = call.text("id");
    if (id.empty() || id.size() > 64 ||
        id.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789_") != std::string::npos)
        throw RpcError(kInvalidParams, "'id' must be 1 to 64 lower-case letters, digits or '_'");
    const std::string file = call.text(
        "file", kind_folder(FileKind{FileKind::Part::definitions, kind}) + "/" + id + ".yaml");
    if (std::string why = content_path_problem(file, kind); !why.empty())
        throw RpcError(kRefused, why);
    DefinitionPut put = put_definition(game.content(), kind, id, call.text("yaml"), file);
    if (!put.content) {
        Json problems = problems_json(put.problems);
        call.host.announcements.push_back(notification("problem.found", {{"problems", problems}}));
        throw RpcError(
            kContentProblems,
            "the definition has problems: " +
                (put.problems.empty() ? std::string("?") : to_string(put.problems.front())),
            Json{{"problems", problems}});
    }
    const bool existed = game.content().defines(kind, id);
    const std::string label =
        std::string("API: ") + (existed ? "Set " : "Add ") + def_kind_name(kind) + " '" + id + "'";
    const ContentOutcome outcome = call.host.revise_content(label, put.content);
    if (!outcome.error.empty())
        throw RpcError(kRefused, "the game refused the content: " + outcome.error);
    Json out = game_brief(*call.host.live());
    out["applied"] = outcome.applied;
    out["pending"] = outcome.pending;
    out["added"] = !existed;
    out["summary"] = summary(outcome.report);
    return out;
}

Json content_save(MethodCall& call) {
    game_to_change(call);
    std::optional<ConflictChoice> choice;
    const std::string answer = call.text("on_conflict");
    if (answer == "keep_mine") choice = ConflictChoice::keep_mine;
    if (answer == "take_theirs") choice = ConflictChoice::take_theirs;
    if (answer == "keep_both") choice = ConflictChoice::keep_both;
    const SaveAnswer save = call.host.save_content(choice);
    if (!save.conflicts.empty())
        throw RpcError(kRefused, save.message, Json{{"conflicts", save.conflicts}});
    if (!save.saved) throw RpcError(kRefused, save.message);
    Json out = game_brief(*call.host.live());
    out["saved"] = save.message;
    return out;
}

Json history_move(MethodCall& call, bool undo) {
    game_to_change(call);
    const std::string label = undo ? call.host.undo() : call.host.redo();
    if (label.empty()) throw RpcError(kRefused, undo ? "nothing to undo" : "nothing to redo");
    Json out = game_brief(*call.host.live());
    out[undo ? "undone" : "redone"] = label;
    return out;
}

Json history_undo(MethodCall& call) { return history_move(call, true); }
Json history_redo(MethodCall& call) { return history_move(call, false); }

Param kind_choice() {
    return {"kind",
            Param::Type::string,
            true,
            "the kind of definition",
            0,
            0,
            {"actor", "item", "tile", "slot", "status", "vault"}};
}

}  // namespace

void add_edit_methods(std::vector<Method>& out) {
    out.push_back({"world.edit",
                   "a world edit in the recordings' syntax (set 12 fighter.hp 5; spawn orc 30 12; "
                   "give 1 dagger; remove 12)",
                   {{"edit", Param::Type::string, true, "operations separated by \"; \""},
                    {"label", Param::Type::string, false, "the undo step's name"}},
                   world_edit});
    out.push_back({"content.list",
                   "the ids of one kind of definition in the running content",
                   {kind_choice()},
                   content_list});
    out.push_back({"content.get",
                   "one definition of the running content as YAML (its fields, templates resolved)",
                   {kind_choice(), {"id", Param::Type::string, true, "the definition's id"}},
                   content_get});
    out.push_back({"content.put",
                   "adds or replaces one definition from YAML, validated like the files; the game "
                   "takes it as a content revision",
                   {kind_choice(),
                    {"id", Param::Type::string, true, "the definition's id"},
                    {"yaml", Param::Type::string, true, "its fields as a YAML mapping"},
                    {"file", Param::Type::string, false,
                     "where it belongs, relative to the content folder (default actors/ID.yaml); "
                     "problems name it"}},
                   content_put});
    out.push_back(
        {"content.save",
         "writes the content the game runs to its files, as the editor's Save does (comments and "
         "order kept, overwritten files kept as versions); a file another program changed since "
         "it was loaded is a conflict, and nothing is written without on_conflict",
         {{"on_conflict",
           Param::Type::string,
           false,
           "the answer for files another program changed: keep_mine, take_theirs or keep_both",
           0,
           0,
           {"keep_mine", "take_theirs", "keep_both"}}},
         content_save});
    out.push_back({"history.undo",
                   "undoes the newest step (as Ctrl+Z): its inverse is applied as a new event",
                   {},
                   history_undo});
    out.push_back({"history.redo", "redoes the step undone last (as Ctrl+Y)", {}, history_redo});
}

}  // namespace cf::api
