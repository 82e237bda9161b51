package org.orogen.graph.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.TestCatalog;

class NodeCatalogTest {
    @TempDir
    Path tmp;

    @Test
    void readsDefinitionsFromClasspathDirectorySortedById() {
        NodeCatalog catalog = TestCatalog.get();
        List<String> ids = catalog.definitions().stream().map(NodeDefinition::id).toList();
        assertEquals(List.of("colour.gradient_map", "colour.luminance", "combine.add", "combine.blend", "graph.input",
                "graph.subgraph", "mask.slope",
                "noise.gradient", "output.colour", "output.height", "output.mask", "paint.layer", "warp.domain"), ids);
        NodeDefinition noise = catalog.require("noise.gradient");
        assertEquals("Gradient Noise", noise.displayName());
        assertEquals("noise", noise.category());
        ParameterDefinition scale = noise.parameter("scale").orElseThrow();
        assertEquals(ParameterType.FLOAT, scale.type());
        assertEquals("m", scale.unit());
        assertEquals(0.001, scale.hardMin().getAsDouble());
        assertEquals(5000.0, scale.softMax().getAsDouble());
        assertEquals(ParameterValue.of(500.0), scale.defaultValue());
        assertEquals(List.of("fbm", "billow", "ridge"), noise.parameter("mode").orElseThrow().options());
        assertTrue(catalog.require("warp.domain").input("source").orElseThrow().sampled());
        assertTrue(catalog.require("warp.domain").output("value").orElseThrow().approximateGradient());
        assertTrue(catalog.require("combine.add").input("a").orElseThrow().required());
        assertEquals(PortType.MASK, catalog.require("combine.blend").input("mask").orElseThrow().type());
        assertEquals(0.5, catalog.require("combine.blend").input("mask").orElseThrow().defaultValue());
    }

    @Test
    void readsDefinitionsFromAJar() throws IOException {
        Path jar = tmp.resolve("library.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            put(out, "lib/", null);
            put(out, "lib/nodes/", null);
            put(out, "lib/nodes/noise/", null);
            put(out, "lib/nodes/noise/cells.node.json", definition("noise.cells"));
            put(out, "lib/nodes/shape/cone.node.json", definition("shape.cone"));
            put(out, "lib/other/ignored.node.json", definition("other.ignored"));
        }
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, null)) {
            NodeCatalog catalog = NodeCatalog.fromClasspath(loader, "lib/nodes");
            assertEquals(List.of("noise.cells", "shape.cone"), List.copyOf(catalog.ids()));
        }
    }

    @Test
    void readsDefinitionsFromAFolder() throws IOException {
        Files.createDirectories(tmp.resolve("noise"));
        Files.writeString(tmp.resolve("noise/cells.node.json"), definition("noise.cells"));
        Files.writeString(tmp.resolve("noise/readme.txt"), "not a definition");
        NodeCatalog catalog = NodeCatalog.fromDirectory(tmp);
        assertEquals(List.of("noise.cells"), List.copyOf(catalog.ids()));
        assertEquals(List.of("noise"), List.copyOf(catalog.categories()));
    }

    @Test
    void collectsEveryProblemOfEveryFile() throws IOException {
        Files.createDirectories(tmp.resolve("noise"));
        Files.writeString(tmp.resolve("noise/wrongid.node.json"), definition("noise.other"));
        Files.writeString(tmp.resolve("noise/broken.node.json"), "{ \"id\": ");
        Files.writeString(tmp.resolve("noise/bad.node.json"), """
                { "id": "noise.bad", "colour": "red",
                  "inputs": [ { "name": "In", "type": "vector" } ],
                  "parameters": [
                    { "name": "scale", "type": "float", "default": -1.0, "hardMin": 0.0 },
                    { "name": "mode", "type": "enum" },
                    { "name": "k", "type": "float", "softMin": 5.0, "softMax": 1.0 }
                  ] }
                """);
        CatalogException e = assertThrows(CatalogException.class, () -> NodeCatalog.fromDirectory(tmp));
        String all = String.join("\n", e.problems());
        assertTrue(all.contains("does not match the file's location, which implies 'noise.wrongid'"), all);
        assertTrue(all.contains("broken.node.json: not valid JSON"), all);
        assertTrue(all.contains("unknown field 'colour'"), all);
        assertTrue(all.contains("name 'In' must start with a lower-case letter"), all);
        assertTrue(all.contains("unknown port type 'vector'"), all);
        assertTrue(all.contains("/parameters/0/default: default value: value -1 is below the minimum 0"), all);
        assertTrue(all.contains("enum parameter needs a non-empty 'options'"), all);
        assertTrue(all.contains("'softMin' (5.0) must not exceed 'softMax' (1.0)"), all);
        assertEquals(8, e.problems().size(), all);
    }

    @Test
    void duplicateIdsAreRefused() {
        NodeDefinition d = TestCatalog.get().require("combine.add");
        CatalogException e = assertThrows(CatalogException.class, () -> NodeCatalog.of(List.of(d, d)));
        assertTrue(e.getMessage().contains("'combine.add' is defined twice"), e.getMessage());
    }

    @Test
    void missingRootIsAClearError() {
        CatalogException e = assertThrows(CatalogException.class,
                () -> NodeCatalog.fromClasspath(getClass().getClassLoader(), "no/such/root"));
        assertTrue(e.getMessage().contains("no node library at classpath root 'no/such/root'"));
    }

    @Test
    void conversionTableAllowsMaskAsFieldAndClampsFieldIntoMask() {
        assertEquals(PortConversion.IDENTITY, PortType.FIELD.conversionTo(PortType.FIELD).orElseThrow());
        assertEquals(PortConversion.IDENTITY, PortType.MASK.conversionTo(PortType.FIELD).orElseThrow());
        assertEquals(PortConversion.CLAMP_TO_UNIT, PortType.FIELD.conversionTo(PortType.MASK).orElseThrow());
        assertFalse(PortType.fromJsonName("vector").isPresent());
    }

    private static String definition(String id) {
        return """
                { "id": "%s", "displayName": "X", "version": 2,
                  "outputs": [ { "name": "value", "type": "field" } ],
                  "parameters": [ { "name": "scale", "type": "float", "default": 1.0, "hardMin": 0.0 } ] }
                """.formatted(id);
    }

    private static void put(JarOutputStream out, String name, String content) throws IOException {
        out.putNextEntry(new JarEntry(name));
        if (content != null) {
            OutputStream o = out;
            o.write(content.getBytes(StandardCharsets.UTF_8));
        }
        out.closeEntry();
    }
}
