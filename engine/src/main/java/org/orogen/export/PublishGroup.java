package org.orogen.export;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The files of one export: each is written to a temporary file; {@link #publish()} renames them
 * all once every one is complete. {@link #close()} before that deletes every temporary file, so
 * a failed, cancelled or interrupted export leaves nothing under a final name.
 */
public final class PublishGroup implements AutoCloseable {

    private final Set<AtomicOutputFile> open = new LinkedHashSet<>();
    private final List<AtomicOutputFile> complete = new ArrayList<>();
    private final List<Path> published = new ArrayList<>();
    private boolean done;

    synchronized void opened(AtomicOutputFile file) {
        open.add(file);
    }

    synchronized void completed(AtomicOutputFile file) {
        open.remove(file);
        complete.add(file);
    }

    /**
     * Renames every complete file to its final name.
     *
     * @return the final paths, in completion order
     * @throws IllegalStateException if some file was opened but neither completed nor abandoned
     */
    public synchronized List<Path> publish() throws IOException {
        open.removeIf(AtomicOutputFile::isClosed);
        if (!open.isEmpty()) {
            throw new IllegalStateException(open.size() + " file(s) are still being written, e.g. "
                    + open.iterator().next().target());
        }
        try {
            for (AtomicOutputFile file : complete) {
                file.rename();
                published.add(file.target());
            }
        } catch (IOException e) {
            // Half an export is worse than none: take back what this call renamed.
            for (Path path : published) {
                java.nio.file.Files.deleteIfExists(path);
            }
            published.clear();
            throw e;
        }
        complete.clear();
        done = true;
        return List.copyOf(published);
    }

    /** Deletes the temporary files of an export that was not published; never throws. */
    @Override
    public synchronized void close() {
        if (done) {
            return;
        }
        open.forEach(AtomicOutputFile::close);
        open.clear();
        complete.forEach(AtomicOutputFile::discard);
        complete.clear();
        done = true;
    }
}
