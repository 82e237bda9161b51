package org.orogen.bake;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.TextureBinding;

/**
 * Reads the height map files a compiled program's image inputs ({@code shape.heightmap}) refer to,
 * relative to the graph's folder. The one place the export bake, the preview and {@code render}
 * load them; file I/O, so never on the GL or JavaFX thread.
 */
public final class ImageInputs {

    private ImageInputs() {
    }

    /**
     * One image per texture binding of {@code program}, in binding order; {@code null} where the
     * node has no file set (the compiler's contract: it reads zero).
     *
     * @param graphFolder the folder of the {@code .graph} file, or null for a graph not saved yet
     * @throws ImageInputException naming the node and what is wrong (missing, unreadable, unsupported file;
     *                       an image input in a graph that has no folder to resolve it against)
     */
    public static List<HeightmapImage> load(CompiledProgram program, Path graphFolder) throws ImageInputException {
        List<HeightmapImage> images = new ArrayList<>();
        for (TextureBinding t : program.textures()) {
            images.add(read(t, graphFolder));
        }
        return Collections.unmodifiableList(images);
    }

    /**
     * The image of one texture binding, or {@code null} when its node has no file set.
     *
     * @throws ImageInputException as {@link #load}
     */
    public static HeightmapImage read(TextureBinding binding, Path graphFolder) throws ImageInputException {
        if (binding.path().isEmpty()) {
            return null;
        }
        if (graphFolder == null) {
            throw new ImageInputException("Node " + binding.nodeId() + " reads the image '" + binding.path()
                    + "', but the graph has no file to resolve it against; save the graph first.");
        }
        try {
            return HeightmapImage.read(graphFolder.resolve(binding.path()));
        } catch (IOException e) {
            throw new ImageInputException("Node " + binding.nodeId() + ": " + e.getMessage(), e);
        }
    }
}
