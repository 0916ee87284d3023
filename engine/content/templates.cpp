// resolve_templates (definition_pieces.hpp): every definition's `from:` chain, without recursion
// (a chain may be as long as a file is), each missing parent and cycle reported where
// its `from:` is written. Each definition is resolved once from its parent's result, and
// a chain deeper than kMaxTemplateDepth is a problem, so resolving is linear in the
// number of definitions (a 10,000-deep chain took 18 s, each child copying all above it).

#include <algorithm>

#include "engine/content/definition_pieces.hpp"

namespace cf {

namespace {

std::string what_of(const DefGroup& g) {
    return std::string(kind_name(g.kind.kind)) + " '" + g.id + "'";
}

int root_cause(const std::vector<Problem>& problems, int index) {
    while (index >= 0 && problems[static_cast<std::size_t>(index)].cause >= 0)
        index = problems[static_cast<std::size_t>(index)].cause;
    return index;
}

int report(std::vector<Problem>& problems, const YamlNode& at, std::string message,
           int cause = -1) {
    const NodeMark mark = at.Mark();
    problems.push_back({mark.file ? *mark.file : std::string(), mark.line + 1, mark.column + 1,
                        std::move(message), root_cause(problems, cause)});
    return static_cast<int>(problems.size()) - 1;
}

class Resolver {
  public:
    Resolver(GroupTable& table, const FailedKinds& failed, std::vector<Problem>& problems)
        : table_(table), failed_(failed), problems_(problems) {}

    void resolve(DefGroup& start) {
        std::vector<DefGroup*> path;
        for (DefGroup* cur = &start; cur && cur->state == DefGroup::State::unresolved;) {
            cur->state = DefGroup::State::resolving;
            path.push_back(cur);
            cur = cur->from ? parent(*cur) : nullptr;
        }
        for (auto it = path.rbegin(); it != path.rend(); ++it) {
            if ((*it)->state == DefGroup::State::resolving) finish(**it, path);
        }
    }

  private:
    DefGroup* parent(const DefGroup& g) {
        DefGroup* p = table_.find(g.kind, *g.from);
        return p && p->defined() ? p : nullptr;
    }

    void finish(DefGroup& g, const std::vector<DefGroup*>& path) {
        if (!g.from) {
            g.chain = g.stack;
            g.state = DefGroup::State::resolved;
            return;
        }
        DefGroup* p = parent(g);
        if (!p) return missing(g);
        if (p->state == DefGroup::State::resolving) return cycle(g, *p, path);
        if (p->state == DefGroup::State::broken) {
            g.problem =
                report(problems_, g.from_node,
                       what_of(g) + " cannot be made: its template '" + p->id + "' has a problem",
                       p->problem);
            g.state = DefGroup::State::broken;
            return;
        }
        if (p->depth + 1 > kMaxTemplateDepth) {
            g.problem = report(problems_, g.from_node,
                               what_of(g) + " is made through more than " +
                                   std::to_string(kMaxTemplateDepth) +
                                   " templates, one from another; make it from one nearer the "
                                   "top of the chain");
            g.state = DefGroup::State::broken;
            return;
        }
        g.chain = p->chain;
        g.chain.insert(g.chain.end(), g.stack.begin(), g.stack.end());
        g.templates = {p->id};
        g.templates.insert(g.templates.end(), p->templates.begin(), p->templates.end());
        g.depth = p->depth + 1;
        g.state = DefGroup::State::resolved;
    }

    void missing(DefGroup& g) {
        const DefGroup* gone = table_.find(g.kind, *g.from);
        std::string message = what_of(g) + " is made from '" + *g.from + "', which ";
        int cause = -1;
        if (gone && gone->deleted_by >= 0) {
            const NodeMark at =
                table_.fragments[static_cast<std::size_t>(gone->deleted_by)].delete_node.Mark();
            message +=
                "a later layer deletes (" + *at.file + ":" + std::to_string(at.line + 1) + ")";
        } else {
            message += "is not defined";
            if (auto f = failed_.find(kind_folder(g.kind)); f != failed_.end()) cause = f->second;
        }
        g.problem = report(problems_, g.from_node, message, cause);
        g.state = DefGroup::State::broken;
    }

    // `g` is made from `p`, which is still being resolved: the path from `p` on is a cycle.
    // Reported at the member written first, naming the members (the first few and the
    // last of a long cycle); each other member folds under it in a line of its own.
    void cycle(DefGroup& g, DefGroup& p, const std::vector<DefGroup*>& path) {
        const auto start = std::find(path.begin(), path.end(), &p);
        std::vector<DefGroup*> members(start, path.end());
        std::string chain;
        constexpr std::size_t kShown = 6;
        for (std::size_t i = 0; i < members.size(); ++i) {
            if (i == kShown && members.size() > kShown + 1) {
                chain += "... (" + std::to_string(members.size() - kShown - 1) + " more) -> ";
                i = members.size() - 1;
            }
            chain += members[i]->id + " -> ";
        }
        chain += p.id;
        DefGroup* first =
            *std::min_element(members.begin(), members.end(),
                              [](const DefGroup* a, const DefGroup* b) { return a < b; });
        const std::string size =
            members.size() == 1 ? "" : " (a cycle of " + std::to_string(members.size()) + ")";
        const int cause = report(problems_, first->from_node,
                                 what_of(*first) + " is made from itself" + size + ": " + chain);
        for (DefGroup* m : members) {
            m->state = DefGroup::State::broken;
            m->problem = cause;
            if (m != first)
                report(problems_, m->from_node,
                       what_of(*m) + " is in the cycle of templates that " + what_of(*first) +
                           " starts",
                       cause);
        }
        (void)g;
    }

    GroupTable& table_;
    const FailedKinds& failed_;
    std::vector<Problem>& problems_;
};

}  // namespace

void resolve_templates(GroupTable& table, const FailedKinds& failed,
                       std::vector<Problem>& problems) {
    Resolver resolver(table, failed, problems);
    for (DefGroup& g : table.groups) {
        if (g.defined() && g.state == DefGroup::State::unresolved) resolver.resolve(g);
    }
}

}  // namespace cf
