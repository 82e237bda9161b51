package org.orogen.app;

import java.util.Locale;
import java.util.Map;

/**
 * Whether a graphical display is there for the editor. On Linux that means DISPLAY (X11) or
 * WAYLAND_DISPLAY; Windows and macOS desktops always have one.
 *
 * @param available true when a window can be shown
 * @param reason    what was checked, for the message shown when there is none
 */
public record Display(boolean available, String reason) {

    /** Looks at this process's OS and environment. */
    public static Display detect() {
        return detect(System.getProperty("os.name", ""), System.getenv());
    }

    static Display detect(String osName, Map<String, String> environment) {
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.startsWith("windows") || os.startsWith("mac")) {
            return new Display(true, osName + " desktop");
        }
        for (String variable : new String[] {"WAYLAND_DISPLAY", "DISPLAY"}) {
            String value = environment.get(variable);
            if (value != null && !value.isBlank()) {
                return new Display(true, variable + "=" + value);
            }
        }
        return new Display(false, "DISPLAY and WAYLAND_DISPLAY are not set");
    }
}
