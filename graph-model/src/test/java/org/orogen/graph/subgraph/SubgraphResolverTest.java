package org.orogen.graph.subgraph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.graph.Edge;
import org.orogen.graph.ExposedParameter;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.ModelNodeTypes;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.Position;
import org.orogen.graph.TestCatalog;
import org.orogen.graph.catalog.NodeDefinition;
import org.orogen.graph.catalog.ParameterDefinition;
import org.orogen.graph.catalog.PortDefinition;
import org.orogen.graph.io.GraphFiles;
import org.orogen.graph.validation.Diagnostic;
import org.orogen.graph.validation.DiagnosticCodes;

class SubgraphResolverTest {
    @TempDir
    Path dir;

    private final GraphLoader loader = new GraphLoader(TestCatalog.get());

    /** in -> add(a) -> height; slope(in) -> mask "rock"; exposes add.weight as "roughness". */
    private static Graph hills() {
        Node in = new Node("in", ModelNodeTypes.SUBGRAPH_INPUT, "", Position.ORIGIN,
                Map.of("name", ParameterValue.of("base")));
        Node add = Node.of("add", "combine.add").withParameter("weight", ParameterValue.of(0.5));
        Node slope = Node.of("slope", "mask.slope");
        Node out = Node.of("out", "output.height");
        Node rock = Node.of("rock", "output.mask").withParameter("name", ParameterValue.of("rock"));
        return Graph.of(List.of(in, add, slope, out, rock), List.of(
                Edge.of("in", "value", "add", "a"), Edge.of("add", "value", "out", "input"),
                Edge.of("in", "value", "slope", "height"), Edge.of("slope", "mask", "rock", "input")),
                GraphMetadata.EMPTY.withTitle("Hills"), 0, List.of(new ExposedParameter("roughness", "add", "weight")));
    }

    private static Node use(String id, String path, Map<String, ParameterValue> overrides) {
        Node n = new Node(id, ModelNodeTypes.SUBGRAPH, "", Position.ORIGIN, overrides);
        return n.withParameter("path", ParameterValue.of(path));
    }

    private static Graph using(Node... uses) {
        Graph g = Graph.empty().withNode(Node.of("noise", "noise.gradient")).withNode(Node.of("h", "output.height"));
        for (Node u : uses) {
            g = g.withNode(u).withEdge(Edge.of("noise", "value", u.id(), "base"));
        }
        return g.withEdge(Edge.of(uses[0].id(), "height", "h", "input"));
    }

    @Test
    void sameFileUsedTwiceIsOneDefinitionWithItsInterface() throws IOException {
        Files.createDirectories(dir.resolve("parts"));
        GraphFiles.save(dir.resolve("parts/hills.graph"), hills());
        Path main = dir.resolve("main.graph");
        GraphFiles.save(main, using(use("a", "parts/hills.graph", Map.of("roughness", ParameterValue.of(0.9))),
                use("b", "./parts/../parts/hills.graph", Map.of())));
        GraphLoader.OpenedGraph opened = loader.open(main);
        assertEquals(List.of(), opened.diagnostics());
        SubgraphDefinition a = opened.resolution().subgraphOf("a").orElseThrow();
        assertSame(a, opened.resolution().subgraphOf("b").orElseThrow(), "one definition per file");
        NodeDefinition def = a.definition();
        assertEquals("Hills", def.displayName());
        assertEquals(List.of("base"), def.inputs().stream().map(PortDefinition::name).toList());
        assertEquals(List.of("height", "rock"), def.outputs().stream().map(PortDefinition::name).toList());
        assertEquals(List.of("path", "roughness"), def.parameters().stream().map(ParameterDefinition::name).toList());
        assertEquals(ParameterValue.of(0.5), def.parameter("roughness").orElseThrow().defaultValue());
    }

