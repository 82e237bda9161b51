package org.orogen.gl;

/**
 * What the driver says about a context: the GL_VENDOR, GL_RENDERER, GL_VERSION and
 * GL_SHADING_LANGUAGE_VERSION strings, the numeric core version, and how the context was made.
 *
 * @param vendor      GL_VENDOR, e.g. "Mesa" or "NVIDIA Corporation"
 * @param renderer    GL_RENDERER, e.g. "llvmpipe (LLVM 15.0.6, 256 bits)"
 * @param version     GL_VERSION string
 * @param glslVersion GL_SHADING_LANGUAGE_VERSION string
 * @param major       GL_MAJOR_VERSION
 * @param minor       GL_MINOR_VERSION
 * @param creation    the path that produced the context, e.g. "EGL device 0 (EGL_EXT_device_drm)"
 */
public record GlInfo(String vendor, String renderer, String version, String glslVersion,
                     int major, int minor, String creation) {

    /** True when this context offers at least OpenGL {@code wantMajor.wantMinor}. */
    public boolean atLeast(int wantMajor, int wantMinor) {
        return major > wantMajor || (major == wantMajor && minor >= wantMinor);
    }

    /**
     * True for a rasteriser that runs on the CPU (llvmpipe, softpipe, SwiftShader): fast paths for
     * GPUs (large work groups, shared memory, fewer dispatches) can cost it more than they save.
     */
    public boolean software() {
        String r = renderer.toLowerCase(java.util.Locale.ROOT);
        return r.contains("llvmpipe") || r.contains("softpipe") || r.contains("swiftshader") || r.contains("software");
    }

    /** Three lines, one per driver string, as printed by the smoke command. */
    public String describe() {
        return "GL_VENDOR:   " + vendor + "\nGL_RENDERER: " + renderer + "\nGL_VERSION:  " + version
                + "\nGLSL:        " + glslVersion + "\ncontext:     " + creation;
    }
}
