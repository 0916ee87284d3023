// The window's widgets: ui.list, ui.click, ui.type, ui.scroll_to. A click and typing are made as a
// person's mouse and keys would be, over the frames ImGui needs (press, release, keys),
// so the widget does what it does for a person, through the same code; the answer comes
// once the frame that shows the outcome is drawn, with the widget as it is then.

#include <algorithm>

#include "app/api/method_support.hpp"

namespace cf::api {

namespace {

std::vector<UiWidget> widgets_of(MethodCall& call) {
    std::vector<UiWidget> all;
    std::string why;
    if (!call.host.ui_widgets(all, why)) throw RpcError(kUnavailable, why);
    return all;
}

bool contains(const std::string& text, const std::string& part) {
    return part.empty() || text.find(part) != std::string::npos;
}

Json ui_list(MethodCall& call) {
    const std::string window = call.text("window");
    const std::string kind = call.text("kind");
    const std::string search = call.text("search");
    const bool hidden = call.flag("include_hidden");
    Json list = Json::array();
    for (const UiWidget& w : widgets_of(call)) {
        if (!contains(w.window, window) || (!kind.empty() && w.kind != kind)) continue;
        if (!contains(w.path, search) && !contains(w.text, search)) continue;
        if (!w.visible && !hidden) continue;
        list.push_back(widget_json(w));
    }
    Json windows = Json::array();
    for (const UiWindow& w : call.host.ui_windows()) {
        if (!contains(w.name, window)) continue;
        windows.push_back(Json{{"name", w.name},
                               {"title", w.title},
                               {"x", w.x},
                               {"y", w.y},
                               {"w", w.w},
                               {"h", w.h},
                               {"focused", w.focused}});
    }
    return Json{{"widgets", list}, {"windows", windows}};
}

Json act(MethodCall& call, const UiAction& action) {
    widgets_of(call);  // without a window: -32004, as for a screenshot
    std::string why;
    if (!call.host.ui_act(action, {call.caller.connection, call.id}, why))
        throw RpcError(kRefused, why);
    return Json(Json::value_t::discarded);  // answered once the frames are drawn
}

Json ui_click(MethodCall& call) {
    UiAction action;
    action.path = call.text("path");
    return act(call, action);
}

Json ui_scroll_to(MethodCall& call) {
    UiAction action;
    action.path = call.text("path");
    action.reveal = true;
    return act(call, action);
}

Json ui_type(MethodCall& call) {
    UiAction action;
    action.path = call.text("path");
    action.type = true;
    action.text = call.text("text");
    action.replace = call.flag("replace", true);
    action.enter = call.flag("enter", true);
    return act(call, action);
}

}  // namespace

Json widget_json(const UiWidget& w) {
    Json out{{"path", w.path},
             {"window", w.window},
             {"text", w.text},
             {"kind", w.kind},
             {"x", w.x},
             {"y", w.y},
             {"w", w.w},
             {"h", w.h},
             {"visible", w.visible},
             {"enabled", w.enabled}};
    if (w.checked) out["checked"] = *w.checked;
    if (w.value) out["value"] = *w.value;
    return out;
}

std::string missing_widget(const std::vector<UiWidget>& widgets, const std::string& path) {
    // The widgets whose path shares the most with the one asked for come first.
    const std::string label =
        path.substr(path.rfind('/') == std::string::npos ? 0 : path.rfind('/') + 1);
    std::vector<std::string> near;
    for (const UiWidget& w : widgets) {
        if (!label.empty() && (contains(w.path, label) || contains(w.text, label)))
            near.push_back(w.path);
    }
    std::string message = "no widget '" + path.substr(0, 200) + "' was drawn in the last frame";
    if (near.empty()) return message + " (ui.list shows the widgets drawn)";
    message += "; drawn:";
    for (std::size_t i = 0; i < near.size() && i < 5; ++i) message += " '" + near[i] + "'";
    return message;
}

void add_ui_methods(std::vector<Method>& out) {
    out.push_back(
        {"ui.list",
         "the named widgets of the window's last frame (path, kind, text, rectangle, state) and "
         "its windows (name, title, rectangle), front last (window only)",
         {{"window", Param::Type::string, false, "only widgets of windows whose name holds this"},
          {"kind",
           Param::Type::string,
           false,
           "only this kind",
           0,
           0,
           {"button", "checkbox", "radio", "selectable", "menu_item", "menu", "tab", "combo",
            "input_text", "input_number", "slider", "drag", "header", "tree_node", "color"}},
          {"search", Param::Type::string, false, "only widgets whose path or text holds this"},
          {"include_hidden", Param::Type::boolean, false,
           "also widgets scrolled out of their panel (default false)"}},
         ui_list});
    out.push_back({"ui.click",
                   "clicks the widget as a person would (mouse down and up on it); answered "
                   "when the frame showing the outcome is drawn, with the widget then",
                   {{"path", Param::Type::string, true, "the widget's path, as ui.list gives it"}},
                   ui_click});
    out.push_back(
        {"ui.type",
         "clicks the field and types into it as a person would; answered when the frame "
         "showing the outcome is drawn",
         {{"path", Param::Type::string, true, "the field's path, as ui.list gives it"},
          {"text", Param::Type::string, true, "what to type (UTF-8)"},
          {"replace", Param::Type::boolean, false,
           "select what the field holds first, so the text replaces it (default true)"},
          {"enter", Param::Type::boolean, false, "press Enter after the text (default true)"}},
         ui_type});
    out.push_back({"ui.scroll_to",
                   "scrolls the panel holding the widget so that it is in sight, as a person "
                   "scrolls before a click; answered when the frame showing it is drawn, with "
                   "the widget then",
                   {{"path", Param::Type::string, true,
                     "the widget's path, as ui.list gives it "
                     "(include_hidden lists those out of sight)"}},
                   ui_scroll_to});
}

}  // namespace cf::api
