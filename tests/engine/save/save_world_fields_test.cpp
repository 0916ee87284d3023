// The world's own fields are described once (describe_world, state_schema.hpp) and the
// save, the dump and the diff visit that description: every member of World is either
// described or has a form of its own, and every described field, set away from its
// default, survives a save and a load.

#include <gtest/gtest.h>

#include <utility>

#include "engine/replay/dump.hpp"
#include "engine/save/save.hpp"
#include "engine/world/state_schema.hpp"
#include "engine/world/state_text.hpp"
#include "engine/world/world_diff.hpp"
#include "tests/support/test_support.hpp"

namespace cf {
namespace {

// Converts to any member's type, so World{AnyMember{}, ...} compiles for as many
// arguments as World has members (and fewer, as long as the rest can default).
struct AnyMember {
    template <class T>
    operator T() const;  // NOLINT(google-explicit-constructor): only named in unevaluated code
};

template <class T, class... A>
concept BracedFrom = requires {
    T{std::declval<A>()...};
};

// The number of members of the aggregate T: the most arguments T{...} takes (up to 40).
template <class T, std::size_t Found = 0, class... A>
constexpr std::size_t member_count() {
    constexpr std::size_t found = BracedFrom<T, A...> ? sizeof...(A) : Found;
    if constexpr (sizeof...(A) == 40)
        return found;
    else
        return member_count<T, found, A..., AnyMember>();
}

// The members of World that are state with a form of their own in the save, the dump
// and the diff (or, for effects, not state at all), rather than a described field.
constexpr std::size_t kMembersWithTheirOwnForm = 8;  // seed, rng, map, entities, player_id,
                                                     // next_id, log, effects

TEST(WorldFields, EveryMemberOfTheWorldIsDescribedOrHasItsOwnForm) {
    const std::size_t described = world_fields(World()).size();
    EXPECT_EQ(member_count<World>(), described + kMembersWithTheirOwnForm)
        << "World gained or lost a member: describe it in describe_world (state_schema.hpp), "
           "and the save, the dump, the diff and world edits have it; or, when it has a form "
           "of its own in each of them, count it in kMembersWithTheirOwnForm";
}

// Sets every described world field to a value other than its default, within its range.
struct AwayFromDefault {
    void number(const char*, int& v, int lo, int hi, SaveForm) { v = std::min(lo + 2, hi); }
    void id(const char*, DefId& v, SaveForm) { v = "orc"; }
    void flag(const char*, bool& v, SaveForm) { v = !v; }
    void status(const char*, GameStatus& v, SaveForm) {
        v = v == GameStatus::dead ? GameStatus::playing : GameStatus::dead;
    }
    void tally(const char*, std::map<DefId, int>& v, SaveForm) { v = {{"orc", 3}, {"troll", 1}}; }
};

World every_field_set() {
    Game game = test::prefab_game(test::default_content(), {"#####", "#@.o#", "#####"}, {}, 9);
    World w = game.world();
    AwayFromDefault away;
    describe_world(away, w);
    return w;
}

TEST(WorldFields, EveryDescribedFieldSurvivesASaveAndALoad) {
    const World w = every_field_set();
    const std::vector<FieldValue> defaults = world_fields(World());
    const std::vector<FieldValue> set = world_fields(w);
    ASSERT_EQ(set.size(), defaults.size());
    for (std::size_t i = 0; i < set.size(); ++i)
        EXPECT_NE(set[i].value, defaults[i].value) << set[i].path << " was not set";

    const std::string text = save_to_text(w);
    // A dead game is state to look at (a recording's keyframe), not to continue.
    SaveLoad load = load_state_text(text, "every_field.yaml", *test::default_content());
    ASSERT_TRUE(load.world) << to_string(load.problems) << "\n" << text;
    EXPECT_EQ(world_fields(*load.world), set);
    EXPECT_EQ(to_string(diff_worlds(w, *load.world)), "");
    EXPECT_EQ(save_to_text(*load.world), text);
}

TEST(WorldFields, EveryDescribedFieldIsInTheDump) {
    Game game(test::default_content(), every_field_set());
    const std::string dump = dump_state(game);
    for (const FieldValue& f : world_fields(game.world()))
        EXPECT_NE(dump.find("\n" + f.path + ": "), std::string::npos) << f.path << "\n" << dump;
}

// An optional field is left out of a save at its default and read back as that default,
// which only works when the default is zero, false or empty.
struct OptionalDefaults {
    std::vector<std::string> wrong;

    void check(const char* key, SaveForm form, bool empty) {
        if (!form.required && !empty) wrong.emplace_back(key);
    }
    void number(const char* key, const int& v, int, int, SaveForm form) {
        check(key, form, v == 0);
    }
    void id(const char* key, const DefId& v, SaveForm form) { check(key, form, v.empty()); }
    void flag(const char* key, const bool& v, SaveForm form) { check(key, form, !v); }
    void status(const char* key, const GameStatus& v, SaveForm form) {
        check(key, form, v == GameStatus{});
    }
    void tally(const char* key, const std::map<DefId, int>& v, SaveForm form) {
        check(key, form, v.empty());
    }
};

TEST(WorldFields, OptionalFieldsDefaultToZeroOrEmptyAndAreLeftOutOfASave) {
    const World defaults;
    OptionalDefaults optional;
    describe_world(optional, defaults);
    EXPECT_EQ(optional.wrong, std::vector<std::string>{})
        << "an optional world field (SaveForm{}) must default to zero, false or empty";

    Game game = test::prefab_game(test::default_content(), {"#####", "#@.o#", "#####"}, {}, 9);
    const std::string text = save_to_text(game.world());
    for (const char* absent : {"\nplayer_actions:", "\nkilled_by:", "\nkills:"})
        EXPECT_EQ(text.find(absent), std::string::npos) << absent;
    for (const char* present : {"\ndepth: 1\n", "\nturn: 0\n", "\nstatus: playing\n",
                                "\npending_level_ups: 0\n", "\ngod_mode: false\n"})
        EXPECT_NE(text.find(present), std::string::npos) << present;
}

}  // namespace
}  // namespace cf
