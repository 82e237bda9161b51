package org.orogen.gl;

import static org.lwjgl.egl.EGL10.eglGetError;

/** Names for EGL error codes, so attempts in {@link GlUnavailableException} read as words. */
final class EglErrors {

    private static final String[] NAMES = {
        "EGL_SUCCESS", "EGL_NOT_INITIALIZED", "EGL_BAD_ACCESS", "EGL_BAD_ALLOC",
        "EGL_BAD_ATTRIBUTE", "EGL_BAD_CONFIG", "EGL_BAD_CONTEXT", "EGL_BAD_CURRENT_SURFACE",
        "EGL_BAD_DISPLAY", "EGL_BAD_MATCH", "EGL_BAD_NATIVE_PIXMAP", "EGL_BAD_NATIVE_WINDOW",
        "EGL_BAD_PARAMETER", "EGL_BAD_SURFACE", "EGL_CONTEXT_LOST",
    };
    private static final int EGL_SUCCESS = 0x3000;

    private EglErrors() {
    }

    /** The symbolic name of an EGL error code, or its hex value when unknown. */
    static String name(int code) {
        int index = code - EGL_SUCCESS;
        if (index >= 0 && index < NAMES.length) {
            return NAMES[index];
        }
        return "EGL error 0x" + Integer.toHexString(code);
    }

    /** The name of the calling thread's last EGL error (and clears it, as eglGetError does). */
    static String last() {
        return name(eglGetError());
    }
}
