package org.orogen.graph.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.Node;
import org.orogen.graph.PortRef;
import org.orogen.graph.SampleGraphs;
import org.orogen.graph.TestCatalog;
import org.orogen.graph.catalog.NodeCatalog;
import org.orogen.graph.catalog.PortConversion;

class ConnectionRuleTest {
    private final NodeCatalog catalog = TestCatalog.get();
    private final Graph ridge = SampleGraphs.ridge();

    private ConnectionCheck check(Graph g, String from, String to) {
        String[] f = from.split("\\.");
        String[] t = to.split("\\.");
        return ConnectionRule.check(g, catalog, PortRef.of(f[0], f[1]), PortRef.of(t[0], t[1]));
    }

    @Test
    void freeInputIsAllowedWithoutReplacement() {
        ConnectionCheck c = check(ridge, "noise.value", "add.b");
        assertTrue(c.allowed());
        assertEquals(Optional.empty(), c.replaces());
        assertEquals(PortConversion.IDENTITY, c.conversion());
    }

    @Test
    void occupiedInputIsAllowedAndNamesTheEdgeItReplaces() {
        Graph g = ridge.withNode(Node.of("noise2", "noise.gradient"));
        ConnectionCheck c = check(g, "noise2.value", "add.a");
        assertTrue(c.allowed());
        assertEquals(Optional.of(Edge.of("noise", "value", "add", "a")), c.replaces());
    }

    @Test
    void fieldIntoMaskIsAllowedWithAClamp() {
        Graph g = ridge.withNode(Node.of("blend", "combine.blend"));
        assertEquals(PortConversion.CLAMP_TO_UNIT, check(g, "noise.value", "blend.mask").conversion());
        assertEquals(PortConversion.IDENTITY, check(g, "slope.mask", "blend.a").conversion());
    }

    @Test
    void refusalsCarryTheirReasonAndAMessage() {
        Graph g = ridge.withNode(Node.of("mystery", "vendor.unknown"));
        assertProblem(check(g, "add.value", "add.b"), ConnectionProblem.SAME_NODE, "cannot feed itself");
        assertProblem(check(g, "ghost.value", "add.b"), ConnectionProblem.UNKNOWN_NODE, "no node 'ghost'");
        assertProblem(check(g, "mystery.out", "add.b"), ConnectionProblem.UNKNOWN_NODE_TYPE, "unknown type 'vendor.unknown'");
        assertProblem(check(g, "noise.nope", "add.b"), ConnectionProblem.UNKNOWN_PORT, "its outputs are [value]");
        assertProblem(check(g, "noise.value", "add.c"), ConnectionProblem.UNKNOWN_PORT, "its inputs are [a, b]");
        assertProblem(check(g, "add.a", "slope.height"), ConnectionProblem.UNKNOWN_PORT, "'a' is not an output");
        assertProblem(check(g, "noise.value", "add.a"), ConnectionProblem.ALREADY_CONNECTED, "already connected");
        assertProblem(check(g, "add.value", "noise2.x"), ConnectionProblem.UNKNOWN_NODE, "noise2");
    }

    @Test
    void wireThatClosesALoopIsRefused() {
        Graph g = ridge.withNode(Node.of("add2", "combine.add")).withEdge(Edge.of("add", "value", "add2", "a"));
        ConnectionCheck c = check(g, "add2.value", "add.b");
        assertProblem(c, ConnectionProblem.WOULD_CREATE_CYCLE, "would create a loop");
        assertTrue(ConnectionRule.reaches(g, "noise", "add2"));
        assertTrue(!ConnectionRule.reaches(g, "add2", "noise"));
    }

    private static void assertProblem(ConnectionCheck c, ConnectionProblem problem, String messagePart) {
        assertEquals(Optional.of(problem), c.problemIfAny(), c.message());
        assertTrue(c.message().contains(messagePart), c.message());
    }
}
