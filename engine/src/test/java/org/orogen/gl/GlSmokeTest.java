package org.orogen.gl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.lwjgl.opengl.GL30.GL_FRAMEBUFFER;
import static org.lwjgl.opengl.GL30.glBindFramebuffer;
import static org.lwjgl.opengl.GL30.glDeleteFramebuffers;
import static org.lwjgl.opengl.GL30.glGenFramebuffers;

import java.nio.FloatBuffer;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.lwjgl.system.MemoryUtil;

/**
 * Runs on a real headless context (Mesa llvmpipe in CI): renders the smoke formula and checks every
 * pixel against Java, and checks that shader and framebuffer failures come back as clear exceptions.
 */
@ExtendWith(GlExtension.class)
class GlSmokeTest {

    private static GlThread gl;

    @BeforeAll
    static void describeGl() {
        System.out.println(gl.info().describe());
    }

    @Test
    void contextIsCoreThreeThreeOrNewer() {
        GlInfo info = gl.info();
        assertTrue(info.atLeast(3, 3), "got " + info.version());
        assertFalse(info.vendor().isBlank());
        assertFalse(info.renderer().isBlank());
    }

    @Test
    void smokeRenderMatchesTheJavaFormulaAtEveryPixel() {
        int size = 512;
        SmokeRender.Comparison comparison = gl.submit(context -> {
            try (SmokeRender smoke = new SmokeRender(context, size, size)) {
                smoke.render();
                FloatBuffer pixels = MemoryUtil.memAllocFloat(size * size * 4);
                try {
                    smoke.read(pixels);
                    return SmokeRender.compare(pixels, size, size);
                } finally {
                    MemoryUtil.memFree(pixels);
                }
            }
        }).join();
        System.out.println("smoke 512x512 max |GPU - Java| = " + comparison.maxError());
        assertTrue(comparison.withinTolerance(), "max error " + comparison.maxError() + " at pixel ("
                + comparison.x() + ", " + comparison.y() + ") channel " + comparison.channel()
                + " exceeds " + SmokeRender.TOLERANCE);
    }

