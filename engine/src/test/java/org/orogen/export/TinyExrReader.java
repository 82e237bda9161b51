package org.orogen.export;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.lwjgl.PointerBuffer;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.MemoryUtil;
import org.lwjgl.util.tinyexr.EXRHeader;
import org.lwjgl.util.tinyexr.EXRImage;
import org.lwjgl.util.tinyexr.EXRVersion;
import org.lwjgl.util.tinyexr.TinyEXR;

/**
 * Independent OpenEXR decoder for tests: tinyexr (C, through LWJGL) reads what the hand-written
 * {@link ExrWriter} produced. Returns each channel's floats, row-major, top row first.
 */
final class TinyExrReader {

    /** A decoded image: size, compression code and the channels by name. */
    record Decoded(int width, int height, int compression, Map<String, float[]> channels) {
    }

    private TinyExrReader() {
    }

    static Decoded read(Path file) {
        try (MemoryStack stack = MemoryStack.stackPush()) {
            EXRVersion version = EXRVersion.malloc(stack);
            check(TinyEXR.ParseEXRVersionFromFile(version, file.toString()), "version", null);
            EXRHeader header = EXRHeader.malloc(stack);
            TinyEXR.InitEXRHeader(header);
            PointerBuffer err = stack.mallocPointer(1);
            check(TinyEXR.ParseEXRHeaderFromFile(header, version, file.toString(), err), "header", err);
            for (int c = 0; c < header.num_channels(); c++) {
                // Half channels come back as floats (exactly: every half is a float).
                header.requested_pixel_types().put(c, TinyEXR.TINYEXR_PIXELTYPE_FLOAT);
            }
            EXRImage image = EXRImage.malloc(stack);
            TinyEXR.InitEXRImage(image);
            try {
                check(TinyEXR.LoadEXRImageFromFile(image, header, file.toString(), err), "image", err);
                int width = image.width();
                int height = image.height();
                Map<String, float[]> channels = new LinkedHashMap<>();
                PointerBuffer images = image.images();
                for (int c = 0; c < header.num_channels(); c++) {
                    float[] values = new float[width * height];
                    MemoryUtil.memFloatBuffer(images.get(c), values.length).get(values);
                    channels.put(header.channels().get(c).nameString(), values);
                }
                return new Decoded(width, height, header.compression_type(), channels);
            } finally {
                TinyEXR.FreeEXRImage(image);
                TinyEXR.FreeEXRHeader(header);
            }
        }
    }

    private static void check(int code, String what, PointerBuffer err) {
        if (code != TinyEXR.TINYEXR_SUCCESS) {
            String message = err != null && err.get(0) != 0 ? MemoryUtil.memASCII(err.get(0)) : "";
            throw new AssertionError("tinyexr could not read the " + what + " (" + code + "): " + message);
        }
    }
}
