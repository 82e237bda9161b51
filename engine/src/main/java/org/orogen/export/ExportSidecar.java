package org.orogen.export;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.orogen.bake.HeightRange;
import org.orogen.bake.PlanetSurface;
import org.orogen.bake.SampleGrid;
import org.orogen.bake.TilePlan;
import org.orogen.bake.TileShard;

/**
 * The JSON file next to an export ({@code <name>.json}) that tells importers what the pixels
 * mean: world extent and sample spacing, the height range that maps 16-bit samples back to
 * metres, resolution, tiles, formats and files, and where the terrain came from (graph file
 * hash, seed, tool version). A planet export has a {@code planet} section (radius, layout, cube
 * mapping, face order and orientation) in place of {@code world} and {@code tiles}. Written last,
 * in the export's {@link PublishGroup}.
 */
public final class ExportSidecar {

    /** Version of this file's layout. */
    public static final int FORMAT_VERSION = 1;

    /** One written file and the pixels it covers. */
    public record FileEntry(String file, MapFormat format, String mask, TilePlan.Tile tile, List<String> channels) {

        /** A file of one map, or of one mask ({@code mask} not null), without channels to name. */
        public FileEntry(String file, MapFormat format, String mask, TilePlan.Tile tile) {
            this(file, format, mask, tile, List.of());
        }
    }

    private ExportSidecar() {
    }

    /** The sidecar's content as ordered maps (stable key order for diffs). */
    static Map<String, Object> content(ExportRequest request, HeightRange range, List<String> masks,
                                       String gradientSource, List<FileEntry> files) {
        SampleGrid grid = request.grid();
        TilePlan plan = request.plan();
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("format", "orogen-export");
        root.put("version", FORMAT_VERSION);
        root.put("tool", ordered("name", "Orogen", "version", request.provenance().toolVersion()));
        Map<String, Object> source = new LinkedHashMap<>();
        source.put("graphFile", request.provenance().graphFile());
        source.put("graphSha256", request.provenance().graphSha256());
        source.put("seed", request.provenance().seed());
        source.put("overrides", new TreeMap<>(request.provenance().overrides()));
        root.put("source", source);
        if (grid.isPlanet()) {
            root.put("planet", PlanetSidecar.content(grid.planet()));
        } else {
            root.put("world", world(grid));
        }
        Map<String, Object> height = new LinkedHashMap<>();
        height.put("min", range.min());
        height.put("max", range.max());
        height.put("units", "metres");
        height.put("rangeSource", range.source().name().toLowerCase(java.util.Locale.ROOT));
        height.put("decode16", "h = min + q / 65535 * (max - min)");
        root.put("height", height);
        root.put("resolution", ordered("width", grid.width(), "height", grid.height()));
        if (!grid.isPlanet()) {
            Map<String, Object> tiles = new LinkedHashMap<>();
            tiles.put("columns", plan.columns());
            tiles.put("rows", plan.rows());
            tiles.put("tileWidth", plan.tileWidth());
            tiles.put("tileHeight", plan.tileHeight());
            tiles.put("overlap", plan.overlap());
            tiles.put("nameTemplate", request.template().pattern());
            root.put("tiles", tiles);
        } else {
            root.put("nameTemplate", request.template().pattern());
        }
        if (!request.shard().isAll()) {
            Map<String, Object> shard = new LinkedHashMap<>();
            shard.put("index", request.shard().index());
            shard.put("count", request.shard().count());
            shard.put("exportName", request.name());
            shard.put("assignment", "tiles numbered row by row from the north-west (i = row * columns + column);"
                    + " shard k of n writes floor(k * tiles / n) <= i < floor((k + 1) * tiles / n)");
            root.put("shard", shard);
        }
        root.put("formats", request.orderedFormats().stream().map(MapFormat::id).toList());
        root.put("normalConvention", request.normals().name().toLowerCase(java.util.Locale.ROOT));
        root.put("normalSlope", gradientSource);
        root.put("masks", masks);
        List<Map<String, Object>> entries = new ArrayList<>();
        for (FileEntry f : files) {
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("file", f.file());
            e.put("map", f.format().map());
            e.put("format", f.format().id());
            if (f.mask() != null) {
                e.put("mask", f.mask());
            }
            if (!f.channels().isEmpty()) {
                e.put("channels", f.channels()); // a splat map's masks in R, G, B, A order
            }
            if (grid.isPlanet() && grid.planet().isCube()) {
                e.put("face", PlanetSurface.faceOfTile(f.tile().column()).label());
            }
            e.put("tileX", f.tile().column());
            e.put("tileY", f.tile().row());
            e.put("x", f.tile().x0());
            e.put("y", f.tile().y0());
            e.put("width", f.tile().width());
            e.put("height", f.tile().height());
            entries.add(e);
        }
        root.put("files", entries);
        return root;
    }

