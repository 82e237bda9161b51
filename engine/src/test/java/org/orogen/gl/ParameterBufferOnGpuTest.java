package org.orogen.gl;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.lwjgl.opengl.GL11.GL_TEXTURE_2D;
import static org.lwjgl.opengl.GL11.glBindTexture;
import static org.lwjgl.opengl.GL13.GL_TEXTURE0;
import static org.lwjgl.opengl.GL13.glActiveTexture;
import static org.lwjgl.opengl.GL20.glUniform1f;
import static org.lwjgl.opengl.GL20.glUniform1i;
import static org.lwjgl.opengl.GL20.glUniform2fv;
import static org.lwjgl.opengl.GL20.glUniform4f;
import static org.lwjgl.opengl.GL20.glUniform4fv;
import static org.lwjgl.opengl.GL30.glUniform1ui;
import static org.lwjgl.opengl.GL30.glUniform2i;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orogen.graph.Edge;
import org.orogen.graph.Graph;
import org.orogen.graph.GraphMetadata;
import org.orogen.graph.Node;
import org.orogen.graph.ParameterValue;
import org.orogen.measure.FloatBits;
import org.orogen.shader.CompiledProgram;
import org.orogen.shader.GraphCompiler;
import org.orogen.shader.UniformBinding;
import org.orogen.shader.UniformValue;

/**
 * Node parameters reach the GPU through the {@code u_parameters} buffer exactly as they did as one
 * uniform each (bit for bit, every parameter kind), a value change re-uploads into the same
 * program, and a graph of hundreds of noise nodes (more parameters than some drivers allow
 * uniforms) links and renders with each node reading its own words.
 */
@ExtendWith(GlExtension.class)
class ParameterBufferOnGpuTest {
    private static final int SIZE = 48;
    /** World metres per pixel: the renders cover 1920 m square from the origin. */
    private static final float TEXEL = 40;
    private static final int MAP_W = 8;
    private static final int MAP_H = 6;
    private static GlThread gl;

    /**
     * fBm (float, int, bool, seed), a cone (enum), a curve (count and points) over a height map
     * (sampler and rect), summed into the height.
     */
    private static Graph everyKind(long seed, String profile, double curveTop) {
        Node map = Node.of("map", "shape.heightmap").withParameter("file", ParameterValue.of("ramp.exr"))
                .withParameter("minX", ParameterValue.of(100.0)).withParameter("minY", ParameterValue.of(-50.0))
                .withParameter("sizeX", ParameterValue.of(1600.0)).withParameter("sizeY", ParameterValue.of(1700.0))
                .withParameter("heightScale", ParameterValue.of(80.0));
        Node curve = Node.of("curve", "combine.curve").withParameter("curve", ParameterValue.ofPoints(List.of(
                new ParameterValue.Point(0, 0), new ParameterValue.Point(30, curveTop),
                new ParameterValue.Point(80, 100))));
        Node fbm = Node.of("fbm", "fractal.fbm").withParameter("scale", ParameterValue.of(700.0))
                .withParameter("amplitude", ParameterValue.of(120.0)).withParameter("octaves", ParameterValue.of(5L))
                .withParameter("rotateOctaves", ParameterValue.of(false)).withParameter("seed", ParameterValue.of(seed));
        Node cone = Node.of("cone", "shape.cone").withParameter("centerX", ParameterValue.of(900.0))
                .withParameter("centerY", ParameterValue.of(1000.0)).withParameter("radius", ParameterValue.of(700.0))
                .withParameter("height", ParameterValue.of(300.0)).withParameter("profile", ParameterValue.of(profile));
        return Graph.of(List.of(map, curve, fbm, cone, Node.of("s1", "combine.add"), Node.of("s2", "combine.add"),
                        Node.of("out", "output.height")),
                List.of(Edge.of("map", "height", "curve", "value"), Edge.of("curve", "result", "s1", "a"),
                        Edge.of("fbm", "value", "s1", "b"), Edge.of("s1", "result", "s2", "a"),
                        Edge.of("cone", "result", "s2", "b"), Edge.of("s2", "result", "out", "input")),
                GraphMetadata.EMPTY, 5, List.of());
    }

