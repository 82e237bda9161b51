package org.orogen.export;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.zip.Deflater;

/**
 * Streaming OpenEXR writer: single part, scanline image, 32-bit float or 16-bit half channels
 * ({@link ExrPixelType}), uncompressed or
 * ZIP (OpenEXR file layout specification, "Scan Line Images"). Rows arrive top to bottom; the
 * line offset table, which precedes the pixel data in the file, is reserved and patched in
 * {@link #finish()}, so no image is ever held whole. ZIP blocks compress on encoder threads.
 */
public final class ExrWriter implements AutoCloseable {

    private final ExrPixelType pixelType;

    private final AtomicOutputFile file;
    private final OutputStream out;
    private final int width;
    private final int height;
    private final ExrCompression compression;
    private final ExecutorService pool;
    private final int maxInFlight;
    /** Caller's channel index for each channel in file (alphabetical) order. */
    private final int[] fileOrder;
    private final long[] offsets;
    private final long tablePosition;
    private final ArrayDeque<Future<byte[]>> inFlight = new ArrayDeque<>();
    private final ByteBuffer block;
    private long position;
    private int rowsWritten;
    private int chunksWritten;
    private boolean finished;

    private ExrWriter(AtomicOutputFile file, int width, int height, List<String> channels, ExrCompression compression,
                      ExecutorService pool, int threads, ExrPixelType pixelType) throws IOException {
        this.pixelType = pixelType;
        this.file = file;
        this.out = file.stream();
        this.width = width;
        this.height = height;
        this.compression = compression;
        this.pool = pool;
        this.maxInFlight = Math.max(2, threads * 2);
        Integer[] order = new Integer[channels.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, Comparator.comparing(channels::get));
        this.fileOrder = Arrays.stream(order).mapToInt(Integer::intValue).toArray();
        int chunks = (height + compression.linesPerChunk() - 1) / compression.linesPerChunk();
        this.offsets = new long[chunks];
        this.block = ByteBuffer.allocate(compression.linesPerChunk() * width * channels.size() * pixelType.bytes())
                .order(ByteOrder.LITTLE_ENDIAN);
        byte[] header = header(channels);
        out.write(header);
        this.tablePosition = header.length;
        out.write(new byte[chunks * 8]);
        this.position = header.length + chunks * 8L;
    }

    /** Opens {@code target} with the given channel names (e.g. {@code List.of("Y")}). */
    public static ExrWriter open(Path target, int width, int height, List<String> channels,
                                 ExrCompression compression) throws IOException {
        return open(target, width, height, channels, compression, EncodingThreads.shared(), EncodingThreads.count());
    }

    /** As {@link #open(Path, int, int, List, ExrCompression)} with an explicit compression pool. */
    public static ExrWriter open(Path target, int width, int height, List<String> channels,
                                 ExrCompression compression, ExecutorService pool, int threads) throws IOException {
        if (width < 1 || height < 1) {
            throw new IllegalArgumentException("EXR size must be at least 1x1, got " + width + "x" + height);
        }
        if (channels.isEmpty() || channels.stream().distinct().count() != channels.size()) {
            throw new IllegalArgumentException("EXR channel names must be non-empty and distinct: " + channels);
        }
        return open(AtomicOutputFile.create(target), width, height, channels, compression, pool, threads);
    }

    /** Writes into {@code file} (e.g. one of an export's {@link PublishGroup}). */
    public static ExrWriter open(AtomicOutputFile file, int width, int height, List<String> channels,
                                 ExrCompression compression, ExecutorService pool, int threads) throws IOException {
        return open(file, width, height, channels, compression, pool, threads, ExrPixelType.FLOAT);
    }

    /** As above, with every channel stored as {@code pixelType}. */
    public static ExrWriter open(AtomicOutputFile file, int width, int height, List<String> channels,
                                 ExrCompression compression, ExecutorService pool, int threads,
                                 ExrPixelType pixelType) throws IOException {
        try {
            if (width < 1 || height < 1) {
                throw new IllegalArgumentException("EXR size must be at least 1x1, got " + width + "x" + height);
            }
            if (channels.isEmpty() || channels.stream().distinct().count() != channels.size()) {
                throw new IllegalArgumentException("EXR channel names must be non-empty and distinct: " + channels);
            }
            return new ExrWriter(file, width, height, channels, compression, pool, threads, pixelType);
        } catch (IOException | RuntimeException e) {
            file.close();
            throw e;
        }
    }

    /**
     * Appends one row: {@code channels[i]} holds {@code width} floats of the i-th channel named at
     * open time, read from index {@code offset}.
     */
    public void writeRow(float[][] channels, int offset) throws IOException {
        if (rowsWritten >= height) {
            throw new IllegalStateException("All " + height + " rows of " + file.target() + " were already written");
        }
        for (int c : fileOrder) {
            float[] values = channels[c];
            if (pixelType == ExrPixelType.HALF) {
                for (int x = 0; x < width; x++) {
                    block.putShort(Float.floatToFloat16(values[offset + x]));
                }
            } else {
                for (int x = 0; x < width; x++) {
                    block.putFloat(values[offset + x]);
                }
            }
        }
        rowsWritten++;
        if (rowsWritten % compression.linesPerChunk() == 0 || rowsWritten == height) {
            submitChunk();
        }
    }

