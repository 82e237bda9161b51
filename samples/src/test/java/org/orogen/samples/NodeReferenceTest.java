package org.orogen.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.orogen.graph.catalog.NodeCatalog;
import org.orogen.graph.catalog.NodeDefinition;
import org.orogen.graph.catalog.PortDefinition;
import org.orogen.shader.library.NodeLibrary;
import org.orogen.shader.library.NodeReference;

/**
 * {@code docs/nodes.md} is the reference generated from the node definitions; this test fails
 * when a definition changed and the file was not regenerated (the message says the command).
 */
class NodeReferenceTest {

    static final Path FILE = Path.of("../docs/nodes.md");
    private static final boolean UPDATE = Boolean.getBoolean("orogen.docs.update");

    private final NodeCatalog catalog = NodeLibrary.standard().catalog();

    @Test
    void committedReferenceIsUpToDate() throws IOException {
        String generated = NodeReference.markdown(catalog);
        if (UPDATE) {
            Files.writeString(FILE, generated, StandardCharsets.UTF_8);
        }
        String committed = Files.exists(FILE) ? Files.readString(FILE, StandardCharsets.UTF_8) : "";
        assertEquals(generated, committed, () -> "docs/nodes.md is out of date with the node definitions. "
                + "Regenerate it from the repository root with: " + NodeReference.REGENERATE);
    }

    @Test
    void documentsEveryNodeWithItsParametersAndGradientFlag() {
        String md = NodeReference.markdown(catalog);
        for (NodeDefinition d : catalog.definitions()) {
            int at = md.indexOf("\n### " + d.id() + "\n");
            assertTrue(at >= 0, () -> d.id() + " has no section");
            int end = md.indexOf("\n### ", at + 1);
            String section = md.substring(at, end < 0 ? md.length() : end);
            assertTrue(section.contains("**" + d.displayName() + "**"), () -> d.id() + ": display name missing");
            boolean approximate = d.outputs().stream().anyMatch(PortDefinition::approximateGradient);
            assertEquals(approximate, section.contains("**approximate gradient**"), () -> d.id() + ": gradient flag");
            d.parameters().forEach(p -> assertTrue(section.contains("| `" + p.name() + "` ("),
                    () -> d.id() + ": parameter " + p.name() + " missing"));
            d.inputs().forEach(p -> assertTrue(section.contains("| `" + p.name() + "` | "),
                    () -> d.id() + ": input " + p.name() + " missing"));
        }
    }
}
