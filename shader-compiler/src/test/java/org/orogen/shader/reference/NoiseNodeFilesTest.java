package org.orogen.shader.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.orogen.graph.catalog.NodeCatalog;
import org.orogen.graph.catalog.NodeDefinition;
import org.orogen.graph.catalog.ParameterDefinition;
import org.orogen.graph.catalog.PortDefinition;

/**
 * The noise, fractal, Scape and erosion node files: every definition loads, documents itself and
 * each parameter, and its GLSL function has exactly the signature docs/architecture.md prescribes
 * for the declared ports and parameters.
 */
class NoiseNodeFilesTest {

    static final List<String> IDS = List.of(
            "noise.gradient", "noise.value", "noise.cellular", "noise.distorted",
            "fractal.fbm", "fractal.billow", "fractal.ridged", "fractal.multifractal", "fractal.hybrid",
            "fractal.ridged_multifractal",
            "scape.iq_turbulence", "scape.swiss_turbulence", "scape.jordan_turbulence",
            "erosion.gully");

    private static final NodeCatalog CATALOG =
            NodeCatalog.fromClasspath(NoiseNodeFilesTest.class.getClassLoader(), "org/orogen/nodes");

    @Test
    void everyNodeIsInTheCatalogWithDocumentation() {
        for (String id : IDS) {
            NodeDefinition d = CATALOG.require(id);
            assertTrue(d.documentation().length() > 80, id + " needs a real description");
            for (ParameterDefinition p : d.parameters()) {
                assertFalse(p.documentation().isBlank(), id + "." + p.name() + " is undocumented");
            }
            for (PortDefinition p : d.outputs()) {
                assertFalse(p.documentation().isBlank(), id + " output " + p.name() + " is undocumented");
            }
        }
    }

    @Test
    void scapeAndErosionOutputsAreMarkedApproximateAndPlainNoiseIsNot() {
        for (String id : IDS) {
            NodeDefinition d = CATALOG.require(id);
            boolean approximate = id.startsWith("scape.") || id.startsWith("erosion.");
            for (PortDefinition out : d.outputs()) {
                boolean expected = approximate || out.name().equals("pseudo");
                assertEquals(expected, out.approximateGradient(), id + " output " + out.name());
            }
        }
    }

    @Test
    void glslSignatureMatchesTheDefinition() throws IOException {
        for (String id : IDS) {
            NodeDefinition d = CATALOG.require(id);
            String glsl = LatticeTest.resource("org/orogen/nodes/" + id.replace('.', '/') + ".glsl");
            String name = "ogn_" + id.replace('.', '_');
            Matcher m = Pattern.compile("void " + name + "\\(([^)]*)\\)").matcher(glsl);
            assertTrue(m.find(), name + " not found");
            List<String> actual = new ArrayList<>();
            for (String arg : m.group(1).split(",")) {
                actual.add(arg.strip().replaceAll("\\s+", " "));
            }
            List<String> expected = new ArrayList<>();
            // OgnPos: the position type alias of node functions that compile on both domains
            expected.add(actual.getFirst().equals("OgnPos p") ? "OgnPos p" : "vec2 p");
            d.inputs().forEach(in -> expected.add("vec3 " + in.name()));
            for (ParameterDefinition p : d.parameters()) {
                String type = switch (p.type()) {
                    case FLOAT -> "float";
                    case INT, ENUM -> "int";
                    case BOOL -> "bool";
                    case SEED -> "uint";
                    default -> throw new AssertionError(id + " uses unexpected parameter type " + p.type());
                };
                expected.add(type + " " + p.name());
            }
            d.outputs().forEach(out -> expected.add("out vec3 " + out.name()));
            assertEquals(expected, actual, "signature of " + name);
        }
    }

    @Test
    void unitsAreMetresForLengthsAndRangesAreSane() {
        for (String id : IDS) {
            for (ParameterDefinition p : CATALOG.require(id).parameters()) {
                String n = p.name().toLowerCase(Locale.ROOT);
                if (n.endsWith("scale") && !n.equals("cellscale") && !n.equals("dampscale")) {
                    assertEquals("m", p.unit(), id + "." + p.name());
                    assertTrue(p.hardMin().orElse(0) > 0, id + "." + p.name() + " must stay positive");
                }
                if (p.softMin().isPresent() && p.softMax().isPresent()) {
                    assertTrue(p.softMin().getAsDouble() < p.softMax().getAsDouble(), id + "." + p.name());
                }
            }
        }
    }
}
