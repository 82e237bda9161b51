package org.orogen.export;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BooleanSupplier;
import org.orogen.bake.BakeCancelledException;
import org.orogen.bake.BakeException;
import org.orogen.bake.BakeProgress;
import org.orogen.bake.FieldSampler;
import org.orogen.bake.HeightExtrema;
import org.orogen.bake.HeightRange;
import org.orogen.bake.NonFiniteHeightsException;
import org.orogen.bake.SampleBand;
import org.orogen.bake.SampleChannels;
import org.orogen.bake.TilePlan;

/**
 * Runs an export: optionally measures the height range over the whole grid, then bakes the grid
 * band by band (bounded memory, whatever the size) and streams each row to every tile file that
 * contains it. Tiles cut the same bands, so shared pixels are the same values, and all files
 * appear together at the end — or none, if anything fails or the export is cancelled.
 */
public final class MapExport {

    /** What an export produced. */
    /**
     * A finished export.
     *
     * @param clipping a warning when a fixed height range clamped heights in the 16-bit height maps
     *                 ({@link RangeClipping}), else empty
     */
    public record Result(List<Path> files, Path sidecar, HeightRange range, Optional<String> clipping) {
    }

    private final ExportRequest request;
    private final FieldSampler sampler;
    private final List<String> graphMasks;
    /** Whether the run marks its steps in the start-up trace (not a warm-up's run). */
    private boolean traced = true;
    private final BakeProgress progress;
    private final BooleanSupplier cancelled;

    /**
     * @param cancelled polled between bands; when it returns true the export stops and cleans up
     */
    public MapExport(ExportRequest request, FieldSampler sampler, BakeProgress progress, BooleanSupplier cancelled) {
        this(request, sampler, sampler.maskNames(), progress, cancelled);
    }

    /**
     * @param graphMasks the graph's mask outputs, listed in the sidecar: the sampler's, or more when it
     *                   bakes the graph without the outputs this request does not read
     *                   ({@link ExportJob#withoutUnreadOutputs})
     */
    public MapExport(ExportRequest request, FieldSampler sampler, List<String> graphMasks, BakeProgress progress,
                     BooleanSupplier cancelled) {
        this.request = request;
        this.sampler = sampler;
        this.graphMasks = List.copyOf(graphMasks);
        this.progress = progress == null ? BakeProgress.NONE : progress;
        this.cancelled = cancelled == null ? () -> false : cancelled;
    }

    /** This export without marks in the start-up trace ({@link ExportWarmup}'s training run). */
    MapExport untraced() {
        traced = false;
        return this;
    }

    private void mark(String step) {
        if (traced) {
            StartupTrace.mark(step);
        }
    }

