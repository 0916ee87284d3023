#pragma once
// Frame time graph, the last turn's time and the last hot reload's latency.

#include <array>
#include <cstddef>

#include "editor/content_status.hpp"

namespace cf {

struct PerformancePanel {
    static constexpr std::size_t kSamples = 240;
    std::array<float, kSamples> frame_ms{};  // ring buffer of frame times
    std::size_t next = 0;
    float last_turn_ms = 0;     // time to resolve the last player turn (all monsters included)
    float last_reload_ms = -1;  // file change seen -> applied; -1 before the first reload
    float write_to_screen_ms =
        -1;  // a file's write (mtime) -> the first frame showing it; -1: none yet
    int entity_count = 0;

    void record_frame(float ms);
    // The frame graph, the figures, then the content status line (the same `status`
    // every panel reads).
    void draw(const ContentStatus& status) const;
};

}  // namespace cf
