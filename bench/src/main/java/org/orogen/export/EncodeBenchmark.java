package org.orogen.export;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.IntStream;
import java.util.zip.Deflater;
import org.orogen.bake.BakeException;
import org.orogen.bake.FieldSampler;
import org.orogen.bake.GlFieldSampler;
import org.orogen.bake.HeightDifferenceGradients;
import org.orogen.bake.HeightRange;
import org.orogen.bake.SampleBand;
import org.orogen.bake.SampleChannels;
import org.orogen.bake.SampleGrid;
import org.orogen.bake.TilePlan;

/**
 * Encoding benchmark without a GPU (not a unit test): the CPU side of a {@code png16} and
 * {@code normal-png16} export. A multi-octave value-noise terrain is computed once on the CPU; a
 * {@link FieldSampler} then hands its rows out band by band (16-bit heights quantized the way the
 * GPU sampler delivers them to a png16 export), and a real {@link MapExport} writes the files: the
 * normal map's slopes come from the heights through {@link HeightDifferenceGradients}, as for
 * {@code samples/swiss_alps.graph}. Timed per map type and for both together: wall time and process
 * CPU time (all threads) per Mpx, the best of {@code REPEATS} runs, with a SHA-256 prefix of each
 * file so that runs before and after an encoder change can be compared byte for byte; then the CPU time
 * of each encoding step on one thread, to show what the native deflate leaves to the Java code.
 *
 * <p>Run: {@code java -cp <bench classpath> org.orogen.export.EncodeBenchmark [SIZE...]} (default
 * 1025 and 4097; see docs/performance.md).
 */
public final class EncodeBenchmark {

    private static final int REPEATS = 5;
    /**
     * {@code -Dorogen.bench.sea=F}: heights below the level at fraction F of the terrain's range are set to it,
     * a flat sea (as in samples/volcanic_island.graph), whose filtered rows are runs of zero residuals.
     */
    private static final double SEA = Double.parseDouble(System.getProperty("orogen.bench.sea", "0"));
    /** Metres between samples: a 4097² grid covers 16 km. */
    private static final double SPACING = 4;

    private EncodeBenchmark() {
    }

    /** {@code EncodeBenchmark [SIZE...]}, each an edge length in pixels. */
    public static void main(String[] args) throws Exception {
        int[] sizes = args.length == 0 ? new int[] {1025, 4097}
                : Arrays.stream(args).mapToInt(Integer::parseInt).toArray();
        Path folder = Files.createTempDirectory("orogen-encode-bench");
        System.out.printf(Locale.ROOT, "Orogen encoding benchmark: %d CPU threads, Java %s, folder %s%n",
                Runtime.getRuntime().availableProcessors(), Runtime.version(), folder);
        for (int size : sizes) {
            long t = System.nanoTime();
            Terrain terrain = Terrain.generate(size);
            System.out.printf(Locale.ROOT, "%d²: terrain %.1f..%.1f m%s generated in %.1f s%n", size,
                    terrain.range.min(), terrain.range.max(), SEA > 0 ? String.format(Locale.ROOT,
                            ", a flat sea under %.0f %% of the range", 100 * SEA) : "", seconds(t));
            for (Set<MapFormat> formats : List.of(Set.of(MapFormat.PNG16), Set.of(MapFormat.NORMAL_PNG16),
                    Set.of(MapFormat.PNG16, MapFormat.NORMAL_PNG16))) {
                measure(terrain, formats, folder);
            }
            stages(terrain);
        }
    }

