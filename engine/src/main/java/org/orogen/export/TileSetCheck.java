package org.orogen.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.orogen.bake.FileNameTemplate;
import org.orogen.bake.TilePlan;

/**
 * Checks that a folder holds a complete, consistent tiled export, however many shards wrote it
 * ({@code orogen tiles check}): every sidecar ({@code <name>.json} or {@code <name>.shard-I-of-N.json})
 * agrees on what was exported (graph hash, seed, overrides, height range, world, size, tiles, formats,
 * masks), every shard's sidecar is there, every tile file of every map exists with the right size, and
 * neighbouring tiles hold equal values on the pixels they share ({@code overlap}; 16-bit and PNG maps,
 * EXR files are checked for size only). A planet export is checked for its six face files (or its one
 * equirectangular image) of every map, with the right size. A tile file that is cut short or cannot be
 * decoded is that file's problem, not the check's: the rest of the folder is still checked.
 */
public final class TileSetCheck {

    /** One problem, naming the file it is about. */
    public record Problem(Path file, String message) {
        @Override
        public String toString() {
            return file + ": " + message;
        }
    }

    /** What was checked, for the summary line. */
    public record Report(List<Problem> problems, int sidecars, int files, int edges) {
        public boolean ok() {
            return problems.isEmpty();
        }
    }

    /** Sidecar keys that must be equal across the shards of one export, with the words for them. */
    private static final Map<String, String> SHARED = new LinkedHashMap<>();

    static {
        SHARED.put("/source/graphSha256", "graph hash");
        SHARED.put("/source/seed", "seed");
        SHARED.put("/source/overrides", "overrides");
        SHARED.put("/height/min", "height range min");
        SHARED.put("/height/max", "height range max");
        SHARED.put("/world", "world extent");
        SHARED.put("/resolution", "resolution");
        SHARED.put("/tiles", "tiles");
        SHARED.put("/planet", "planet layout");
        SHARED.put("/nameTemplate", "file name template");
        SHARED.put("/formats", "formats");
        SHARED.put("/normalConvention", "normal convention");
        SHARED.put("/normalSlope", "normal slope");
        SHARED.put("/masks", "masks");
        SHARED.put("/shard/count", "shard count");
    }

    private final Path folder;
    private final List<Problem> problems = new ArrayList<>();
    /** Tile files already reported as unreadable. */
    private final Set<Path> unreadable = new HashSet<>();
    private int files;
    private int edges;

    private TileSetCheck(Path folder) {
        this.folder = folder;
    }

    /** Checks every export in {@code folder} (grouped by export name). */
    public static Report check(Path folder) throws IOException {
        TileSetCheck check = new TileSetCheck(folder);
        Map<String, Map<Path, JsonNode>> exports = check.sidecars();
        if (exports.isEmpty() && check.problems.isEmpty()) { // none, not even a broken one
            check.problems.add(new Problem(folder, "no export sidecar here (a .json file with \"format\": "
                    + "\"orogen-export\"); is this the --out folder of an export?"));
        }
        int count = 0;
        for (Map.Entry<String, Map<Path, JsonNode>> export : exports.entrySet()) {
            count += export.getValue().size();
            check.checkExport(export.getKey(), export.getValue());
        }
        return new Report(List.copyOf(check.problems), count, check.files, check.edges);
    }

    private Map<String, Map<Path, JsonNode>> sidecars() throws IOException {
        ObjectMapper mapper = new ObjectMapper();
        Map<String, Map<Path, JsonNode>> byName = new TreeMap<>();
        List<Path> jsons;
        try (Stream<Path> list = Files.list(folder)) {
            jsons = list.filter(p -> p.getFileName().toString().endsWith(".json"))
                    .filter(p -> !p.getFileName().toString().startsWith(".")).sorted().toList();
        }
        for (Path json : jsons) {
            JsonNode root;
            try {
                root = mapper.readTree(json.toFile());
            } catch (IOException e) {
                if (Files.readString(json, StandardCharsets.ISO_8859_1).contains("\"orogen-export\"")) {
                    problems.add(new Problem(json, "an export sidecar that is not valid JSON (cut short or edited?): "
                            + "export again to rewrite it"));
                }
                continue; // Otherwise not JSON we wrote (or not JSON): not part of an export.
            }
            if (root == null || !"orogen-export".equals(root.path("format").asText())) {
                continue;
            }
            String file = json.getFileName().toString();
            String name = root.has("shard") ? root.path("shard").path("exportName").asText()
                    : file.substring(0, file.length() - ".json".length());
            byName.computeIfAbsent(name, k -> new TreeMap<>()).put(json, root);
        }
        return byName;
    }