    @Test
    void comparisonFindsOneWrongPixel() {
        int width = 64;
        int height = 32;
        FloatBuffer pixels = FloatBuffer.allocate(width * height * 4);
        double[] rgba = new double[4];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                SmokeRender.expected(x, y, width, height, rgba);
                for (double channel : rgba) {
                    pixels.put((float) channel);
                }
            }
        }
        pixels.flip();
        assertTrue(SmokeRender.compare(pixels, width, height).withinTolerance());

        int index = (17 * width + 40) * 4 + 1;
        pixels.put(index, pixels.get(index) + 1e-3f);
        SmokeRender.Comparison comparison = SmokeRender.compare(pixels, width, height);
        assertFalse(comparison.withinTolerance());
        assertEquals(40, comparison.x());
        assertEquals(17, comparison.y());
        assertEquals(1, comparison.channel());
    }

    @Test
    void brokenFragmentShaderCarriesTheInfoLogAndLine() {
        String broken = """
                #version 330 core
                out vec4 o_colour;
                void main() {
                    o_colour = vec4(undeclaredThing, 0.0, 0.0, 1.0);
                }
                """;
        CompletionException thrown = assertThrows(CompletionException.class, () -> gl.submit(context ->
                ShaderProgram.build(context, FullscreenTriangle.vertexShaderSource(), broken)).join());
        ShaderException error = assertInstanceOf(ShaderException.class, thrown.getCause());
        assertEquals(ShaderStage.FRAGMENT, error.stage());
        assertTrue(error.infoLog().contains("undeclaredThing"), error.infoLog());
        assertTrue(error.getMessage().contains(error.infoLog().strip()));
        assertTrue(error.entries().stream().anyMatch(entry -> entry.line() == 4 && entry.severity().equals("error")),
                "no error entry on line 4 in " + error.entries());
    }

    @Test
    void fragmentStageWithoutMainFailsAtLink() {
        // Compiles on its own (a library of functions), but a program needs main in every stage.
        String needsMissingInput = """
                #version 330 core
                out vec4 o_colour;
                vec4 shade() {
                    return vec4(1.0);
                }
                """;
        CompletionException thrown = assertThrows(CompletionException.class, () -> gl.submit(context ->
                ShaderProgram.build(context, FullscreenTriangle.vertexShaderSource(), needsMissingInput)).join());
        ShaderException error = assertInstanceOf(ShaderException.class, thrown.getCause());
        assertEquals(ShaderStage.LINK, error.stage());
        assertFalse(error.infoLog().isBlank());
    }

    @Test
    void incompleteFramebufferIsReportedWithItsStatusName() {
        CompletionException thrown = assertThrows(CompletionException.class, () -> gl.execute(context -> {
            int framebuffer = glGenFramebuffers();
            glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
            try {
                FramebufferStatus.requireComplete("framebuffer without attachments");
            } finally {
                glBindFramebuffer(GL_FRAMEBUFFER, 0);
                glDeleteFramebuffers(framebuffer);
            }
        }).join());
        IncompleteFramebufferException error = assertInstanceOf(IncompleteFramebufferException.class, thrown.getCause());
        assertEquals("GL_FRAMEBUFFER_INCOMPLETE_MISSING_ATTACHMENT", error.statusName());
        assertTrue(error.getMessage().contains("framebuffer without attachments"));
    }

    @Test
    void framebufferWithTooManyAttachmentsIsRejectedClearly() {
        CompletionException thrown = assertThrows(CompletionException.class,
                () -> gl.submit(context -> FloatFramebuffer.create(context, 8, 8, 1000)).join());
        IllegalArgumentException error = assertInstanceOf(IllegalArgumentException.class, thrown.getCause());
        assertTrue(error.getMessage().contains("1000"), error.getMessage());
    }

    @Test
    void textureUploadsAndDownloadsExactly() {
        float[] sent = new float[5 * 3 * 2];
        for (int i = 0; i < sent.length; i++) {
            sent[i] = (float) Math.scalb(i - 7.25, i % 5);
        }
        float[] received = gl.submit(context -> {
            try (Texture texture = Texture.create(context, 5, 3, TextureFormat.RG32F)) {
                texture.upload(sent);
                return texture.download();
            }
        }).join();
        assertEquals(java.util.Arrays.toString(sent), java.util.Arrays.toString(received));
    }

    @Test
    void heapBuffersAreRefusedBeforeReachingTheDriver() {
        CompletionException thrown = assertThrows(CompletionException.class, () -> gl.execute(context -> {
            try (Texture texture = Texture.create(context, 2, 2, TextureFormat.R32F)) {
                texture.upload(FloatBuffer.allocate(4));
            }
        }).join());
        IllegalArgumentException error = assertInstanceOf(IllegalArgumentException.class, thrown.getCause());
        assertTrue(error.getMessage().contains("direct"), error.getMessage());
    }

    @Test
    void multipleAttachmentsAreSeparateTargets() {
        float[][] attachments = gl.submit(context -> {
            try (FloatFramebuffer framebuffer = FloatFramebuffer.create(context, 4, 4, 3)) {
                return new float[][] {framebuffer.read(0), framebuffer.read(2)};
            }
        }).join();
        assertEquals(4 * 4 * 4, attachments[0].length);
        assertEquals(4 * 4 * 4, attachments[1].length);
    }

    @Test
    void glUseFromAnotherThreadIsRefused() {
        GlContext context = gl.submit(c -> c).join();
        IllegalStateException error = assertThrows(IllegalStateException.class,
                () -> Texture.create(context, 4, 4, TextureFormat.R32F));
        assertTrue(error.getMessage().contains("test-gl"), error.getMessage());
    }

    @Test
    void closedGlThreadRefusesWork() {
        GlThread second = GlThread.start("second-gl");
        assertTrue(second.submit(context -> context.isOwnerThread()).join());
        second.close();
        CompletionException thrown = assertThrows(CompletionException.class,
                () -> second.submit(context -> 1).join());
        assertInstanceOf(IllegalStateException.class, thrown.getCause());
    }
}
