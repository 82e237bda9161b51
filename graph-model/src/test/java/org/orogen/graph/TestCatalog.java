package org.orogen.graph;

import org.orogen.graph.catalog.NodeCatalog;

/** The test node library under {@code src/test/resources/org/orogen/testnodes}. */
public final class TestCatalog {
    public static final String ROOT = "org/orogen/testnodes";
    private static final NodeCatalog CATALOG =
            NodeCatalog.fromClasspath(TestCatalog.class.getClassLoader(), ROOT);

    private TestCatalog() {
    }

    public static NodeCatalog get() {
        return CATALOG;
    }
}
