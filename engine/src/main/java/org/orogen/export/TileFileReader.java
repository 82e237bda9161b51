package org.orogen.export;

import java.awt.image.BufferedImage;
import java.awt.image.Raster;
import java.io.IOException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.imageio.ImageIO;

/** Reads sizes and pixel regions of written map files. */
final class TileFileReader {

    private TileFileReader() {
    }

    /** The first four bytes of an OpenEXR file. */
    private static final int EXR_MAGIC = 20000630;
    /** The PNG chunk types read here. */
    private static final int IHDR = 0x49484452;
    private static final int IEND = 0x49454e44;
    /** Scanlines per chunk of each OpenEXR compression code (none, RLE, ZIPS, ZIP, PIZ, PXR24, B44, B44A, DWAA, DWAB). */
    private static final int[] EXR_LINES_PER_CHUNK = {1, 1, 1, 16, 32, 16, 32, 32, 32, 256};

    /**
     * Width and height of a map file, or null when it cannot be read: a header that is cut short or not
     * the format's, or a file that ends before its last chunk (a copy or a download cut off).
     */
    static int[] size(Path file, MapFormat format, int expectedWidth, int expectedHeight) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            switch (format) {
                case R16, RAW -> {
                    long bytes = channel.size();
                    // Raw files have no header: the right size is the only size check there is.
                    return bytes == 2L * expectedWidth * expectedHeight
                            ? new int[] {expectedWidth, expectedHeight} : new int[] {-1, -1};
                }
                case EXR, ALBEDO_EXR, ALBEDO_EXR32 -> {
                    return exrSize(channel);
                }
                default -> {
                    return pngSize(channel);
                }
            }
        }
    }

    /** The PNG's IHDR size, or null when the file is no PNG or its chunks do not reach IEND. */
    private static int[] pngSize(FileChannel channel) throws IOException {
        ByteBuffer head = ByteBuffer.allocate(24).order(ByteOrder.BIG_ENDIAN);
        if (!readFully(channel, head, 0) || head.getInt(12) != IHDR) {
            return null;
        }
        // Each chunk says its length: following them finds a cut file without decoding it.
        long length = channel.size();
        ByteBuffer chunk = ByteBuffer.allocate(8).order(ByteOrder.BIG_ENDIAN);
        for (long at = 8; ; ) {
            chunk.clear();
            if (!readFully(channel, chunk, at)) {
                return null;
            }
            at += 12 + Integer.toUnsignedLong(chunk.getInt(0)); // length, type, data, CRC
            if (at > length) {
                return null;
            }
            if (chunk.getInt(4) == IEND) {
                return new int[] {head.getInt(16), head.getInt(20)};
            }
        }
    }

    /**
     * The EXR header's dataWindow size, or null when the header is cut short or foreign, or a scanline
     * file ends before its last chunk.
     */
    private static int[] exrSize(FileChannel channel) throws IOException {
        int length = (int) Math.min(channel.size(), 1 << 16);
        ByteBuffer head = ByteBuffer.allocate(length).order(ByteOrder.LITTLE_ENDIAN);
        readFully(channel, head, 0);
        head.flip();
        int[] window = null;
        int compression = -1;
        boolean tiled;
        try {
            if (head.getInt() != EXR_MAGIC) {
                return null;
            }
            tiled = (head.getInt() & 0x200) != 0; // version and flags
            for (String attribute = cString(head); !attribute.isEmpty(); attribute = cString(head)) {
                cString(head); // type
                int size = head.getInt();
                ByteBuffer value = head.slice(head.position(), size).order(ByteOrder.LITTLE_ENDIAN);
                head.position(head.position() + size);
                if (attribute.equals("dataWindow")) {
                    int x0 = value.getInt();
                    int y0 = value.getInt();
                    int x1 = value.getInt();
                    int y1 = value.getInt();
                    window = new int[] {x1 - x0 + 1, y1 - y0 + 1};
                } else if (attribute.equals("compression")) {
                    compression = Byte.toUnsignedInt(value.get());
                }
            }
        } catch (BufferUnderflowException | IndexOutOfBoundsException | IllegalArgumentException cut) {
            return null; // The header ends before it says it does: a cut or foreign file.
        }
        if (window == null || window[1] < 1 || compression < 0 || compression >= EXR_LINES_PER_CHUNK.length) {
            return null;
        }
        if (!tiled) {
            int chunks = (window[1] + EXR_LINES_PER_CHUNK[compression] - 1) / EXR_LINES_PER_CHUNK[compression];
            if (!scanlinesComplete(channel, head.position(), chunks)) {
                return null;
            }
        }
        return window;
    }

    /**
     * Whether the line offset table at {@code tableAt} is whole and the chunk it puts last ends inside the
     * file: a file cut anywhere after its header loses that chunk's end.
     */
    private static boolean scanlinesComplete(FileChannel channel, long tableAt, int chunks) throws IOException {
        ByteBuffer table = ByteBuffer.allocate(8 * chunks).order(ByteOrder.LITTLE_ENDIAN);
        if (!readFully(channel, table, tableAt)) {
            return false;
        }
        long last = 0;
        for (int i = 0; i < chunks; i++) {
            last = Math.max(last, table.getLong(8 * i));
        }
        ByteBuffer chunk = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN); // first line, data size
        return last >= tableAt + 8L * chunks && readFully(channel, chunk, last)
                && last + 8 + Integer.toUnsignedLong(chunk.getInt(4)) <= channel.size();
    }

    /** Fills {@code buffer} from {@code position}; false when the file ends first. */
    private static boolean readFully(FileChannel channel, ByteBuffer buffer, long position) throws IOException {
        while (buffer.hasRemaining()) {
            int read = channel.read(buffer, position + buffer.position());
            if (read < 0) {
                return false;
            }
        }
        return true;
    }

    /** A NUL-terminated string; one that the buffer ends inside is cut off. */
    private static String cString(ByteBuffer buffer) {
        StringBuilder s = new StringBuilder();
        for (byte b = buffer.get(); b != 0; b = buffer.get()) {
            s.append((char) b);
        }
        return s.toString();
    }

    /** Decoded tiles, the last few kept (each tile is compared with up to four neighbours). */
    static final class Cache implements AutoCloseable {
        private final MapFormat format;
        private final int width;
        private final Map<Path, Raster> images;

        Cache(MapFormat format, int width, int keep) {
            this.format = format;
            this.width = width;
            this.images = new LinkedHashMap<>(16, 0.75f, true) {
                private static final long serialVersionUID = 1L;

                @Override
                protected boolean removeEldestEntry(Map.Entry<Path, Raster> eldest) {
                    return size() > keep;
                }
            };
        }

        /**
         * Samples of the region, row by row, all channels.
         *
         * @throws IOException when the file cannot be read or decoded, with the decoder's reason
         */
        int[] region(Path file, int x, int y, int w, int h) throws IOException {
            if (format == MapFormat.R16 || format == MapFormat.RAW) {
                return rawRegion(file, x, y, w, h);
            }
            Raster raster = images.get(file);
            if (raster == null) {
                raster = decode(file).getRaster();
                images.put(file, raster);
            }
            return raster.getPixels(x, y, w, h, (int[]) null);
        }

        private static BufferedImage decode(Path file) throws IOException {
            BufferedImage image;
            try {
                image = ImageIO.read(file.toFile());
            } catch (RuntimeException e) {
                // Corrupt data can fail a decoder in any way; it is still this file's problem, not the check's.
                throw new IOException(e.toString(), e);
            }
            if (image == null) {
                throw new IOException("not an image that can be decoded");
            }
            return image;
        }

        private int[] rawRegion(Path file, int x, int y, int w, int h) throws IOException {
            int[] samples = new int[w * h];
            ByteBuffer row = ByteBuffer.allocate(2 * w).order(ByteOrder.LITTLE_ENDIAN);
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
                for (int r = 0; r < h; r++) {
                    row.clear();
                    channel.read(row, 2L * ((long) (y + r) * width + x));
                    for (int i = 0; i < w; i++) {
                        samples[r * w + i] = Short.toUnsignedInt(row.getShort(2 * i));
                    }
                }
            }
            return samples;
        }

        @Override
        public void close() {
            images.clear();
        }
    }
}
