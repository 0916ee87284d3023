// The API's request waker: a sleeping loop is woken when a watched descriptor becomes
// ready, once per arming, and never after it was disarmed.

#include "app/api/request_waker.hpp"

#include <gtest/gtest.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>

namespace cf::api {
namespace {

using namespace std::chrono_literals;

// Counts wakes and lets a test wait for one.
struct Wakes {
    std::mutex mutex;
    std::condition_variable came;
    int count = 0;
    void wake() {
        std::lock_guard<std::mutex> lock(mutex);
        ++count;
        came.notify_all();
    }
    // Whether the count reached `n` within `limit`.
    bool reach(int n, std::chrono::milliseconds limit) {
        std::unique_lock<std::mutex> lock(mutex);
        return came.wait_for(lock, limit, [&] { return count >= n; });
    }
    int now() {
        std::lock_guard<std::mutex> lock(mutex);
        return count;
    }
};

class Pair {
  public:
    Pair() { EXPECT_EQ(socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds_), 0); }
    ~Pair() {
        ::close(fds_[0]);
        ::close(fds_[1]);
    }
    pollfd watched() const { return {fds_[0], POLLIN, 0}; }
    void send() { ASSERT_EQ(::write(fds_[1], "x", 1), 1); }

  private:
    int fds_[2] = {-1, -1};
};

TEST(RequestWaker, WakesWhenARequestArrivesWhileArmed) {
    Wakes wakes;
    RequestWaker waker([&] { wakes.wake(); });
    ASSERT_TRUE(waker.running());
    Pair pair;
    waker.arm({pair.watched()});
    pair.send();
    EXPECT_TRUE(wakes.reach(1, 5s));
}

TEST(RequestWaker, WakesAtOnceForInputThatCameBeforeArming) {
    Wakes wakes;
    RequestWaker waker([&] { wakes.wake(); });
    Pair pair;
    pair.send();  // arrived while the loop was busy drawing
    waker.arm({pair.watched()});
    EXPECT_TRUE(wakes.reach(1, 5s));
}

TEST(RequestWaker, WakesOncePerArmingAndNotWhenDisarmed) {
    Wakes wakes;
    RequestWaker waker([&] { wakes.wake(); });
    Pair pair;
    pair.send();
    waker.arm({pair.watched()});
    ASSERT_TRUE(wakes.reach(1, 5s));
    // The byte is still unread: a waker that kept watching would wake without end.
    EXPECT_FALSE(wakes.reach(2, 100ms));
    waker.disarm();
    EXPECT_FALSE(wakes.reach(2, 100ms));
    waker.arm({pair.watched()});  // the next sleep
    EXPECT_TRUE(wakes.reach(2, 5s));
}

TEST(RequestWaker, ADisarmedWakerStaysQuietWhenInputComes) {
    Wakes wakes;
    RequestWaker waker([&] { wakes.wake(); });
    Pair pair;
    waker.arm({pair.watched()});
    waker.disarm();
    pair.send();
    EXPECT_FALSE(wakes.reach(1, 100ms));
    EXPECT_EQ(wakes.now(), 0);
}

TEST(RequestWaker, StopsCleanlyWhileWatching) {
    Wakes wakes;
    Pair pair;
    {
        RequestWaker waker([&] { wakes.wake(); });
        waker.arm({pair.watched()});
    }  // the destructor ends the thread's poll
    EXPECT_EQ(wakes.now(), 0);
}

}  // namespace
}  // namespace cf::api
