// Monotone cubic Hermite spline through up to 16 control points (x strictly increasing).
// Tangents are the Fritsch-Butland weighted harmonic mean of the neighbouring secants (zero
// where the secants change sign), which keeps every segment monotone and needs only the
// segment's neighbours, so one lookup costs a short loop. Outside the first/last point the
// curve is constant. Returns vec2(y, dy/dx).
float ogn_curve_secant(vec2 a, vec2 b) {
    return (b.y - a.y) / max(b.x - a.x, 1e-12);
}

float ogn_curve_tangent(int k, int count, vec2 points[16]) {
    if (k == 0) {
        return ogn_curve_secant(points[0], points[1]);
    }
    if (k == count - 1) {
        return ogn_curve_secant(points[count - 2], points[count - 1]);
    }
    float d0 = ogn_curve_secant(points[k - 1], points[k]);
    float d1 = ogn_curve_secant(points[k], points[k + 1]);
    if (d0 * d1 <= 0.0) {
        return 0.0;
    }
    return 2.0 * d0 * d1 / (d0 + d1);
}

vec2 ogn_monotone_curve(float x, int count, vec2 points[16]) {
    int n = clamp(count, 0, 16);
    if (n == 0) {
        return vec2(x, 1.0);
    }
    if (n == 1 || x <= points[0].x) {
        return vec2(points[0].y, 0.0);
    }
    if (x >= points[n - 1].x) {
        return vec2(points[n - 1].y, 0.0);
    }
    int k = 0;
    for (int i = 1; i < 16; i++) {
        if (i < n - 1 && x >= points[i].x) {
            k = i;
        }
    }
    vec2 a = points[k];
    vec2 b = points[k + 1];
    float h = max(b.x - a.x, 1e-12);
    float t = (x - a.x) / h;
    float ma = ogn_curve_tangent(k, n, points) * h;
    float mb = ogn_curve_tangent(k + 1, n, points) * h;
    float t2 = t * t;
    float t3 = t2 * t;
    float y = (2.0 * t3 - 3.0 * t2 + 1.0) * a.y + (t3 - 2.0 * t2 + t) * ma
            + (-2.0 * t3 + 3.0 * t2) * b.y + (t3 - t2) * mb;
    float dy = (6.0 * t2 - 6.0 * t) * a.y + (3.0 * t2 - 4.0 * t + 1.0) * ma
            + (-6.0 * t2 + 6.0 * t) * b.y + (3.0 * t2 - 2.0 * t) * mb;
    return vec2(y, dy / h);
}
