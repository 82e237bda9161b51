package org.orogen.export;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;

/**
 * RAW heightmap: unsigned 16-bit little-endian samples, row by row, no header (Unity's
 * {@code .raw} with "Byte Order: Windows", Unreal's {@code .r16}). The size is not in the file;
 * the importer is told it, which is why every export also writes a JSON sidecar.
 */
public final class RawR16Writer implements SampleRowWriter {

    private final AtomicOutputFile file;
    private final OutputStream out;
    private final int width;
    private final int height;
    private final byte[] packed;
    private int rowsWritten;

    private RawR16Writer(AtomicOutputFile file, int width, int height) {
        this.file = file;
        this.out = file.stream();
        this.width = width;
        this.height = height;
        this.packed = new byte[width * 2];
    }

    /** Opens {@code target} for a {@code width × height} single-channel 16-bit raster. */
    public static RawR16Writer open(Path target, int width, int height) throws IOException {
        return open(AtomicOutputFile.create(target), width, height);
    }

    /** Writes into {@code file} (e.g. one of an export's {@link PublishGroup}). */
    public static RawR16Writer open(AtomicOutputFile file, int width, int height) {
        if (width < 1 || height < 1) {
            file.close();
            throw new IllegalArgumentException("RAW size must be at least 1x1, got " + width + "x" + height);
        }
        return new RawR16Writer(file, width, height);
    }

    @Override
    public int samplesPerRow() {
        return width;
    }

    @Override
    public void writeSamples(int[] samples) throws IOException {
        pack(samples, packed, 0);
        writePacked(packed, 0);
    }

    @Override
    public int rowBytes() {
        return 2 * width;
    }

    /** Packs a row of samples little-endian. */
    @Override
    public void pack(int[] samples, byte[] out, int offset) {
        for (int i = 0; i < width; i++) {
            int v = samples[i];
            out[offset + 2 * i] = (byte) v;
            out[offset + 2 * i + 1] = (byte) (v >>> 8);
        }
    }

    @Override
    public void writePacked(byte[] row, int offset) throws IOException {
        if (rowsWritten >= height) {
            throw new IllegalStateException("All " + height + " rows of " + file.target() + " were already written");
        }
        out.write(row, offset, 2 * width);
        rowsWritten++;
    }

    @Override
    public void finish() throws IOException {
        if (rowsWritten != height) {
            throw new IllegalStateException("Only " + rowsWritten + " of " + height + " rows of " + file.target()
                    + " were written");
        }
        file.commit();
    }

    @Override
    public void close() {
        file.close();
    }
}
