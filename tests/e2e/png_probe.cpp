// png_probe FILE X Y W H MIN_COLOURS: exits 0 when the PNG's rectangle holds at least
// MIN_COLOURS distinct colours and is not mostly one colour, else 1 with a reason.
// Used to check that a screenshot's game viewport is not blank.

#include <stb_image.h>

#include <cstdio>
#include <cstdlib>
#include <map>

int main(int argc, char** argv) {
    if (argc != 7) {
        std::fprintf(stderr, "usage: png_probe FILE X Y W H MIN_COLOURS\n");
        return 2;
    }
    int w = 0, h = 0, n = 0;
    unsigned char* pixels = stbi_load(argv[1], &w, &h, &n, 3);
    if (!pixels) {
        std::fprintf(stderr, "png_probe: cannot read %s\n", argv[1]);
        return 1;
    }
    const int x0 = std::atoi(argv[2]), y0 = std::atoi(argv[3]);
    const int rw = std::atoi(argv[4]), rh = std::atoi(argv[5]);
    const int min_colours = std::atoi(argv[6]);
    std::map<unsigned, int> counts;
    int total = 0;
    for (int y = y0; y < y0 + rh && y < h; ++y) {
        for (int x = x0; x < x0 + rw && x < w; ++x) {
            const unsigned char* p = pixels + 3 * (y * w + x);
            ++counts[(unsigned{p[0]} << 16u) | (unsigned{p[1]} << 8u) | p[2]];
            ++total;
        }
    }
    stbi_image_free(pixels);
    int most = 0;
    for (const auto& entry : counts) most = entry.second > most ? entry.second : most;
    std::printf(
        "png_probe: %dx%d image, %zu colours in the region, most common covers %d of %d pixels\n",
        w, h, counts.size(), most, total);
    if (static_cast<int>(counts.size()) < min_colours) return 1;
    if (total == 0 || most > total * 98 / 100) return 1;
    return 0;
}
