package org.orogen.gl;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.lwjgl.opengl.GL20.glIsProgram;

import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** A context keeps the compute programs it builds by source: built once, alive until the context closes. */
@ExtendWith(GlExtension.class)
class ComputeProgramCacheTest {
    private static GlThread gl;

    private static final String WRITE = """
            #version 430 core
            layout(local_size_x = 1) in;
            layout(std430, binding = 0) buffer Out { uint value; };
            uniform uint u_value;
            void main() { value = u_value; }
            """;

    @Test
    void theSameSourceGivesTheSameProgramWhichClosingDoesNotDelete() {
        gl.execute(context -> {
            ShaderProgram first = context.computeProgram(WRITE);
            first.close(); // what a try-with-resources around it does
            ShaderProgram again = context.computeProgram(WRITE);
            assertSame(first, again);
            assertTrue(glIsProgram(again.id()), "the kept program still exists");
            again.use();
            assertNotSame(again, context.computeProgram(WRITE + "// another source\n"));
        }).join();
    }

    @Test
    void aSourceThatDoesNotCompileIsNotKeptAndFailsEachTime() {
        String broken = WRITE.replace("value = u_value;", "value = missing;");
        for (int attempt = 0; attempt < 2; attempt++) {
            CompletionException e = assertThrows(CompletionException.class,
                    () -> gl.execute(context -> context.computeProgram(broken)).join());
            assertInstanceOf(ShaderException.class, e.getCause());
        }
    }
}
