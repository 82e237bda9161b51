package org.orogen.preview;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.orogen.bake.ImageInputException;
import org.orogen.bake.HeightmapImage;
import org.orogen.bake.ImageInputs;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.TextureBinding;

/**
 * The preview's image inputs, read through {@link ImageInputs} and kept while their files are
 * unchanged (same modification time and size), so a slider drag neither re-reads a large DEM
 * nor re-uploads it: the same {@link HeightmapImage} instance keeps its GL texture in the
 * {@link org.orogen.gl.FieldEvaluator}. One thread (a compile worker: the preview's, the thumbnails').
 */
public final class ImageFileCache {

    private record Stamp(FileTime modified, long size) {
    }

    private record Entry(Stamp stamp, HeightmapImage image) {
    }

    private final Map<Path, Entry> entries = new HashMap<>();

    /** The images of {@code program}'s texture bindings (null where unset), from cache where unchanged. */
    public List<HeightmapImage> load(CompiledProgram program, Path graphFolder) throws ImageInputException {
        return load(List.of(program), graphFolder).getFirst();
    }

    /** The images of each program's texture bindings (a pass plan's stages), from cache where unchanged. */
    public List<List<HeightmapImage>> load(List<CompiledProgram> programs, Path graphFolder)
            throws ImageInputException {
        List<List<HeightmapImage>> all = new ArrayList<>();
        Map<Path, Entry> used = new HashMap<>();
        for (CompiledProgram program : programs) {
            all.add(load(program, graphFolder, used));
        }
        entries.clear();
        entries.putAll(used);
        return Collections.unmodifiableList(all);
    }

    private List<HeightmapImage> load(CompiledProgram program, Path graphFolder, Map<Path, Entry> used)
            throws ImageInputException {
        if (graphFolder == null) {
            return ImageInputs.load(program, null); // unset inputs read zero; set ones say "save first"
        }
        List<HeightmapImage> images = new ArrayList<>();
        for (TextureBinding t : program.textures()) {
            if (t.path().isEmpty()) {
                images.add(null);
                continue;
            }
            Path file = graphFolder.resolve(t.path()).toAbsolutePath().normalize();
            Stamp stamp = stamp(file);
            Entry cached = entries.get(file);
            if (cached == null || stamp == null || !cached.stamp().equals(stamp)) {
                    cached = new Entry(stamp, ImageInputs.read(t, graphFolder));
            }
            used.put(file, cached);
            images.add(cached.image());
        }
        return Collections.unmodifiableList(images);
    }

    private static Stamp stamp(Path file) {
        try {
            return new Stamp(Files.getLastModifiedTime(file), Files.size(file));
        } catch (IOException e) {
            return null; // missing or unreadable: the loader reports it
        }
    }
}
