package org.orogen.gl;

import static org.lwjgl.glfw.GLFW.GLFW_CONTEXT_VERSION_MAJOR;
import static org.lwjgl.glfw.GLFW.GLFW_CONTEXT_VERSION_MINOR;
import static org.lwjgl.glfw.GLFW.GLFW_FALSE;
import static org.lwjgl.glfw.GLFW.GLFW_OPENGL_CORE_PROFILE;
import static org.lwjgl.glfw.GLFW.GLFW_OPENGL_FORWARD_COMPAT;
import static org.lwjgl.glfw.GLFW.GLFW_OPENGL_PROFILE;
import static org.lwjgl.glfw.GLFW.GLFW_TRUE;
import static org.lwjgl.glfw.GLFW.GLFW_VISIBLE;
import static org.lwjgl.glfw.GLFW.glfwCreateWindow;
import static org.lwjgl.glfw.GLFW.glfwDefaultWindowHints;
import static org.lwjgl.glfw.GLFW.glfwDestroyWindow;
import static org.lwjgl.glfw.GLFW.GLFW_PLATFORM;
import static org.lwjgl.glfw.GLFW.GLFW_PLATFORM_X11;
import static org.lwjgl.glfw.GLFW.glfwInit;
import static org.lwjgl.glfw.GLFW.glfwInitHint;
import static org.lwjgl.glfw.GLFW.glfwMakeContextCurrent;
import static org.lwjgl.glfw.GLFW.glfwSetErrorCallback;
import static org.lwjgl.glfw.GLFW.glfwTerminate;
import static org.lwjgl.glfw.GLFW.glfwWindowHint;
import static org.lwjgl.system.MemoryUtil.NULL;

import java.util.List;
import org.lwjgl.glfw.GLFWErrorCallback;
import org.lwjgl.system.Platform;
import org.orogen.gl.GlUnavailableException.Attempt;

/**
 * The portable fallback: a hidden 1x1 GLFW window whose context is used with framebuffer objects
 * only. For Windows and macOS (no EGL), and Linux desktops whose EGL gave nothing. Needs a display.
 * On macOS GLFW must run on the process's first thread ({@code -XstartOnFirstThread}).
 */
final class GlfwContextFactory {

    private GlfwContextFactory() {
    }

    /** Returns a context current on the calling thread, or null with the reason in {@code attempts}. */
    static NativeContext create(List<Attempt> attempts) {
        String path = "GLFW hidden window";
        StringBuilder errors = new StringBuilder();
        GLFWErrorCallback previous;
        try {
            previous = glfwSetErrorCallback((code, description) ->
                    errors.append(errors.isEmpty() ? "" : "; ").append(GLFWErrorCallback.getDescription(description)));
        } catch (Throwable e) {
            attempts.add(new Attempt(path, "GLFW could not be loaded (" + e.getMessage() + ")"));
            return null;
        }
        try {
            if (Platform.get() == Platform.LINUX && isBlank(System.getenv("WAYLAND_DISPLAY"))) {
                // Skip GLFW's Wayland probe, which prints "XDG_RUNTIME_DIR is invalid" on X11 and headless.
                glfwInitHint(GLFW_PLATFORM, GLFW_PLATFORM_X11);
            }
            if (!glfwInit()) {
                attempts.add(new Attempt(path, "glfwInit failed: " + errors));
                return null;
            }
            for (int[] version : GlContext.CORE_VERSIONS) {
                glfwDefaultWindowHints();
                glfwWindowHint(GLFW_VISIBLE, GLFW_FALSE);
                glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, version[0]);
                glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, version[1]);
                glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
                glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE); // macOS accepts core only this way
                long window = glfwCreateWindow(1, 1, "Orogen", NULL, NULL);
                if (window != NULL) {
                    glfwMakeContextCurrent(window);
                    return new GlfwNativeContext(window, path + ", asked for " + version[0] + "." + version[1] + " core");
                }
            }
            attempts.add(new Attempt(path, "no core context: " + errors));
            glfwTerminate();
            return null;
        } finally {
            GLFWErrorCallback installed = glfwSetErrorCallback(previous);
            if (installed != null) {
                installed.free();
            }
        }
    }

    private static boolean isBlank(String value) {
        return value == null || value.isBlank();
    }

    private record GlfwNativeContext(long window, String description) implements NativeContext {
        @Override
        public void destroy() {
            glfwMakeContextCurrent(NULL);
            glfwDestroyWindow(window);
            glfwTerminate();
        }
    }
}
