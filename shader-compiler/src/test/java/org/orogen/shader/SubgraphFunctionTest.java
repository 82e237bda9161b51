package org.orogen.shader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orogen.graph.Graph;
import org.orogen.graph.ParameterValue;
import org.orogen.graph.subgraph.GraphLoader;
import org.orogen.shader.library.NodeLibrary;
import org.orogen.shader.pass.FlattenPass;

/** Subgraph files compile once into functions; uses are calls; budgets refuse what would not compile. */
class SubgraphFunctionTest {
    private static final GraphCompiler COMPILER = GraphCompiler.standard();
    private static final CompileBudget DEFAULT_BUDGET = new CompileBudget(CompileBudget.DEFAULT_MAX_NODES,
            CompileBudget.DEFAULT_MAX_SOURCE_CHARS);

    @TempDir
    Path dir;

    private record Opened(Graph graph, CompileOptions options) {
    }

    private static Opened open(Path file) {
        GraphLoader.OpenedGraph opened = new GraphLoader(NodeLibrary.standard().catalog()).open(file);
        return new Opened(opened.graph().orElseThrow(), CompileOptions.DEFAULT.withBudget(DEFAULT_BUDGET)
                .withSubgraphs(SubgraphSource.of(opened.resolution())));
    }

    private static int count(String text, String regex) {
        Matcher m = Pattern.compile(regex).matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    @Test
    void fanOutChainOfIdenticalUsesCompilesToOneSmallFunctionPerFile() throws IOException {
        Opened chain = open(SubgraphFiles.fanOutChain(dir, 14, false));
        CompiledProgram p = COMPILER.compile(chain.graph(), chain.options());
        assertFalse(p.hasErrors(), p.diagnostics()::toString);
        String src = p.fragmentSource();
        assertTrue(src.length() < 100_000, "program of " + src.length() + " characters");
        for (int k = 1; k <= 14; k++) {
            assertEquals(1, count(src, "\nvoid g_chain_" + k + "\\("), "one function for chain_" + k + ".graph");
        }
        // Each file's two uses read the same input with the same values: one call each.
        assertEquals(1, count(src, "g_chain_14\\(p, "), src);
        assertEquals(1, count(src, "g_chain_1\\(p, "), src);
        assertEquals(1, count(src, "ogn_noise_gradient\\(p, "), "the noise is evaluated once");

        CompiledPlan plan = COMPILER.compilePlan(chain.graph(), chain.options());
        assertFalse(plan.hasErrors(), plan.diagnostics()::toString);
        assertEquals(src, plan.finalProgram().fragmentSource(), "a plan without stages is the same program");
    }

    @Test
    void fanOutChainOfDistinctUsesIsRefusedOverTheNodeBudgetAndCompilesSmallWhenRaised() throws IOException {
        Opened chain = open(SubgraphFiles.fanOutChain(dir, 14, true));
        CompiledProgram refused = COMPILER.compile(chain.graph(), chain.options());
        CompileDiagnostic d = refused.diagnostics().stream().filter(x -> x.code().equals(FlattenPass.OVER_BUDGET))
                .findFirst().orElseThrow(() -> new AssertionError(refused.diagnostics().toString()));
        assertTrue(d.isError());
        assertTrue(List.of("a", "b").contains(d.nodeId()), d.toString());
        // chain_1 holds 2^13 leaf uses (two nodes each) and 2^13 - 1... none: distinct uses chain, no combines.
        assertTrue(d.message().startsWith("this subgraph expands to 16384 nodes"), d.message());
        assertTrue(d.message().contains("over the limit of 20000 nodes") && d.message().contains("--max-nodes")
                && d.message().contains(CompileBudget.MAX_NODES_PROPERTY), d.message());
        assertTrue(refused.fragmentSource().length() < 100_000);

        CompiledProgram trusted = COMPILER.compile(chain.graph(),
                chain.options().withBudget(DEFAULT_BUDGET.withMaxNodes(100_000)));
        assertFalse(trusted.hasErrors(), trusted.diagnostics()::toString);
        assertTrue(trusted.fragmentSource().length() < 100_000, "program of " + trusted.fragmentSource().length());
        assertEquals(2, count(trusted.fragmentSource(), "g_chain_14\\(p, "), "two calls in chain_13's function");
        // Parameter blocks: every one of the 2^14 uses has its noise's 3 words.
        assertEquals(3 * 16384, trusted.parameterWords());
    }

    @Test
    void oneFileUsedAHundredTimesIsOneFunctionWithEachUsesOwnValues() throws IOException {
        Opened many = open(SubgraphFiles.manyUses(dir, 100));
        CompiledProgram p = COMPILER.compile(many.graph(), many.options());
        assertFalse(p.hasErrors(), p.diagnostics()::toString);
        String src = p.fragmentSource();
        assertEquals(1, count(src, "\nvoid g_rock\\("));
        assertEquals(100, count(src, "g_rock\\(p, "));
        for (int i : new int[] {0, 7, 99}) {
            String id = "rock" + i + "/noise";
            assertEquals(new UniformValue.UIntValue(SeedMix.mix(12345, 7L * i + 1)),
                    p.uniform(id, "seed").orElseThrow().value(), "per-use seed of " + id);
            assertEquals(new UniformValue.FloatValue(300.0 + 37.0 * i), p.uniform(id, "scale").orElseThrow().value());
        }
        CompiledProgram inlined = COMPILER.compile(many.graph(), many.options().withInlinedSubgraphs());
        assertFalse(inlined.hasErrors(), inlined.diagnostics()::toString);
        assertEquals(100, count(inlined.fragmentSource(), "ogn_noise_gradient\\(p, "));
        assertEquals(0, count(inlined.fragmentSource(), "g_rock"));
        assertTrue(src.length() < inlined.fragmentSource().length(), src.length() + " vs " + inlined.fragmentSource().length());
        for (UniformBinding b : inlined.uniforms()) {
            UniformBinding f = p.uniform(b.nodeId(), b.parameter()).orElseThrow(() -> new AssertionError(b.toString()));
            assertEquals(b.value(), f.value(), b.nodeId() + "." + b.parameter());
        }
    }

    @Test
    void identicalUsesShareOneCallAndDifferentOverridesDoNot() throws IOException {
        SubgraphFiles.manyUses(dir, 1);
        Graph g = new TestGraph().node("a", "graph.subgraph").node("b", "graph.subgraph").node("c", "graph.subgraph")
                .node("ab", "combine.add").node("abc", "combine.add").node("out", "output.height")
                .param("a", "path", ParameterValue.of("rock.graph")).param("a", "scale", 500.0)
                .param("b", "path", ParameterValue.of("rock.graph")).param("b", "scale", 500.0)
                .param("c", "path", ParameterValue.of("rock.graph")).param("c", "scale", 501.0)
                .wire("a.height", "ab.a").wire("b.height", "ab.b").wire("ab.result", "abc.a")
                .wire("c.height", "abc.b").wire("abc.result", "out.input").build();
        org.orogen.graph.io.GraphFiles.save(dir.resolve("three.graph"), g);
        Opened three = open(dir.resolve("three.graph"));
        CompiledProgram p = COMPILER.compile(three.graph(), three.options());
        assertFalse(p.hasErrors(), p.diagnostics()::toString);
        assertEquals(2, count(p.fragmentSource(), "g_rock\\(p, "), p.fragmentSource());
        assertTrue(p.fragmentSource().contains("ogn_combine_add(p, n_a_height, n_a_height, n_ab_result);"),
                "b reads a's result");
        assertEquals(Optional.empty(), p.uniform("b/noise", "scale"));
        assertEquals(new UniformValue.FloatValue(501.0), p.uniform("c/noise", "scale").orElseThrow().value());

        // The budget counts what is evaluated: b shares a's call and costs nothing.
        CompileOptions tight = three.options().withBudget(DEFAULT_BUDGET.withMaxNodes(4));
        CompiledProgram fits = COMPILER.compile(three.graph(), tight);
        assertFalse(fits.hasErrors(), "a, c and two adds are 4 nodes: " + fits.diagnostics());
        CompiledProgram over = COMPILER.compile(three.graph(), three.options().withBudget(DEFAULT_BUDGET.withMaxNodes(3)));
        assertTrue(over.diagnostics().stream().anyMatch(d -> d.code().equals(FlattenPass.OVER_BUDGET)
                && d.nodeId().equals("c") && d.message().contains("the whole graph to 4")), over.diagnostics().toString());
    }

    @Test
    void sourceOverTheBudgetIsRefusedWithAProgramWritingZero() throws IOException {
        Opened many = open(SubgraphFiles.manyUses(dir, 100));
        CompileOptions tight = many.options().withBudget(DEFAULT_BUDGET.withMaxSourceChars(5_000)).withInlinedSubgraphs();
        CompiledProgram p = COMPILER.compile(many.graph(), tight);
        CompileDiagnostic d = p.diagnostics().stream().filter(x -> x.code().equals(GraphCompiler.SOURCE_OVER_BUDGET))
                .findFirst().orElseThrow(() -> new AssertionError(p.diagnostics().toString()));
        assertTrue(d.isError() && d.nodeId().startsWith("rock"), d.toString());
        assertTrue(d.message().contains("over the limit of 5000") && d.message().contains("--max-source-chars"),
                d.message());
        assertTrue(p.fragmentSource().contains("o_height = vec4(vec3(0.0"), "the refused program writes 0");
        assertFalse(p.fragmentSource().contains("ogn_noise_gradient(p"));
        assertTrue(COMPILER.compilePlan(many.graph(), tight).diagnostics().stream()
                .anyMatch(x -> x.code().equals(GraphCompiler.SOURCE_OVER_BUDGET)));
    }

    @Test
    void callsSplitIntoStagesOfAPassPlanLikeOtherNodes() throws IOException {
        Opened hills = open(SubgraphFiles.manyCheapUses(dir, 100));
        CompiledPlan plan = COMPILER.compilePlan(hills.graph(), hills.options().withStageBudget(16));
        assertFalse(plan.hasErrors(), plan.diagnostics()::toString);
        assertTrue(plan.stages().size() > 2, plan.stages().size() + " stages");
        int calls = 0;
        for (PlanStage stage : plan.stages()) {
            String src = stage.program().fragmentSource();
            int here = count(src, "g_hill\\(p, ");
            assertTrue(here == 0 || count(src, "\nvoid g_hill\\(") == 1, "a stage calling g_hill defines it");
            calls += here;
            List<UniformBinding> words = stage.program().uniforms().stream().filter(UniformBinding::inBuffer)
                    .sorted(java.util.Comparator.comparingInt(UniformBinding::offset)).toList();
            for (int i = 1; i < words.size(); i++) {
                assertTrue(words.get(i).offset() >= words.get(i - 1).offset() + words.get(i - 1).words(),
                        "parameter words overlap: " + words.get(i - 1) + " and " + words.get(i));
            }
        }
        assertTrue(calls >= 100, calls + " calls over the stages");
    }

    @Test
    void aSubgraphWithAStageCuttingNodeIsInlinedAsBefore() {
        Graph inner = new TestGraph().node("noise", "noise.gradient").node("blur", "filter.blur")
                .node("out", "output.height").wire("noise.value", "blur.height").wire("blur.value", "out.input").build();
        Graph outer = new TestGraph().node("soft", "graph.subgraph").node("out", "output.height")
                .param("soft", "path", ParameterValue.of("soft.graph")).wire("soft.height", "out.input").build();
        SubgraphSource source = (node, path) -> node.id().equals("soft") ? Optional.of(inner) : Optional.empty();
        CompiledPlan plan = COMPILER.compilePlan(outer, CompileOptions.DEFAULT.withSubgraphs(source));
        assertFalse(plan.hasErrors(), plan.diagnostics()::toString);
        assertTrue(plan.stages().size() > 1, "the blur inside the subgraph still cuts stages");
        assertTrue(plan.stages().stream().noneMatch(s -> s.program().fragmentSource().contains("void g_")));
    }
}