    @Test
    void everyParameterKindRendersBitForBitAsWithOneUniformEach() {
        CompiledProgram compiled = compile(everyKind(42, "dome", 70));
        List<String> types = compiled.uniforms().stream().map(UniformBinding::glslType).distinct().sorted().toList();
        assertEquals(List.of("bool", "float", "int", "sampler2D", "uint", "vec2[16]", "vec4"), types);
        float[][] renders = gl.submit(context -> {
            try (ShaderProgram buffered = ShaderProgram.build(context, FullscreenTriangle.vertexShaderSource(),
                    compiled.fragmentSource());
                 ShaderProgram loose = ShaderProgram.build(context, FullscreenTriangle.vertexShaderSource(),
                         oneUniformEach(compiled));
                 Texture map = ramp(context)) {
                return new float[][] {
                    render(context, buffered, map, p -> ProgramUniforms.upload(p, compiled.uniforms())),
                    render(context, loose, map, p -> uploadOneUniformEach(p, compiled.uniforms()))};
            }
        }).join();
        assertVaries(renders[0]);
        assertArrayEquals(FloatBits.of(renders[1]), FloatBits.of(renders[0]),
                "buffer and loose uniforms must give the same pixels");
    }

    @Test
    void aValueChangeReusesTheProgramAndUploadsOnlyValues() {
        CompiledProgram before = compile(everyKind(42, "dome", 70));
        CompiledProgram after = compile(everyKind(43, "gaussian", 20));
        assertEquals(before.structuralHash(), after.structuralHash());
        assertEquals(before.fragmentSource(), after.fragmentSource());
        float[][] renders = gl.submit(context -> {
            try (ShaderProgram reused = ShaderProgram.build(context, FullscreenTriangle.vertexShaderSource(),
                    before.fragmentSource());
                 ShaderProgram fresh = ShaderProgram.build(context, FullscreenTriangle.vertexShaderSource(),
                         after.fragmentSource());
                 Texture map = ramp(context)) {
                float[] first = render(context, reused, map, p -> ProgramUniforms.upload(p, before.uniforms()));
                float[] changed = render(context, reused, map, p -> ProgramUniforms.upload(p, after.uniforms()));
                assertArrayEquals(ProgramUniforms.pack(after.uniforms()), reused.parameters().words());
                float[] reference = render(context, fresh, map, p -> ProgramUniforms.upload(p, after.uniforms()));
                return new float[][] {first, changed, reference};
            }
        }).join();
        assertFalse(java.util.Arrays.equals(FloatBits.of(renders[0]), FloatBits.of(renders[1])),
                "the new values must show");
        assertArrayEquals(FloatBits.of(renders[2]), FloatBits.of(renders[1]),
                "re-uploading must equal a fresh program's upload");
    }

    /** Noise nodes in the link test; see {@link #manyNoiseNodesLinkAndEachReadsItsOwnWords()} for timings. */
    static final int NOISES = 128;

