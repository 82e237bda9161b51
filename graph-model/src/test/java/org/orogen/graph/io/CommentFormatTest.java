package org.orogen.graph.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.orogen.graph.Comment;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphFragment;
import org.orogen.graph.TestCatalog;
import org.orogen.graph.edit.PasteFragment;
import org.orogen.graph.SampleGraphs;
import org.orogen.graph.validation.Diagnostic;
import org.orogen.graph.validation.DiagnosticCodes;

/** Comment frames in the .graph v1 format: optional array, stable bytes, strict reading. */
class CommentFormatTest {
    static Graph withComments() {
        return SampleGraphs.ridge()
                .withComment(new Comment("z_last", "Masks", 250, 150, 300.5, 200, "#33AA66"))
                .withComment(new Comment("base", "Base \"shape\"", -340, -76, 480, 166.1, null));
    }

    private static ReadResult<Graph> read(String text) {
        return GraphReader.read(text.getBytes(java.nio.charset.StandardCharsets.UTF_8), "test.graph");
    }

    @Test
    void graphsWithoutCommentsAreWrittenExactlyAsBefore() throws IOException {
        String text = GraphWriter.toText(SampleGraphs.ridge());
        assertFalse(text.contains("comments"));
        assertArrayEquals(GraphRoundTripTest.resource("ridge.graph"), GraphWriter.write(SampleGraphs.ridge()));
    }

    @Test
    void commentsRoundTripSortedByIdWithStableBytes() {
        Graph g = withComments();
        byte[] bytes = GraphWriter.write(g);
        String text = new String(bytes, java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(text.contains("""
                  "comments": [
                    {
                      "id": "base",
                      "text": "Base \\"shape\\"",
                      "position": [-340.0, -76.0],
                      "size": [480.0, 166.1]
                    },
                    {
                      "id": "z_last",
                      "text": "Masks",
                      "position": [250.0, 150.0],
                      "size": [300.5, 200.0],
                      "colour": "#33AA66"
                    }
                  ]
                }
                """), text);
        ReadResult<Graph> back = GraphReader.read(bytes, "c.graph");
        assertEquals(List.of(), back.diagnostics());
        assertEquals(g, back.value().orElseThrow());
        assertArrayEquals(bytes, GraphWriter.write(back.value().orElseThrow()));
    }

    @Test
    void writerOutputWithCommentsConformsToTheSchema() throws IOException {
        SchemaSubset schema = new SchemaSubset(HardenedJson.readTree(Files.readAllBytes(
                Path.of("../docs/schema/graph-v1.schema.json"))));
        assertEquals(List.of(), schema.validate(HardenedJson.readTree(GraphWriter.write(withComments()))));
        String bad = GraphWriter.toText(withComments()).replace("[300.5, 200.0]", "[0.0, 200.0]");
        assertFalse(schema.validate(HardenedJson.readTree(bad.getBytes(java.nio.charset.StandardCharsets.UTF_8)))
                .isEmpty(), "a zero width breaks the schema too");
    }

    @Test
    void badCommentsAreReportedAndSkippedWhileTheGraphStillOpens() {
        String good = GraphWriter.toText(withComments());
        assertProblem(good.replace("[300.5, 200.0]", "[0.0, 200.0]"), "/comments/1/size", "greater than 0", 1);
        assertProblem(good.replace("[-340.0, -76.0]", "\"left\""), "/comments/0/position", "two finite numbers", 1);
        assertProblem(good.replace("\"z_last\"", "\"base\""), "/comments/1/id", "used twice", 1);
        assertProblem(good.replace("\"z_last\"", "\"has.dot\""), "/comments/1/id", "not valid", 1);
        assertProblem(good.replace("\"z_last\"", "17"), "/comments/1/id", "", 1);
        // A bad colour keeps the comment with the default colour.
        ReadResult<Graph> r = assertProblem(good.replace("#33AA66", "green"), "/comments/1/colour", "#RRGGBB", 2);
        assertEquals(null, r.value().orElseThrow().comment("z_last").orElseThrow().colour());
        ReadResult<Graph> notArray = read(good.replace("\"comments\": [", "\"comments\": {\"x\": [").replace(
                "    }\n  ]\n}\n", "    }\n  ]}\n}\n"));
        assertTrue(notArray.value().isPresent(), notArray.diagnostics().toString());
        assertTrue(notArray.value().get().comments().isEmpty());
        assertFalse(notArray.diagnostics().isEmpty());
        ReadResult<Graph> unknown = read(good.replace("\"colour\": \"#33AA66\"", "\"colour\": \"#33AA66\", \"z\": 1"));
        assertTrue(unknown.diagnostics().stream().anyMatch(d -> d.code().equals(DiagnosticCodes.FILE_UNKNOWN_FIELD)
                && d.location().equals("/comments/1/z")), unknown.diagnostics().toString());
    }

    private static ReadResult<Graph> assertProblem(String text, String pointer, String words, int commentsLeft) {
        ReadResult<Graph> r = read(text);
        Graph g = r.value().orElseThrow(() -> new AssertionError("the graph should still open: " + r.diagnostics()));
        assertEquals(commentsLeft, g.comments().size(), r.diagnostics().toString());
        List<Diagnostic> at = r.diagnostics().stream().filter(d -> d.location().equals(pointer)).toList();
        assertEquals(1, at.size(), "one diagnostic at " + pointer + ": " + r.diagnostics());
        assertTrue(at.get(0).message().contains(words), at.get(0).message());
        assertEquals(SampleGraphs.ridge().nodes(), g.nodes(), "nodes are untouched by comment problems");
        return r;
    }

    @Test
    void copiedFragmentsCarryTheFramesAroundTheSelectionAndPasteThemWithFreshIds() {
        // "base" holds noise (-300, 0) and add (0, 0.1); "z_last" holds height (300, 0) and rock (300, 200).
        Graph g = withComments().withComment(new Comment("base", "Base", -340, -76, 480, 166.1, null));
        GraphFragment both = GraphFragment.copyOf(g, java.util.Set.of("noise", "add"));
        assertEquals(List.of("base"), both.comments().stream().map(Comment::id).toList());
        assertTrue(GraphFragment.copyOf(g, java.util.Set.of("noise")).comments().isEmpty(),
                "a frame that also holds an unselected node stays behind");
        byte[] text = GraphWriter.write(both);
        ReadResult<GraphFragment> back = GraphReader.readFragment(text, "clipboard");
        assertEquals(List.of(), back.diagnostics());
        assertEquals(both, back.value().orElseThrow());
        assertEquals(List.of(), GraphReader.readFragment(GraphWriter.write(GraphFragment.copyOf(SampleGraphs.ridge(),
                java.util.Set.of("noise"))), "c").diagnostics());
        assertFalse(new String(GraphWriter.write(GraphFragment.copyOf(SampleGraphs.ridge(), java.util.Set.of("noise"))),
                java.nio.charset.StandardCharsets.UTF_8).contains("comments"), "no frames, no comments field");

        Graph pasted = new PasteFragment(back.value().orElseThrow(), 50, 60).apply(g, TestCatalog.get());
        Comment copy = pasted.comment("base_2").orElseThrow(() -> new AssertionError(pasted.comments().toString()));
        assertEquals(-290, copy.x());
        assertEquals(-16, copy.y());
        assertEquals("Base", copy.text());
        assertEquals(3, pasted.comments().size());
    }
}
