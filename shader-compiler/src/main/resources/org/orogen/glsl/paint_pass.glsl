// Replay of a paint layer's strokes at one point (node paint.layer; docs/algorithms.md, "Paint
// layers"). The program defines ogn_paintSegment(i) and ogn_paintCell(i) (the storage buffers),
// OGN_PAINT_CELL, ogn_paintHeight(q) and ogn_paintSource(q) (the layer's inputs as (value, d/dx,
// d/dy)). Segment s occupies three
// vec4s: (ax, ay, bx, by) in metres relative to the block's anchor, (pressure at a, pressure at
// b, inner radius, outer radius), (brush, strength, level height, stroke index); a stroke's
// segments are consecutive and strokes are in drawing order. A one-point stroke is one segment
// with a == b (a disc). The runtime culls segments whose reach misses the block: they would add
// exactly 0 (the falloff is a max, not a sum). The cell table lists, for each cell of
// OGN_PAINT_CELL² pixels, the segments whose reach touches it, in drawing order: its first
// cellsX·cellsY + 1 entries are where each cell's list starts (relative to the lists), then the
// lists of segment indices. A pixel visits only its cell's list.

// falloff(d) = 1 up to inner, 0 from outer, smoothstep between; `slope` = d falloff / d d.
float ogn_paintFalloff(float d, float inner, float outer, out float slope) {
    slope = 0.0;
    if (d <= inner) {
        return 1.0;
    }
    if (d >= outer) {
        return 0.0;
    }
    float w = outer - inner;
    float s = (outer - d) / w;
    slope = -6.0 * s * (1.0 - s) / w;
    return s * s * (3.0 - 2.0 * s);
}

// pressure(t) · falloff(d) of one segment at p, with its gradient (analytic: through d and t).
vec3 ogn_paintCover(vec2 p, vec4 ab, vec4 radii) {
    vec2 a = ab.xy;
    vec2 e = ab.zw - a;
    float len2 = dot(e, e);
    float raw = len2 > 0.0 ? dot(p - a, e) / len2 : 0.0;
    float t = clamp(raw, 0.0, 1.0);
    vec2 r = p - (a + t * e);
    float d = length(r);
    float slope;
    float f = ogn_paintFalloff(d, radii.z, radii.w, slope);
    float pressure = radii.x + (radii.y - radii.x) * t;
    vec2 gradD = d > 0.0 ? r / d : vec2(0.0);
    vec2 gradT = raw > 0.0 && raw < 1.0 ? e / len2 : vec2(0.0);
    return vec3(pressure * f, pressure * slope * gradD + f * (radii.y - radii.x) * gradT);
}

// The input blurred with a Gaussian of standard deviation sigma: 9 x 9 taps at spacing 3 sigma / 4
// over +-3 sigma, weights exp(-r^2 / 2 sigma^2) normalised, bilinear reads of the baked input.
// Value and gradient channels get the same weights (the gradient of the blur).
vec3 ogn_paintBlur(vec2 p, float sigma) {
    float step = 0.75 * sigma;
    vec3 sum = vec3(0.0);
    float total = 0.0;
    for (int j = -4; j <= 4; j++) {
        for (int i = -4; i <= 4; i++) {
            float w = exp(-0.28125 * float(i * i + j * j)); // 0.5 * (3/4)^2
            sum += w * ogn_paintHeight(p + vec2(float(i), float(j)) * step);
            total += w;
        }
    }
    return sum / total;
}

// One stroke (brush, strength, level, index) with falloff F = (value, gradient) on the running height h.
vec3 ogn_paintApply(vec2 p, vec4 stroke, float outer, vec3 F, vec3 h, vec3 base) {
    if (F.x <= 0.0) {
        return h;
    }
    int brush = int(stroke.x);
    float k = stroke.y;
    if (brush == 0) { // raise / lower
        return h + k * F;
    }
    if (brush == 1) { // procedural push / pull: stamps the source
        vec3 s = ogn_paintSource(p);
        return h + k * vec3(F.x * s.x, F.yz * s.x + F.x * s.yz);
    }
    if (brush == 2) { // smooth / contrast: toward the blur of the input at sigma = outer / 4
        vec3 b = ogn_paintBlur(p, 0.25 * outer) - base;
        return h + k * vec3(F.x * b.x, F.yz * b.x + F.x * b.yz);
    }
    float w = clamp(k, 0.0, 1.0); // level: toward the stroke's level height
    float gap = stroke.z - h.x;
    return vec3(h.x + gap * w * F.x, h.yz * (1.0 - w * F.x) + gap * w * F.yz);
}

void ogn_paintReplay(vec2 p, ivec2 pixel, ivec2 cells, out vec3 height, out vec3 mask) {
    vec3 base = ogn_paintHeight(p);
    vec3 h = base;
    vec3 m = vec3(0.0);
    vec3 F = vec3(0.0);
    vec4 stroke = vec4(0.0, 0.0, 0.0, -1.0);
    float outer = 0.0;
    ivec2 c = clamp(pixel / OGN_PAINT_CELL, ivec2(0), max(cells - 1, ivec2(0)));
    int lists = cells.x * cells.y + 1;
    int cell = c.y * cells.x + c.x;
    int first = ogn_paintCell(cell);
    int last = cells.x > 0 ? ogn_paintCell(cell + 1) : first;
    for (int k = first; k < last; k++) {
        int i = ogn_paintCell(lists + k);
        vec4 ab = ogn_paintSegment(3 * i);
        vec4 radii = ogn_paintSegment(3 * i + 1);
        vec4 next = ogn_paintSegment(3 * i + 2);
        if (next.w != stroke.w) {
            h = ogn_paintApply(p, stroke, outer, F, h, base);
            m = F.x > m.x ? F : m;
            stroke = next;
            outer = radii.w;
            F = vec3(0.0);
        }
        vec3 c = ogn_paintCover(p, ab, radii);
        F = c.x > F.x ? c : F;
    }
    height = ogn_paintApply(p, stroke, outer, F, h, base);
    mask = F.x > m.x ? F : m;
}