    /**
     * {@value #NOISES} value-noise nodes (384 parameters, each noise with its own scale and seed)
     * summed by a tree of add nodes: links, renders finite varied terrain, and for a few nodes k,
     * zeroing every other amplitude (a value change: same program) leaves exactly noise k, which
     * must match a program of node k alone. A node reading another node's words would not.
     *
     * <p>Why 128 value noises: llvmpipe compiles one huge shader, superlinearly in its size (it
     * compiles at link and again at the first draw). Measured on the 2-core build machine (Mesa 22,
     * MESA_SHADER_CACHE_DISABLE=true, load about 7 from other builds): value noise, 64 nodes 3.9 s
     * link + 3.4 s first draw, 128 nodes 5.3 s + 15.3 s; gradient noise, 64 nodes 4.7 s + 17.1 s,
     * 300 nodes 85 s + 199 s. Parameter count is not the limit here: {@code ParameterBufferLayoutTest}
     * shows 2,000 nodes declare no uniform per parameter.
     */
    @Test
    void manyNoiseNodesLinkAndEachReadsItsOwnWords() {
        CompiledProgram all = compile(noiseSum(NOISES, -1));
        assertEquals(3 * NOISES, all.parameterWords());
        gl.submit(context -> {
            long t0 = System.nanoTime();
            try (ShaderProgram big = ShaderProgram.build(context, FullscreenTriangle.vertexShaderSource(),
                    all.fragmentSource())) {
                long t1 = System.nanoTime();
                assertVaries(render(context, big, null, p -> ProgramUniforms.upload(p, all.uniforms())));
                long t2 = System.nanoTime();
                System.out.printf(java.util.Locale.ROOT, "%d noise nodes: %d lines, build %.0f ms, first draw %.0f ms%n",
                        NOISES, all.lineCount(), (t1 - t0) / 1e6, (t2 - t1) / 1e6);
                for (int k : new int[] {0, NOISES / 2 + 1, NOISES - 1}) {
                    CompiledProgram onlyK = compile(noiseSum(NOISES, k));
                    assertEquals(all.structuralHash(), onlyK.structuralHash());
                    float[] sum = render(context, big, null, p -> ProgramUniforms.upload(p, onlyK.uniforms()));
                    CompiledProgram single = compile(singleNoise(k));
                    try (ShaderProgram alone = ShaderProgram.build(context, FullscreenTriangle.vertexShaderSource(),
                            single.fragmentSource())) {
                        float[] expected = render(context, alone, null,
                                p -> ProgramUniforms.upload(p, single.uniforms()));
                        assertVaries(expected);
                        for (int i = 0; i < expected.length; i++) {
                            assertEquals(expected[i], sum[i], 1e-5, "noise " + k + ", float " + i);
                        }
                    }
                }
            }
            return null;
        }).join();
    }

    private static Node noise(int i, double amplitude) {
        return Node.of("n" + i, "noise.value").withParameter("scale", ParameterValue.of(300.0 + 7 * i))
                .withParameter("amplitude", ParameterValue.of(amplitude)).withParameter("seed", ParameterValue.of(i));
    }

    /** Noise k alone, amplitude 1. */
    private static Graph singleNoise(int k) {
        return Graph.of(List.of(noise(k, 1), Node.of("out", "output.height")),
                List.of(Edge.of("n" + k, "value", "out", "input")), GraphMetadata.EMPTY, 3, List.of());
    }

