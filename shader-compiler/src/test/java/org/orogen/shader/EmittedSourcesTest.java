package org.orogen.shader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.RecordComponent;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.orogen.graph.Graph;

/**
 * A recompile with other parameter values reuses the text emitted for the same structure, and gives exactly
 * what a first compile gives: sources, uniforms with the new values, source map, diagnostics, hash, and for a
 * pass plan every stage.
 */
class EmittedSourcesTest {
    private static final GraphCompiler COMPILER = GraphCompiler.standard();

    @BeforeEach
    void forget() {
        EmittedSources.clear();
    }

    private static Graph hills(double scale) {
        return GraphCompilerTest.hills().param("noise", "scale", scale).build();
    }

    /** Gradient noise blurred: a plan of two stages. */
    private static Graph blurred(double scale, double radius) {
        return new TestGraph().node("noise", "noise.gradient").node("blur", "filter.blur")
                .node("out", "output.height").param("noise", "scale", scale).param("blur", "radius", radius)
                .wire("noise.value", "blur.height").wire("blur.value", "out.input").build();
    }

    @Test
    void aParameterChangeReusesTheTextAndCompilesAsAFirstCompileDoes() {
        CompiledProgram before = COMPILER.compile(hills(100));
        CompiledProgram after = COMPILER.compile(hills(250));
        assertEquals(1, EmittedSources.size(), "one structure, one text");
        assertSame(before.fragmentSource(), after.fragmentSource(), "the text was not written again");
        assertNotEquals(before.uniform("noise", "scale"), after.uniform("noise", "scale"), "the new value is bound");

        EmittedSources.clear();
        CompiledProgram first = COMPILER.compile(hills(250));
        assertSameValues(first, after, "the recompiled program");
    }

    @Test
    void aPlansStagesReuseTheirTextsAndEqualAFirstCompile() {
        CompiledPlan before = COMPILER.compilePlan(blurred(300, 20), CompileOptions.DEFAULT);
        assertTrue(before.stages().size() >= 2, "the blur cuts the graph into stages: " + before.stages().size());
        int texts = EmittedSources.size();
        CompiledPlan after = COMPILER.compilePlan(blurred(450, 35), CompileOptions.DEFAULT);
        assertEquals(texts, EmittedSources.size(), "no stage's text was written again");

        EmittedSources.clear();
        CompiledPlan first = COMPILER.compilePlan(blurred(450, 35), CompileOptions.DEFAULT);
        assertEquals(first.stages().size(), after.stages().size());
        assertSameValues(first, after, "the recompiled plan");
    }

    /**
     * Records compared component by component, down through records and lists (a source map compares its
     * ranges: the class has no equals of its own).
     */
    private static void assertSameValues(Object expected, Object actual, String where) {
        if (expected instanceof SourceMap e && actual instanceof SourceMap a) {
            assertEquals(e.ranges(), a.ranges(), where);
        } else if (expected instanceof Record && expected.getClass() == actual.getClass()) {
            for (RecordComponent c : expected.getClass().getRecordComponents()) {
                try {
                    assertSameValues(c.getAccessor().invoke(expected), c.getAccessor().invoke(actual),
                            where + "." + c.getName());
                } catch (ReflectiveOperationException e) {
                    throw new AssertionError(e);
                }
            }
        } else if (expected instanceof List<?> e && actual instanceof List<?> a) {
            assertEquals(e.size(), a.size(), where + " size");
            for (int i = 0; i < e.size(); i++) {
                assertSameValues(e.get(i), a.get(i), where + "[" + i + "]");
            }
        } else {
            assertEquals(expected, actual, where);
        }
    }

    @Test
    void anotherStructureGetsItsOwnText() {
        COMPILER.compile(hills(100));
        Graph rewired = new TestGraph().node("noise", "noise.gradient").node("out", "output.height")
                .wire("noise.value", "out.input").build();
        CompiledProgram other = COMPILER.compile(rewired);
        assertEquals(2, EmittedSources.size());
        assertNotEquals(COMPILER.compile(hills(100)).fragmentSource(), other.fragmentSource());
    }

    @Test
    void aValueWrittenIntoTheTextIsNeverTakenFromAnotherCompile() {
        // a graph input compiled on its own reads its default as a constant in the source
        for (double value : new double[] {12.5, 20.0, 12.5}) {
            Graph g = new TestGraph().node("in", "graph.input").node("out", "output.height")
                    .param("in", "default", value).wire("in.value", "out.input").build();
            String source = COMPILER.compile(g).fragmentSource();
            assertTrue(source.contains("o_height = vec4(vec3(" + value + ", 0.0, 0.0), 0.0);"), source);
        }
        assertEquals(2, EmittedSources.size(), "one text per constant");
    }

    @Test
    void keepsOnlyTheMostRecentTexts() {
        for (int i = 0; i <= EmittedSources.CAPACITY; i++) {
            COMPILER.compile(new TestGraph().node("in", "graph.input").node("out", "output.height")
                    .param("in", "default", i).wire("in.value", "out.input").build());
        }
        assertEquals(EmittedSources.CAPACITY, EmittedSources.size(), "the oldest text was dropped");
    }
}
