package org.orogen.export;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.orogen.bake.FileNameTemplate;
import org.orogen.bake.HeightRange;
import org.orogen.bake.SampleGrid;
import org.orogen.bake.TilePlan;
import org.orogen.bake.TileShard;

/**
 * Everything an export needs besides the terrain itself.
 *
 * @param grid          where the pixels lie in the world, or the planet map they cover
 * @param plan          the tile files; its size must equal the grid's. A cube-map planet grid has
 *                      {@link TilePlan#cubeFaces} (one tile per face), an equirectangular one a single tile
 * @param template      tile file names
 * @param folder        output folder (must exist)
 * @param name          export name: file names start with it and the sidecar is {@code <name>.json}
 * @param formats       maps to write (at most one normal, one mask and one splat format)
 * @param normals       green convention of normal maps
 * @param exrCompression compression of EXR files
 * @param splatLayers   masks of the splat map in R, G, B, A order; empty = the first four masks
 * @param declaredRange height range to quantize with, or {@code null} to measure it first
 * @param provenance    facts for the sidecar (graph file, hash, seed, tool version, overrides)
 * @param shard         which tiles this run writes ({@link TileShard#ALL}: every tile); a shard other
 *                      than all needs a {@code declaredRange}, so that every shard quantizes alike
 */
public record ExportRequest(SampleGrid grid, TilePlan plan, FileNameTemplate template, Path folder, String name,
                            Set<MapFormat> formats, NormalConvention normals, ExrCompression exrCompression,
                            List<String> splatLayers, HeightRange declaredRange, Provenance provenance,
                            TileShard shard) {

    /** A request for the whole export (every tile). */
    public ExportRequest(SampleGrid grid, TilePlan plan, FileNameTemplate template, Path folder, String name,
                         Set<MapFormat> formats, NormalConvention normals, ExrCompression exrCompression,
                         List<String> splatLayers, HeightRange declaredRange, Provenance provenance) {
        this(grid, plan, template, folder, name, formats, normals, exrCompression, splatLayers, declaredRange,
                provenance, TileShard.ALL);
    }

    /** The same request for shard {@code shard} only. */
    public ExportRequest withShard(TileShard shard) {
        return new ExportRequest(grid, plan, template, folder, name, formats, normals, exrCompression, splatLayers,
                declaredRange, provenance, shard);
    }

    /** The tiles this run writes: all of them, or the shard's. */
    public List<TilePlan.Tile> tilesToWrite() {
        return shard.tilesOf(plan);
    }

    /**
     * Where an export came from, recorded in its sidecar.
     *
     * @param graphFile    the {@code .graph} file as given, or "" when there is none
     * @param graphSha256  hex SHA-256 of the graph file's bytes, or ""
     * @param seed         global seed used
     * @param toolVersion  Orogen's version
     * @param overrides    parameter overrides applied, {@code node.param} → value text
     */
    public record Provenance(String graphFile, String graphSha256, long seed, String toolVersion,
                             Map<String, String> overrides) {
        public Provenance {
            graphFile = Objects.requireNonNullElse(graphFile, "");
            graphSha256 = Objects.requireNonNullElse(graphSha256, "");
            overrides = Map.copyOf(overrides == null ? Map.of() : overrides);
        }
    }

    public ExportRequest {
        Objects.requireNonNull(grid, "grid");
        Objects.requireNonNull(plan, "plan");
        Objects.requireNonNull(folder, "folder");
        Objects.requireNonNull(provenance, "provenance");
        shard = Objects.requireNonNullElse(shard, TileShard.ALL);
        if (!shard.isAll() && declaredRange == null) {
            throw new IllegalArgumentException("Shard " + shard + " has no fixed height range: each shard would "
                    + "measure only its own tiles and quantize differently. Give every shard the same range.");
        }
        boolean cube = grid.isPlanet() && grid.planet().isCube();
        if (cube && !plan.equals(TilePlan.cubeFaces(grid.height()))) {
            throw new IllegalArgumentException("A cube-map export writes its six faces as six tiles "
                    + "(TilePlan.cubeFaces), got " + plan.columns() + "x" + plan.rows() + " tiles");
        }
        if (grid.isPlanet() && !cube && plan.count() != 1) {
            throw new IllegalArgumentException("An equirectangular planet map is one image; it cannot be split into "
                    + plan.columns() + "x" + plan.rows() + " tiles");
        }
        template = Objects.requireNonNullElse(template, FileNameTemplate.defaultFor(plan, cube));
        normals = Objects.requireNonNullElse(normals, NormalConvention.OPENGL);
        exrCompression = Objects.requireNonNullElse(exrCompression, ExrCompression.ZIP);
        splatLayers = List.copyOf(splatLayers == null ? List.of() : splatLayers);
        if (splatLayers.size() > SplatPngFile.MAX_LAYERS) {
            // Refused with the request, before anything is baked (a splat map has four channels).
            throw new IllegalArgumentException("A splat map has " + SplatPngFile.MAX_LAYERS + " channels (R, G, B, A), "
                    + "but " + splatLayers.size() + " masks were given: " + splatLayers + ". Pass at most four.");
        }
        if (formats == null || formats.isEmpty()) {
            throw new IllegalArgumentException("Choose at least one format: " + MapFormat.names());
        }
        formats = Set.copyOf(EnumSet.copyOf(formats));
        if (plan.width() != grid.width() || plan.height() != grid.height()) {
            throw new IllegalArgumentException("Tile plan " + plan.width() + "x" + plan.height()
                    + " does not match the grid " + grid.width() + "x" + grid.height());
        }
        if (name == null || name.isBlank() || name.contains("/") || name.contains("\\") || name.startsWith(".")) {
            // A leading dot would hide the files (and '.' or '..' would write '..json').
            throw new IllegalArgumentException("Export name must be a plain file name that does not start with "
                    + "'.', got '" + name + "'");
        }
        template.checkFor(plan, cube);
        // An albedo PNG and an albedo EXR are different files; two PNGs of one map are not.
        for (String map : List.of("normal", "mask", "splat", "albedo.png", "albedo.exr")) {
            List<MapFormat> same = new ArrayList<>();
            for (MapFormat f : formats) {
                if (f.map().equals(map) || (f.map() + f.extension()).equals(map)) {
                    same.add(f);
                }
            }
            if (same.size() > 1) {
                throw new IllegalArgumentException("Formats " + same.stream().map(MapFormat::id).toList()
                        + " would write the same " + same.getFirst().map() + " files; choose one of them.");
            }
        }
        // Mask files are checked again once the graph's masks are known (MapExport).
        ExportFileNames.checkDistinct(plan, template, name, formats, List.of(), cube);
    }

    /** Formats in declaration order (height first), for deterministic file order. */
    public List<MapFormat> orderedFormats() {
        return List.copyOf(EnumSet.copyOf(formats));
    }
}