    /**
     * Runs the export on the calling thread (the sampler decides where GPU work happens).
     *
     * @throws BakeCancelledException when cancelled (nothing is left behind)
     * @throws BakeException          when baking fails (nothing is left behind)
     * @throws IOException            when writing fails (nothing is left behind)
     */
    public Result run() throws BakeException, IOException {
        checkMasks();
        int width = request.grid().width();
        SampleChannels floats = channels(request.formats());
        // The sampler may quantize on the GPU: bands then also have the planes it fills.
        boolean quantized = sampler.supportsQuantized()
                && (heightsAre16Bit(request.formats()) || maskBits(request.formats()) != 0);
        List<TilePlan.Tile> pending = new ArrayList<>(request.tilesToWrite());
        // A shard bakes only the rows its tiles cover, from the band that holds its first row (bands
        // lie on the grid from row 0, so every row is baked in the same band as in a whole export).
        int bandRows = Math.max(1, Math.min(request.grid().height(), sampler.bandRows(width, floats)));
        int startRow = pending.stream().mapToInt(TilePlan.Tile::y0).min().orElse(0) / bandRows * bandRows;
        int height = pending.stream().mapToInt(t -> t.y0() + t.height()).max().orElse(0);
        boolean measure = request.declaredRange() == null;
        long total = (measure ? request.grid().height() : 0L) + Math.max(0, height - startRow);
        // Where baking costs more than memory (a software renderer), the bands baked to measure the range
        // are kept and written: one pass over the grid instead of two.
        List<SampleBand> kept = measure && sampler.keepsMeasuredBands()
                && keptBytes(width, bandRows, Math.max(0, height - startRow), floats) <= KEPT_BUDGET
                ? new ArrayList<>() : null;
        SampleBand[] bands = {kept != null ? null : band(width, bandRows, floats, quantized), null};
        HeightRange range = !measure ? request.declaredRange()
                : kept != null ? measureKeeping(width, bandRows, floats, startRow, height, kept, total)
                : measureRange(bands[0], total);
        if (measure) {
            mark("height range measured");
        }
        long done = measure ? request.grid().height() : 0;
        if (kept == null && height - startRow > bandRows) {
            bands[1] = band(width, bandRows, floats, quantized);
        }
        mark("bands allocated");
        SampleChannels channels = quantized ? channels(request.formats(), range) : floats;
        // A measured range holds every height; a fixed one may clamp some (kept bands come only with a measured one).
        Optional<RangeClipping> clipping = RangeClipping.watch(request.declaredRange(), request.formats());

        List<ExportSidecar.FileEntry> entries = new ArrayList<>();
        Map<TilePlan.Tile, List<MapFile>> open = new LinkedHashMap<>();
        // The next band bakes on its own thread while this one is encoded; files encode in parallel.
        ExecutorService baker = Executors.newSingleThreadExecutor(daemon("orogen-bake-ahead"));
        ExecutorService encoders = Executors.newFixedThreadPool(ENCODING_TASKS, daemon("orogen-map-rows"));
        Future<?> ahead = null;
        try (PublishGroup group = new PublishGroup()) {
            try {
                // Bands keep their whole-export size (up to the grid's end, not the shard's), so each
                // starts where it would in a whole export; rows past the shard's tiles are not written.
                int gridHeight = request.grid().height();
                if (kept == null && startRow < height) {
                    ahead = bakeAhead(baker, bands[0], startRow, Math.min(bandRows, gridHeight - startRow), channels,
                            clipping);
                }
                for (int k = 0, first = startRow; first < height; k++, first += bandRows) {
                    checkCancelled();
                    SampleBand band;
                    if (kept != null) {
                        band = kept.get(k);
                        kept.set(k, null); // its memory goes once it is written
                    } else {
                        band = bands[k % 2];
                        await(ahead);
                        ahead = null;
                        int next = first + bandRows;
                        if (next < height) {
                            ahead = bakeAhead(baker, bands[(k + 1) % 2], next, Math.min(bandRows, gridHeight - next),
                                    channels, clipping);
                        }
                    }
                    if (k == 0) {
                        mark("first band baked");
                    }
                    openTilesStartingBefore(first + band.rows(), pending, open, group, range, entries);
                    if (k == 0) {
                        mark("files opened");
                    }
                    writeBand(band, open, encoders);
                    done += Math.min(band.rows(), height - first);
                    // "baking" also when the bands were kept: logs and progress bars keep one name for the maps' pass.
                    progress.update("baking", done, total);
                }
                checkCancelled();
                Path sidecar = ExportSidecar.write(group, request, range, graphMasks,
                        sampler.gradientSource(), entries);
                List<Path> files = group.publish();
                ExportSidecar.removeStale(request);
                return new Result(files.stream().filter(p -> !p.equals(sidecar)).toList(), sidecar, range,
                        clipping.flatMap(RangeClipping::warning));
            } finally {
                if (ahead != null) {
                    // The sampler must be idle before the caller closes it.
                    ahead.cancel(false);
                    awaitQuietly(ahead);
                }
                baker.shutdownNow();
                encoders.shutdownNow();
                open.values().forEach(list -> list.forEach(MapFile::close));
            }
        }
    }

    /** A band for the channels read: the colour arrays only when albedo maps are written, the quantized planes if asked. */
    private SampleBand band(int width, int rows, SampleChannels channels, boolean quantized) {
        boolean colour = channels.colour() && sampler.hasColour();
        return quantized ? SampleBand.withQuantizedPlanes(width, rows, sampler.maskNames(), colour)
                : new SampleBand(width, rows, sampler.maskNames(), colour);
    }


    /** Files of one export encoded at once (each file's rows stay in order on one thread). */
    private static final int ENCODING_TASKS = Math.max(2, Runtime.getRuntime().availableProcessors());

