package org.orogen.gl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.orogen.gl.GlUnavailableException.Attempt;

/** The message a user sees on a machine without OpenGL: every attempt, then what to install. */
class GlUnavailableExceptionTest {

    @Test
    void messageListsEachAttemptInOrderAndWhatToInstall() {
        List<Attempt> attempts = List.of(
                new Attempt("EGL device platform", "eglQueryDevicesEXT found no device"),
                new Attempt("Mesa surfaceless platform", "eglInitialize failed: EGL_NOT_INITIALIZED"),
                new Attempt("GLFW hidden window", "glfwInit failed: no display"));
        String message = new GlUnavailableException(attempts).getMessage();

        int device = message.indexOf("EGL device platform: eglQueryDevicesEXT found no device");
        int surfaceless = message.indexOf("Mesa surfaceless platform: eglInitialize failed: EGL_NOT_INITIALIZED");
        int glfw = message.indexOf("GLFW hidden window: glfwInit failed: no display");
        assertTrue(device > 0 && surfaceless > device && glfw > surfaceless, message);
        assertTrue(message.contains("libegl1 libegl-mesa0 libgl1-mesa-dri"), message);
        assertTrue(message.contains("NVIDIA"), message);
        assertEquals(attempts, new GlUnavailableException(attempts).attempts());
    }

    @Test
    void unknownPathNamesInTheDiagnosticPropertyAreRejected() {
        String previous = System.getProperty(ContextPaths.PROPERTY);
        System.setProperty(ContextPaths.PROPERTY, "surfaceles");
        try {
            IllegalArgumentException error = org.junit.jupiter.api.Assertions.assertThrows(
                    IllegalArgumentException.class, () -> ContextPaths.allows(ContextPaths.DEVICE, new java.util.ArrayList<>()));
            assertTrue(error.getMessage().contains("surfaceles") && error.getMessage().contains("surfaceless"));
        } finally {
            if (previous == null) {
                System.clearProperty(ContextPaths.PROPERTY);
            } else {
                System.setProperty(ContextPaths.PROPERTY, previous);
            }
        }
    }
}
