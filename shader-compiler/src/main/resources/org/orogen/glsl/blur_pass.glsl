// One pass of the separable Gaussian blur of a pass plan (node filter.blur): blurs the field
// baked by the previous stage along `axis` (1, 0) or (0, 1). The kernel is a Gaussian with
// sigma = radius / 3, truncated at `radius` metres and normalised. It blurs the value and both
// gradient channels with the same weights: a convolution commutes with differentiation, so
// the blurred gradient channels are the exact gradient of the blurred value.
// The source texture covers this pass's pixels plus ceil(radius / spacing) texels along the
// axis (the plan's halo computation uses the same reach, plus one texel of margin).
// `pixel` is this pass's pixel (fragment or compute invocation).
vec3 ogn_blurPass(ivec2 pixel, sampler2D source, vec2 sourceHalo, ivec2 axis, float radius) {
    ivec2 at = pixel - ivec2(u_halo) + ivec2(sourceHalo);
    float spacing = axis.x != 0 ? u_texelSize.x : u_texelSize.y;
    float r = max(radius, 0.0);
    int reach = int(ceil(r / spacing));
    float sigma = max(r / 3.0, 1.0e-6 * spacing);
    ivec2 last = textureSize(source, 0) - 1;
    vec3 sum = vec3(0.0);
    float total = 0.0;
    for (int k = -reach; k <= reach; k++) {
        float d = float(k) * spacing / sigma;
        float w = exp(-0.5 * d * d);
        sum += w * texelFetch(source, clamp(at + k * axis, ivec2(0), last), 0).xyz;
        total += w;
    }
    return sum / total;
}
