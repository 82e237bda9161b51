package org.orogen.graph.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.orogen.graph.TestCatalog;

class NodeReferenceTest {
    @Test
    void referenceListsEveryNodeWithItsPortsAndParameters() {
        String md = NodeReference.markdown(TestCatalog.get());
        for (NodeDefinition d : TestCatalog.get().definitions()) {
            assertTrue(md.contains("(`" + d.id() + "`, version " + d.version() + ")"), d.id());
        }
        assertTrue(md.contains("| Scale (`scale`) | float | 500 m | 0.001 .. 1000000 | Feature size in metres"), md);
        assertTrue(md.contains("| `source` | field | required, sampled at other positions |"), md);
        assertTrue(md.contains("| `value` | field | approximate gradient |"), md);
        assertTrue(md.contains("| mode (`mode`) | enum: fbm, billow, ridge | `fbm` |"), md);
        assertTrue(md.indexOf("## combine") < md.indexOf("## noise"));
        assertEquals(md, NodeReference.markdown(TestCatalog.get()), "deterministic");
    }
}
