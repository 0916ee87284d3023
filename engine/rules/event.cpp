#include "engine/rules/event.hpp"

namespace cf {

namespace {

struct Describer {
    std::string operator()(const Command& c) const { return to_string(c); }
    std::string operator()(const WorldEdit& e) const { return "edit: " + to_string(e); }
    std::string operator()(const ContentRevision& r) const { return "content: " + r.label; }
    std::string operator()(const Regenerate&) const { return "regenerate the floor"; }
};

}  // namespace

std::string describe(const Event& event) { return std::visit(Describer{}, event); }

}  // namespace cf
