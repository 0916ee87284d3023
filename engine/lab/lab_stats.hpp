#pragma once
// The statistics the lab reports, all deterministic: 95% intervals, Wilson's for rates
// and Student's t for means, and the two tests that say whether a change between two
// contents is real: the two-proportion z-test for rates and the paired t-test for
// per-seed values.

#include <cstddef>
#include <vector>

namespace cf {

struct Interval {
    double low = 0;
    double high = 0;
    friend bool operator==(const Interval&, const Interval&) = default;
};

inline constexpr double kZ95 = 1.959963984540054;  // two-sided 95%
inline constexpr double kSignificance = 0.05;

// Wilson score interval for `hits` out of `n` (0..1; [0, 1] when n is 0).
Interval wilson(std::size_t hits, std::size_t n);

struct MeanEstimate {
    double mean = 0;
    Interval ci;  // mean +- t(n-1) * sd / sqrt(n)
};
MeanEstimate estimate_mean(const std::vector<double>& values);

struct Change {
    double before = 0;
    double after = 0;
    double delta = 0;  // after - before
    Interval ci;       // of delta
    double p = 1;      // two-sided
    bool significant() const { return p < kSignificance; }
};

// Two-proportion z-test (pooled variance for p, unpooled for the interval).
Change compare_rates(std::size_t hits_a, std::size_t n_a, std::size_t hits_b, std::size_t n_b);
// Paired t-test on per-seed values (a[i] and b[i] come from the same seed).
Change compare_paired(const std::vector<double>& a, const std::vector<double>& b);
// McNemar's exact test on paired yes/no outcomes: `lost` pairs went from yes to no and
// `gained` from no to yes (the pairs that agree say nothing); the two-sided p of so
// uneven a split if either way were as likely.
double mcnemar_p(std::size_t lost, std::size_t gained);

}  // namespace cf