    private static void measure(Terrain terrain, Set<MapFormat> formats, Path folder) throws Exception {
        int size = terrain.size;
        double bestWall = Double.MAX_VALUE;
        double bestCpu = Double.MAX_VALUE;
        List<Path> files = List.of();
        for (int i = 0; i < REPEATS; i++) {
            Path out = Files.createDirectories(folder.resolve("run"));
            try (var old = Files.list(out)) {
                for (Path p : old.toList()) {
                    Files.delete(p);
                }
            }
            ExportRequest request = new ExportRequest(terrain.grid, TilePlan.single(size, size), null, out, "bench",
                    formats, null, null, List.of(), terrain.range,
                    new ExportRequest.Provenance("", "", 0, "benchmark", java.util.Map.of()));
            long cpu = processCpuNanos();
            long t = System.nanoTime();
            try (FieldSampler sampler = new HeightDifferenceGradients(new TerrainSampler(terrain))) {
                files = new MapExport(request, sampler, null, null).run().files();
            }
            double wall = seconds(t);
            bestWall = Math.min(bestWall, wall);
            bestCpu = Math.min(bestCpu, (processCpuNanos() - cpu) / 1e9);
        }
        double mpx = (double) size * size / 1e6;
        StringBuilder hashes = new StringBuilder();
        for (Path f : files) {
            hashes.append(String.format(Locale.ROOT, " %s %.1f MB sha256 %s", f.getFileName(), Files.size(f) / 1e6,
                    sha256(f)));
        }
        System.out.printf(Locale.ROOT, "  %-20s wall %6.3f s (%5.1f ms/Mpx)  cpu %6.3f s (%5.1f ms/Mpx) %s%n",
                formats.stream().sorted().map(MapFormat::id).toList(), bestWall, bestWall * 1e3 / mpx, bestCpu,
                bestCpu * 1e3 / mpx, hashes);
    }

    /**
     * Where the CPU time of the two maps goes, each step on this thread alone over the whole grid (thread
     * CPU time, best of {@code REPEATS}): slopes from the heights, normals, packing, the rows' PNG filter
     * (Paeth for png16, Up for 16-bit normals) and deflate as the writer runs it ({@link PngWriter#huffmanDeflate}:
     * literals, with runs where a piece mostly repeats; or zlib at level {@value PngWriter#DEFAULT_LEVEL} with
     * {@code -Dorogen.png.deflate=zlib};
     * a sync-flushed piece per block of about {@value PngWriter#BLOCK_BYTES} bytes), with the deflated size as
     * a check that the data is the export's.
     */
    private static void stages(Terrain terrain) throws BakeException {
        int size = terrain.size;
        double mpx = (double) size * size / 1e6;
        SampleBand all = new SampleBand(size, size, List.of());
        double[] best = new double[9];
        Arrays.fill(best, Double.MAX_VALUE);
        long[] deflated = new long[2];
        for (int repeat = 0; repeat < REPEATS; repeat++) {
            long t = threadCpuNanos();
            try (HeightDifferenceGradients slopes = new HeightDifferenceGradients(new TerrainSampler(terrain))) {
                all.reset(0, size); // one band: the rows are split over the fork-join pool, timed on this thread
                slopes.sample(terrain.grid, all, new SampleChannels(true, false));
            }
            best[0] = Math.min(best[0], threadCpuNanos() - t);
            long[] spent = new long[best.length];
            deflated[0] = encode(terrain, all, false, spent);
            deflated[1] = encode(terrain, all, true, spent);
            for (int i = 1; i < best.length; i++) {
                best[i] = Math.min(best[i], spent[i]);
            }
        }
        String[] names = {"slopes (HeightDifferenceGradients, calling thread only)", "png16: heights to samples",
            "png16: pack", "png16: Paeth filter", "png16: deflate", "normal-png16: normals to samples",
            "normal-png16: pack", "normal-png16: Up filter", "normal-png16: deflate"};
        System.out.printf(Locale.ROOT, "  steps on one thread (thread CPU, best of %d), ms/Mpx:%n", REPEATS);
        for (int i = 0; i < names.length; i++) {
            System.out.printf(Locale.ROOT, "    %-56s %6.1f%n", names[i], best[i] / 1e6 / mpx);
        }
        System.out.printf(Locale.ROOT, "    deflated: png16 %.3f MB, normal %.3f MB%n", deflated[0] / 1e6,
                deflated[1] / 1e6);
    }

