package org.orogen.gl;

import static org.lwjgl.egl.EGL10.EGL_EXTENSIONS;
import static org.lwjgl.egl.EGL10.EGL_NONE;
import static org.lwjgl.egl.EGL10.EGL_NO_CONTEXT;
import static org.lwjgl.egl.EGL10.EGL_NO_DISPLAY;
import static org.lwjgl.egl.EGL10.EGL_NO_SURFACE;
import static org.lwjgl.egl.EGL10.EGL_SURFACE_TYPE;
import static org.lwjgl.egl.EGL10.EGL_HEIGHT;
import static org.lwjgl.egl.EGL10.EGL_WIDTH;
import static org.lwjgl.egl.EGL10.eglChooseConfig;
import static org.lwjgl.egl.EGL10.eglCreatePbufferSurface;
import static org.lwjgl.egl.EGL10.eglDestroyContext;
import static org.lwjgl.egl.EGL10.eglDestroySurface;
import static org.lwjgl.egl.EGL10.eglGetDisplay;
import static org.lwjgl.egl.EGL10.eglGetProcAddress;
import static org.lwjgl.egl.EGL10.eglInitialize;
import static org.lwjgl.egl.EGL10.eglMakeCurrent;
import static org.lwjgl.egl.EGL10.eglQueryString;
import static org.lwjgl.egl.EGL10.eglTerminate;
import static org.lwjgl.egl.EGL10.EGL_PBUFFER_BIT;
import static org.lwjgl.egl.EGL14.EGL_OPENGL_API;
import static org.lwjgl.egl.EGL12.EGL_RENDERABLE_TYPE;
import static org.lwjgl.egl.EGL12.eglBindAPI;
import static org.lwjgl.egl.EGL12.eglReleaseThread;
import static org.lwjgl.egl.EGL14.EGL_OPENGL_BIT;
import static org.lwjgl.egl.EGL15.EGL_CONTEXT_MAJOR_VERSION;
import static org.lwjgl.egl.EGL15.EGL_CONTEXT_MINOR_VERSION;
import static org.lwjgl.egl.EGL15.EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT;
import static org.lwjgl.egl.EGL15.EGL_CONTEXT_OPENGL_PROFILE_MASK;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.lwjgl.PointerBuffer;
import org.lwjgl.egl.EGL;
import org.lwjgl.system.Configuration;
import org.lwjgl.system.JNI;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.MemoryUtil;
import org.orogen.gl.GlUnavailableException.Attempt;

/**
 * Creates a window-less OpenGL core context through EGL, trying in order: every EGL device
 * (EGL_EXT_platform_device: what the NVIDIA driver needs without a display, and Mesa's software
 * device), the Mesa surfaceless platform, then the default display. Each failure is recorded as an
 * {@link Attempt}.
 *
 * <p>Three LWJGL/EGL pitfalls shape this class: LWJGL does not report EGL <em>client</em>
 * extensions, so they are parsed from {@code eglQueryString(EGL_NO_DISPLAY, EGL_EXTENSIONS)};
 * {@code eglGetPlatformDisplay} with a null native display is rejected by LWJGL's argument checks, so
 * it is called through the raw function pointer; {@code eglGetDisplay(EGL_DEFAULT_DISPLAY)} fails
 * without an X/Wayland display unless {@code EGL_PLATFORM=surfaceless} is set, hence last.
 */
final class EglContextFactory {

    private static final int EGL_PLATFORM_DEVICE_EXT = 0x313F;
    private static final int EGL_PLATFORM_SURFACELESS_MESA = 0x31DD;
    private static final int EGL_DRM_DEVICE_FILE_EXT = 0x3233;
    private static final int MAX_DEVICES = 16;
    private static final String DEFAULT_DISPLAY_PATH = "EGL default display";

    private static boolean libraryLoaded;

    private EglContextFactory() {
    }

    /** Loads libEGL once per process. Returns false (and records why) when it cannot be loaded. */
    static synchronized boolean loadLibrary(List<Attempt> attempts) {
        if (libraryLoaded) {
            return true;
        }
        try {
            EGL.create();
            libraryLoaded = true;
            return true;
        } catch (Throwable e) {
            attempts.add(new Attempt("EGL", "libEGL could not be loaded (" + e.getMessage() + ")"));
            return false;
        }
    }

    /**
     * Tries every EGL path in order; the first context made current on the calling thread wins.
     * Returns null when none worked (each failure is in {@code attempts}).
     */
    static NativeContext create(List<Attempt> attempts) {
        if (!loadLibrary(attempts)) {
            return null;
        }
        Set<String> client = Extensions.parse(rawQueryString(EGL_NO_DISPLAY, EGL_EXTENSIONS));
        NativeContext context = null;
        if (ContextPaths.allows(ContextPaths.DEVICE, attempts)) {
            context = tryDevices(client, attempts);
        }
        if (context == null && ContextPaths.allows(ContextPaths.SURFACELESS, attempts)) {
            context = trySurfaceless(client, attempts);
        }
        if (context == null && ContextPaths.allows(ContextPaths.DEFAULT_DISPLAY, attempts)) {
            long display = eglGetDisplay(0L);
            context = tryDisplay(display, DEFAULT_DISPLAY_PATH, attempts);
        }
        return context;
    }

