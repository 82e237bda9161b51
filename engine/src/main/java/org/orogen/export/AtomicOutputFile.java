package org.orogen.export;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * A file that appears under its final name only when it is complete.
 *
 * <p>Bytes go to a temporary file in the same folder (suffix {@value #TEMP_SUFFIX}, ignored by
 * git); {@link #commit()} flushes, forces it to disk and renames it atomically over the target.
 * {@link #close()} without a commit deletes the temporary file, so a failed or cancelled export
 * leaves nothing behind. Same folder matters: a rename across file systems is not atomic.
 *
 * <p>Early write-back: every {@value #WRITEBACK_BYTES} bytes written, a background thread asks the
 * system to write the data so far to disk ({@code force(false)}), so that the force at {@link #commit()}
 * has only the tail left: for an 8193² normal map (380 MB) that force had taken about 0.14 s at the end
 * of the export on the GPU machine. A failure there (a full disk) is reported by {@link #commit()}.
 */
public final class AtomicOutputFile implements AutoCloseable {

    /** Suffix of temporary files; `.gitignore` lists it. */
    public static final String TEMP_SUFFIX = ".orogen-tmp";

    private static final java.security.SecureRandom RANDOM = new java.security.SecureRandom();
    /** Bytes written between early write-backs. */
    static final long WRITEBACK_BYTES = 64L << 20;
    /** The thread that forces files' data to disk while they are still being written (one per process). */
    private static final java.util.concurrent.ExecutorService WRITEBACK =
            java.util.concurrent.Executors.newSingleThreadExecutor(r -> {
                Thread t = new Thread(r, "orogen-writeback");
                t.setDaemon(true);
                return t;
            });

    private final Path target;
    private final Path temp;
    private final FileChannel channel;
    private final OutputStream stream;
    private final PublishGroup group;
    private final long writebackBytes;
    private boolean committed;
    private boolean closed;
    /** Bytes written since the last early write-back was asked for. */
    private long unsynced;
    /** The early write-back in flight, or null. */
    private java.util.concurrent.Future<?> writeback;
    /** Early write-backs asked for (tests). */
    private int writebacks;

    private AtomicOutputFile(Path target, Path temp, FileChannel channel, PublishGroup group, long writebackBytes) {
        this.target = target;
        this.temp = temp;
        this.channel = channel;
        this.group = group;
        this.writebackBytes = writebackBytes;
        this.stream = new BufferedOutputStream(new Counted(java.nio.channels.Channels.newOutputStream(channel)),
                1 << 16);
    }

    /** The channel's stream, counting what goes through it to ask for early write-backs. */
    private final class Counted extends java.io.FilterOutputStream {
        Counted(OutputStream out) {
            super(out);
        }

        @Override
        public void write(int b) throws IOException {
            out.write(b);
            written(1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
            written(len);
        }
    }

    private void written(long bytes) {
        unsynced += bytes;
        if (unsynced >= writebackBytes && (writeback == null || writeback.isDone())) {
            unsynced = 0;
            writebacks++;
            writeback = WRITEBACK.submit(() -> {
                channel.force(false);
                return null;
            });
        }
    }

    /** Waits for the early write-back in flight; its failure (a full disk, an I/O error) is this file's. */
    private void awaitWriteback() throws IOException {
        if (writeback == null) {
            return;
        }
        try {
            writeback.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new java.io.InterruptedIOException("Interrupted while writing " + target);
        } catch (java.util.concurrent.ExecutionException e) {
            throw e.getCause() instanceof IOException io ? io
                    : new IOException("Writing " + target + " to disk failed: " + e.getCause(), e.getCause());
        } finally {
            writeback = null;
        }
    }

    /** Early write-backs asked for so far (tests). */
    int writebacks() {
        return writebacks;
    }

    /**
     * Opens a temporary file next to {@code target}.
     *
     * @throws IOException with a message naming the folder when it does not exist or is not writable
     */
    public static AtomicOutputFile create(Path target) throws IOException {
        return create(target, null);
    }

    /**
     * Opens a temporary file next to {@code target} whose rename waits for
     * {@link PublishGroup#publish()}, so that a multi-file export appears all at once or not at all.
     *
     * @param group the export's group, or {@code null} to rename on {@link #commit()}
     */
    public static AtomicOutputFile create(Path target, PublishGroup group) throws IOException {
        return create(target, group, WRITEBACK_BYTES);
    }

    /** {@link #create(Path, PublishGroup)} with early write-backs every {@code writebackBytes} (tests). */
    static AtomicOutputFile create(Path target, PublishGroup group, long writebackBytes) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path folder = absolute.getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw new IOException("Output folder " + folder
                    + " does not exist or is not a folder: create it or choose another --out.");
        }
        Path temp = createTemp(folder, absolute.getFileName().toString());
        try {
            FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE, StandardOpenOption.READ,
                    StandardOpenOption.TRUNCATE_EXISTING);
            AtomicOutputFile file = new AtomicOutputFile(absolute, temp, channel, group, writebackBytes);
            if (group != null) {
                group.opened(file);
            }
            return file;
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(temp);
            throw e;
        }
    }

    /**
     * Creates an empty, uniquely named temporary file. Not {@code Files.createTempFile}: that one
     * makes owner-only (0600) files, and the rename would carry those permissions over to the maps;
     * a plain create gets the user's usual permissions (umask).
     */
    private static Path createTemp(Path folder, String name) throws IOException {
        for (int attempt = 0; ; attempt++) {
            Path temp = folder.resolve("." + name + "." + Long.toUnsignedString(RANDOM.nextLong(), 36) + TEMP_SUFFIX);
            try {
                return Files.createFile(temp);
            } catch (java.nio.file.FileAlreadyExistsException e) {
                if (attempt > 100) {
                    throw e;
                }
            } catch (AccessDeniedException e) {
                throw new IOException("Output folder " + folder
                        + " is not writable: check its permissions or choose another --out.", e);
            }
        }
    }

    /** The final path this file will have after {@link #commit()}. */
    public Path target() {
        return target;
    }

    /** Whether the file was committed or abandoned. */
    boolean isClosed() {
        return closed;
    }

    /** Sequential, buffered stream into the temporary file. */
    public OutputStream stream() {
        return stream;
    }

    /**
     * Random-access channel to the temporary file, for formats that patch a table after writing
     * their data (flush {@link #stream()} before using it).
     */
    public FileChannel channel() {
        return channel;
    }

    /**
     * Flushes, syncs and renames the temporary file over the target — or, in a
     * {@link PublishGroup}, leaves the rename to {@link PublishGroup#publish()}.
     */
    public void commit() throws IOException {
        if (closed) {
            throw new IllegalStateException("File " + target + " was already closed");
        }
        stream.flush();
        awaitWriteback();
        channel.force(true);
        channel.close();
        if (group != null) {
            committed = true;
            closed = true;
            group.completed(this);
            return;
        }
        rename();
        committed = true;
        closed = true;
    }

    /** Moves the complete temporary file to the target. */
    void rename() throws IOException {
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Deletes the temporary file (complete or not); never throws. */
    void discard() {
        if (writeback != null) {
            writeback.cancel(false);
            try {
                awaitWriteback();
            } catch (IOException | java.util.concurrent.CancellationException ignored) {
                // Discarded: what the write-back met no longer matters.
            }
        }
        try {
            channel.close();
        } catch (IOException ignored) {
            // The file is deleted next; nothing useful to report.
        }
        try {
            Files.deleteIfExists(temp);
        } catch (IOException ignored) {
            // Best effort: the temp name ends in TEMP_SUFFIX, so it is recognisable and git-ignored.
        }
    }

    /** Deletes the temporary file unless {@link #commit()} succeeded. Never throws for cleanup. */
    @Override
    public void close() {
        if (closed && committed) {
            return;
        }
        closed = true;
        discard();
    }
}
