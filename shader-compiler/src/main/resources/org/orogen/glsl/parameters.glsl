// Node parameters, read from one buffer of 32-bit words (docs/architecture.md, "Compiled program").
// One uniform per parameter would hit the driver's limits on big graphs (NVIDIA links at most
// 1024 constant registers); one buffer texture holds any number (GL_MAX_TEXTURE_BUFFER_SIZE is at
// least 65536 words) and works in fragment and compute shaders alike. Floats are stored as their
// IEEE bits, int and enum as two's complement, bool as 0 or 1, seeds as uint. The compiler assigns
// each parameter its word offset and generates ogn_loadParameters(), which copies every parameter
// into a plain global once per invocation: node code reads registers, not the buffer.
uniform usamplerBuffer u_parameters;

uint ogn_parameterUint(int offset) {
    return texelFetch(u_parameters, offset).r;
}

float ogn_parameterFloat(int offset) {
    return uintBitsToFloat(ogn_parameterUint(offset));
}

int ogn_parameterInt(int offset) {
    return int(ogn_parameterUint(offset));
}

bool ogn_parameterBool(int offset) {
    return ogn_parameterUint(offset) != 0u;
}

vec4 ogn_parameterVec4(int offset) {
    return vec4(ogn_parameterFloat(offset), ogn_parameterFloat(offset + 1), ogn_parameterFloat(offset + 2),
                ogn_parameterFloat(offset + 3));
}

// A CURVE's points: 16 (x, y) pairs, interleaved.
void ogn_parameterPoints(int offset, out vec2 points[16]) {
    for (int i = 0; i < 16; i++) {
        points[i] = vec2(ogn_parameterFloat(offset + 2 * i), ogn_parameterFloat(offset + 2 * i + 1));
    }
}

// A RAMP's stops: 16 (position, r, g, b) in linear RGB, padded with the last stop.
void ogn_parameterStops(int offset, out vec4 stops[16]) {
    for (int i = 0; i < 16; i++) {
        stops[i] = ogn_parameterVec4(offset + 4 * i);
    }
}