    private static NativeContext tryDevices(Set<String> client, List<Attempt> attempts) {
        String path = "EGL device platform";
        if (!client.contains("EGL_EXT_platform_device")
                || !(client.contains("EGL_EXT_device_enumeration") || client.contains("EGL_EXT_device_base"))) {
            attempts.add(new Attempt(path, "not offered (client extensions lack EGL_EXT_platform_device"
                    + " or EGL_EXT_device_enumeration)"));
            return null;
        }
        long queryDevices = eglGetProcAddress("eglQueryDevicesEXT");
        if (queryDevices == 0L) {
            attempts.add(new Attempt(path, "eglQueryDevicesEXT is not exported by libEGL"));
            return null;
        }
        List<Long> devices = new ArrayList<>();
        try (MemoryStack stack = MemoryStack.stackPush()) {
            PointerBuffer buffer = stack.mallocPointer(MAX_DEVICES);
            var count = stack.mallocInt(1);
            int ok = JNI.callPPI(MAX_DEVICES, MemoryUtil.memAddress(buffer), MemoryUtil.memAddress(count), queryDevices);
            if (ok == 0) {
                attempts.add(new Attempt(path, "eglQueryDevicesEXT failed: " + EglErrors.last()));
                return null;
            }
            for (int i = 0; i < count.get(0); i++) {
                devices.add(buffer.get(i));
            }
        }
        if (devices.isEmpty()) {
            attempts.add(new Attempt(path, "eglQueryDevicesEXT found no device"));
            return null;
        }
        for (int i = 0; i < devices.size(); i++) {
            long device = devices.get(i);
            String name = "EGL device " + i + "/" + devices.size() + " (" + describeDevice(device) + ")";
            long display = getPlatformDisplay(client, EGL_PLATFORM_DEVICE_EXT, device);
            NativeContext context = tryDisplay(display, name, attempts);
            if (context != null) {
                return context;
            }
        }
        return null;
    }

    private static NativeContext trySurfaceless(Set<String> client, List<Attempt> attempts) {
        String path = "Mesa surfaceless platform";
        if (!client.contains("EGL_MESA_platform_surfaceless")) {
            attempts.add(new Attempt(path, "not offered (no EGL_MESA_platform_surfaceless; not Mesa?)"));
            return null;
        }
        long display = getPlatformDisplay(client, EGL_PLATFORM_SURFACELESS_MESA, 0L);
        return tryDisplay(display, path, attempts);
    }

    /** A device's DRM file or, for Mesa's software device, its extension list. */
    private static String describeDevice(long device) {
        long queryString = eglGetProcAddress("eglQueryDeviceStringEXT");
        if (queryString == 0L) {
            return "no eglQueryDeviceStringEXT";
        }
        String drm = MemoryUtil.memUTF8Safe(JNI.callPP(device, EGL_DRM_DEVICE_FILE_EXT, queryString));
        if (drm != null) {
            return drm;
        }
        // Clear the EGL_BAD_PARAMETER a device without a DRM file reports.
        EglErrors.last();
        String extensions = MemoryUtil.memUTF8Safe(JNI.callPP(device, EGL_EXTENSIONS, queryString));
        return extensions == null ? "unnamed" : extensions.trim();
    }

    /**
     * eglGetPlatformDisplay(EXT) through the raw function pointer: LWJGL's wrapper rejects the null
     * native display the surfaceless platform needs.
     */
    private static long getPlatformDisplay(Set<String> client, int platform, long nativeDisplay) {
        long function = client.contains("EGL_EXT_platform_base") ? eglGetProcAddress("eglGetPlatformDisplayEXT") : 0L;
        if (function == 0L) {
            function = eglGetProcAddress("eglGetPlatformDisplay");
        }
        if (function == 0L) {
            return EGL_NO_DISPLAY;
        }
        return JNI.callPPP(platform, nativeDisplay, MemoryUtil.NULL, function);
    }

    /** eglQueryString through the raw pointer, since LWJGL's wrapper rejects EGL_NO_DISPLAY. */
    private static String rawQueryString(long display, int name) {
        long function = EGL.getCapabilities().eglQueryString;
        String value = MemoryUtil.memUTF8Safe(JNI.callPP(display, name, function));
        if (value == null) {
            EglErrors.last(); // EGL 1.4 without EGL_EXT_client_extensions: EGL_BAD_DISPLAY, not a failure
        }
        return value;
    }

    private static NativeContext tryDisplay(long display, String path, List<Attempt> attempts) {
        String hint = path.equals(DEFAULT_DISPLAY_PATH) ? " (without X/Wayland, EGL_PLATFORM=surfaceless helps)" : "";
        if (display == EGL_NO_DISPLAY) {
            attempts.add(new Attempt(path, "no display: " + EglErrors.last() + hint));
            return null;
        }
        try (MemoryStack stack = MemoryStack.stackPush()) {
            var major = stack.mallocInt(1);
            var minor = stack.mallocInt(1);
            if (!eglInitialize(display, major, minor)) {
                attempts.add(new Attempt(path, "eglInitialize failed: " + EglErrors.last() + hint));
                return null;
            }
            try {
                return createOn(display, major.get(0), minor.get(0), path);
            } catch (AttemptFailed e) {
                attempts.add(new Attempt(path, e.getMessage()));
                eglTerminate(display);
                return null;
            }
        }
    }

