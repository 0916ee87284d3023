// A walker that names fields by path ("abilities[0].range") tells, without making the
// path, whether the field it stands on is a given path or lies inside one: inheritance
// reads and writes a few fields of each of thousands of definitions this way.

#include <gtest/gtest.h>

#include "engine/content/schema_walker.hpp"

namespace cf {
namespace {

TEST(PathWalker, NamesAFieldByTheObjectsEntered) {
    PathWalker w;
    EXPECT_TRUE(w.at_top());
    EXPECT_EQ(w.where("hp"), "hp");
    w.enter("abilities[0]");
    w.enter("effects[1]");
    EXPECT_FALSE(w.at_top());
    EXPECT_EQ(w.where("damage"), "abilities[0].effects[1].damage");
    w.leave();
    EXPECT_EQ(w.where("range"), "abilities[0].range");
    w.leave();
    EXPECT_EQ(w.where("name"), "name");
    EXPECT_TRUE(w.at_top());
}

TEST(PathWalker, TellsWhetherAFieldIsAPathOrInsideOne) {
    PathWalker w;
    w.enter("fighter");
    EXPECT_TRUE(w.is("power", "fighter.power"));
    EXPECT_FALSE(w.is("power", "fighter.powers"));
    EXPECT_FALSE(w.is("power", "fighter"));
    EXPECT_TRUE(w.within("power", "fighter.power"));  // the path itself
    EXPECT_TRUE(w.within("power", "fighter"));        // inside the object it names
    EXPECT_FALSE(w.within("power", "fight"));         // a name's start is not an object
    EXPECT_FALSE(w.within("power", "fighter.pow"));
    EXPECT_FALSE(w.within("power", "fighter.power.x"));
    EXPECT_FALSE(w.within("power", "ai"));
    w.leave();
    w.enter("abilities[0]");
    EXPECT_TRUE(w.within("range", "abilities"));  // an entry of the list it names
    EXPECT_TRUE(w.within("range", "abilities[0]"));
    EXPECT_FALSE(w.within("range", "abilities[1]"));
    EXPECT_FALSE(w.within("range", "abilit"));
    w.leave();
    EXPECT_TRUE(w.within("abilities", "abilities"));
    EXPECT_FALSE(w.within("abilities", "abilities[0]"));  // the list is not inside its entry
    EXPECT_TRUE(w.within("on_hit[0]", "on_hit"));
}

}  // namespace
}  // namespace cf
