package org.orogen.export;

import java.io.DataOutputStream;
import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.zip.Adler32;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * Streaming PNG writer with parallel compression: rows arrive top to bottom and are never held
 * all at once. Every block of rows (about {@value #BLOCK_BYTES} bytes) is filtered and deflated
 * on its own thread with a sync flush at its end, so the pieces concatenate into one valid zlib
 * stream (the pigz technique); their Adler-32 checksums are combined in order.
 *
 * <p>Usage: {@link #writeRow} exactly {@code height} times, then {@link #finish()}, which makes
 * the file appear. {@link #close()} without {@code finish()} deletes everything written.
 */
public final class PngWriter implements SampleRowWriter {

    /**
     * Deflate level used by default (0: stored, no compression). Other levels only matter with {@value
     * #DEFLATE_PROPERTY}{@code =zlib}, for the pieces that get zlib's LZ77 ({@link #mostlyRepeats}): measured on
     * 16-bit fBm terrain, levels 1–6 give files within 2 % of each other while level 6 takes 2.3x longer than
     * level 2.
     */
    public static final int DEFAULT_LEVEL = 2;
    static final int BLOCK_BYTES = 1 << 19;
    /** 16-bit samples stored big-endian, as PNG wants, in one store each. */
    private static final VarHandle BIG_ENDIAN_SHORT =
            MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
    /** Four bytes read at once (the byte order does not matter for testing them against zero). */
    private static final VarHandle WORD = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    /** Words {@link #mostlyRepeats} counts between its checks for an early answer. */
    private static final int WORDS_PER_CHECK = 4096;
    private static final byte[] ZERO_BYTES = new byte[0];
    private static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    /**
     * System property choosing the encoder of compressed pieces: {@code huffman} (the default,
     * {@link HuffmanDeflate}: literals only, or literals and runs where {@link #mostlyRepeats}) or {@code zlib}
     * ({@link Deflater}: {@link Deflater#HUFFMAN_ONLY}, or LZ77 at the level where the piece mostly repeats;
     * what Orogen wrote before, for comparison).
     */
    static final String DEFLATE_PROPERTY = "orogen.png.deflate";

    private final AtomicOutputFile file;
    private final DataOutputStream out;
    private final int width;
    private final int height;
    private final PngPixelFormat format;
    private final PngFilter filter;
    private final int level;
    private final boolean zlib;
    private final ExecutorService pool;
    private final int rowBytes;
    private final int rowsPerBlock;
    private final int maxInFlight;
    private final ArrayDeque<Future<Piece>> inFlight = new ArrayDeque<>();

    private byte[] block;
    private int rowsInBlock;
    private byte[] previousRow;
    private int rowsWritten;
    private boolean headerWritten;
    private long adler = ZlibChecksum.EMPTY;
    private boolean finished;
    private byte[] packed;
    /** Scratch of {@link #writeRows}' calling thread: one row's samples. */
    private int[] rowSamples;

    /** Deflated bytes of one block of rows, with the Adler-32 and length of its uncompressed input. */
    private record Piece(byte[] data, int length, long adler, long inputLength) {
    }

    private PngWriter(AtomicOutputFile file, int width, int height, PngPixelFormat format, PngFilter filter,
                      int level, boolean zlib, ExecutorService pool, int threads) {
        this.filter = filter;
        this.file = file;
        this.out = new DataOutputStream(file.stream());
        this.width = width;
        this.height = height;
        this.format = format;
        this.level = level;
        this.zlib = zlib;
        this.pool = pool;
        this.rowBytes = Math.multiplyExact(width, format.bytesPerPixel());
        this.rowsPerBlock = Math.max(1, BLOCK_BYTES / rowBytes);
        this.maxInFlight = Math.max(2, threads * 2);
        this.block = new byte[rowsPerBlock * rowBytes];
    }

    /** Opens a PNG at {@code target} with the default level on the shared encoder threads. */
    public static PngWriter open(Path target, int width, int height, PngPixelFormat format) throws IOException {
        return open(target, width, height, format, DEFAULT_LEVEL, EncodingThreads.shared(), EncodingThreads.count());
    }

    /**
     * Opens a PNG at {@code target}.
     *
     * @param level   deflate level 0–9
     * @param pool    threads that compress blocks
     * @param threads how many of them may work for this file at once (bounds memory)
     */
    public static PngWriter open(Path target, int width, int height, PngPixelFormat format, int level,
                                 ExecutorService pool, int threads) throws IOException {
        check(width, height, level);
        boolean zlib = usesZlib();
        return new PngWriter(AtomicOutputFile.create(target), width, height, format, PngFilter.PAETH, level,
                zlib, pool, threads);
    }

    /** Opens a PNG writing into {@code file} (e.g. one of an export's {@link PublishGroup}). */
    public static PngWriter open(AtomicOutputFile file, int width, int height, PngPixelFormat format) {
        return open(file, width, height, format, PngFilter.PAETH);
    }

    /** As {@link #open(AtomicOutputFile, int, int, PngPixelFormat)}, every row filtered with {@code filter}. */
    static PngWriter open(AtomicOutputFile file, int width, int height, PngPixelFormat format, PngFilter filter) {
        boolean zlib;
        try {
            check(width, height, DEFAULT_LEVEL);
            zlib = usesZlib();
        } catch (IllegalArgumentException e) {
            file.close();
            throw e;
        }
        return new PngWriter(file, width, height, format, filter, DEFAULT_LEVEL, zlib,
                EncodingThreads.shared(), EncodingThreads.count());
    }

    /**
     * Whether {@value #DEFLATE_PROPERTY} asks for zlib ({@link Deflater}) instead of {@link HuffmanDeflate}
     * (valid and decoding to the same pixels either way, the files' bytes differ).
     */
    static boolean usesZlib() {
        String value = System.getProperty(DEFLATE_PROPERTY, "huffman");
        return switch (value) {
            case "huffman" -> false;
            case "zlib" -> true;
            default -> throw new IllegalArgumentException("-D" + DEFLATE_PROPERTY + "=" + value
                    + " is not an encoder: use huffman (the default) or zlib");
        };
    }

    private static void check(int width, int height, int level) {
        if (width < 1 || height < 1) {
            throw new IllegalArgumentException("PNG size must be at least 1x1, got " + width + "x" + height);
        }
        if (level < 0 || level > 9) {
            throw new IllegalArgumentException("Deflate level must be 0-9, got " + level);
        }
    }

    /** Bytes in one row: width × bytes per pixel, 16-bit samples big-endian. */
    @Override
    public int rowBytes() {
        return rowBytes;
    }

    /**
     * Appends the next row given as samples ({@code width × channels} values, each in
     * {@code [0, 2^bitDepth − 1]}, pixel-interleaved); they are packed big-endian.
     */
    @Override
    public void writeSamples(int[] samples) throws IOException {
        if (packed == null) {
            packed = new byte[rowBytes];
        }
        pack(samples, packed, 0);
        writeRow(packed, 0);
    }

    /** Packs a row of samples big-endian (16-bit) or as bytes (8-bit). */
    @Override
    public void pack(int[] samples, byte[] out, int offset) {
        pack(format, samples, rowBytes / (format.bitDepth() / 8), out, offset);
    }

    /** Packs the first {@code count} samples as {@code format} stores them, into {@code out} at {@code offset}. */
    static void pack(PngPixelFormat format, int[] samples, int count, byte[] out, int offset) {
        if (format.bitDepth() == 16) {
            for (int i = 0; i < count; i++) {
                BIG_ENDIAN_SHORT.set(out, offset + 2 * i, (short) samples[i]);
            }
        } else {
            for (int i = 0; i < count; i++) {
                out[offset + i] = (byte) samples[i];
            }
        }
    }

    @Override
    public void writePacked(byte[] row, int offset) throws IOException {
        writeRow(row, offset);
    }

    @Override
    public int samplesPerRow() {
        return width * format.channels();
    }

    /**
     * Appends the next {@code count} rows as {@link SampleRowWriter#writeRows} says, each whole block of rows
     * packed, filtered and deflated by one task on the encoder threads. The task packs the row above its block
     * again instead of waiting for the block before, so a call's blocks go from the source to their deflated
     * piece in parallel, in their core's caches; only the rows that finish a block an earlier call began, or
     * begin one the next call finishes, are packed on the calling thread. The blocks, the rows above them and
     * so the pieces are those of {@link #writeRow}: the same file. Returns once every task has packed its
     * rows; their compression goes on, and the next call or {@link #finish} writes the pieces in order.
     */
    @Override
    public void writeRows(RowSource source, int count) throws IOException {
        if (count > height - rowsWritten) {
            throw new IllegalStateException(count + " more rows for " + file.target() + ", which has "
                    + (height - rowsWritten) + " left to write");
        }
        if (!headerWritten) {
            writeHeader();
        }
        if (rowSamples == null) {
            rowSamples = new int[samplesPerRow()];
        }
        int r = 0;
        while (r < count && rowsInBlock > 0) {
            appendRow(source, r++);
        }
        List<BlockTask> tasks = new ArrayList<>();
        boolean packedAll = false;
        try {
            for (; count - r >= rowsPerBlock; r += rowsPerBlock) {
                // A block that starts the call finds the row above it packed; later ones pack it themselves.
                BlockTask task = new BlockTask(source, r, r == 0 ? previousRow : null,
                        rowsWritten + rowsPerBlock == height);
                tasks.add(task);
                rowsWritten += rowsPerBlock;
                inFlight.add(pool.submit(task));
                while (inFlight.size() > maxInFlight) {
                    writeNextPiece();
                }
            }
            if (!tasks.isEmpty()) {
                previousRow = new byte[rowBytes];
                source.pack(r - 1, rowSamples, previousRow, 0);
            }
            while (r < count) {
                appendRow(source, r++);
            }
            packedAll = true;
        } finally {
            awaitPacking(tasks, !packedAll);
        }
    }

    /** Packs row {@code r} of {@code source} into the block being filled, and submits the block once full. */
    private void appendRow(RowSource source, int r) throws IOException {
        source.pack(r, rowSamples, block, rowsInBlock * rowBytes);
        rowsInBlock++;
        rowsWritten++;
        if (rowsInBlock == rowsPerBlock || rowsWritten == height) {
            submitBlock(rowsWritten == height);
        }
    }

    /**
     * Waits until every one of {@code tasks} has packed its rows; when {@code abandon}, tasks that have not
     * started yet never will (their pieces are not wanted: the call failed).
     */
    private static void awaitPacking(List<BlockTask> tasks, boolean abandon) throws IOException {
        boolean interrupted = false;
        for (BlockTask task : tasks) {
            if (abandon) {
                task.claim();
            }
            while (true) {
                try {
                    task.packed.await();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true; // the source must not be read after the call returns
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
            if (!abandon) { // a failing call's own exception is the one to report
                throw new IOException("Interrupted while writing rows");
            }
        }
    }

    /**
     * One whole block of a {@link #writeRows} call: packs its rows (and the row above them, unless given),
     * signals {@link #packed}, then compresses them into a piece. Runs at most once; {@link #claim} before it
     * starts makes it do nothing.
     */
    private final class BlockTask implements Callable<Piece> {
        private final RowSource source;
        private final int first;
        private final byte[] above;
        private final boolean last;
        private final AtomicBoolean started = new AtomicBoolean();
        final CountDownLatch packed = new CountDownLatch(1);

        BlockTask(RowSource source, int first, byte[] above, boolean last) {
            this.source = source;
            this.first = first;
            this.above = above;
            this.last = last;
        }

        /** Keeps the task from starting if it has not yet. */
        void claim() {
            if (started.compareAndSet(false, true)) {
                packed.countDown();
            }
        }

        @Override
        public Piece call() {
            if (!started.compareAndSet(false, true)) {
                throw new CancellationException("the call that submitted this block failed");
            }
            byte[] rows = new byte[rowsPerBlock * rowBytes];
            byte[] rowAbove = above;
            try {
                int[] samples = new int[samplesPerRow()];
                for (int r = 0; r < rowsPerBlock; r++) {
                    source.pack(first + r, samples, rows, r * rowBytes);
                }
                if (first > 0) {
                    rowAbove = new byte[rowBytes];
                    source.pack(first - 1, samples, rowAbove, 0);
                }
            } finally {
                packed.countDown();
            }
            return compress(rows, rowsPerBlock, rowAbove, last);
        }
    }

    /** Appends the next row from {@code row[0 .. rowBytes())}. */
    public void writeRow(byte[] row) throws IOException {
        writeRow(row, 0);
    }

    /** Appends the next row from {@code row[offset .. offset + rowBytes())}. */
    public void writeRow(byte[] row, int offset) throws IOException {
        if (rowsWritten >= height) {
            throw new IllegalStateException("All " + height + " rows of " + file.target() + " were already written");
        }
        if (!headerWritten) {
            writeHeader();
        }
        System.arraycopy(row, offset, block, rowsInBlock * rowBytes, rowBytes);
        rowsInBlock++;
        rowsWritten++;
        if (rowsInBlock == rowsPerBlock || rowsWritten == height) {
            submitBlock(rowsWritten == height);
        }
    }

    /** Writes the remaining pieces and the end of the file, then makes the file appear. */
    @Override
    public void finish() throws IOException {
        if (rowsWritten != height) {
            throw new IllegalStateException("Only " + rowsWritten + " of " + height + " rows of " + file.target()
                    + " were written");
        }
        while (!inFlight.isEmpty()) {
            writeNextPiece();
        }
        byte[] trailer = {(byte) (adler >>> 24), (byte) (adler >>> 16), (byte) (adler >>> 8), (byte) adler};
        writeChunk("IDAT", trailer, trailer.length);
        writeChunk("IEND", new byte[0], 0);
        file.commit();
        finished = true;
    }

    /** Abandons an unfinished file: pending work is cancelled and the temporary file deleted. */
    @Override
    public void close() {
        if (!finished) {
            inFlight.forEach(f -> f.cancel(true));
            inFlight.clear();
        }
        file.close();
    }

    private void writeHeader() throws IOException {
        out.write(SIGNATURE);
        byte[] ihdr = new byte[13];
        putInt(ihdr, 0, width);
        putInt(ihdr, 4, height);
        ihdr[8] = (byte) format.bitDepth();
        ihdr[9] = (byte) format.colorType();
        writeChunk("IHDR", ihdr, ihdr.length);
        // zlib header: deflate, 32 KiB window, no dictionary; 0x7801 is a multiple of 31 as required.
        writeChunk("IDAT", new byte[] {0x78, 0x01}, 2);
        headerWritten = true;
    }

    private void submitBlock(boolean last) throws IOException {
        byte[] rows = block;
        int count = rowsInBlock;
        byte[] above = previousRow;
        previousRow = Arrays.copyOfRange(rows, (count - 1) * rowBytes, count * rowBytes);
        inFlight.add(pool.submit(() -> compress(rows, count, above, last)));
        block = new byte[rowsPerBlock * rowBytes];
        rowsInBlock = 0;
        while (inFlight.size() > maxInFlight) {
            writeNextPiece();
        }
    }

    private Piece compress(byte[] rows, int count, byte[] above, boolean last) {
        int stride = rowBytes + 1;
        byte[] filtered = new byte[count * stride];
        int bpp = format.bytesPerPixel();
        for (int r = 0; r < count; r++) {
            byte[] prev = r == 0 ? above : rows;
            int prevOffset = r == 0 ? 0 : (r - 1) * rowBytes;
            filter.filter(rows, r * rowBytes, prev, prevOffset, rowBytes, bpp, filtered, r * stride);
        }
        Adler32 checksum = new Adler32();
        checksum.update(filtered);
        // Detailed terrain leaves noisy low bytes that LZ77 cannot match: Huffman coding alone is
        // ~2.5x faster than zlib's LZ77 and as small, and HuffmanDeflate several times faster again than
        // zlib's Huffman-only mode. Flat areas (many zero residuals) are runs, which HuffmanDeflate codes
        // as copies of the byte before (zlib's LZ77 did, several times slower on the piece's other rows).
        if (level > 0 && !zlib) {
            byte[] buffer = new byte[HuffmanDeflate.maxEncodedLength(filtered.length)];
            int length = huffmanDeflate(filtered, filtered.length, last, buffer);
            return new Piece(buffer, length, checksum.getValue(), filtered.length);
        }
        boolean huffmanOnly = level > 0 && !mostlyRepeats(filtered, filtered.length);
        Deflater deflater = ThreadDeflaters.get(level, huffmanOnly);
        try {
            deflater.setInput(filtered);
            // Huffman-coded noisy 16-bit rows take ~90 % of their input: start at the bound, so the buffer
            // never grows (the loop below still would, should zlib ever exceed it).
            byte[] buffer = new byte[deflateBound(filtered.length)];
            int length = 0;
            if (last) {
                deflater.finish();
            }
            while (true) {
                if (length == buffer.length) {
                    buffer = Arrays.copyOf(buffer, buffer.length * 2);
                }
                int n = deflater.deflate(buffer, length, buffer.length - length,
                        last ? Deflater.NO_FLUSH : Deflater.SYNC_FLUSH);
                length += n;
                boolean done = last ? deflater.finished() : (length < buffer.length && deflater.needsInput());
                if (done) {
                    break;
                }
            }
            return new Piece(buffer, length, checksum.getValue(), filtered.length);
        } finally {
            deflater.setInput(ZERO_BYTES); // holds no reference to the block until its next use
        }
    }

    /**
     * Whether at least an eighth of the filtered data is runs of zero residuals (flat or repeating
     * areas, e.g. clamped heights or masks), counted as all-zero 4-byte words. Single zero bytes do
     * not count: the high bytes of smooth 16-bit data are mostly zero even where LZ77 finds nothing.
     */
    static boolean mostlyRepeats(byte[] filtered) {
        return mostlyRepeats(filtered, filtered.length);
    }

    /** {@link #mostlyRepeats(byte[])} of {@code filtered[0, length)}. */
    static boolean mostlyRepeats(byte[] filtered, int length) {
        int words = length / 4;
        int needed = words / 8;
        int zeroWords = 0;
        for (int from = 0; from < words; from += WORDS_PER_CHECK) {
            // Stop as soon as the answer is known: enough zero words, or too few words left to reach it.
            if (zeroWords >= needed) {
                return true;
            }
            if (zeroWords + (words - from) < needed) {
                return false;
            }
            int end = Math.min(words, from + WORDS_PER_CHECK);
            // Branch-free, so that the JIT vectorizes the loop: (v | -v) >>> 31 is 0 for a zero word, else 1.
            // 512 KiB of filtered rows: 5.5 µs against 97 µs with an if (JDK 25, C2).
            for (int w = from; w < end; w++) {
                int v = (int) WORD.get(filtered, 4 * w);
                zeroWords += ((v | -v) >>> 31) ^ 1;
            }
        }
        return zeroWords >= needed;
    }

    /**
     * {@link HuffmanDeflate}'s encoding of {@code filtered[0, length)} into {@code out} (room for
     * {@link HuffmanDeflate#maxEncodedLength}): with runs where the piece {@link #mostlyRepeats}, else literals
     * only; returns the bytes written.
     */
    static int huffmanDeflate(byte[] filtered, int length, boolean last, byte[] out) {
        return mostlyRepeats(filtered, length) ? HuffmanDeflate.encodeRuns(filtered, 0, length, last, out, 0)
                : HuffmanDeflate.encode(filtered, 0, length, last, out, 0);
    }

    /**
     * An upper bound of raw deflate's output for {@code length} input bytes and a sync flush: zlib's
     * {@code deflateBound} for the default window and memory level (about 0.03 % over the input plus a
     * constant), with room for the flush's empty stored block.
     */
    static int deflateBound(int length) {
        long bound = (long) length + (length >> 12) + (length >> 14) + (length >> 25) + 13 + 64;
        return (int) Math.min(Integer.MAX_VALUE - 8, Math.max(1024, bound));
    }

    private void writeNextPiece() throws IOException {
        Piece piece;
        try {
            piece = inFlight.removeFirst().get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("Interrupted while writing " + file.target(), e);
        } catch (ExecutionException e) {
            throw new IOException("Compressing " + file.target() + " failed: " + e.getCause(), e.getCause());
        }
        adler = ZlibChecksum.combine(adler, piece.adler(), piece.inputLength());
        writeChunk("IDAT", piece.data(), piece.length());
    }

    private void writeChunk(String type, byte[] data, int length) throws IOException {
        byte[] typeBytes = type.getBytes(StandardCharsets.US_ASCII);
        CRC32 crc = new CRC32();
        crc.update(typeBytes);
        crc.update(data, 0, length);
        out.writeInt(length);
        out.write(typeBytes);
        out.write(data, 0, length);
        out.writeInt((int) crc.getValue());
    }

    private static void putInt(byte[] b, int offset, int v) {
        b[offset] = (byte) (v >>> 24);
        b[offset + 1] = (byte) (v >>> 16);
        b[offset + 2] = (byte) (v >>> 8);
        b[offset + 3] = (byte) v;
    }
}
