// Colour helpers (linear RGB; docs/algorithms.md, "Colour").

// A colour ramp: up to 16 stops (position, r, g, b), positions non-decreasing, padded with the
// last stop. mode: 0 linear, 1 constant, 2 smooth (RampInterpolation's order). Before the first
// stop the ramp is the first colour, after the last the last colour.
vec3 ogn_ramp(float t, int mode, int count, vec4 stops[16]) {
    if (count <= 0) {
        return vec3(0.0);
    }
    if (t <= stops[0].x) {
        return stops[0].yzw;
    }
    int last = min(count, 16) - 1;
    for (int i = 0; i < 15; i++) {
        if (i >= last) {
            break;
        }
        vec4 a = stops[i];
        vec4 b = stops[i + 1];
        if (t < b.x) {
            if (mode == 1) {
                return a.yzw;
            }
            float f = clamp((t - a.x) / max(b.x - a.x, 1e-20), 0.0, 1.0);
            if (mode == 2) {
                f = f * f * (3.0 - 2.0 * f);
            }
            return mix(a.yzw, b.yzw, f);
        }
    }
    return stops[last].yzw;
}

// sRGB-encoded component -> linear (IEC 61966-2-1).
vec3 ogn_srgbToLinear(vec3 c) {
    vec3 v = clamp(c, 0.0, 1.0);
    return mix(v / 12.92, pow((v + 0.055) / 1.055, vec3(2.4)), step(vec3(0.04045), v));
}

// Hue in [0, 1), saturation, value (Smith 1978, "Color gamut transform pairs").
vec3 ogn_rgbToHsv(vec3 c) {
    float mx = max(c.r, max(c.g, c.b));
    float mn = min(c.r, min(c.g, c.b));
    float d = mx - mn;
    float h = 0.0;
    if (d > 1e-8) {
        if (mx == c.r) {
            h = mod((c.g - c.b) / d, 6.0);
        } else if (mx == c.g) {
            h = (c.b - c.r) / d + 2.0;
        } else {
            h = (c.r - c.g) / d + 4.0;
        }
        h /= 6.0;
    }
    return vec3(h, mx > 1e-8 ? d / mx : 0.0, mx);
}

vec3 ogn_hsvToRgb(vec3 hsv) {
    vec3 k = mod(vec3(5.0, 3.0, 1.0) + hsv.x * 6.0, 6.0);
    return hsv.z - hsv.z * hsv.y * clamp(min(k, 4.0 - k), 0.0, 1.0);
}

// Rec. 709 relative luminance of a linear colour.
float ogn_luminance(vec3 c) {
    return dot(c, vec3(0.2126, 0.7152, 0.0722));
}
