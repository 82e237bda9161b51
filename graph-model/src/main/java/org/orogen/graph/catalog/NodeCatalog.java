package org.orogen.graph.catalog;

import java.io.IOException;
import java.io.InputStream;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLConnection;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Optional;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.orogen.graph.Node;

/**
 * The immutable set of known node types, sorted by id. Built from {@code *.node.json} files
 * (see {@code docs/node-definitions.md}) found under a classpath root — in directories and in
 * jars alike — or under a folder, or directly from definitions.
 *
 * <p>Loading is all-or-nothing: every problem in every file is collected and thrown together
 * as a {@link CatalogException}, because a half-loaded library would make graphs look broken
 * for the wrong reason.
 */
public final class NodeCatalog implements NodeTypes {
    /** Suffix of definition files. */
    public static final String SUFFIX = ".node.json";

    private final SortedMap<String, NodeDefinition> byId;

    private NodeCatalog(SortedMap<String, NodeDefinition> byId) {
        this.byId = Collections.unmodifiableSortedMap(byId);
    }

    /**
     * A catalog of the given definitions.
     *
     * @throws CatalogException when two definitions share an id
     */
    public static NodeCatalog of(Collection<NodeDefinition> definitions) {
        TreeMap<String, NodeDefinition> map = new TreeMap<>();
        List<String> problems = new ArrayList<>();
        for (NodeDefinition d : definitions) {
            if (map.putIfAbsent(d.id(), d) != null) {
                problems.add("node type '" + d.id() + "' is defined twice; remove one definition");
            }
        }
        if (!problems.isEmpty()) {
            throw new CatalogException(problems);
        }
        return new NodeCatalog(map);
    }

    /** A catalog with no node types. */
    public static NodeCatalog empty() {
        return new NodeCatalog(new TreeMap<>());
    }

    /**
     * Reads every {@code <category>/<name>.node.json} below {@code root} (e.g.
     * {@code "org/orogen/nodes"}) on the class loader's classpath, from directories and jars.
     * Several classpath entries may contribute to the same root. A jar must hold directory entries
     * for the root (jars built by Maven and the JDK {@code jar} tool do).
     *
     * @throws CatalogException listing every problem (bad files, duplicate ids, root not found)
     */
    public static NodeCatalog fromClasspath(ClassLoader loader, String root) {
        String prefix = root.endsWith("/") ? root : root + "/";
        List<String> problems = new ArrayList<>();
        List<NodeDefinition> defs = new ArrayList<>();
        Enumeration<URL> urls;
        try {
            urls = loader.getResources(prefix.substring(0, prefix.length() - 1));
        } catch (IOException e) {
            throw new CatalogException("cannot list classpath root '" + root + "': " + e.getMessage(), e);
        }
        if (!urls.hasMoreElements()) {
            throw new CatalogException(List.of("no node library at classpath root '" + root
                    + "'; check that the library module is on the classpath"));
        }
        while (urls.hasMoreElements()) {
            URL url = urls.nextElement();
            try {
                switch (url.getProtocol()) {
                    case "file" -> readFolder(Path.of(url.toURI()), prefix, defs, problems);
                    case "jar" -> readJar(url, loader, prefix, defs, problems);
                    default -> problems.add("cannot list node definitions at " + url
                            + " (only directories and jars are supported)");
                }
            } catch (IOException | URISyntaxException e) {
                problems.add("cannot read node definitions at " + url + ": " + e.getMessage());
            }
        }
        return build(defs, problems);
    }

    /**
     * Reads every {@code <category>/<name>.node.json} below a folder.
     *
     * @throws CatalogException listing every problem
     */
    public static NodeCatalog fromDirectory(Path folder) {
        List<String> problems = new ArrayList<>();
        List<NodeDefinition> defs = new ArrayList<>();
        if (!Files.isDirectory(folder)) {
            throw new CatalogException(List.of("node library folder " + folder + " does not exist or is not a folder"));
        }
        try {
            readFolder(folder, folder.toString() + "/", defs, problems);
        } catch (IOException e) {
            problems.add("cannot read node definitions in " + folder + ": " + e.getMessage());
        }
        return build(defs, problems);
    }

