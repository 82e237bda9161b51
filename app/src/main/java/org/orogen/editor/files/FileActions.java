package org.orogen.editor.files;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import javafx.application.Platform;
import org.orogen.editor.EditorSession;
import org.orogen.graph.Graph;
import org.orogen.graph.Node;
import org.orogen.graph.Position;
import org.orogen.graph.io.AtomicFile;
import org.orogen.graph.io.GraphWriter;
import org.orogen.graph.subgraph.GraphLoader;
import org.orogen.graph.subgraph.GraphLoader.OpenedGraph;
import org.orogen.graph.validation.Diagnostic;

/**
 * New, open, save, save as, recent files and the "unsaved changes" question. Reading and
 * writing run on the I/O executor; results come back on the JavaFX thread. Each method returns
 * a future that completes (on the FX thread) with whether it succeeded, so callers and tests can
 * chain on it without blocking the FX thread.
 */
public final class FileActions {
    private final EditorSession session;
    private final EditorSettings settings;
    private final UserPrompts prompts;
    private final Executor io;
    private final AutosaveTimer autosave;
    private final Consumer<List<Diagnostic>> fileProblems;
    /** Runs after another document was put in the window (the canvas frames it). */
    private Runnable documentShown = () -> { };

    public FileActions(EditorSession session, EditorSettings settings, UserPrompts prompts, Executor io,
                       AutosaveTimer autosave, Consumer<List<Diagnostic>> fileProblems) {
        this.session = session;
        this.settings = settings;
        this.prompts = prompts;
        this.io = io;
        this.autosave = autosave;
        this.fileProblems = fileProblems;
    }

    /** Sets what runs (FX thread) after an opened or recovered document replaced the window's graph. */
    public void setOnDocumentShown(Runnable action) {
        documentShown = action;
    }

    /** A new graph holding just a height output, as every graph needs one. */
    public static Graph starterGraph() {
        return Graph.empty().withNode(Node.of("height", org.orogen.graph.ModelNodeTypes.OUTPUT_HEIGHT,
                new Position(400, 0)));
    }

    /** Name for titles and prompts: the file name, or "Untitled". */
    public String documentName() {
        return session.file() == null ? "Untitled" : session.file().getFileName().toString();
    }

    public void newGraph() {
        if (!confirmDiscardOrSave()) return;
        autosave.clear();
        session.replace(starterGraph(), null);
        fileProblems.accept(List.of());
        session.report("New graph");
    }

    public CompletableFuture<Boolean> open() {
        if (!confirmDiscardOrSave()) return CompletableFuture.completedFuture(false);
        Optional<Path> chosen = prompts.chooseFileToOpen(startFolder());
        return chosen.map(this::openWithoutAsking).orElse(CompletableFuture.completedFuture(false));
    }

    /** Opens a file after asking about unsaved changes (recent files, drag and drop). */
    public CompletableFuture<Boolean> open(Path file) {
        if (!confirmDiscardOrSave()) return CompletableFuture.completedFuture(false);
        return openWithoutAsking(file);
    }

    private CompletableFuture<Boolean> openWithoutAsking(Path file) {
        session.report("Opening " + file.getFileName() + "…");
        GraphLoader loader = new GraphLoader(session.catalog());
        return CompletableFuture.supplyAsync(() -> loader.open(file.toAbsolutePath()), io)
                .thenApplyAsync(read -> showOpened(file, read), Platform::runLater);
    }

    /**
     * Shows an opened file. A file with recoverable problems still opens (problems listed on
     * the nodes); only an unreadable one is refused, with every reason.
     */
    private boolean showOpened(Path file, OpenedGraph read) {
        if (read.graph().isEmpty()) {
            prompts.showError("Cannot open " + file.getFileName(),
                    String.join("\n", read.diagnostics().stream().map(Diagnostic::toString).toList()));
            session.report("Could not open " + file.getFileName());
            return false;
        }
        autosave.clear();
        session.setTypes(read.resolution());
        session.replace(read.graph().get(), file.toAbsolutePath());
        fileProblems.accept(readingProblems(read));
        settings.addRecent(file);
        documentShown.run();
        session.report("Opened " + file.getFileName()
                + (read.diagnostics().isEmpty() ? "" : " with " + read.diagnostics().size() + " problem(s)"));
        return true;
    }

    /**
     * The problems found while reading the file itself. Validation and subgraph problems are
     * left out: the window recomputes those live after every edit, so they never go stale.
     */
    private static List<Diagnostic> readingProblems(OpenedGraph read) {
        java.util.Set<String> live = new java.util.HashSet<>();
        java.util.function.Function<Diagnostic, String> key = d -> d.code() + "|" + d.nodeId() + "|" + d.message();
        read.resolution().diagnostics().forEach(d -> live.add(key.apply(d)));
        new org.orogen.graph.validation.GraphValidator(read.resolution()).validate(read.graph().orElseThrow())
                .forEach(d -> live.add(key.apply(d)));
        return read.diagnostics().stream().filter(d -> !live.contains(key.apply(d))).toList();
    }

