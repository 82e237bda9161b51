package org.orogen.graph.io;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphFragment;

/** Saving graphs and turning fragments into clipboard text and back. */
public final class GraphFiles {
    private GraphFiles() {
    }

    /**
     * Saves atomically (see {@link AtomicFile}): on any failure the previous file is intact.
     *
     * @throws IOException naming the file when writing fails
     * @throws IllegalArgumentException when the graph holds a value that cannot be saved (NaN)
     */
    public static void save(Path path, Graph graph) throws IOException {
        byte[] bytes = GraphWriter.write(graph);
        try {
            AtomicFile.write(path, bytes);
        } catch (IOException e) {
            throw new IOException("could not save " + path + " (the previous version is unchanged): " + e, e);
        }
    }

    /** Clipboard text for a fragment. */
    public static String toClipboardText(GraphFragment fragment) {
        return new String(GraphWriter.write(fragment), StandardCharsets.UTF_8);
    }

    /** Reads clipboard text; text that is not a fragment yields diagnostics and no fragment. */
    public static ReadResult<GraphFragment> fromClipboardText(String text) {
        return GraphReader.readFragment(text.getBytes(StandardCharsets.UTF_8), "clipboard");
    }
}