    private void checkExport(String name, Map<Path, JsonNode> sidecars) throws IOException {
        JsonNode reference = agreedValues(sidecars);
        checkShardsPresent(name, sidecars);
        JsonNode tiles = reference.path("tiles");
        TilePlan plan;
        FileNameTemplate template;
        List<MapFormat> formats = new ArrayList<>();
        JsonNode planet = reference.path("planet");
        int width = reference.path("resolution").path("width").asInt();
        int height = reference.path("resolution").path("height").asInt();
        try {
            if (planet.isObject()) {
                // A planet export: six face files (cube) or one image, named by the top-level template.
                plan = "cube".equals(planet.path("layout").asText()) ? TilePlan.cubeFaces(height)
                        : TilePlan.single(width, height);
                template = new FileNameTemplate(reference.path("nameTemplate").asText());
            } else {
                plan = TilePlan.of(width, height, tiles.path("columns").asInt(), tiles.path("rows").asInt(),
                        tiles.path("overlap").asInt());
                template = new FileNameTemplate(tiles.path("nameTemplate").asText());
            }
            reference.path("formats").forEach(f -> formats.add(MapFormat.named(f.asText())));
        } catch (IllegalArgumentException e) {
            problems.add(new Problem(sidecars.keySet().iterator().next(), "unreadable tile layout: " + e.getMessage()));
            return;
        }
        List<String> masks = new ArrayList<>();
        reference.path("masks").forEach(m -> masks.add(m.asText()));
        Map<Path, Path> writtenBy = writers(sidecars);
        for (MapFormat format : formats) {
            for (String mask : format.map().equals("mask") ? masks : Arrays.asList((String) null)) {
                checkMap(name, format, mask, plan, template, writtenBy);
            }
        }
    }

    /**
     * The value most sidecars have for each shared key (ties: the first sidecar's); names every sidecar
     * with another value, and the tile files it lists.
     */
    private JsonNode agreedValues(Map<Path, JsonNode> sidecars) {
        JsonNode first = sidecars.values().iterator().next();
        ObjectNode agreed = first.deepCopy();
        for (Map.Entry<String, String> key : SHARED.entrySet()) {
            Map<JsonNode, Integer> votes = new LinkedHashMap<>();
            sidecars.values().forEach(s -> votes.merge(s.at(key.getKey()), 1, Integer::sum));
            if (votes.size() <= 1) {
                continue;
            }
            JsonNode majority = votes.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
            for (Map.Entry<Path, JsonNode> sidecar : sidecars.entrySet()) {
                JsonNode value = sidecar.getValue().at(key.getKey());
                if (!value.equals(majority)) {
                    String what = key.getValue() + " " + text(value) + " differs from " + text(majority)
                            + " in the other sidecars";
                    problems.add(new Problem(sidecar.getKey(), what));
                    for (JsonNode file : sidecar.getValue().path("files")) {
                        problems.add(new Problem(folder.resolve(file.path("file").asText()),
                                "written with " + what + " (" + sidecar.getKey().getFileName() + ")"));
                    }
                }
            }
            String[] path = key.getKey().substring(1).split("/");
            if (path.length == 2 && agreed.get(path[0]) instanceof ObjectNode o) {
                o.set(path[1], majority);
            } else if (path.length == 1) {
                agreed.set(path[0], majority);
            }
        }
        return agreed;
    }

    private static String text(JsonNode value) {
        return value.isMissingNode() ? "(none)" : value.toString();
    }

    private void checkShardsPresent(String name, Map<Path, JsonNode> sidecars) {
        int count = 0;
        boolean[] seen = null;
        for (JsonNode s : sidecars.values()) {
            if (s.has("shard")) {
                int n = s.path("shard").path("count").asInt();
                if (seen == null || n > count) {
                    count = n;
                    seen = new boolean[n];
                }
            }
        }
        if (seen == null) {
            return;
        }
        for (JsonNode s : sidecars.values()) {
            int index = s.path("shard").path("index").asInt(-1);
            if (s.path("shard").path("count").asInt() == count && index >= 0 && index < count) {
                seen[index] = true;
            }
        }
        for (int i = 0; i < count; i++) {
            if (!seen[i]) {
                problems.add(new Problem(folder.resolve(name + ".shard-" + i + "-of-" + count + ".json"),
                        "missing: shard " + i + " of " + count + " has not finished (or was not run)"));
            }
        }
    }

    /** Tile file → the sidecar listing it. */
    private Map<Path, Path> writers(Map<Path, JsonNode> sidecars) {
        Map<Path, Path> writers = new TreeMap<>();
        sidecars.forEach((sidecar, root) -> root.path("files")
                .forEach(f -> writers.put(folder.resolve(f.path("file").asText()), sidecar)));
        return writers;
    }

