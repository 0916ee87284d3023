// The ui methods over a host that has widgets: what ui.list filters, what ui.click and
// ui.type hand the host, and how a path that names no widget is answered.

#include <gtest/gtest.h>

#include "tests/app/api_test_support.hpp"

namespace cf::api {
namespace {

// A GameHost with a window's widgets, recording the actions it is asked to make.
class WidgetHost : public GameHost {
  public:
    using GameHost::GameHost;
    bool ui_widgets(std::vector<UiWidget>& out, std::string&) override {
        out = widgets;
        return true;
    }
    bool ui_act(const UiAction& action, const PendingReply& reply, std::string& why) override {
        for (const UiWidget& w : widgets) {
            if (w.path == action.path) {
                actions.push_back(action);
                replies.push_back(reply);
                return true;
            }
        }
        why = missing_widget(widgets, action.path);
        return false;
    }
    std::vector<UiWidget> widgets{{"Overlays/God mode", "Overlays", "God mode", "checkbox", 10, 20,
                                   80, 20, true, true, false, std::nullopt},
                                  {"content_editor/Save", "content_editor", "Save", "button", 90,
                                   70, 40, 16, true, true, std::nullopt, std::nullopt},
                                  {"content_editor/##search", "content_editor", "", "input_text",
                                   100, 90, 200, 16, true, true, std::nullopt, "orc"},
                                  {"Inspector/Orc #9", "Inspector", "Orc #9", "selectable", 0, 900,
                                   200, 16, false, true, false, std::nullopt}};
    std::vector<UiAction> actions;
    std::vector<PendingReply> replies;
};

struct UiFixture {
    std::optional<Game> game{Game::new_game(test::default_content(), 1)};
    WidgetHost host{game};
    Dispatcher dispatcher{host};
    Caller caller;
    Json rpc(const std::string& method, const Json& params) {
        const std::string r = handle_message(
            Json{{"jsonrpc", "2.0"}, {"id", 7}, {"method", method}, {"params", params}}.dump(),
            dispatcher, caller);
        return r.empty() ? Json(nullptr) : Json::parse(r);
    }
};

std::vector<std::string> paths(const Json& result) {
    std::vector<std::string> out;
    for (const Json& w : result["result"]["widgets"]) out.push_back(w["path"]);
    return out;
}

TEST(ApiUi, ListGivesTheVisibleWidgetsFilteredByWindowKindAndText) {
    UiFixture f;
    EXPECT_EQ(paths(f.rpc("ui.list", Json::object())),
              (std::vector<std::string>{"Overlays/God mode", "content_editor/Save",
                                        "content_editor/##search"}));
    EXPECT_EQ(paths(f.rpc("ui.list", {{"window", "content"}, {"kind", "button"}})),
              std::vector<std::string>{"content_editor/Save"});
    EXPECT_EQ(paths(f.rpc("ui.list", {{"search", "God"}})),
              std::vector<std::string>{"Overlays/God mode"});
    EXPECT_EQ(paths(f.rpc("ui.list", {{"window", "Inspector"}, {"include_hidden", true}})),
              std::vector<std::string>{"Inspector/Orc #9"});
    const Json box = f.rpc("ui.list", {{"search", "God"}})["result"]["widgets"][0];
    EXPECT_EQ(box["checked"], false);
    EXPECT_EQ(box["kind"], "checkbox");
    EXPECT_EQ(f.rpc("ui.list", {{"kind", "input_text"}})["result"]["widgets"][0]["value"], "orc");
}

TEST(ApiUi, ClickAndTypeAreHandedToTheHostAndAnsweredLater) {
    UiFixture f;
    EXPECT_TRUE(f.rpc("ui.click", {{"path", "Overlays/God mode"}}).is_null());  // not yet
    EXPECT_TRUE(
        f.rpc("ui.type", {{"path", "content_editor/##search"}, {"text", "troll"}, {"enter", false}})
            .is_null());
    ASSERT_EQ(f.host.actions.size(), 2u);
    EXPECT_FALSE(f.host.actions[0].type);
    EXPECT_TRUE(f.host.actions[1].type);
    EXPECT_EQ(f.host.actions[1].text, "troll");
    EXPECT_TRUE(f.host.actions[1].replace);
    EXPECT_FALSE(f.host.actions[1].enter);
    EXPECT_EQ(f.host.replies[1].id, 7);
}

TEST(ApiUi, APathThatNamesNoWidgetSaysWhatWasDrawnLikeIt) {
    UiFixture f;
    const Json r = f.rpc("ui.click", {{"path", "content_editor/Sav"}});
    ASSERT_TRUE(r.contains("error")) << r.dump();
    EXPECT_EQ(r["error"]["code"], kRefused);
    const std::string message = r["error"]["message"];
    EXPECT_NE(message.find("no widget 'content_editor/Sav'"), std::string::npos) << message;
    EXPECT_NE(message.find("'content_editor/Save'"), std::string::npos) << message;
    const Json none = f.rpc("ui.click", {{"path", "Nowhere/Nothing"}});
    EXPECT_NE(none["error"]["message"].get<std::string>().find("ui.list"), std::string::npos);
}

}  // namespace
}  // namespace cf::api
