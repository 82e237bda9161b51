package org.orogen.gl.library;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Builds test fragment shaders from the node library's GLSL resources: a tiny include resolver
 * for {@code //! require <name>} (helpers from {@code org/orogen/glsl/}, each once, dependencies
 * first), the node functions asked for, and a test body run per pixel with {@code vec2 p} set as
 * the compiler sets it ({@code p = u_origin + pixel * u_texelSize}, anchor-relative metres).
 */
final class LibraryProgram {

    private LibraryProgram() {
    }

    /**
     * A complete fragment shader.
     *
     * @param nodeIds     node types whose functions the body calls ({@code fractal.fbm})
     * @param functions   extra GLSL placed after the node functions (test helpers)
     * @param body        statements of main(); {@code p} is in scope, outputs are {@code o_0..o_(n-1)}
     * @param outputs     number of vec4 outputs (framebuffer attachments)
     */
    static String fragment(List<String> nodeIds, String functions, String body, int outputs) {
        Set<String> helpers = new LinkedHashSet<>();
        List<String> nodeSources = new ArrayList<>();
        for (String id : nodeIds) {
            String source = resource("org/orogen/nodes/" + id.replace('.', '/') + ".glsl");
            addRequires(source, helpers);
            nodeSources.add(source);
        }
        addRequires(functions, helpers);
        StringBuilder glsl = new StringBuilder("#version 330 core\n");
        for (int i = 0; i < outputs; i++) {
            glsl.append("layout(location = ").append(i).append(") out vec4 o_").append(i).append(";\n");
        }
        glsl.append("uniform vec2 u_origin;\nuniform vec2 u_texelSize;\n");
        for (String helper : helpers) {
            glsl.append(resource("org/orogen/glsl/" + helper + ".glsl")).append('\n');
        }
        nodeSources.forEach(s -> glsl.append(s).append('\n'));
        glsl.append(functions).append('\n');
        glsl.append("void main() {\n    vec2 p = u_origin + (gl_FragCoord.xy - 0.5) * u_texelSize;\n");
        glsl.append(body).append("\n}\n");
        return glsl.toString();
    }

    /** Adds the helpers a source requires, depth first, so every helper follows its dependencies. */
    private static void addRequires(String source, Set<String> helpers) {
        for (String line : source.split("\n")) {
            String t = line.strip();
            if (t.startsWith("//! require ")) {
                String name = t.substring("//! require ".length()).strip();
                if (!helpers.contains(name)) {
                    addRequires(resource("org/orogen/glsl/" + name + ".glsl"), helpers);
                    helpers.add(name);
                }
            }
        }
    }

    static String resource(String path) {
        try (InputStream in = LibraryProgram.class.getClassLoader().getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("missing classpath resource " + path);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
