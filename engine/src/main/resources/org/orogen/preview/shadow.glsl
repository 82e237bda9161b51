// The sun's visibility at one texel of the preview bake (pasted by PreviewShaders into
// sun-shadow.comp and sun-shadow.frag, which write it once per bake and sun rather than once per
// pixel of every frame): a soft shadow ray-marched through the height texture from the texel's
// surface point, lifted half a metre along its normal.
uniform sampler2D u_height;       // bake: (h, dh/dx, dh/dy, 0), linear filtering
uniform vec2 u_extentSize;        // metres
uniform vec2 u_bakeSize;          // texels per side
uniform float u_exaggeration;
uniform int u_shadowSteps;        // > 0
uniform vec3 u_sunDirection;      // unit vector towards the sun, above the horizon

float surfaceZ(vec2 local) {
    vec2 uv = local / u_extentSize + 0.5;
    return textureLod(u_height, (uv * (u_bakeSize - 1.0) + 0.5) / u_bakeSize, 0.0).x * u_exaggeration;
}

// March towards the sun; the smallest clearance/distance ratio along the ray gives a penumbra
// whose width grows with distance from the occluder (the classic height-field trick).
float sunVisibility(vec3 start) {
    float texel = max(u_extentSize.x, u_extentSize.y) / max(u_bakeSize.x, u_bakeSize.y);
    float maxDistance = max(u_extentSize.x, u_extentSize.y) * 0.6;
    // Geometric steps: fine near the point (small bumps), coarse far away (mountains).
    float growth = pow(maxDistance / (2.0 * texel), 1.0 / float(u_shadowSteps));
    float t = 2.0 * texel;
    float visibility = 1.0;
    for (int i = 0; i < u_shadowSteps; i++) {
        vec3 q = start + u_sunDirection * t;
        vec2 uv = q.xy / u_extentSize + 0.5;
        if (any(lessThan(uv, vec2(0.0))) || any(greaterThan(uv, vec2(1.0)))) {
            break;
        }
        float clearance = q.z - surfaceZ(q.xy);
        visibility = min(visibility, 10.0 * clearance / t);
        if (visibility <= 0.0) {
            return 0.0;
        }
        t *= growth;
    }
    return smoothstep(0.0, 1.0, visibility);
}

// Texel (0, 0) is the extent's south-west corner, texel (size - 1, size - 1) its north-east corner.
float texelVisibility(ivec2 texel) {
    vec4 field = texelFetch(u_height, texel, 0);
    vec2 uv = vec2(texel) / (u_bakeSize - 1.0);
    vec3 surface = vec3((uv - 0.5) * u_extentSize, field.x * u_exaggeration);
    vec3 n = normalize(vec3(-field.yz * u_exaggeration, 1.0));
    return sunVisibility(surface + n * 0.5);
}
