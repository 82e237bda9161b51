package org.orogen.gl.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.catalog.NodeDefinition;
import org.orogen.graph.catalog.ParameterDefinition;
import org.orogen.graph.catalog.PortDefinition;
import org.orogen.graph.catalog.PortType;
import org.orogen.gl.GlExtension;
import org.orogen.gl.GlThread;
import org.orogen.shader.WorldAnchor;
import org.orogen.shader.library.NodeLibrary;

/**
 * A node definition that declares {@code valueFromInputValues} promises that its output values read its
 * inputs' values only, never their gradients: the compiler then drops gradients nothing reads (a slope mask
 * behind such nodes is read at the point, with no bake). On the GPU, each such node's function gets the same
 * input values with two different gradients (zero, and large and varying), in two draws of one program, at
 * every pixel of a grid whose values sweep past every branch; its output values (a field's first channel, a colour's three) must be the
 * same floats. Colour inputs, three channels of value, stay the same. Every enum option and both values of
 * every bool parameter are tried.
 */
@ExtendWith(GlExtension.class)
class ValueFromInputValuesGpuTest {

    private static final int SIZE = 40;
    private static GlThread gl;

    static List<NodeDefinition> declared() {
        List<NodeDefinition> all = NodeLibrary.standard().catalog().definitions().stream()
                .filter(NodeDefinition::valueFromInputValues).toList();
        assertTrue(all.size() >= 25, "the combine, value mask and colour nodes declare it: " + all.size());
        return all;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("declared")
    void valuesDoNotDependOnInputGradients(NodeDefinition node) {
        for (String call : calls(node)) {
            int differing = differingPixels(node, call);
            assertEquals(0, differing, node.id() + " (" + call + "): output values change with the inputs' gradients");
        }
    }

    /** The check can fail: a node whose values read a gradient (slope-damped detail) differs. */
    @Test
    void aNodeReadingAGradientIsCaught() {
        NodeDefinition damped = NodeLibrary.standard().catalog().find("filter.slope_damped_detail").orElseThrow();
        assertFalse(damped.valueFromInputValues());
        assertTrue(differingPixels(damped, calls(damped).getFirst()) > SIZE * SIZE / 2);
    }

    /** Pixels where the node's first output value differs between zero and large input gradients. */
    private static int differingPixels(NodeDefinition node, String call) {
        StringBuilder functions = new StringBuilder("//! require position\n");
        functions.append("vec3 testInput(vec2 p, int i, bool steep, bool mask) {\n")
                .append("    float v = 1.7 * sin(p.x * 0.37 + 1.3 * float(i)) + 0.45 * cos(p.y * 0.23 - float(i));\n")
                .append("    if (mask) { v = clamp(0.5 + 0.6 * v, 0.0, 1.0); }\n")
                .append("    vec2 g = steep ? vec2(37.0 * cos(p.y + float(i)), -53.0 * sin(p.x - float(i))) : vec2(0.0);\n")
                .append("    return vec3(v, g);\n}\n");
        functions.append("vec3 evalNode(vec2 p, bool steep) {\n");
        List<PortDefinition> inputs = node.inputs();
        for (int i = 0; i < inputs.size(); i++) {
            // A colour input is red, green and blue, no gradient: the same in both calls.
            PortType type = inputs.get(i).type();
            functions.append("    vec3 in").append(i).append(" = testInput(p, ").append(i).append(", ")
                    .append(type == PortType.COLOUR ? "false" : "steep").append(", ").append(type != PortType.FIELD)
                    .append(");\n");
        }
        List<PortDefinition> outputs = node.outputs();
        for (int i = 0; i < outputs.size(); i++) {
            functions.append("    vec3 out").append(i).append(";\n");
        }
        // A field's value is its first channel; a colour's value is all three.
        boolean colour = outputs.getFirst().type() == PortType.COLOUR;
        functions.append("    ").append(call).append(";\n    return ").append(colour ? "out0" : "vec3(out0.x, 0.0, 0.0)")
                .append(";\n}\n");
        // One call, the gradients chosen by a uniform, drawn twice: the same instructions both times (two calls in
        // one program may be contracted differently, a last-bit difference that is not a gradient's doing).
        functions.insert(0, "uniform int u_steep;\n");
        String body = "    o_0 = vec4(evalNode(p, u_steep != 0), 0.0);";
        String fragment = LibraryProgram.fragment(List.of(node.id()), functions.toString(), body, 1);
        LibraryRender.Region region = new LibraryRender.Region(SIZE, SIZE, new WorldAnchor(0, 0, -20.5f, -13.25f), 0.61f);
        List<float[][]> draws = gl.submit(context -> LibraryRender.renderEach(context, fragment, region, 1,
                List.of(program -> program.setInt("u_steep", 0), program -> program.setInt("u_steep", 1)))).join();
        float[] flat = draws.get(0)[0];
        float[] steep = draws.get(1)[0];
        int differing = 0;
        for (int i = 0; i < SIZE * SIZE * 4; i += 4) {
            for (int c = 0; c < 3; c++) {
                if (Float.floatToIntBits(flat[i + c]) != Float.floatToIntBits(steep[i + c])) {
                    differing++;
                    break;
                }
            }
        }
        return differing;
    }

    /** One call of the node's function per combination of its enum options and bool values. */
    private static List<String> calls(NodeDefinition node) {
        List<List<String>> arguments = new ArrayList<>();
        arguments.add(List.of(""));
        for (ParameterDefinition p : node.parameters()) {
            List<String> values = switch (p.type()) {
                case FLOAT -> List.of(number(p.defaultValue()));
                case INT -> List.of(Long.toString(Math.round(numeric(p.defaultValue()))));
                case SEED -> List.of(Math.round(numeric(p.defaultValue())) + "u");
                case BOOL -> List.of("true", "false");
                case ENUM -> {
                    List<String> options = new ArrayList<>();
                    for (int i = 0; i < p.options().size(); i++) {
                        options.add(Integer.toString(i));
                    }
                    yield options;
                }
                case CURVE -> List.of(curve(p.defaultValue()));
                case RAMP -> List.of(ramp(p.defaultValue()));
                default -> throw new IllegalArgumentException(node.id() + ": parameter type " + p.type()
                        + " is not handled by this test; extend it");
            };
            List<List<String>> next = new ArrayList<>();
            for (List<String> prefix : arguments) {
                for (String v : values) {
                    List<String> more = new ArrayList<>(prefix);
                    more.add(v);
                    next.add(more);
                }
            }
            arguments = next;
        }
        List<String> calls = new ArrayList<>();
        for (List<String> parameterValues : arguments) {
            StringBuilder call = new StringBuilder(NodeLibrary.functionName(node.id())).append("(p");
            for (int i = 0; i < node.inputs().size(); i++) {
                call.append(", in").append(i);
            }
            parameterValues.stream().skip(1).forEach(v -> call.append(", ").append(v));
            for (int i = 0; i < node.outputs().size(); i++) {
                call.append(", out").append(i);
            }
            calls.add(call.append(")").toString());
        }
        return calls;
    }

    private static double numeric(ParameterValue v) {
        return switch (v) {
            case ParameterValue.NumberValue n -> n.value();
            case ParameterValue.IntegerValue n -> n.value();
            default -> throw new IllegalArgumentException("not a number: " + v);
        };
    }

    private static String number(ParameterValue v) {
        return String.format(Locale.ROOT, "%.9e", numeric(v));
    }

    /** A ramp's interpolation, count and 16 stops (position, linear RGB; the last repeated), as the compiler binds them. */
    private static String ramp(ParameterValue v) {
        ParameterValue.RampValue ramp = (ParameterValue.RampValue) v;
        StringBuilder b = new StringBuilder().append(ramp.interpolation().ordinal()).append(", ")
                .append(ramp.stops().size()).append(", vec4[16](");
        for (int i = 0; i < 16; i++) {
            org.orogen.graph.colour.RampStop stop = ramp.stops().get(Math.min(i, ramp.stops().size() - 1));
            double[] c = stop.linear();
            b.append(i == 0 ? "" : ", ").append(String.format(Locale.ROOT, "vec4(%.9e, %.9e, %.9e, %.9e)", stop.at(),
                    c[0], c[1], c[2]));
        }
        return b.append(")").toString();
    }

    /** A curve's count and its 16 points (the rest zero), as the compiler binds them. */
    private static String curve(ParameterValue v) {
        List<ParameterValue.Point> points = ((ParameterValue.PointsValue) v).points();
        StringBuilder b = new StringBuilder().append(points.size()).append(", vec2[16](");
        for (int i = 0; i < 16; i++) {
            ParameterValue.Point q = i < points.size() ? points.get(i) : new ParameterValue.Point(0, 0);
            b.append(i == 0 ? "" : ", ").append(String.format(Locale.ROOT, "vec2(%.9e, %.9e)", q.x(), q.y()));
        }
        return b.append(")").toString();
    }
}
