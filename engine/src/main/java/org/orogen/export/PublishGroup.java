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
 *
 * <p>Files of an earlier export under the same names are replaced only when the whole export is
 * published: each is kept under a backup name ({@link PreviousFile}) until every rename succeeded,
 * and put back if one fails, so a failed export leaves the folder as it was.
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
     * Renames every complete file to its final name, all or none: on an {@link IOException} the
     * folder holds what it held before (unless a {@link NotRestoredException} says otherwise).
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
        // A name that no rename can take is refused before anything is renamed.
        for (AtomicOutputFile file : complete) {
            PreviousFile.checkReplaceable(file.target());
        }
        List<PreviousFile> replaced = new ArrayList<>();
        List<String> notRestored = new ArrayList<>();
        try {
            for (AtomicOutputFile file : complete) {
                PreviousFile previous = PreviousFile.keep(file.target());
                try {
                    file.rename();
                } catch (IOException e) {
                    restore(previous, PreviousFile::putBack, notRestored);
                    throw e;
                }
                replaced.add(previous);
                published.add(file.target());
            }
        } catch (IOException e) {
            // Half an export is worse than none: undo this call's renames, the last first.
            for (PreviousFile previous : replaced.reversed()) {
                restore(previous, PreviousFile::undo, notRestored);
            }
            published.clear();
            if (!notRestored.isEmpty()) {
                throw new NotRestoredException(e, notRestored);
            }
            throw e;
        }
        replaced.forEach(PreviousFile::forget);
        complete.clear();
        done = true;
        return List.copyOf(published);
    }

    /** One step of a rollback. */
    @FunctionalInterface
    private interface Restore {
        void run(PreviousFile previous) throws IOException;
    }

    /** Runs {@code step}; a failure is added to {@code notRestored}, naming the backup that holds the earlier file. */
    private static void restore(PreviousFile previous, Restore step, List<String> notRestored) {
        try {
            step.run(previous);
        } catch (IOException e) {
            notRestored.add(previous.backup() == null
                    ? "the new " + previous.target() + " could not be deleted (" + e.getMessage() + ")"
                    : "the earlier " + previous.target() + " could not be put back (" + e.getMessage()
                            + "); it is kept as " + previous.backup() + ": rename it back by hand");
        }
    }

    /**
     * A publication failed partway and some of the folder's earlier files could not be put back: the
     * folder is not as it was. The message says what is where.
     */
    public static final class NotRestoredException extends IOException {

        private static final long serialVersionUID = 1L;

        NotRestoredException(IOException failure, List<String> notRestored) {
            super(failure.getMessage() + "; then undoing the renames failed: " + String.join("; ", notRestored),
                    failure);
        }
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
