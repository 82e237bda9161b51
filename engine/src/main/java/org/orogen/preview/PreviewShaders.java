package org.orogen.preview;

import org.orogen.gl.FullscreenTriangle;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The preview's own GLSL (mesh, sky, water, map, range reduction, sun shadow), read from
 * {@code org/orogen/preview/*.{vert,frag,comp}}. A line {@code //! name} is replaced by
 * {@code name.glsl} ({@code common}: sky colour and fog; {@code surface}: the terrain palette and
 * mask tint; {@code globe}: the cube-sphere mapping; {@code shadow}: the sun's visibility
 * of a bake texel), so each is written once.
 */
final class PreviewShaders {

    private static final String FOLDER = "org/orogen/preview/";
    /** A line {@code //! name} pastes {@code name.glsl} there. */
    private static final java.util.regex.Pattern INCLUDE = java.util.regex.Pattern.compile("(?m)^//! (\\w+)$");

    private PreviewShaders() {
    }

    static String source(String name) {
        String text = read(FOLDER + name);
        java.util.regex.Matcher include = INCLUDE.matcher(text);
        StringBuilder out = new StringBuilder();
        while (include.find()) {
            include.appendReplacement(out, java.util.regex.Matcher.quoteReplacement(
                    read(FOLDER + include.group(1) + ".glsl")));
        }
        include.appendTail(out);
        return out.toString();
    }

    static String fullscreenVertex() {
        return FullscreenTriangle.vertexShaderSource();
    }

    private static String read(String path) {
        try (InputStream in = PreviewShaders.class.getClassLoader().getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("Missing classpath resource " + path + " (broken build?)");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("Reading " + path, e);
        }
    }
}