    /**
     * Encodes one map as the export does, step by step on this thread, adding each step's thread CPU time to
     * {@code spent} (samples, pack, filter, deflate: slots 1-4 for png16, 5-8 for the normal map); returns the
     * deflated bytes.
     */
    private static long encode(Terrain terrain, SampleBand all, boolean normal, long[] spent) {
        int size = terrain.size;
        int channels = normal ? 3 : 1;
        PngPixelFormat format = PngPixelFormat.of(channels, 16);
        int rowBytes = size * format.bytesPerPixel();
        int rowsPerBlock = Math.max(1, PngWriter.BLOCK_BYTES / rowBytes);
        int[] samples = new int[size * channels];
        byte[] rows = new byte[(rowsPerBlock + 1) * rowBytes]; // the block's rows after the row above them
        byte[] filtered = new byte[rowsPerBlock * (rowBytes + 1)];
        byte[] out = new byte[Math.max(PngWriter.deflateBound(filtered.length),
                HuffmanDeflate.maxEncodedLength(filtered.length))];
        boolean zlib = PngWriter.usesZlib();
        QuantizedMapFile.RowEncoder encoder = normal ? null : HeightSamples.encoder(terrain.range);
        int slot = normal ? 5 : 1;
        long bytes = 0;
        for (int first = 0; first < size; first += rowsPerBlock) {
            int count = Math.min(rowsPerBlock, size - first);
            for (int r = 0; r < count; r++) {
                long t0 = threadCpuNanos();
                if (normal) {
                    NormalPngFile.encodeRow(all.gradX(), all.gradY(), (first + r) * size, size, 65535, 1, samples);
                } else {
                    encoder.encode(all, first + r, 0, size, samples);
                }
                long t1 = threadCpuNanos();
                PngWriter.pack(format, samples, samples.length, rows, (r + 1) * rowBytes);
                long t2 = threadCpuNanos();
                byte[] above = first + r == 0 ? null : rows;
                PngFilter filter = normal ? PngFilter.UP : PngFilter.PAETH;
                filter.filter(rows, (r + 1) * rowBytes, above, r * rowBytes, rowBytes, format.bytesPerPixel(),
                        filtered, r * (rowBytes + 1));
                long t3 = threadCpuNanos();
                spent[slot] += t1 - t0;
                spent[slot + 1] += t2 - t1;
                spent[slot + 2] += t3 - t2;
            }
            long t = threadCpuNanos();
            int length = count * (rowBytes + 1);
            if (zlib) {
                Deflater deflater = ThreadDeflaters.get(PngWriter.DEFAULT_LEVEL, !PngWriter.mostlyRepeats(filtered, length));
                deflater.setInput(filtered, 0, length);
                int n;
                do {
                    n = deflater.deflate(out, 0, out.length, Deflater.SYNC_FLUSH);
                    bytes += n;
                } while (n == out.length || !deflater.needsInput());
            } else {
                bytes += PngWriter.huffmanDeflate(filtered, length, false, out);
            }
            spent[slot + 3] += threadCpuNanos() - t;
            // The last row becomes the row above the next block.
            System.arraycopy(rows, count * rowBytes, rows, 0, rowBytes);
        }
        return bytes;
    }

    private static long threadCpuNanos() {
        return java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }

    /** A square grid of heights in metres with the range an export would measure. */
    private record Terrain(int size, SampleGrid grid, float[] heights, char[] height16, HeightRange range) {

        /**
         * Ten octaves of value noise (smoothstep-interpolated lattice values, lacunarity 2, gain 0.5)
         * from 2 km down to about 4 m wavelength, 600 m tall: smooth at large scale, detailed at pixel scale.
         */
        static Terrain generate(int size) {
            float[] h = new float[size * size];
            IntStream.range(0, size).parallel().forEach(y -> {
                for (int x = 0; x < size; x++) {
                    double wx = x * SPACING;
                    double wy = y * SPACING;
                    double sum = 0;
                    double amplitude = 600;
                    double frequency = 1 / 2000.0;
                    for (int octave = 0; octave < 10; octave++) {
                        sum += amplitude * valueNoise(wx * frequency, wy * frequency, octave);
                        amplitude *= 0.5;
                        frequency *= 2;
                    }
                    h[y * size + x] = (float) sum;
                }
            });
            if (SEA > 0) { // a flat sea: every height below the level under which SEA of the range lies
                float low = Float.MAX_VALUE;
                float high = -Float.MAX_VALUE;
                for (float v : h) {
                    low = Math.min(low, v);
                    high = Math.max(high, v);
                }
                float level = (float) (low + SEA * (high - low));
                IntStream.range(0, h.length).parallel().forEach(i -> h[i] = Math.max(h[i], level));
            }
            float min = Float.MAX_VALUE;
            float max = -Float.MAX_VALUE;
            for (float v : h) {
                min = Math.min(min, v);
                max = Math.max(max, v);
            }
            HeightRange range = new HeightRange(min, max, HeightRange.Source.MEASURED);
            char[] q = new char[h.length];
            IntStream.range(0, size).parallel().forEach(y -> {
                for (int i = y * size; i < (y + 1) * size; i++) {
                    q[i] = (char) range.quantize16(h[i]);
                }
            });
            double extent = (size - 1) * SPACING;
            return new Terrain(size, new SampleGrid(0, 0, extent, extent, size, size), h, q, range);
        }