    /** Where a plane export's pixels lie in the world. */
    private static Map<String, Object> world(SampleGrid grid) {
        Map<String, Object> world = new LinkedHashMap<>();
        world.put("units", "metres");
        world.put("originX", grid.originX());
        world.put("originY", grid.originY());
        world.put("extentX", grid.extentX());
        world.put("extentY", grid.extentY());
        world.put("spacingX", grid.spacingX());
        world.put("spacingY", grid.spacingY());
        world.put("sampling", "pixel centres on grid vertices, edges included");
        world.put("rowOrder", "row 0 is the north edge (originY + extentY); rows run south");
        return world;
    }

    private static Map<String, Object> ordered(String k1, Object v1, String k2, Object v2) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(k1, v1);
        m.put(k2, v2);
        return m;
    }

    /**
     * {@code <name>.json}, or for a shard {@code <name>.shard-<index>-of-<count>.json}, so that shards
     * writing into one folder never replace each other's sidecar.
     */
    public static String fileName(ExportRequest request) {
        TileShard shard = request.shard();
        return shard.isAll() ? request.name() + ".json"
                : request.name() + ".shard-" + shard.index() + "-of-" + shard.count() + ".json";
    }

    /**
     * Removes the sidecars that an earlier export of the same name into the same folder left for another
     * division of its tiles: after a whole export every {@code <name>.shard-*-of-*.json}; after a shard of N,
     * {@code <name>.json} and the sidecars of shards of another count. They describe tiles this export replaced
     * (or, for a farm still running, that its other shards will), and {@code orogen tiles check} would compare
     * the new tiles with them. Sidecars of the same division (a farm's other shards) stay. Best effort: a file
     * that cannot be deleted stays, and {@code tiles check} then names it.
     */
    static void removeStale(ExportRequest request) {
        String name = request.name();
        TileShard shard = request.shard();
        Pattern shardSidecar = Pattern.compile(Pattern.quote(name) + "\\.shard-\\d+-of-(\\d+)\\.json");
        try (Stream<Path> files = Files.list(request.folder())) {
            for (Path file : files.toList()) {
                String f = file.getFileName().toString();
                Matcher m = shardSidecar.matcher(f);
                boolean stale = shard.isAll() ? m.matches()
                        : f.equals(name + ".json") || m.matches() && !m.group(1).equals(String.valueOf(shard.count()));
                if (stale) {
                    Files.deleteIfExists(file);
                }
            }
        } catch (IOException | UncheckedIOException e) {
            // Best effort (see above): the export itself is complete.
        }
    }

    /** Writes the sidecar for an export into {@code group} (it appears with the maps). */
    static Path write(PublishGroup group, ExportRequest request, HeightRange range, List<String> masks,
                      String gradientSource, List<FileEntry> files) throws IOException {
        Path target = request.folder().resolve(fileName(request));
        ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        String text = mapper.writeValueAsString(content(request, range, masks, gradientSource, files));
        byte[] json = (text.replace("\r\n", "\n") + "\n").getBytes(StandardCharsets.UTF_8);
        AtomicOutputFile file = AtomicOutputFile.create(target, group);
        try {
            file.stream().write(json);
            file.commit();
        } finally {
            file.close();
        }
        return target;
    }
}