    /**
     * What the requested maps read from the bands: the height always, the gradient for normal maps,
     * the masks for mask and splat maps, the colour for albedo maps. The sampler reads back nothing else.
     */
    public static SampleChannels channels(Collection<MapFormat> formats) {
        boolean gradient = formats.stream().anyMatch(f -> f.map().equals("normal"));
        boolean masks = formats.stream().anyMatch(f -> f.map().equals("mask") || f.map().equals("splat"));
        boolean colour = formats.stream().anyMatch(f -> f.map().equals("albedo"));
        return new SampleChannels(gradient, masks, colour);
    }

    /**
     * {@link #channels(Collection)} with the quantized forms a GPU sampler can read back instead of floats
     * ({@link FieldSampler#supportsQuantized}): the height as 16-bit samples of {@code range} when every
     * height map is a 16-bit one (png16, r16, raw; an exr needs the floats), the masks as 8-bit or 16-bit
     * samples when every map that reads them is a mask-png8, or every one a mask-png16 (splat maps, and a
     * mix of the two, need the floats). Normal maps read the gradient, never the height, so they leave the
     * height free to be 16-bit; the gradient and the colour stay floats.
     */
    public static SampleChannels channels(Collection<MapFormat> formats, HeightRange range) {
        return channels(formats).quantized(heightsAre16Bit(formats) ? range : null, maskBits(formats));
    }

    /** Whether there are height maps and all are 16-bit. */
    private static boolean heightsAre16Bit(Collection<MapFormat> formats) {
        List<MapFormat> heights = formats.stream().filter(f -> f.map().equals("height")).toList();
        return !heights.isEmpty() && heights.stream().allMatch(f -> f.bits() == 16);
    }

    /** 8 or 16 when there are maps that read the masks and all are mask-png8, or all mask-png16; else 0. */
    private static int maskBits(Collection<MapFormat> formats) {
        List<MapFormat> readers = formats.stream().filter(f -> f.map().equals("mask") || f.map().equals("splat"))
                .toList();
        if (readers.isEmpty()) {
            return 0;
        }
        return readers.stream().allMatch(f -> f == MapFormat.MASK_PNG8) ? 8
                : readers.stream().allMatch(f -> f == MapFormat.MASK_PNG16) ? 16 : 0;
    }

    private Future<?> bakeAhead(ExecutorService baker, SampleBand band, int first, int rows, SampleChannels channels,
                                Optional<RangeClipping> clipping) {
        band.reset(first, rows);
        return baker.submit(() -> {
            sampler.sample(request.grid(), band, channels);
            clipping.ifPresent(c -> c.count(band));
            return null;
        });
    }

    private static void await(Future<?> future) throws BakeException, IOException {
        try {
            future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BakeCancelledException();
        } catch (ExecutionException e) {
            rethrow(e.getCause());
        }
    }

    private static void awaitQuietly(Future<?> future) {
        try {
            future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | java.util.concurrent.CancellationException ignored) {
            // Already failing or cancelled: the first error is the one reported.
        }
    }

    private static void rethrow(Throwable cause) throws BakeException, IOException {
        if (cause instanceof BakeException b) {
            throw b;
        }
        if (cause instanceof IOException io) {
            throw io;
        }
        if (cause instanceof RuntimeException r) {
            throw r;
        }
        if (cause instanceof Error err) {
            throw err;
        }
        throw new IllegalStateException(cause);
    }