    @Test
    void missingFileIsADiagnosticOnTheNodeAndTheGraphStillOpens() throws IOException {
        Path main = dir.resolve("main.graph");
        GraphFiles.save(main, using(use("a", "gone.graph", Map.of())));
        GraphLoader.OpenedGraph opened = loader.open(main);
        assertTrue(opened.graph().isPresent());
        Diagnostic d = opened.diagnostics().getFirst();
        assertEquals(DiagnosticCodes.SUBGRAPH_MISSING_FILE, d.code());
        assertEquals("a", d.nodeId());
        assertEquals(main.toString(), d.file());
        assertTrue(d.location().startsWith("/nodes/"), d.location());
        assertTrue(d.message().contains("gone.graph does not exist"), d.message());
        // The unresolved node's wires are not reported again as unknown ports.
        assertEquals(1, opened.diagnostics().size(), opened.diagnostics().toString());
    }

    @Test
    void recursionIsADiagnosticNamingTheLoop() throws IOException {
        Graph a = using(use("useB", "b.graph", Map.of()));
        Graph b = using(use("useA", "a.graph", Map.of()));
        GraphFiles.save(dir.resolve("a.graph"), a);
        GraphFiles.save(dir.resolve("b.graph"), b);
        GraphLoader.OpenedGraph opened = loader.open(dir.resolve("a.graph"));
        assertTrue(opened.graph().isPresent());
        List<Diagnostic> rec = opened.diagnostics().stream()
                .filter(d -> d.code().equals(DiagnosticCodes.SUBGRAPH_RECURSION)).toList();
        assertEquals(1, rec.size(), opened.diagnostics().toString());
        assertEquals("useB", rec.getFirst().nodeId());
        assertTrue(rec.getFirst().message().contains("a.graph uses b.graph uses a.graph"), rec.getFirst().message());
    }

    @Test
    void graphUsingItselfIsRecursion() throws IOException {
        Path self = dir.resolve("self.graph");
        GraphFiles.save(self, using(use("me", "self.graph", Map.of())));
        Diagnostic d = loader.open(self).diagnostics().getFirst();
        assertEquals(DiagnosticCodes.SUBGRAPH_RECURSION, d.code());
        assertEquals("me", d.nodeId());
    }

    @Test
    void exposedParameterMismatchesAreDiagnostics() throws IOException {
        Graph broken = hills().withExposedParameters(List.of(new ExposedParameter("roughness", "add", "weight"),
                new ExposedParameter("gone", "nobody", "scale")));
        GraphFiles.save(dir.resolve("hills.graph"), broken);
        Path main = dir.resolve("main.graph");
        GraphFiles.save(main, using(use("a", "hills.graph", Map.of(
                "roughness", ParameterValue.of("very"),
                "colour", ParameterValue.of(1.0)))));
        List<Diagnostic> ds = loader.open(main).diagnostics();
        List<String> codes = ds.stream().map(d -> d.code() + "@" + d.nodeId() + "/" + d.port()).toList();
        assertEquals(List.of("subgraph.invalid@a/null", "subgraph.unknown-override@a/colour",
                "subgraph.invalid-override@a/roughness"), codes, ds.toString());
        assertTrue(ds.get(0).message().contains("refers to node 'nobody'"), ds.get(0).message());
        assertTrue(ds.get(1).message().contains("does not expose 'colour'"), ds.get(1).message());
    }

    @Test
    void unsavedGraphAndAbsolutePathsCannotResolve() {
        SubgraphResolution r = new SubgraphResolver(TestCatalog.get()).resolve(
                using(use("a", "x.graph", Map.of()), use("b", "/etc/x.graph", Map.of())), null);
        assertEquals(2, r.diagnostics().size());
        assertTrue(r.diagnostics().getFirst().message().contains("save the graph first"));
        SubgraphResolution abs = new SubgraphResolver(TestCatalog.get()).resolve(
                using(use("b", dir.resolve("x.graph").toString(), Map.of())), dir.resolve("main.graph"));
        assertEquals(1, abs.diagnostics().size(), abs.diagnostics().toString());
        assertTrue(abs.diagnostics().getFirst().message().contains("does not exist"),
                "an absolute path inside the folder is read like a relative one: " + abs.diagnostics());
    }

