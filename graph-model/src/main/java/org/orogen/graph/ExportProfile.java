package org.orogen.graph;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A named set of export settings saved with the graph ({@code "exports"} in the file), so that
 * the editor's export dialog and {@code orogen export GRAPH --profile NAME} write the same maps.
 * Settings are the command line's options, by long name without dashes, with the option's
 * value text (lists comma-separated, as on the command line): one vocabulary for the file, the
 * dialog and the farm. Options a profile leaves out take the command's defaults.
 *
 * @param name    unique within the graph; shown in the dialog, given to {@code --profile}
 * @param options option name → value text, kept in {@link #OPTIONS} order
 */
public record ExportProfile(String name, Map<String, String> options) {

    /**
     * The options a profile may hold, in the order they are written. {@code out} is relative to
     * the graph file's folder unless absolute. {@code planet-faces}, {@code planet-equirect} and
     * {@code cube-mapping} are a sphere graph's size, in place of the plane's size, extent and tiles.
     */
    public static final List<String> OPTIONS = List.of("out", "name", "format", "preset", "size", "extent", "origin",
            "tiles", "overlap", "planet-faces", "planet-equirect", "cube-mapping", "template", "height-range",
            "normals", "normals-from", "exr-compression", "splat");

    public ExportProfile {
        Objects.requireNonNull(name, "name");
        Map<String, String> ordered = new LinkedHashMap<>();
        for (String key : OPTIONS) {
            String value = options.get(key);
            if (value != null) {
                ordered.put(key, value);
            }
        }
        for (String key : options.keySet()) {
            if (!OPTIONS.contains(key)) {
                throw new IllegalArgumentException("unknown export option '" + key + "'; known: " + OPTIONS);
            }
        }
        options = java.util.Collections.unmodifiableMap(ordered);
    }

    /** The value of an option, or null when the profile leaves it to the default. */
    public String option(String key) {
        return options.get(key);
    }

    /** This profile under another name. */
    public ExportProfile withName(String newName) {
        return new ExportProfile(newName, options);
    }
}
