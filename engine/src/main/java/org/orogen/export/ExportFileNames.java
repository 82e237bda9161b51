package org.orogen.export;

import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.orogen.bake.FileNameTemplate;
import org.orogen.bake.TilePlan;

/**
 * Checks that every file of an export gets a name of its own. A template without separators can
 * give two tiles one name ({@code {name}{X}{Y}} makes tiles 1,10 and 11,0 both {@code terrain110.png}),
 * and so can two maps of one tile (masks {@code a} and {@code a1}): the second file would replace the
 * first without a word, and the sidecar would list the name twice. Every tile of the plan counts, not
 * only a shard's, since the shards of one export write into one folder.
 */
final class ExportFileNames {

    private ExportFileNames() {
    }

    /**
     * Checks the names of the files of {@code formats} for every tile of {@code plan}; mask formats give
     * one file per name in {@code masks} (none before the graph's masks are known).
     *
     * @throws IllegalArgumentException naming two files that would get one name, and a template that avoids it
     */
    static void checkDistinct(TilePlan plan, FileNameTemplate template, String exportName,
                              Collection<MapFormat> formats, List<String> masks, boolean cubeFaces) {
        Map<String, String> owners = new HashMap<>();
        for (TilePlan.Tile tile : plan.tiles()) {
            for (MapFormat format : formats) {
                List<String> maskNames = format.map().equals("mask") ? masks : Arrays.asList((String) null);
                for (String mask : maskNames) {
                    String map = format.mapName(exportName, mask);
                    String file = template.fileName(map, tile, format.extension());
                    String owner = "tile " + tile.column() + "," + tile.row() + " of " + map + " (" + format.id() + ")";
                    String earlier = owners.putIfAbsent(file, owner);
                    if (earlier != null) {
                        throw new IllegalArgumentException("File name template '" + template.pattern() + "' gives "
                                + earlier + " and " + owner + " the same file name " + file
                                + ", so one would overwrite the other. Put separators between the tokens, e.g. '"
                                + (cubeFaces ? FileNameTemplate.CUBE_FACES : FileNameTemplate.TILED).pattern() + "'.");
                    }
                }
            }
        }
    }
}
