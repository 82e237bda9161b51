package org.orogen.export;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The maps an export can write, by the name {@code --format} accepts. Height maps are named
 * after the export; the others add a suffix ({@code _normal}, {@code _mask_<name>},
 * {@code _splat}, {@code _albedo}) before the tile part of the name.
 */
public enum MapFormat {
    /** Height, 16-bit grayscale PNG, global range. */
    PNG16("png16", "height", ".png"),
    /** Height, 16-bit little-endian RAW for Unreal. */
    R16("r16", "height", ".r16"),
    /** Height, 16-bit little-endian RAW for Unity (same bytes as r16). */
    RAW("raw", "height", ".raw"),
    /** Height in metres, 32-bit float OpenEXR. */
    EXR("exr", "height", ".exr"),
    /** Normal map, 8-bit RGB PNG. */
    NORMAL_PNG8("normal-png8", "normal", ".png"),
    /** Normal map, 16-bit RGB PNG. */
    NORMAL_PNG16("normal-png16", "normal", ".png"),
    /** Every mask output, 8-bit grayscale PNG each. */
    MASK_PNG8("mask-png8", "mask", ".png"),
    /** Every mask output, 16-bit grayscale PNG each. */
    MASK_PNG16("mask-png16", "mask", ".png"),
    /** Up to four masks as one normalized RGBA weight map, 8-bit. */
    SPLAT_PNG8("splat-png8", "splat", ".png"),
    /** Up to four masks as one normalized RGBA weight map, 16-bit. */
    SPLAT_PNG16("splat-png16", "splat", ".png"),
    /** The colour output, sRGB-encoded 8-bit RGB PNG. */
    ALBEDO_PNG8("albedo-png8", "albedo", ".png"),
    /** The colour output, sRGB-encoded 16-bit RGB PNG. */
    ALBEDO_PNG16("albedo-png16", "albedo", ".png"),
    /** The colour output, linear RGB, 16-bit half-float OpenEXR. */
    ALBEDO_EXR("albedo-exr", "albedo", ".exr"),
    /** The colour output, linear RGB, 32-bit float OpenEXR. */
    ALBEDO_EXR32("albedo-exr32", "albedo", ".exr");

    private final String id;
    private final String map;
    private final String extension;

    MapFormat(String id, String map, String extension) {
        this.id = id;
        this.map = map;
        this.extension = extension;
    }

    /** Command-line name. */
    public String id() {
        return id;
    }

    /** Which map it is: height, normal, mask, splat or albedo. */
    public String map() {
        return map;
    }

    /**
     * The map's name before the tile part: the export name for heights, else with {@code _normal},
     * {@code _splat} or {@code _mask_<mask>} appended.
     *
     * @param mask the mask's name (mask formats only; ignored otherwise)
     */
    public String mapName(String exportName, String mask) {
        return switch (map) {
            case "normal" -> exportName + "_normal";
            case "splat" -> exportName + "_splat";
            case "albedo" -> exportName + "_albedo";
            case "mask" -> exportName + "_mask_" + mask;
            default -> exportName;
        };
    }

    /** File extension with its dot. */
    public String extension() {
        return extension;
    }

    /** Bits per sample of the PNG formats (8 or 16); 16 for RAW and the half EXR, 32 for the float EXRs. */
    public int bits() {
        return switch (this) {
            case NORMAL_PNG8, MASK_PNG8, SPLAT_PNG8, ALBEDO_PNG8 -> 8;
            case EXR, ALBEDO_EXR32 -> 32;
            default -> 16;
        };
    }

    /**
     * The format called {@code id} (case-insensitive; {@code png} means {@code png16}).
     *
     * @throws IllegalArgumentException listing the known names
     */
    public static MapFormat named(String id) {
        String key = id.toLowerCase(Locale.ROOT).trim();
        if (key.equals("png")) {
            return PNG16;
        }
        for (MapFormat f : values()) {
            if (f.id.equals(key)) {
                return f;
            }
        }
        throw new IllegalArgumentException("Unknown format '" + id + "'. Formats: " + names());
    }

    /** All command-line names, comma-separated. */
    public static String names() {
        return Arrays.stream(values()).map(MapFormat::id).collect(Collectors.joining(", "));
    }
}
