#pragma once
// Running a piece of a test as root or as an unprivileged user, so writers are tested
// both ways: root can replace what a user cannot (a device node, /dev's own files), and
// a user cannot create files where root can.

#include <grp.h>
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <functional>
#include <string>

namespace cf::test {

inline constexpr uid_t kNobody = 65534;

inline bool running_as_root() { return ::geteuid() == 0; }

// Skips a test that needs root, loudly; in CI (CI=true), where the suite runs as root, a
// missing privilege is a failure instead, so the test can never vanish from the count.
#define CF_REQUIRE_ROOT()                                                                       \
    do {                                                                                        \
        if (!::cf::test::running_as_root()) {                                                   \
            if (std::getenv("CI")) FAIL() << "this test needs root, and CI runs as root";       \
            GTEST_SKIP() << "NOT RUN: this test needs root (device nodes); CI runs it as root"; \
        }                                                                                       \
    } while (0)

// Runs `body` in a child process as an unprivileged user (nobody, when the test runs as
// root; the user itself otherwise) and returns what it returned (0 for success), or -1
// when the child died or could not drop its privileges. Only the child's exit code comes
// back: the body reports through it and through the files it writes.
inline int as_unprivileged_user(const std::function<int()>& body) {
    std::fflush(nullptr);
    const pid_t child = ::fork();
    if (child < 0) return -1;
    if (child == 0) {
        if (running_as_root() &&
            (::setgroups(0, nullptr) != 0 || ::setgid(kNobody) != 0 || ::setuid(kNobody) != 0))
            ::_exit(120);
        std::fflush(nullptr);
        ::_exit(body());
    }
    int status = 0;
    if (::waitpid(child, &status, 0) != child || !WIFEXITED(status)) return -1;
    return WEXITSTATUS(status);
}

}  // namespace cf::test
