package org.orogen.gl;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import org.orogen.gl.GlUnavailableException.Attempt;

/**
 * The ways of getting a context, and the {@code orogen.gl.paths} system property that limits them
 * (for diagnosing a machine, e.g. {@code -Dorogen.gl.paths=surfaceless}).
 */
final class ContextPaths {

    static final String PROPERTY = "orogen.gl.paths";
    static final String DEVICE = "device";
    static final String SURFACELESS = "surfaceless";
    static final String DEFAULT_DISPLAY = "default";
    static final String GLFW = "glfw";
    private static final Set<String> ALL = Set.of(DEVICE, SURFACELESS, DEFAULT_DISPLAY, GLFW);

    private ContextPaths() {
    }

    /** True when {@code path} may be tried; otherwise records it as skipped. */
    static boolean allows(String path, List<Attempt> attempts) {
        String setting = System.getProperty(PROPERTY);
        if (setting == null || setting.isBlank()) {
            return true;
        }
        Set<String> chosen = Arrays.stream(setting.split(","))
                .map(s -> s.strip().toLowerCase(Locale.ROOT))
                .collect(Collectors.toSet());
        if (!ALL.containsAll(chosen)) {
            throw new IllegalArgumentException("-D" + PROPERTY + "=" + setting + " names unknown paths; use a"
                    + " comma-separated subset of " + String.join(",", DEVICE, SURFACELESS, DEFAULT_DISPLAY, GLFW));
        }
        if (chosen.contains(path)) {
            return true;
        }
        attempts.add(new Attempt(path, "skipped (-D" + PROPERTY + "=" + setting + ")"));
        return false;
    }
}
