// Shared by the preview's fragment shaders (pasted after their uniforms by TerrainShaders).
uniform vec3 u_sunDirection;    // unit vector towards the sun, local frame
uniform vec3 u_cameraPosition;  // local frame
uniform float u_fogDensity;     // 1/metres; 0 = no fog

vec3 skyColour(vec3 dir) {
    vec3 zenith = vec3(0.10, 0.25, 0.65);
    vec3 horizon = vec3(0.55, 0.68, 0.88);
    // Below the horizon a hazy blue backdrop, not a ground plane: the terrain is a tile floating in
    // its surroundings, and the oblique default view looks down past the horizon.
    vec3 below = vec3(0.35, 0.48, 0.70);
    vec3 sky = dir.z >= 0.0 ? mix(horizon, zenith, pow(clamp(dir.z, 0.0, 1.0), 0.55))
                            : mix(horizon, below, clamp(-dir.z * 2.5, 0.0, 1.0));
    float sun = max(dot(dir, u_sunDirection), 0.0);
    sky += vec3(1.0, 0.85, 0.6) * (pow(sun, 600.0) * 4.0 + pow(sun, 12.0) * 0.18);
    return sky;
}

// Exponential distance fog towards the sky colour of the view ray, so far terrain melts into the horizon.
vec3 applyFog(vec3 colour, vec3 worldPos) {
    vec3 toPoint = worldPos - u_cameraPosition;
    float dist = length(toPoint);
    float amount = 1.0 - exp(-dist * u_fogDensity);
    vec3 dir = toPoint / max(dist, 1e-6);
    return mix(colour, skyColour(vec3(dir.xy, max(dir.z, 0.02))), amount);
}

vec3 toDisplay(vec3 linear) {
    // Filmic curve (Narkowicz's ACES fit) then gamma 2.2: sunlit snow keeps its shading instead of
    // clipping to flat white, and shadows keep some contrast.
    vec3 x = linear * 0.75;
    vec3 mapped = (x * (2.51 * x + 0.03)) / (x * (2.43 * x + 0.59) + 0.14);
    return pow(clamp(mapped, 0.0, 1.0), vec3(1.0 / 2.2));
}
