#include "app/api/request_waker.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>

namespace cf::api {

RequestWaker::RequestWaker(std::function<void()> wake) : wake_(std::move(wake)) {
    if (pipe2(pipe_, O_CLOEXEC | O_NONBLOCK) != 0) {
        pipe_[0] = pipe_[1] = -1;
        return;
    }
    thread_ = std::thread([this] { run(); });
}

RequestWaker::~RequestWaker() {
    {
        std::lock_guard<std::mutex> lock(mutex_);
        stopping_ = true;
    }
    changed_.notify_one();
    interrupt();
    if (thread_.joinable()) thread_.join();
    for (int fd : pipe_) {
        if (fd >= 0) ::close(fd);
    }
}

void RequestWaker::arm(std::vector<pollfd> fds) {
    if (!running()) return;
    {
        std::lock_guard<std::mutex> lock(mutex_);
        fds_ = std::move(fds);
        armed_ = true;
        ++generation_;
    }
    changed_.notify_one();
    interrupt();
}

void RequestWaker::disarm() {
    if (!running()) return;
    {
        std::lock_guard<std::mutex> lock(mutex_);
        if (!armed_) return;
        armed_ = false;
        ++generation_;
    }
    interrupt();
}

void RequestWaker::interrupt() {
    const char byte = 1;
    // A full pipe already holds a wake-up: the write may fail harmlessly.
    [[maybe_unused]] const ssize_t n = ::write(pipe_[1], &byte, 1);
}

void RequestWaker::run() {
    while (true) {
        std::vector<pollfd> fds;
        unsigned generation = 0;
        {
            std::unique_lock<std::mutex> lock(mutex_);
            changed_.wait(lock, [this] { return stopping_ || armed_; });
            if (stopping_) return;
            fds = fds_;
            generation = generation_;
        }
        fds.push_back({pipe_[0], POLLIN, 0});
        const int ready = ::poll(fds.data(), fds.size(), -1);
        if (ready < 0 && errno != EINTR) return;
        if (fds.back().revents & POLLIN) {
            char drain[64];
            while (::read(pipe_[0], drain, sizeof drain) > 0) {
            }
        }
        bool request = false;
        for (std::size_t i = 0; i + 1 < fds.size(); ++i) {
            if (fds[i].revents != 0) request = true;
        }
        if (!request) continue;  // interrupted: look at the arming again
        {
            std::lock_guard<std::mutex> lock(mutex_);
            if (generation != generation_ || !armed_) continue;  // the loop woke already
            armed_ = false;  // once per sleep: the loop polls the server itself now
        }
        wake_();
    }
}

}  // namespace cf::api
