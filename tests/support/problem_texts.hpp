#pragma once
// Problems as the lines a user reads ("file:line:col: message"), for matching in tests.
#include <string>
#include <vector>

#include "engine/core/problem.hpp"

namespace cf::test {

inline std::vector<std::string> problem_texts(const std::vector<Problem>& problems) {
    std::vector<std::string> out;
    for (const Problem& p : problems) out.push_back(to_string(p));
    return out;
}

}  // namespace cf::test