    private static java.util.concurrent.ThreadFactory daemon(String name) {
        return r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        };
    }

    /**
     * Writes the band's rows to every open file, one task per file (a file's rows stay in order),
     * and finishes the files whose tile ends in this band.
     */
    private void writeBand(SampleBand band, Map<TilePlan.Tile, List<MapFile>> open, ExecutorService encoders)
            throws IOException, BakeException {
        int last = band.firstRow() + band.rows() - 1;
        List<Callable<Void>> tasks = new ArrayList<>();
        List<TilePlan.Tile> ending = new ArrayList<>();
        for (Map.Entry<TilePlan.Tile, List<MapFile>> entry : open.entrySet()) {
            TilePlan.Tile tile = entry.getKey();
            int from = Math.max(band.firstRow(), tile.y0());
            int to = Math.min(last, tile.y0() + tile.height() - 1);
            boolean ends = to == tile.y0() + tile.height() - 1;
            if (ends) {
                ending.add(tile);
            }
            for (MapFile file : entry.getValue()) {
                tasks.add(() -> {
                    file.writeRows(band, from, to);
                    if (ends) {
                        file.finish();
                    }
                    return null;
                });
            }
        }
        List<Future<Void>> results;
        try {
            results = encoders.invokeAll(tasks);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BakeCancelledException();
        }
        for (Future<Void> result : results) {
            await(result);
        }
        ending.forEach(open::remove);
    }

    /**
     * Measures the height range over the whole grid and writes nothing (for {@code orogen export
     * --measure-range-only}, whose result the shards of a farm export then share).
     *
     * @throws BakeException when baking fails or the heights have no finite value
     */
    public HeightRange measureRangeOnly() throws BakeException {
        int width = request.grid().width();
        int bandRows = Math.max(1, Math.min(request.grid().height(), sampler.bandRows(width, SampleChannels.HEIGHT)));
        return measureRange(new SampleBand(width, bandRows, sampler.maskNames()), request.grid().height());
    }

    /**
     * Most bytes of bands an export keeps from its range measurement ({@link FieldSampler#keepsMeasuredBands});
     * a larger one bakes twice. A quarter of the heap, at most 1 GiB: a 4097² export of a graph with three
     * masks keeps about 400 MB.
     */
    static final long KEPT_BUDGET = Math.min(1L << 30, Runtime.getRuntime().maxMemory() / 4);

    /**
     * Bytes of the bands of {@code bandRows} rows that hold {@code rows} rows of {@code width} samples: each
     * {@link SampleBand} has its height, gradient and mask arrays (read or not), and the colour's for
     * {@code channels} that read it.
     */
    private long keptBytes(int width, int bandRows, int rows, SampleChannels channels) {
        long bands = (rows + bandRows - 1L) / bandRows;
        int planes = 3 + sampler.maskNames().size() + (channels.colour() && sampler.hasColour() ? 3 : 0);
        return bands * bandRows * width * planes * Float.BYTES;
    }

    /**
     * {@link #measureRange}, baking whole bands of {@code channels} as floats and scanning their heights
     * ({@link HeightExtrema#of}, the extrema {@link FieldSampler#heightExtrema} gives): the bands that hold rows
     * {@code [startRow, end)}, which the export writes, go into {@code kept}, in order; the others are dropped.
     */
    private HeightRange measureKeeping(int width, int bandRows, SampleChannels channels, int startRow, int end,
                                       List<SampleBand> kept, long total) throws BakeException {
        int height = request.grid().height();
        HeightExtrema extrema = HeightExtrema.NONE;
        SampleBand scratch = null;
        for (int first = 0; first < height; first += bandRows) {
            checkCancelled();
            int rows = Math.min(bandRows, height - first);
            boolean written = first >= startRow && first < end;
            SampleBand band = written || scratch == null ? band(width, bandRows, channels, false) : scratch;
            band.reset(first, rows);
            sampler.sample(request.grid(), band, channels);
            extrema = extrema.then(HeightExtrema.of(band));
            if (written) {
                kept.add(band);
            } else {
                scratch = band;
            }
            progress.update("measuring height range", first + rows, total);
        }
        return measured(extrema);
    }

    private HeightRange measureRange(SampleBand band, long total) throws BakeException {
        int height = request.grid().height();
        HeightExtrema extrema = HeightExtrema.NONE;
        for (int first = 0; first < height; first += band.capacity()) {
            checkCancelled();
            int rows = Math.min(band.capacity(), height - first);
            band.reset(first, rows);
            extrema = extrema.then(sampler.heightExtrema(request.grid(), band));
            progress.update("measuring height range", first + rows, total);
        }
        return measured(extrema);
    }

    private static HeightRange measured(HeightExtrema extrema) throws BakeException {
        if (!extrema.finite()) {
            throw new NonFiniteHeightsException("The height output has no finite values (NaN or infinity "
                    + "everywhere); check the graph for divisions by zero or declare a height range.");
        }
        return new HeightRange(extrema.min(), extrema.max(), HeightRange.Source.MEASURED);
    }

    private void openTilesStartingBefore(int endRow, List<TilePlan.Tile> pending,
                                         Map<TilePlan.Tile, List<MapFile>> open, PublishGroup group,
                                         HeightRange range, List<ExportSidecar.FileEntry> entries) throws IOException {
        var it = pending.iterator();
        while (it.hasNext()) {
            TilePlan.Tile tile = it.next();
            if (tile.y0() < endRow) {
                it.remove();
                List<MapFile> files = new ArrayList<>();
                open.put(tile, files);
                for (MapFormat format : request.orderedFormats()) {
                    openFiles(format, tile, group, range, files, entries);
                }
            }
        }
    }

    private void openFiles(MapFormat format, TilePlan.Tile tile, PublishGroup group, HeightRange range,
                           List<MapFile> files, List<ExportSidecar.FileEntry> entries) throws IOException {
        int x0 = tile.x0();
        int w = tile.width();
        int h = tile.height();
        if (format.map().equals("mask")) {
            for (String mask : sampler.maskNames()) {
                Path target = target(format.mapName(request.name(), mask), tile, format);
                files.add(new MaskPngFile(group, target, x0, w, h, mask, format.bits()));
                entries.add(new ExportSidecar.FileEntry(target.getFileName().toString(), format, mask, tile));
            }
            return;
        }
        Path target = target(format.mapName(request.name(), null), tile, format);
        MapFile file = switch (format) {
            case PNG16 -> new HeightPngFile(group, target, x0, w, h, range);
            case R16, RAW -> new HeightRawFile(group, target, x0, w, h, range);
            case EXR -> new HeightExrFile(group, target, x0, w, h, request.exrCompression());
            case NORMAL_PNG8, NORMAL_PNG16 -> new NormalPngFile(group, target, x0, w, h, format.bits(),
                    request.normals());
            case SPLAT_PNG8, SPLAT_PNG16 -> new SplatPngFile(group, target, x0, w, h, splatLayers(), format.bits());
            case ALBEDO_PNG8, ALBEDO_PNG16 -> new AlbedoPngFile(group, target, x0, w, h, format.bits());
            case ALBEDO_EXR, ALBEDO_EXR32 -> new AlbedoExrFile(group, target, x0, w, h, request.exrCompression(),
                    format == MapFormat.ALBEDO_EXR ? ExrPixelType.HALF : ExrPixelType.FLOAT);
            case MASK_PNG8, MASK_PNG16 -> throw new AssertionError("handled above");
        };
        files.add(file);
        entries.add(new ExportSidecar.FileEntry(target.getFileName().toString(), format, null, tile,
                format.map().equals("splat") ? splatLayers() : List.of()));
    }

    private Path target(String mapName, TilePlan.Tile tile, MapFormat format) {
        return request.folder().resolve(request.template().fileName(mapName, tile, format.extension()));
    }

    private List<String> splatLayers() {
        if (!request.splatLayers().isEmpty()) {
            return request.splatLayers();
        }
        List<String> masks = sampler.maskNames();
        return masks.subList(0, Math.min(SplatPngFile.MAX_LAYERS, masks.size()));
    }

    private void checkMasks() {
        if (request.formats().stream().anyMatch(f -> f.map().equals("albedo")) && !sampler.hasColour()) {
            throw new ExportMismatchException("The graph has no colour output, so albedo formats have nothing to "
                    + "write; add an output.colour node (fed by colour.gradient_map, for example) or drop those formats.");
        }
        boolean wantsMasks = request.formats().stream()
                .anyMatch(f -> f.map().equals("mask") || f.map().equals("splat"));
        if (wantsMasks && sampler.maskNames().isEmpty()) {
            throw new ExportMismatchException("The graph has no mask outputs, so mask and splat formats have "
                    + "nothing to write; add output.mask nodes or drop those formats.");
        }
        for (String layer : request.splatLayers()) {
            if (!sampler.maskNames().contains(layer)) {
                throw new ExportMismatchException("Splat layer '" + layer + "' is not a mask output of the graph; "
                        + "its masks are " + sampler.maskNames());
            }
        }
        for (String mask : sampler.maskNames()) {
            if (!mask.matches("[A-Za-z0-9_.-]+")) {
                throw new ExportMismatchException("Mask name '" + mask + "' cannot be part of a file name; "
                        + "use letters, digits, '_', '-' or '.'.");
            }
        }
        // The request checked its names without masks: mask names can make two files' names meet too.
        try {
            ExportFileNames.checkDistinct(request.plan(), request.template(), request.name(), request.formats(),
                    sampler.maskNames(), request.grid().isPlanet() && request.grid().planet().isCube());
        } catch (IllegalArgumentException e) {
            throw new ExportMismatchException(e.getMessage());
        }
    }

    private void checkCancelled() throws BakeCancelledException {
        if (cancelled.getAsBoolean() || Thread.currentThread().isInterrupted()) {
            throw new BakeCancelledException();
        }
    }
}
