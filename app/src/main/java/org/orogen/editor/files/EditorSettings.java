package org.orogen.editor.files;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Where the editor keeps its own state: the recent-files list and autosaves. The folder is
 * {@code $XDG_CONFIG_HOME/orogen} (or {@code ~/.config/orogen}); the system property
 * {@code orogen.config.dir} overrides it (tests point it at a temporary folder).
 */
public final class EditorSettings {
    public static final int MAX_RECENT = 10;
    private final Path folder;

    public EditorSettings(Path folder) {
        this.folder = folder;
    }

    /** The settings of this user, honouring {@code orogen.config.dir} and {@code XDG_CONFIG_HOME}. */
    public static EditorSettings standard() {
        String override = System.getProperty("orogen.config.dir");
        if (override != null && !override.isBlank()) return new EditorSettings(Path.of(override));
        String xdg = System.getenv("XDG_CONFIG_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".config");
        return new EditorSettings(base.resolve("orogen"));
    }

    public Path folder() {
        return folder;
    }

    /** The folder autosaves go to (created on demand). */
    public Path autosaveFolder() {
        return folder.resolve("autosave");
    }

    /** Recently opened or saved files, most recent first; missing files are dropped. */
    public List<Path> recentFiles() {
        Path list = folder.resolve("recent-files.txt");
        if (!Files.isRegularFile(list)) return List.of();
        try {
            List<Path> out = new ArrayList<>();
            for (String line : Files.readAllLines(list, StandardCharsets.UTF_8)) {
                if (!line.isBlank() && Files.isRegularFile(Path.of(line))) out.add(Path.of(line));
            }
            return out;
        } catch (IOException | RuntimeException e) {
            return List.of(); // a damaged list only costs the menu entries
        }
    }

    /** Puts a file on top of the recent list (keeps {@link #MAX_RECENT}). Failures are ignored: it is a convenience. */
    public void addRecent(Path file) {
        List<Path> list = new ArrayList<>(recentFiles());
        Path abs = file.toAbsolutePath().normalize();
        list.remove(abs);
        list.addFirst(abs);
        while (list.size() > MAX_RECENT) list.removeLast();
        try {
            Files.createDirectories(folder);
            Files.write(folder.resolve("recent-files.txt"), list.stream().map(Path::toString).toList(),
                    StandardCharsets.UTF_8);
        } catch (IOException e) {
            // Not worth interrupting the artist for.
        }
    }
}