        /** Value noise in [−1, 1]. */
        private static double valueNoise(double x, double y, int seed) {
            long ix = (long) Math.floor(x);
            long iy = (long) Math.floor(y);
            double fx = smooth(x - ix);
            double fy = smooth(y - iy);
            double top = lerp(lattice(ix, iy, seed), lattice(ix + 1, iy, seed), fx);
            double bottom = lerp(lattice(ix, iy + 1, seed), lattice(ix + 1, iy + 1, seed), fx);
            return lerp(top, bottom, fy);
        }

        private static double smooth(double t) {
            return t * t * (3 - 2 * t);
        }

        private static double lerp(double a, double b, double t) {
            return a + (b - a) * t;
        }

        private static double lattice(long x, long y, int seed) {
            long h = x * 0x9E3779B97F4A7C15L ^ y * 0xC2B2AE3D27D4EB4FL ^ seed * 0x165667B19E3779F9L;
            h ^= h >>> 29;
            h *= 0xBF58476D1CE4E5B9L;
            h ^= h >>> 32;
            return (h >>> 11) * 0x1.0p-53 * 2 - 1;
        }
    }

    /**
     * Hands out rows of the precomputed terrain in GPU-sized bands: floats, or the 16-bit heights of the
     * export's range when those are asked for (as the GPU sampler quantizes them); no gradient (the
     * export takes it from the heights).
     */
    private static final class TerrainSampler implements FieldSampler {

        private final Terrain terrain;

        TerrainSampler(Terrain terrain) {
            this.terrain = terrain;
        }

        @Override
        public List<String> maskNames() {
            return List.of();
        }

        @Override
        public int bandRows(int width) {
            return 8 * GlFieldSampler.BLOCK_HEIGHT;
        }

        @Override
        public boolean supportsQuantized() {
            return true;
        }

        @Override
        public void sample(SampleGrid grid, SampleBand band) {
            sample(grid, band, SampleChannels.HEIGHT);
        }

        @Override
        public void sample(SampleGrid grid, SampleBand band, SampleChannels channels) {
            if (channels.gradient()) {
                throw new IllegalArgumentException("The benchmark terrain has no gradient: wrap it in "
                        + "HeightDifferenceGradients");
            }
            int from = band.firstRow() * band.width();
            int n = band.rows() * band.width();
            if (channels.readsHeight16() && channels.height16().equals(terrain.range)) {
                System.arraycopy(terrain.height16, from, band.height16(), 0, n);
                band.holdQuantized(terrain.range, 0);
            } else {
                System.arraycopy(terrain.heights, from, band.height(), 0, n);
            }
        }

        @Override
        public void close() {
            // Nothing to release.
        }
    }

    private static String sha256(Path file) throws IOException, NoSuchAlgorithmException {
        MessageDigest digest = MessageDigest.getInstance("SHA-256");
        try (InputStream in = Files.newInputStream(file)) {
            byte[] buffer = new byte[1 << 16];
            for (int n; (n = in.read(buffer)) > 0; ) {
                digest.update(buffer, 0, n);
            }
        }
        return HexFormat.of().formatHex(digest.digest(), 0, 8);
    }

    /** Process CPU time of all threads. */
    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory
                .getOperatingSystemMXBean()).getProcessCpuTime();
    }

    private static double seconds(long start) {
        return (System.nanoTime() - start) / 1e9;
    }
}
