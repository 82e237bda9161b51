package org.orogen.preview;

import org.orogen.gl.FullscreenTriangle;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The preview's own GLSL (mesh, sky, water, map, range reduction), read from
 * {@code org/orogen/preview/*.{vert,frag}}. A line {@code //! common} is replaced by
 * {@code common.glsl}, so the sky colour and fog are written once.
 */
final class PreviewShaders {

    private static final String FOLDER = "org/orogen/preview/";

    private PreviewShaders() {
    }

    static String source(String name) {
        String text = read(FOLDER + name);
        if (text.contains("//! common")) {
            text = text.replace("//! common", read(FOLDER + "common.glsl"));
        }
        return text;
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
