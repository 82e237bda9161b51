package org.orogen.export;

import java.awt.image.BufferedImage;
import java.awt.image.Raster;
import java.io.IOException;
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

    /** Width and height of a map file, or null when it cannot be read. */
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
                    ByteBuffer head = ByteBuffer.allocate(24).order(ByteOrder.BIG_ENDIAN);
                    if (channel.read(head, 0) < 24 || head.getInt(12) != 0x49484452) { // "IHDR"
                        return null;
                    }
                    return new int[] {head.getInt(16), head.getInt(20)};
                }
            }
        }
    }

    /** The EXR header's dataWindow, or null. */
    private static int[] exrSize(FileChannel channel) throws IOException {
        int length = (int) Math.min(channel.size(), 1 << 16);
        ByteBuffer head = ByteBuffer.allocate(length).order(ByteOrder.LITTLE_ENDIAN);
        channel.read(head, 0);
        head.flip();
        if (head.remaining() < 8 || head.getInt() != 20000630) {
            return null;
        }
        head.getInt(); // version and flags
        while (head.hasRemaining()) {
            String attribute = cString(head);
            if (attribute.isEmpty()) {
                return null;
            }
            cString(head); // type
            int size = head.getInt();
            if (attribute.equals("dataWindow")) {
                int x0 = head.getInt();
                int y0 = head.getInt();
                int x1 = head.getInt();
                int y1 = head.getInt();
                return new int[] {x1 - x0 + 1, y1 - y0 + 1};
            }
            head.position(head.position() + size);
        }
        return null;
    }

    private static String cString(ByteBuffer buffer) {
        StringBuilder s = new StringBuilder();
        while (buffer.hasRemaining()) {
            byte b = buffer.get();
            if (b == 0) {
                break;
            }
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

        /** Samples of the region, row by row, all channels; null when the file cannot be decoded. */
        int[] region(Path file, int x, int y, int w, int h) throws IOException {
            if (format == MapFormat.R16 || format == MapFormat.RAW) {
                return rawRegion(file, x, y, w, h);
            }
            Raster raster = images.get(file);
            if (raster == null) {
                BufferedImage image = ImageIO.read(file.toFile());
                if (image == null) {
                    return null;
                }
                raster = image.getRaster();
                images.put(file, raster);
            }
            return raster.getPixels(x, y, w, h, (int[]) null);
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
