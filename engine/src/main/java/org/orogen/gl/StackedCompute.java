package org.orogen.gl;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.orogen.shader.WorldAnchor;

/**
 * The stacked variant of a planar single program's compute source ({@code CompiledProgram.computeSource()}):
 * one dispatch evaluates a batch of blocks, block k in work-group layer {@code gl_WorkGroupID.z = k},
 * writing its pixel (x, y) at (x, y + k × rows) of tall outputs (blocks stacked vertically, rows =
 * {@code u_resolution.y}, the same for every block of a batch).
 *
 * <p>Made by exact textual edits of the generated source, each checked to occur as expected:
 * {@code u_anchor} and {@code u_origin} become plain globals, set at the start of {@code main} from
 * the block's placement in a read-only storage buffer at binding {@value #PLACEMENT_BINDING}
 * ({@code ivec4}: anchor x, y, then the origin's float bits x, y; {@link BlockPlacement#stacked}), and every
 * {@code imageStore(o, pixel, v)} writes at {@code pixel + (0, k × rows)}. The pixel and all position
 * arithmetic are untouched, so each value has the bits of the per-block program, unless a driver
 * compiles the arithmetic on a variable origin differently from that on a uniform one (the
 * benchmark compares both on its GPU). Where a pattern is missing (planets, plan stages, a changed
 * emitter) there is no stacked variant and the caller evaluates block by block.
 */
public final class StackedCompute {

    /** Storage buffer binding of the blocks' placements (the paint stages' buffers use 3 and 4). */
    public static final int PLACEMENT_BINDING = 7;
    /** 32-bit words of one block's placement in the buffer. */
    public static final int PLACEMENT_WORDS = 4;

    static final String ANCHOR_DECLARATION = "uniform ivec2 " + WorldAnchor.ANCHOR_UNIFORM + ";";
    static final String ORIGIN_DECLARATION = "uniform vec2 " + WorldAnchor.ORIGIN_UNIFORM + ";";
    static final String MAIN = "void main() {\n";
    static final String PIXEL = "ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);";
    /** The planar, unstaged position line (planets and plan stages place pixels otherwise). */
    static final String POSITION = "vec2 p = u_origin + (vec2(pixel) + 0.5 - 0.5) * u_texelSize;";
    private static final Pattern STORE = Pattern.compile("imageStore\\((\\w+), pixel, ");
    private static final String STORE_CALL = "imageStore(";

    private StackedCompute() {
    }

    /**
     * The stacked variant of {@code computeSource}, which writes {@code outputs} images; empty when
     * any pattern does not occur exactly as expected (the caller then evaluates block by block).
     */
    public static Optional<String> source(String computeSource, int outputs) {
        String s = computeSource;
        if (count(s, ANCHOR_DECLARATION) != 1 || count(s, ORIGIN_DECLARATION) != 1 || count(s, MAIN) != 1
                || count(s, PIXEL) != 1 || count(s, POSITION) != 1 || count(s, "gl_WorkGroupID") != 0
                || count(s, "binding = " + PLACEMENT_BINDING + ")") != 0) {
            return Optional.empty();
        }
        Matcher stores = STORE.matcher(s);
        int matched = 0;
        StringBuilder edited = new StringBuilder();
        while (stores.find()) {
            matched++;
            stores.appendReplacement(edited, Matcher.quoteReplacement(
                    STORE_CALL + stores.group(1) + ", pixel + ogn_stackRow, "));
        }
        stores.appendTail(edited);
        if (matched != outputs || count(s, STORE_CALL) != outputs) {
            return Optional.empty();
        }
        s = edited.toString()
                .replace(ANCHOR_DECLARATION, "ivec2 " + WorldAnchor.ANCHOR_UNIFORM
                        + "; // stacked: the block's, set at the start of main")
                .replace(ORIGIN_DECLARATION, "vec2 " + WorldAnchor.ORIGIN_UNIFORM + ";")
                .replace(MAIN, "layout(std430, binding = " + PLACEMENT_BINDING
                        + ") readonly buffer OgnBlocks { ivec4 ogn_blocks[]; }; // anchor, origin bits\n"
                        + MAIN
                        + "    ivec4 ogn_block = ogn_blocks[gl_WorkGroupID.z];\n"
                        + "    " + WorldAnchor.ANCHOR_UNIFORM + " = ogn_block.xy;\n"
                        + "    " + WorldAnchor.ORIGIN_UNIFORM + " = intBitsToFloat(ogn_block.zw);\n"
                        + "    ivec2 ogn_stackRow = ivec2(0, int(gl_WorkGroupID.z) * int(u_resolution.y));\n");
        return Optional.of(s);
    }

    private static int count(String text, String pattern) {
        int n = 0;
        for (int i = text.indexOf(pattern); i >= 0; i = text.indexOf(pattern, i + pattern.length())) {
            n++;
        }
        return n;
    }
}
