#include "engine/lab/lab_stats.hpp"

#include <algorithm>
#include <cmath>

namespace cf {

namespace {

double two_sided_p(double z) { return std::erfc(std::fabs(z) / std::sqrt(2.0)); }

// The regularised incomplete beta function I_x(a, b), by its continued fraction
// (modified Lentz), for Student's t distribution.
double beta_fraction(double a, double b, double x) {
    constexpr double kTiny = 1e-300;
    double c = 1;
    double d = 1 - (a + b) * x / (a + 1);
    d = 1 / (std::fabs(d) < kTiny ? kTiny : d);
    double h = d;
    for (int m = 1; m <= 300; ++m) {
        const double m2 = 2.0 * m;
        for (const double num : {m * (b - m) * x / ((a + m2 - 1) * (a + m2)),
                                 -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1))}) {
            d = 1 + num * d;
            d = 1 / (std::fabs(d) < kTiny ? kTiny : d);
            c = 1 + num / c;
            c = std::fabs(c) < kTiny ? kTiny : c;
            h *= d * c;
        }
        if (std::fabs(d * c - 1) < 1e-15) break;
    }
    return h;
}

double incomplete_beta(double a, double b, double x) {
    if (x <= 0) return 0;
    if (x >= 1) return 1;
    const double front = std::exp(std::lgamma(a + b) - std::lgamma(a) - std::lgamma(b) +
                                  a * std::log(x) + b * std::log(1 - x));
    if (x < (a + 1) / (a + b + 2)) return front * beta_fraction(a, b, x) / a;
    return 1 - front * beta_fraction(b, a, 1 - x) / b;
}

// Two-sided p of Student's t with `df` degrees of freedom.
double t_two_sided_p(double t, double df) {
    return incomplete_beta(df / 2, 0.5, df / (df + t * t));
}

// The two-sided 95% critical value of Student's t, by bisection on its p.
double t_critical(double df) {
    double low = 0;
    double high = 1000;
    for (int i = 0; i < 100; ++i) {
        const double mid = (low + high) / 2;
        (t_two_sided_p(mid, df) > 1 - 0.95 ? low : high) = mid;
    }
    return (low + high) / 2;
}

}  // namespace

Interval wilson(std::size_t hits, std::size_t n) {
    if (n == 0) return {0, 1};
    const double nn = static_cast<double>(n);
    const double p = static_cast<double>(hits) / nn;
    const double z2 = kZ95 * kZ95;
    const double centre = (p + z2 / (2 * nn)) / (1 + z2 / nn);
    const double half = kZ95 * std::sqrt(p * (1 - p) / nn + z2 / (4 * nn * nn)) / (1 + z2 / nn);
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

MeanEstimate estimate_mean(const std::vector<double>& values) {
    MeanEstimate out;
    if (values.empty()) return out;
    const double n = static_cast<double>(values.size());
    double sum = 0;
    for (double v : values) sum += v;
    out.mean = sum / n;
    double squares = 0;
    for (double v : values) squares += (v - out.mean) * (v - out.mean);
    const double sd = values.size() > 1 ? std::sqrt(squares / (n - 1)) : 0;
    const double half = values.size() > 1 ? t_critical(n - 1) * sd / std::sqrt(n) : 0;
    out.ci = {out.mean - half, out.mean + half};
    return out;
}

Change compare_rates(std::size_t hits_a, std::size_t n_a, std::size_t hits_b, std::size_t n_b) {
    Change c;
    if (n_a == 0 || n_b == 0) return c;
    const double na = static_cast<double>(n_a);
    const double nb = static_cast<double>(n_b);
    c.before = static_cast<double>(hits_a) / na;
    c.after = static_cast<double>(hits_b) / nb;
    c.delta = c.after - c.before;
    const double pooled = static_cast<double>(hits_a + hits_b) / (na + nb);
    const double se_pooled = std::sqrt(pooled * (1 - pooled) * (1 / na + 1 / nb));
    c.p = se_pooled > 0 ? two_sided_p(c.delta / se_pooled) : (c.delta == 0 ? 1.0 : 0.0);
    const double se = std::sqrt(c.before * (1 - c.before) / na + c.after * (1 - c.after) / nb);
    c.ci = {c.delta - kZ95 * se, c.delta + kZ95 * se};
    return c;
}

Change compare_paired(const std::vector<double>& a, const std::vector<double>& b) {
    Change c;
    const std::size_t n = std::min(a.size(), b.size());
    if (n == 0) return c;
    std::vector<double> diffs(n);
    double sum_a = 0;
    double sum_b = 0;
    for (std::size_t i = 0; i < n; ++i) {
        diffs[i] = b[i] - a[i];
        sum_a += a[i];
        sum_b += b[i];
    }
    c.before = sum_a / static_cast<double>(n);
    c.after = sum_b / static_cast<double>(n);
    const MeanEstimate d = estimate_mean(diffs);
    c.delta = d.mean;
    c.ci = d.ci;
    const double df = static_cast<double>(n) - 1;
    const double se = n > 1 ? (d.ci.high - d.ci.low) / (2 * t_critical(df)) : 0;
    c.p = se > 0 ? t_two_sided_p(d.mean / se, df) : (d.mean == 0 ? 1.0 : 0.0);
    return c;
}

double mcnemar_p(std::size_t lost, std::size_t gained) {
    const std::size_t n = lost + gained;
    if (n == 0) return 1;
    const std::size_t k = std::min(lost, gained);
    // P(X <= k) for X ~ Binomial(n, 1/2), term by term in logs.
    const double dn = static_cast<double>(n);
    double tail = 0;
    for (std::size_t i = 0; i <= k; ++i) {
        const double di = static_cast<double>(i);
        tail += std::exp(std::lgamma(dn + 1) - std::lgamma(di + 1) - std::lgamma(dn - di + 1) -
                         dn * std::log(2.0));
    }
    return std::min(1.0, 2 * tail);
}

}  // namespace cf