    @Test
    void pathsLeavingTheFolderTreeResolveWithAWarningNamingTheFile() throws IOException {
        Graph sub = Graph.empty().withNode(Node.of("in", "graph.input").withParameter("name", ParameterValue.of("base")))
                .withNode(Node.of("out", "output.height"))
                .withEdge(Edge.of("in", "value", "out", "input"));
        Path elsewhere = Files.createDirectories(dir.resolve("elsewhere"));
        GraphFiles.save(elsewhere.resolve("far.graph"), sub);
        Path project = Files.createDirectories(dir.resolve("project/terrain"));
        GraphFiles.save(project.resolve("parts.graph"), sub);
        Path main = project.resolve("main.graph");
        GraphFiles.save(main, using(use("up", "../../elsewhere/far.graph", Map.of()),
                use("abs", elsewhere.resolve("far.graph").toString(), Map.of()), use("near", "parts.graph", Map.of())));
        List<Diagnostic> ds = loader.open(main).diagnostics();
        List<Diagnostic> outside = ds.stream().filter(d -> d.code().equals(DiagnosticCodes.PATH_OUTSIDE_FOLDER)).toList();
        assertEquals(List.of("abs", "up"), outside.stream().map(Diagnostic::nodeId).sorted().toList(), ds.toString());
        for (Diagnostic d : outside) {
            assertFalse(d.isError());
            assertEquals("path", d.port());
            assertTrue(d.message().contains(elsewhere.resolve("far.graph").toAbsolutePath().normalize().toString())
                    && d.message().contains("outside this graph's folder"), d.message());
        }
        assertTrue(ds.stream().noneMatch(Diagnostic::isError), "both files resolve: " + ds);
    }

    @Test
    void unreadableSubgraphFileIsADiagnostic() throws IOException {
        Files.writeString(dir.resolve("bad.graph"), "{ not json");
        Path main = dir.resolve("main.graph");
        GraphFiles.save(main, using(use("a", "bad.graph", Map.of())));
        Diagnostic d = loader.open(main).diagnostics().getFirst();
        assertEquals(DiagnosticCodes.SUBGRAPH_UNREADABLE, d.code());
        assertTrue(d.message().contains("not valid JSON"), d.message());
    }

    @Test
    void defaultNamesOfInputsAndMasksBecomePorts() throws IOException {
        Graph sub = Graph.of(List.of(Node.of("in", "graph.input"), Node.of("out", "output.height"),
                        Node.of("m", "output.mask"), Node.of("slope", "mask.slope")),
                List.of(Edge.of("in", "value", "out", "input"), Edge.of("in", "value", "slope", "height"),
                        Edge.of("slope", "mask", "m", "input")), GraphMetadata.EMPTY, 0, List.of());
        GraphFiles.save(dir.resolve("sub.graph"), sub);
        Graph main = Graph.empty().withNode(Node.of("h", "output.height")).withNode(use("s", "sub.graph", Map.of()))
                .withEdge(Edge.of("s", "mask", "h", "input"));
        SubgraphResolution r = new SubgraphResolver(TestCatalog.get()).resolve(main, dir.resolve("main.graph"));
        assertEquals(List.of(), r.diagnostics());
        NodeDefinition def = r.subgraphOf("s").orElseThrow().definition();
        assertEquals(List.of("input"), def.inputs().stream().map(PortDefinition::name).toList());
        assertEquals(List.of("height", "mask"), def.outputs().stream().map(PortDefinition::name).toList());
        assertEquals("sub.graph", def.displayName(), "an untitled file is shown by its file name");
        assertEquals(List.of(), new org.orogen.graph.validation.GraphValidator(r).validate(main));
    }
}
