package org.orogen.gl;

import java.util.List;

/**
 * No OpenGL 3.3+ core context could be created. The message lists every attempt (EGL device
 * displays, Mesa surfaceless, the default EGL display, a hidden GLFW window) with the error each
 * one gave, and says what to install.
 */
public final class GlUnavailableException extends RuntimeException {

    /** One way of getting a context that was tried, and why it did not work. */
    public record Attempt(String path, String error) {
        @Override
        public String toString() {
            return path + ": " + error;
        }
    }

    private static final String WHAT_TO_INSTALL = """
            Orogen needs OpenGL 3.3 (core profile) or newer; it creates its context through EGL \
            and needs no display.
              Debian/Ubuntu without a GPU: sudo apt-get install libegl1 libegl-mesa0 libgl1-mesa-dri
              NVIDIA GPU: install the NVIDIA driver including its EGL library (libEGL_nvidia) and \
            the GL vendor-neutral loader (libegl1 libopengl0)
              With an X display but no EGL: a GPU driver with OpenGL 3.3 core (GLFW hidden window)""";

    private final transient List<Attempt> attempts;

    public GlUnavailableException(List<Attempt> attempts) {
        super(message(attempts));
        this.attempts = List.copyOf(attempts);
    }

    /** Every attempt in the order tried. */
    public List<Attempt> attempts() {
        return attempts;
    }

    private static String message(List<Attempt> attempts) {
        StringBuilder text = new StringBuilder("No OpenGL 3.3+ core context could be created. Tried:\n");
        if (attempts.isEmpty()) {
            text.append("  (nothing could be tried)\n");
        }
        for (Attempt attempt : attempts) {
            text.append("  - ").append(attempt).append('\n');
        }
        return text.append(WHAT_TO_INSTALL).toString();
    }
}
