package org.orogen.editor.files;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.Properties;

/**
 * The main window's size and split positions, remembered between sessions
 * ({@code window.properties} in the settings folder).
 *
 * @param width     window width, pixels
 * @param height    window height, pixels
 * @param maximized whether the window was maximised
 * @param main      dividers of library | canvas | preview and inspector
 * @param centre    divider of preview / inspector
 * @param bottom    divider above the problems list
 */
public record WindowLayout(double width, double height, boolean maximized, double[] main, double[] centre,
                           double[] bottom) {

    /** The default splits: a large preview on the right (42 % of the width, 60 % of the height) above the inspector. */
    public static WindowLayout defaults(double width, double height) {
        return new WindowLayout(width, height, false, new double[] {0.13, 0.58}, new double[] {0.6},
                new double[] {0.9});
    }

    /** The layout saved in {@code folder}, if any readable one is there. */
    public static Optional<WindowLayout> read(Path folder) {
        Path file = folder.resolve("window.properties");
        if (!Files.isRegularFile(file)) return Optional.empty();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            Properties p = new Properties();
            p.load(r);
            WindowLayout l = new WindowLayout(Double.parseDouble(p.getProperty("width")),
                    Double.parseDouble(p.getProperty("height")), Boolean.parseBoolean(p.getProperty("maximized")),
                    positions(p.getProperty("main"), 2), positions(p.getProperty("centre"), 1),
                    positions(p.getProperty("bottom"), 1));
            return l.width() >= 400 && l.height() >= 300 ? Optional.of(l) : Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.empty(); // a damaged file only costs the remembered layout
        }
    }

    /** Saves this layout in {@code folder}; failures are ignored (a convenience). */
    public void write(Path folder) {
        Properties p = new Properties();
        p.setProperty("width", Double.toString(width));
        p.setProperty("height", Double.toString(height));
        p.setProperty("maximized", Boolean.toString(maximized));
        p.setProperty("main", join(main));
        p.setProperty("centre", join(centre));
        p.setProperty("bottom", join(bottom));
        try {
            Files.createDirectories(folder);
            try (Writer w = Files.newBufferedWriter(folder.resolve("window.properties"), StandardCharsets.UTF_8)) {
                p.store(w, "Orogen editor window");
            }
        } catch (IOException e) {
            // Not worth interrupting the artist for.
        }
    }

    private static double[] positions(String text, int count) {
        double[] v = Arrays.stream(text.split(",")).mapToDouble(Double::parseDouble).toArray();
        if (v.length != count || Arrays.stream(v).anyMatch(d -> !(d > 0.02 && d < 0.98))) {
            throw new IllegalArgumentException("bad divider positions " + text);
        }
        return v;
    }

    private static String join(double[] v) {
        return String.join(",", Arrays.stream(v).mapToObj(d -> String.format(Locale.ROOT, "%.4f", d)).toList());
    }
}
