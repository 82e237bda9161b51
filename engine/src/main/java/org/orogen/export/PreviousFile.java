package org.orogen.export;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * What was under an export's file name before {@link PublishGroup#publish()} renamed a new file over
 * it: nothing, or an earlier file kept under a hidden backup name in the same folder until the whole
 * export is published, so that a publication that fails partway can put the earlier files back.
 *
 * <p>The backup is a second hard link where the file system has them, so the earlier file stays
 * under its own name until the new one replaces it in one rename; elsewhere the file is moved aside.
 * The backup's name ends in {@value AtomicOutputFile#TEMP_SUFFIX}, so a {@code kill -9} during the
 * publication leaves nothing that git or {@code orogen tiles check} would take for a map.
 */
final class PreviousFile {

    private static final java.security.SecureRandom RANDOM = new java.security.SecureRandom();

    private final Path target;
    /** The earlier file's backup, or null when there was none. */
    private final Path backup;

    private PreviousFile(Path target, Path backup) {
        this.target = target;
        this.backup = backup;
    }

    /**
     * Refuses a name that a rename cannot take: a folder there would make the rename fail only after
     * other files of the export were already renamed.
     */
    static void checkReplaceable(Path target) throws IOException {
        if (Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS)) {
            throw new IOException(target + " is a folder, so the export cannot write its file under that name: "
                    + "move or rename the folder, or choose another --out or --name");
        }
    }

    /** Keeps the file now at {@code target}, if any, under a backup name beside it. */
    static PreviousFile keep(Path target) throws IOException {
        checkReplaceable(target);
        if (!Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            return new PreviousFile(target, null);
        }
        for (int attempt = 0; ; attempt++) {
            Path backup = target.resolveSibling("." + target.getFileName() + "."
                    + Long.toUnsignedString(RANDOM.nextLong(), 36) + ".previous" + AtomicOutputFile.TEMP_SUFFIX);
            try {
                Files.createLink(backup, target);
            } catch (FileAlreadyExistsException taken) {
                if (attempt > 100) {
                    throw taken;
                }
                continue;
            } catch (UnsupportedOperationException | IOException noHardLinks) {
                // A file system without hard links (FAT, some network shares) refuses the link, whatever its
                // exception: the file is moved aside instead, and a real I/O problem fails that move with its own
                // message, before anything of the export is renamed over the target.
                move(target, backup);
            }
            return new PreviousFile(target, backup);
        }
    }

    /** Undoes a rename over the target: the earlier file comes back, or the new one goes when there was none. */
    void undo() throws IOException {
        if (backup == null) {
            Files.deleteIfExists(target);
        } else {
            putBack();
        }
    }

    /**
     * Puts the earlier file back under its name after a rename over it failed (the target then still
     * is the earlier file, or nothing if it was moved aside).
     */
    void putBack() throws IOException {
        if (backup != null) {
            // Over a hard link of the same file, rename changes nothing and the backup name stays: delete it.
            move(backup, target);
            Files.deleteIfExists(backup);
        }
    }

    /** Deletes the backup once the export is published; a backup that stays is a hidden, git-ignored file. */
    void forget() {
        if (backup != null) {
            try {
                Files.deleteIfExists(backup);
            } catch (IOException ignored) {
                // Best effort: its name ends in TEMP_SUFFIX, so it is recognisable and can be deleted by hand.
            }
        }
    }

    /** The backup's path, or null when there was no earlier file (for messages). */
    Path backup() {
        return backup;
    }

    Path target() {
        return target;
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