    private static NodeCatalog build(List<NodeDefinition> defs, List<String> problems) {
        TreeMap<String, NodeDefinition> map = new TreeMap<>();
        for (NodeDefinition d : defs) {
            if (map.putIfAbsent(d.id(), d) != null) {
                problems.add("node type '" + d.id() + "' is defined more than once on the classpath; remove the duplicate");
            }
        }
        if (!problems.isEmpty()) {
            throw new CatalogException(problems);
        }
        return new NodeCatalog(map);
    }

    private static void readFolder(Path folder, String sourcePrefix, List<NodeDefinition> defs, List<String> problems)
            throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(folder)) {
            files = walk.filter(p -> p.getFileName().toString().endsWith(SUFFIX)).sorted().toList();
        }
        for (Path file : files) {
            String relative = folder.relativize(file).toString().replace('\\', '/');
            byte[] bytes = Files.readAllBytes(file);
            NodeDefinitionReader.read(sourcePrefix + relative, expectedId(relative), bytes, problems)
                    .ifPresent(defs::add);
        }
    }

    private static void readJar(URL url, ClassLoader loader, String prefix, List<NodeDefinition> defs,
                                List<String> problems) throws IOException {
        URLConnection connection = url.openConnection();
        if (!(connection instanceof JarURLConnection jarConnection)) {
            problems.add("cannot list node definitions at " + url);
            return;
        }
        jarConnection.setUseCaches(false);
        List<String> names = new ArrayList<>();
        try (JarFile jar = jarConnection.getJarFile()) {
            for (Enumeration<JarEntry> e = jar.entries(); e.hasMoreElements(); ) {
                JarEntry entry = e.nextElement();
                if (!entry.isDirectory() && entry.getName().startsWith(prefix) && entry.getName().endsWith(SUFFIX)) {
                    names.add(entry.getName());
                }
            }
            Collections.sort(names);
            for (String name : names) {
                try (InputStream in = jar.getInputStream(jar.getJarEntry(name))) {
                    byte[] bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, 16L * 1024 * 1024));
                    NodeDefinitionReader.read(name, expectedId(name.substring(prefix.length())), bytes, problems)
                            .ifPresent(defs::add);
                }
            }
        }
    }

    /** {@code noise/gradient.node.json} implies {@code noise.gradient}. */
    static String expectedId(String relativePath) {
        String withoutSuffix = relativePath.substring(0, relativePath.length() - SUFFIX.length());
        return withoutSuffix.replace('/', '.');
    }

    /** All definitions sorted by id. */
    public List<NodeDefinition> definitions() {
        return List.copyOf(byId.values());
    }

    /** All ids, sorted. */
    public SortedSet<String> ids() {
        return Collections.unmodifiableSortedSet(new TreeSet<>(byId.keySet()));
    }

    /** Category names, sorted. */
    public SortedSet<String> categories() {
        TreeSet<String> out = new TreeSet<>();
        byId.values().forEach(d -> out.add(d.category()));
        return Collections.unmodifiableSortedSet(out);
    }

    /** Definitions of one category, sorted by id. */
    public List<NodeDefinition> inCategory(String category) {
        return byId.values().stream().filter(d -> d.category().equals(category)).toList();
    }

    public Optional<NodeDefinition> find(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    /** The definition; throws {@link IllegalArgumentException} naming the id when unknown. */
    public NodeDefinition require(String id) {
        NodeDefinition d = byId.get(id);
        if (d == null) {
            throw new IllegalArgumentException("unknown node type '" + id + "'; known types: " + byId.keySet());
        }
        return d;
    }

    public boolean contains(String id) {
        return byId.containsKey(id);
    }

    public int size() {
        return byId.size();
    }

    /** A catalog with these definitions added; throws {@link CatalogException} on a duplicate id. */
    public NodeCatalog with(Collection<NodeDefinition> more) {
        List<NodeDefinition> all = new ArrayList<>(byId.values());
        all.addAll(more);
        return of(all);
    }

    /** Looks up by the node's type id. */
    @Override
    public Optional<NodeDefinition> definitionOf(Node node) {
        return find(node.typeId());
    }
}