    /** Replaces the document with a recovered autosave; it stays unsaved (and dirty) until saved. */
    public void restore(Autosave.Recovered recovered) {
        session.replace(FileActions.starterGraph(), recovered.original());
        session.execute(new ReplaceGraph(recovered.graph()));
        Autosave.discard(recovered);
        autosave.writeNow();
        session.report("Recovered unsaved work from " + recovered.time());
    }

    public CompletableFuture<Boolean> save() {
        return session.file() == null ? saveAs() : saveTo(session.file());
    }

    public CompletableFuture<Boolean> saveAs() {
        Optional<Path> target = prompts.chooseFileToSave(startFolder(),
                session.file() == null ? "terrain.graph" : session.file().getFileName().toString());
        return target.map(this::saveTo).orElse(CompletableFuture.completedFuture(false));
    }

    /** Writes the current graph to {@code target} atomically, off the FX thread. */
    public CompletableFuture<Boolean> saveTo(Path target) {
        Graph snapshot = session.graph();
        long document = session.document();
        byte[] bytes;
        try {
            bytes = GraphWriter.write(snapshot);
        } catch (IllegalArgumentException e) {
            prompts.showError("Cannot save", e.getMessage());
            return CompletableFuture.completedFuture(false);
        }
        session.report("Saving " + target.getFileName() + "…");
        return CompletableFuture.runAsync(() -> {
            try {
                AtomicFile.write(target, bytes);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, io).handleAsync((ok, failure) -> {
            if (failure != null) {
                Throwable cause = failure.getCause() != null ? failure.getCause() : failure;
                prompts.showError("Cannot save " + target.getFileName(), cause.getMessage()
                        + "\nThe previous file (if any) is unchanged. Choose another location with Save As.");
                session.report("Save failed");
                return false;
            }
            if (session.document() != document) {
                // The user went on to another document (New/Open after "Save"): it is not this one.
                settings.addRecent(target);
                session.report("Saved " + target.getFileName());
                return true;
            }
            if (session.graph() == snapshot) {
                session.markSaved(target.toAbsolutePath());
                autosave.clear();
            } else {
                // Edited while writing: the file is saved, the newer edits are not.
                session.fileProperty().set(target.toAbsolutePath());
            }
            settings.addRecent(target);
            session.report("Saved " + target.getFileName());
            return true;
        }, Platform::runLater);
    }

    /**
     * Asks what to do with unsaved changes. Returns true when the caller may go on (saved,
     * discarded, or nothing to save). A save started here completes asynchronously; the
     * document is already written from a snapshot, so going on is safe.
     */
    public boolean confirmDiscardOrSave() {
        if (!session.isModified()) return true;
        return switch (prompts.askSaveChanges(documentName())) {
            case CANCEL -> false;
            case DISCARD -> true;
            case SAVE -> {
                if (session.file() == null && prompts.chooseFileToSave(startFolder(), "terrain.graph")
                        .map(this::saveTo).isEmpty()) {
                    yield false;
                }
                if (session.file() != null) saveTo(session.file());
                yield true;
            }
        };
    }

    /**
     * Before closing the window: asks about unsaved changes and runs {@code close} when it may
     * close. With "Save", the window closes only after the file is safely written (closing the
     * last window ends the program, which must not cut a save short).
     */
    public void closeWhenAllowed(Runnable close) {
        if (!session.isModified()) {
            close.run();
            return;
        }
        switch (prompts.askSaveChanges(documentName())) {
            case CANCEL -> { }
            case DISCARD -> close.run();
            case SAVE -> save().thenAccept(saved -> {
                if (saved) close.run();
            });
        }
    }

    public List<Path> recentFiles() {
        return settings.recentFiles();
    }

    private Path startFolder() {
        if (session.file() != null) return session.file().toAbsolutePath().getParent();
        List<Path> recent = settings.recentFiles();
        return recent.isEmpty() ? null : recent.getFirst().getParent();
    }

    /** Replaces the whole graph as one undo step (used to restore a recovered autosave). */
    private record ReplaceGraph(Graph graph) implements org.orogen.graph.edit.EditCommand {
        @Override
        public String description() {
            return "Recover Autosave";
        }

        @Override
        public Graph apply(Graph old, org.orogen.graph.catalog.NodeTypes types) {
            return graph;
        }
    }
}
