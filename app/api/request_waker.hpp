#pragma once
// Wakes a loop that sleeps somewhere else than on the API's sockets (the window sleeps in
// GLFW's event wait) as soon as a request arrives, so the first request after a pause is
// answered at once instead of at the loop's next timer. A thread of its own polls the
// descriptors it is given while the loop sleeps, calls `wake` (glfwPostEmptyEvent, which
// any thread may call) when one is ready, and then rests until it is armed again.
//
//   waker.arm(server.descriptors());   // before the loop sleeps
//   window.wait_events(timeout);       // returns early when a request came
//   waker.disarm();                    // the loop polls the server itself now

#include <poll.h>

#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace cf::api {

class RequestWaker {
  public:
    // `wake` is called from the waker's thread; it must be safe to call from any thread.
    explicit RequestWaker(std::function<void()> wake);
    ~RequestWaker();
    RequestWaker(const RequestWaker&) = delete;
    RequestWaker& operator=(const RequestWaker&) = delete;

    // Watches `fds` until one is ready (then wakes once) or disarm is called.
    void arm(std::vector<pollfd> fds);
    void disarm();
    // Whether the pipe and thread started; when not, arm does nothing (the loop's own
    // timer still brings requests in, only later).
    bool running() const { return thread_.joinable(); }

  private:
    void run();
    void interrupt();  // ends the thread's current poll

    std::function<void()> wake_;
    int pipe_[2] = {-1, -1};  // written to interrupt the thread's poll
    std::mutex mutex_;
    std::condition_variable changed_;
    std::vector<pollfd> fds_;
    bool armed_ = false;
    bool stopping_ = false;
    unsigned generation_ = 0;  // counts arm and disarm, so a stale poll's wake is dropped
    std::thread thread_;
};

}  // namespace cf::api