    private void checkMap(String name, MapFormat format, String mask, TilePlan plan, FileNameTemplate template,
                          Map<Path, Path> writtenBy) throws IOException {
        String mapName = format.mapName(name, mask);
        TileGrid grid = new TileGrid(plan.columns(), plan.rows());
        for (TilePlan.Tile tile : plan.tiles()) {
            Path file = folder.resolve(template.fileName(mapName, tile, format.extension()));
            String what = "tile " + tile.column() + "," + tile.row() + " of " + mapName + " (" + format.id() + ")";
            if (!Files.isRegularFile(file)) {
                problems.add(new Problem(file, "missing: " + what));
                continue;
            }
            files++;
            if (!writtenBy.containsKey(file)) {
                problems.add(new Problem(file, "no sidecar lists this " + what));
            }
            int[] size;
            try {
                size = TileFileReader.size(file, format, plan.tileWidth(), plan.tileHeight());
            } catch (IOException e) {
                unreadable(file, format, what, e);
                continue;
            }
            if (size == null) {
                unreadable(file, format, what, null);
            } else if ((format == MapFormat.R16 || format == MapFormat.RAW)
                    && (size[0] != plan.tileWidth() || size[1] != plan.tileHeight())) {
                problems.add(new Problem(file, "wrong size " + Files.size(file) + " bytes, expected "
                        + plan.tileWidth() + " x " + plan.tileHeight() + " x 2 = "
                        + 2L * plan.tileWidth() * plan.tileHeight() + " (" + what + ")"));
            } else if (size[0] != plan.tileWidth() || size[1] != plan.tileHeight()) {
                problems.add(new Problem(file, "wrong size " + size[0] + "x" + size[1] + ", expected "
                        + plan.tileWidth() + "x" + plan.tileHeight() + " (" + what + ")"));
            } else {
                grid.put(tile, file, what);
            }
        }
        if (plan.overlap() > 0 && !format.extension().equals(".exr")) {
            checkEdges(grid, format, plan);
        }
    }

    /**
     * Reports a tile file that cannot be read (a cut or corrupt file, no permission), once, as that file's
     * problem: the rest of the folder is still checked.
     */
    private void unreadable(Path file, MapFormat format, String what, IOException cause) {
        if (unreadable.add(file)) {
            problems.add(new Problem(file, "unreadable " + format.id() + " file"
                    + (cause == null ? ", cut short or not written by Orogen" : ": " + reason(cause))
                    + " (" + what + ")"));
        }
    }

    /** Why a file could not be read; a file system's message is only the path, which the line names already. */
    private static String reason(IOException cause) {
        if (cause instanceof FileSystemException fs) {
            return fs.getReason() != null ? fs.getReason() : fs.getClass().getSimpleName();
        }
        return cause.getMessage();
    }

    /** Readable tile files of one map by tile position, with the words for each. */
    private static final class TileGrid {
        final Path[][] files;
        final Map<Path, String> what = new HashMap<>();

        TileGrid(int columns, int rows) {
            files = new Path[rows][columns];
        }

        void put(TilePlan.Tile tile, Path file, String words) {
            files[tile.row()][tile.column()] = file;
            what.put(file, words);
        }
    }

    private void checkEdges(TileGrid grid, MapFormat format, TilePlan plan) {
        int o = plan.overlap();
        int w = plan.tileWidth();
        int h = plan.tileHeight();
        try (TileFileReader.Cache cache = new TileFileReader.Cache(format, w, plan.columns() + 1)) {
            for (int r = 0; r < plan.rows(); r++) {
                for (int c = 0; c < plan.columns(); c++) {
                    Path here = grid.files[r][c];
                    if (here == null) {
                        continue;
                    }
                    if (c + 1 < plan.columns() && grid.files[r][c + 1] != null) {
                        Path east = grid.files[r][c + 1];
                        compare(cache, grid, format, here, w - o, 0, east, 0, 0, o, h, "east");
                    }
                    if (r + 1 < plan.rows() && grid.files[r + 1][c] != null) {
                        Path south = grid.files[r + 1][c];
                        compare(cache, grid, format, here, 0, h - o, south, 0, 0, w, o, "south");
                    }
                }
            }
        }
    }

    private void compare(TileFileReader.Cache cache, TileGrid grid, MapFormat format, Path a, int ax, int ay,
                         Path b, int bx, int by, int w, int h, String side) {
        edges++;
        int[] left = region(cache, grid, format, a, ax, ay, w, h);
        int[] right = region(cache, grid, format, b, bx, by, w, h);
        if (left == null || right == null) {
            return; // Reported as unreadable.
        }
        for (int i = 0; i < left.length; i++) {
            if (left[i] != right[i]) {
                int channels = left.length / (w * h);
                int pixel = i / channels;
                problems.add(new Problem(b, "shared edge differs from its " + opposite(side) + " neighbour "
                        + a.getFileName() + " (first at pixel " + (bx + pixel % w) + "," + (by + pixel / w)
                        + " of this tile: " + right[i] + " vs " + left[i] + ")"));
                return;
            }
        }
    }

    /** The samples of a region of one tile, or null when the file cannot be decoded (reported). */
    private int[] region(TileFileReader.Cache cache, TileGrid grid, MapFormat format, Path file, int x, int y,
                         int w, int h) {
        if (unreadable.contains(file)) {
            return null;
        }
        try {
            return cache.region(file, x, y, w, h);
        } catch (IOException e) {
            unreadable(file, format, grid.what.get(file), e);
            return null;
        }
    }

    private static String opposite(String side) {
        return side.equals("east") ? "west" : "north";
    }
}