    /** Why one display gave no context; caught in {@link #tryDisplay} and recorded as an Attempt. */
    private static final class AttemptFailed extends Exception {
        AttemptFailed(String message) {
            super(message, null, false, false);
        }
    }

    /** Creates a core context on an initialised display and makes it current on this thread. */
    private static NativeContext createOn(long display, int eglMajor, int eglMinor, String path) throws AttemptFailed {
        Set<String> extensions = Extensions.parse(eglQueryString(display, EGL_EXTENSIONS));
        boolean egl15 = eglMajor > 1 || eglMinor >= 5;
        if (!egl15 && !extensions.contains("EGL_KHR_create_context")) {
            throw new AttemptFailed("EGL " + eglMajor + "." + eglMinor + " without EGL_KHR_create_context cannot ask for a core profile");
        }
        if (!eglBindAPI(EGL_OPENGL_API)) {
            throw new AttemptFailed("eglBindAPI(EGL_OPENGL_API) failed: " + EglErrors.last() + " (OpenGL ES only?)");
        }
        boolean surfaceless = extensions.contains("EGL_KHR_surfaceless_context");
        long config = chooseConfig(display, surfaceless ? 0 : EGL_PBUFFER_BIT);
        if (config == 0L) {
            throw new AttemptFailed("no EGL config renders OpenGL" + (surfaceless ? "" : " into a pbuffer"));
        }
        StringBuilder versionErrors = new StringBuilder();
        for (int[] version : GlContext.CORE_VERSIONS) {
            long context = createContext(display, config, version[0], version[1]);
            if (context == EGL_NO_CONTEXT) {
                versionErrors.append(versionErrors.isEmpty() ? "" : ", ")
                        .append(version[0]).append('.').append(version[1]).append(' ').append(EglErrors.last());
                continue;
            }
            long surface = EGL_NO_SURFACE;
            if (!surfaceless) {
                surface = eglCreatePbufferSurface(display, config, new int[] {EGL_WIDTH, 1, EGL_HEIGHT, 1, EGL_NONE});
            }
            if (!surfaceless && surface == EGL_NO_SURFACE) {
                String error = EglErrors.last();
                eglDestroyContext(display, context);
                throw new AttemptFailed("1x1 pbuffer could not be created: " + error);
            }
            if (!eglMakeCurrent(display, surface, surface, context)) {
                String error = EglErrors.last();
                eglDestroyContext(display, context);
                if (surface != EGL_NO_SURFACE) {
                    eglDestroySurface(display, surface);
                }
                throw new AttemptFailed("eglMakeCurrent failed: " + error);
            }
            return new EglNativeContext(display, context, surface,
                    path + ", EGL " + eglMajor + "." + eglMinor + ", asked for " + version[0] + "." + version[1] + " core");
        }
        throw new AttemptFailed("no core context (" + versionErrors + ")");
    }

    private static long chooseConfig(long display, int surfaceType) {
        try (MemoryStack stack = MemoryStack.stackPush()) {
            var attributes = stack.ints(EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT, EGL_SURFACE_TYPE, surfaceType, EGL_NONE);
            PointerBuffer configs = stack.mallocPointer(1);
            var count = stack.mallocInt(1);
            if (!eglChooseConfig(display, attributes, configs, count) || count.get(0) == 0) {
                return 0L;
            }
            return configs.get(0);
        }
    }

    private static long createContext(long display, long config, int major, int minor) {
        int[] attributes = {
            EGL_CONTEXT_MAJOR_VERSION, major,
            EGL_CONTEXT_MINOR_VERSION, minor,
            EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT,
            EGL_NONE,
        };
        return org.lwjgl.egl.EGL10.eglCreateContext(display, config, EGL_NO_CONTEXT, attributes);
    }

    /** An EGL context current on its creating thread. */
    private record EglNativeContext(long display, long context, long surface, String description)
            implements NativeContext {

        @Override
        public void destroy() {
            eglMakeCurrent(display, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
            eglDestroyContext(display, context);
            if (surface != EGL_NO_SURFACE) {
                eglDestroySurface(display, surface);
            }
            // Not eglTerminate: displays are per-process singletons and another context may share it.
            eglReleaseThread();
        }
    }

    /** Space-separated extension strings as a set; null gives an empty set. */
    static final class Extensions {
        private Extensions() {
        }

        static Set<String> parse(String text) {
            if (text == null || text.isBlank()) {
                return Set.of();
            }
            return Set.copyOf(Arrays.asList(text.trim().split("\\s+")));
        }
    }

    static {
        // Explicit init, so that a missing libEGL is an Attempt rather than an ExceptionInInitializerError.
        Configuration.EGL_EXPLICIT_INIT.set(true);
    }
}