    /** Writes pending chunks, patches the offset table and makes the file appear. */
    public void finish() throws IOException {
        if (rowsWritten != height) {
            throw new IllegalStateException("Only " + rowsWritten + " of " + height + " rows of " + file.target()
                    + " were written");
        }
        while (!inFlight.isEmpty()) {
            writeNextChunk();
        }
        out.flush();
        ByteBuffer table = ByteBuffer.allocate(offsets.length * 8).order(ByteOrder.LITTLE_ENDIAN);
        for (long offset : offsets) {
            table.putLong(offset);
        }
        table.flip();
        long at = tablePosition;
        while (table.hasRemaining()) {
            at += file.channel().write(table, at);
        }
        file.commit();
        finished = true;
    }

    /** Abandons an unfinished file and deletes it. */
    @Override
    public void close() {
        if (!finished) {
            inFlight.forEach(f -> f.cancel(true));
            inFlight.clear();
        }
        file.close();
    }

    private void submitChunk() throws IOException {
        int firstLine = chunksWritten * compression.linesPerChunk() + inFlight.size() * compression.linesPerChunk();
        byte[] raw = Arrays.copyOf(block.array(), block.position());
        block.clear();
        if (compression == ExrCompression.NONE) {
            inFlight.add(java.util.concurrent.CompletableFuture.completedFuture(chunk(firstLine, raw)));
        } else {
            inFlight.add(pool.submit(() -> chunk(firstLine, zip(raw))));
        }
        while (inFlight.size() > maxInFlight) {
            writeNextChunk();
        }
    }

    private static byte[] chunk(int firstLine, byte[] data) {
        ByteBuffer b = ByteBuffer.allocate(8 + data.length).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(firstLine).putInt(data.length).put(data);
        return b.array();
    }

    private void writeNextChunk() throws IOException {
        byte[] chunk;
        try {
            chunk = inFlight.removeFirst().get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("Interrupted while writing " + file.target(), e);
        } catch (ExecutionException e) {
            throw new IOException("Compressing " + file.target() + " failed: " + e.getCause(), e.getCause());
        }
        offsets[chunksWritten++] = position;
        out.write(chunk);
        position += chunk.length;
    }

    /** OpenEXR ZIP: split even/odd bytes, delta-predict, zlib; raw data if that is not smaller. */
    static byte[] zip(byte[] raw) {
        int n = raw.length;
        byte[] t = new byte[n];
        int half = (n + 1) / 2;
        for (int i = 0, a = 0, b = half; i < n; i++) {
            if ((i & 1) == 0) {
                t[a++] = raw[i];
            } else {
                t[b++] = raw[i];
            }
        }
        int previous = t[0] & 0xff;
        for (int i = 1; i < n; i++) {
            int current = t[i] & 0xff;
            t[i] = (byte) (current - previous + 128 + 256);
            previous = current;
        }
        // Level 1: on float terrain levels 1-6 all save about 6 % (Huffman coding alone saves
        // nothing after the predictor), so the fastest level that still matches strings is used.
        Deflater deflater = new Deflater(1);
        try {
            deflater.setInput(t);
            deflater.finish();
            ByteArrayOutputStream compressed = new ByteArrayOutputStream(n / 2 + 64);
            byte[] buffer = new byte[1 << 16];
            while (!deflater.finished()) {
                int k = deflater.deflate(buffer);
                compressed.write(buffer, 0, k);
            }
            return compressed.size() < n ? compressed.toByteArray() : raw;
        } finally {
            deflater.end();
        }
    }

    private byte[] header(List<String> channels) {
        ByteBuffer b = ByteBuffer.allocate(1024 + channels.size() * 64).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(20000630).putInt(2);
        List<String> sorted = new ArrayList<>(channels);
        sorted.sort(null);
        int chlistSize = 1;
        for (String name : sorted) {
            chlistSize += name.getBytes(StandardCharsets.US_ASCII).length + 1 + 16;
        }
        attribute(b, "channels", "chlist", chlistSize);
        for (String name : sorted) {
            b.put(name.getBytes(StandardCharsets.US_ASCII)).put((byte) 0);
            b.putInt(pixelType.code()).put((byte) 0).put(new byte[3]).putInt(1).putInt(1);
        }
        b.put((byte) 0);
        attribute(b, "compression", "compression", 1);
        b.put((byte) compression.code());
        attribute(b, "dataWindow", "box2i", 16);
        b.putInt(0).putInt(0).putInt(width - 1).putInt(height - 1);
        attribute(b, "displayWindow", "box2i", 16);
        b.putInt(0).putInt(0).putInt(width - 1).putInt(height - 1);
        attribute(b, "lineOrder", "lineOrder", 1);
        b.put((byte) 0);
        attribute(b, "pixelAspectRatio", "float", 4);
        b.putFloat(1f);
        attribute(b, "screenWindowCenter", "v2f", 8);
        b.putFloat(0f).putFloat(0f);
        attribute(b, "screenWindowWidth", "float", 4);
        b.putFloat(1f);
        b.put((byte) 0);
        return Arrays.copyOf(b.array(), b.position());
    }

    private static void attribute(ByteBuffer b, String name, String type, int size) {
        b.put(name.getBytes(StandardCharsets.US_ASCII)).put((byte) 0);
        b.put(type.getBytes(StandardCharsets.US_ASCII)).put((byte) 0);
        b.putInt(size);
    }
}
