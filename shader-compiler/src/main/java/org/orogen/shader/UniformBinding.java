package org.orogen.shader;

import java.util.Objects;

/**
 * One uniform of a compiled program and the node parameter it carries. Uniform names depend only
 * on node ids and parameter names, so a program can be reused for every graph with the same
 * structural hash; {@link #value()} is the value in the graph that was compiled (recompiling
 * after a parameter change is cheap and gives the new values without changing the source).
 *
 * @param name      the GLSL uniform name
 * @param glslType  the GLSL type as declared ({@code float}, {@code int}, {@code bool},
 *                  {@code uint}, {@code vec4}, {@code vec2[16]}, {@code sampler2D})
 * @param nodeId    the node (namespaced {@code subgraphNode/innerNode} inside subgraphs)
 * @param parameter the node parameter
 * @param value     the value to upload
 */
public record UniformBinding(String name, String glslType, String nodeId, String parameter, UniformValue value) {
    public UniformBinding {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(glslType, "glslType");
        Objects.requireNonNull(nodeId, "nodeId");
        Objects.requireNonNull(parameter, "parameter");
        Objects.requireNonNull(value, "value");
    }
}
