package org.orogen.graph.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Replaces a file's content atomically: the bytes go to a temporary file in the same folder
 * ({@code .<name>.<random>.orogen-tmp}), are flushed to disk ({@code fsync}), and the temporary
 * file is renamed over the target. A crash, a kill or a failed write at any point leaves either
 * the old file or the new one, never a mix; on failure the temporary file is removed.
 */
public final class AtomicFile {
    /** Suffix of temporary files (ignored by git, see the repository's .gitignore). */
    public static final String TEMP_SUFFIX = ".orogen-tmp";

    /** Writes bytes into an open channel (a seam so tests can make the write fail). */
    @FunctionalInterface
    interface ChannelWriter {
        void write(FileChannel channel, ByteBuffer bytes) throws IOException;
    }

    /** Moves the finished temporary file over the target (a seam so tests can make the rename fail). */
    @FunctionalInterface
    interface Mover {
        void move(Path temp, Path target) throws IOException;
    }

    private static final AtomicFile DEFAULT = new AtomicFile(AtomicFile::writeFully, AtomicFile::rename);

    private final ChannelWriter writer;
    private final Mover mover;

    AtomicFile(ChannelWriter writer, Mover mover) {
        this.writer = writer;
        this.mover = mover;
    }

    /**
     * Atomically replaces (or creates) {@code target} with {@code content}.
     *
     * @throws IOException when anything fails; {@code target} is then unchanged
     */
    public static void write(Path target, byte[] content) throws IOException {
        DEFAULT.replace(target, content);
    }

    void replace(Path target, byte[] content) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path folder = absolute.getParent();
        Path temp = folder.resolve("." + absolute.getFileName() + "."
                + Long.toHexString(ThreadLocalRandom.current().nextLong()) + TEMP_SUFFIX);
        boolean done = false;
        try {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE)) {
                writer.write(channel, ByteBuffer.wrap(content));
                channel.force(true);
            }
            mover.move(temp, absolute);
            done = true;
            syncFolder(folder);
        } finally {
            if (!done) {
                Files.deleteIfExists(temp);
            }
        }
    }

    private static void writeFully(FileChannel channel, ByteBuffer bytes) throws IOException {
        while (bytes.hasRemaining()) {
            channel.write(bytes);
        }
    }

    private static void rename(Path temp, Path target) throws IOException {
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            // Some network file systems cannot rename atomically; a replacing move is the best left.
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Makes the rename itself durable (POSIX); not possible on every platform, so best effort. */
    private static void syncFolder(Path folder) {
        try (FileChannel dir = FileChannel.open(folder, StandardOpenOption.READ)) {
            dir.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // Windows cannot open folders as channels; the rename is still atomic there.
        }
    }
}
