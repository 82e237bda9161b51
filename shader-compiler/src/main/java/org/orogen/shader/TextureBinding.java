package org.orogen.shader;

import java.util.Objects;

/**
 * A file the runtime must load as a single-channel float texture ({@code R32F}) for a PATH
 * parameter. Row 0 of the texture is the minimum world y (the last row of a PNG), texel centres
 * at (i + 0.5) / size; filtering is done in GLSL, so the texture needs no mipmaps.
 *
 * @param nodeId        the node with the PATH parameter (namespaced inside subgraphs)
 * @param parameter     the PATH parameter's name
 * @param path          the parameter's value: a path relative to the graph file ('/' separators);
 *                      empty when the artist has not chosen a file yet (bind a 1x1 zero texture)
 * @param samplerUniform the {@code sampler2D} uniform
 * @param rectUniform   the {@code vec4} parameter holding the world rectangle (min x, min y, size x,
 *                      size y): a global loaded from the parameter buffer, not a uniform; its value
 *                      and offset are listed among the uniform bindings
 * @param unit          the texture unit the sampler uniform is bound to
 */
public record TextureBinding(String nodeId, String parameter, String path, String samplerUniform,
                             String rectUniform, int unit) {
    public TextureBinding {
        Objects.requireNonNull(nodeId, "nodeId");
        Objects.requireNonNull(parameter, "parameter");
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(samplerUniform, "samplerUniform");
        Objects.requireNonNull(rectUniform, "rectUniform");
    }
}
