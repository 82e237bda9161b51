package org.orogen.gl;

/**
 * A platform context (EGL or GLFW) that is current on the thread that created it. Package-private:
 * callers only see {@link GlContext}.
 */
interface NativeContext {

    /** How this context was created, for {@link GlInfo#creation()}. */
    String description();

    /** Makes the context not current on the calling thread and destroys it. Never throws. */
    void destroy();
}
