package org.orogen.editor;

import java.nio.file.Path;
import org.orogen.editor.files.Autosave;
import org.orogen.editor.files.EditorSettings;
import org.orogen.graph.Graph;
import org.orogen.graph.ParameterValue;

/**
 * A separate JVM standing in for an editor with unsaved work: it writes its autosave exactly as
 * the editor's timer does, says so, and waits to be killed (the test kills it with SIGKILL).
 */
public final class CrashingEditorProcess {
    public static void main(String[] args) throws Exception {
        Graph unsaved = unsavedWork();
        new Autosave(new EditorSettings(Path.of(args[0]))).write(unsaved, null);
        System.out.println("AUTOSAVED");
        System.out.flush();
        Thread.sleep(600_000);
    }

    /** The edited graph the crashed session had. */
    static Graph unsavedWork() {
        Graph g = SampleGraph.mountains();
        return g.withNode(g.requireNode("terrace").withParameter("spacing", ParameterValue.of(77.0))
                .withLabel("Unsaved terraces"));
    }
}