    /**
     * {@code count} noises summed by a balanced add tree; amplitude 10 each, or when {@code only} is
     * a node index, 1 for that node and 0 for all others (same structure either way).
     */
    private static Graph noiseSum(int count, int only) {
        List<Node> nodes = new ArrayList<>();
        List<Edge> edges = new ArrayList<>();
        List<String> level = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            nodes.add(noise(i, only < 0 ? 10 : i == only ? 1 : 0));
            level.add("n" + i + ".value");
        }
        int adds = 0;
        while (level.size() > 1) {
            List<String> next = new ArrayList<>();
            for (int i = 0; i + 1 < level.size(); i += 2) {
                String id = "add" + adds++;
                nodes.add(Node.of(id, "combine.add"));
                edges.add(edge(level.get(i), id + ".a"));
                edges.add(edge(level.get(i + 1), id + ".b"));
                next.add(id + ".result");
            }
            if (level.size() % 2 == 1) {
                next.add(level.getLast());
            }
            level = next;
        }
        nodes.add(Node.of("out", "output.height"));
        edges.add(edge(level.getFirst(), "out.input"));
        return Graph.of(nodes, edges, GraphMetadata.EMPTY, 3, List.of());
    }

    private static Edge edge(String from, String to) {
        String[] f = from.split("\\.");
        String[] t = to.split("\\.");
        return Edge.of(f[0], f[1], t[0], t[1]);
    }

    private static CompiledProgram compile(Graph graph) {
        CompiledProgram program = GraphCompiler.standard().compile(graph);
        assertFalse(program.hasErrors(), program.diagnostics()::toString);
        return program;
    }

    /** A bumpy 8 x 6 R32F map (values in [0, 1]). */
    private static Texture ramp(GlContext context) {
        float[] texels = new float[MAP_W * MAP_H];
        for (int j = 0; j < MAP_H; j++) {
            for (int i = 0; i < MAP_W; i++) {
                texels[j * MAP_W + i] = (float) (0.5 + 0.4 * Math.sin(1.3 * i) * Math.cos(0.9 * j));
            }
        }
        Texture map = Texture.create(context, MAP_W, MAP_H, TextureFormat.R32F);
        map.upload(texels);
        return map;
    }

    /** Sets the parameters with {@code upload}, binds {@code map} (if any) to unit 0, draws SIZE²; RGBA. */
    private static float[] render(GlContext context, ShaderProgram program, Texture map,
                                  Consumer<ShaderProgram> upload) {
        try (FloatFramebuffer target = FloatFramebuffer.create(context, SIZE, SIZE, 1);
             FullscreenTriangle triangle = new FullscreenTriangle(context)) {
            target.bind();
            program.use();
            upload.accept(program);
            if (map != null) {
                glActiveTexture(GL_TEXTURE0);
                glBindTexture(GL_TEXTURE_2D, map.id());
            }
            glUniform2i(program.uniformLocation("u_anchor"), 0, 0);
            program.setVec2("u_origin", 0, 0);
            program.setVec2("u_texelSize", TEXEL, TEXEL);
            program.setVec2("u_resolution", SIZE, SIZE);
            triangle.draw();
            target.unbind();
            return target.read(0);
        }
    }

    /**
     * The same program as before parameters moved into a buffer: every parameter global becomes
     * the uniform it used to be, and nothing is loaded from {@code u_parameters}.
     */
    private static String oneUniformEach(CompiledProgram compiled) {
        String source = compiled.fragmentSource().replace("    ogn_loadParameters();\n", "")
                .replaceFirst("(?s)void ogn_loadParameters\\(\\) \\{\n.*?\n}\n", "");
        for (UniformBinding u : compiled.uniforms()) {
            if (u.inBuffer()) {
                int bracket = u.glslType().indexOf('[');
                String declaration = bracket > 0 ? u.glslType().substring(0, bracket) + " " + u.name()
                        + u.glslType().substring(bracket) + ";" : u.glslType() + " " + u.name() + ";";
                assertTrue(source.contains("\n" + declaration + "\n"), declaration);
                source = source.replace("\n" + declaration + "\n", "\nuniform " + declaration + "\n");
            }
        }
        return source;
    }

    /** The uploader before the parameter buffer: one glUniform call per binding. */
    private static void uploadOneUniformEach(ShaderProgram program, List<UniformBinding> uniforms) {
        for (UniformBinding u : uniforms) {
            int location = program.uniformLocation(u.name());
            switch (u.value()) {
                case UniformValue.FloatValue f -> glUniform1f(location, (float) f.value());
                case UniformValue.IntValue i -> glUniform1i(location, (int) i.value());
                case UniformValue.UIntValue i -> glUniform1ui(location, (int) i.value());
                case UniformValue.Vec4Value v -> glUniform4f(location, (float) v.x(), (float) v.y(), (float) v.z(),
                        (float) v.w());
                case UniformValue.Vec2ArrayValue a -> {
                    float[] xy = new float[a.xy().size()];
                    for (int k = 0; k < xy.length; k++) {
                        xy[k] = a.xy().get(k).floatValue();
                    }
                    glUniform2fv(location, xy);
                }
                case UniformValue.Vec4ArrayValue a -> {
                    float[] xyzw = new float[a.xyzw().size()];
                    for (int k = 0; k < xyzw.length; k++) {
                        xyzw[k] = a.xyzw().get(k).floatValue();
                    }
                    glUniform4fv(location, xyzw);
                }
                case UniformValue.SamplerValue s -> glUniform1i(location, s.unit());
            }
        }
    }


    /** Finite everywhere and the height (channel 0) not flat. */
    private static void assertVaries(float[] rgba) {
        float min = Float.MAX_VALUE;
        float max = -Float.MAX_VALUE;
        for (int i = 0; i < rgba.length; i++) {
            assertTrue(Float.isFinite(rgba[i]), "non-finite value at " + i);
            if (i % 4 == 0) {
                min = Math.min(min, rgba[i]);
                max = Math.max(max, rgba[i]);
            }
        }
        assertTrue(max - min > 0.1f, "flat: " + min + " .. " + max);
    }
}
