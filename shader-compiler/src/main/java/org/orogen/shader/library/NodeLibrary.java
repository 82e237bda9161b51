package org.orogen.shader.library;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.orogen.graph.catalog.NodeCatalog;
import org.orogen.graph.catalog.NodeDefinition;

/**
 * The node library the compiler works from: the catalog of node definitions plus the GLSL of each
 * node type and the shared helper files. Node GLSL lives next to its definition
 * ({@code <root>/<category>/<name>.glsl}), helpers in {@code <glslRoot>/<name>.glsl}; both are read
 * lazily from the class loader and cached. Thread-safe.
 */
public final class NodeLibrary {
    /** Classpath folder of the standard node definitions and their GLSL. */
    public static final String NODES_ROOT = "org/orogen/nodes";
    /** Classpath folder of the shared GLSL helper files. */
    public static final String GLSL_ROOT = "org/orogen/glsl";

    private static volatile NodeLibrary standard;

    private final NodeCatalog catalog;
    private final ClassLoader loader;
    private final List<String> nodesRoots;
    private final String glslRoot;
    private final Map<String, Optional<GlslSource>> nodeCache = new ConcurrentHashMap<>();
    private final Map<String, Optional<GlslSource>> helperCache = new ConcurrentHashMap<>();
    private final Map<String, GlslTemplate> templateCache = new ConcurrentHashMap<>();

    /**
     * @param catalog    the node definitions
     * @param loader     where the GLSL resources are read from
     * @param nodesRoots classpath folders holding {@code <category>/<name>.glsl}, searched in order
     * @param glslRoot   classpath folder of the shared helper files
     */
    public NodeLibrary(NodeCatalog catalog, ClassLoader loader, List<String> nodesRoots, String glslRoot) {
        this.catalog = catalog;
        this.loader = loader;
        this.nodesRoots = List.copyOf(nodesRoots);
        this.glslRoot = glslRoot;
    }

    /**
     * The standard library plus the node types under another classpath root (a node pack, or
     * test fixtures); their definitions join the catalog and their GLSL is found there.
     */
    public static NodeLibrary standardWith(ClassLoader loader, String extraRoot) {
        NodeCatalog extra = NodeCatalog.fromClasspath(loader, extraRoot);
        return new NodeLibrary(standard().catalog().with(extra.definitions()), loader,
                List.of(NODES_ROOT, extraRoot), GLSL_ROOT);
    }

    /** The library shipped with Orogen (loaded once; throws CatalogException if it is broken). */
    public static NodeLibrary standard() {
        NodeLibrary s = standard;
        if (s == null) {
            synchronized (NodeLibrary.class) {
                s = standard;
                if (s == null) {
                    ClassLoader loader = NodeLibrary.class.getClassLoader();
                    s = new NodeLibrary(NodeCatalog.fromClasspath(loader, NODES_ROOT), loader, List.of(NODES_ROOT),
                            GLSL_ROOT);
                    standard = s;
                }
            }
        }
        return s;
    }

    /** A library with the same GLSL resources but another catalog (tests, extra node packs). */
    public NodeLibrary withCatalog(NodeCatalog other) {
        return new NodeLibrary(other, loader, nodesRoots, glslRoot);
    }

    public NodeCatalog catalog() {
        return catalog;
    }

    public Optional<NodeDefinition> definition(String typeId) {
        return catalog.find(typeId);
    }

    /** The GLSL of a node type ({@code <category>/<name>.glsl}), or empty when the type has none. */
    public Optional<GlslSource> nodeGlsl(String typeId) {
        Optional<GlslSource> cached = nodeCache.get(typeId); // the common case, without a capturing lambda
        if (cached != null) {
            return cached;
        }
        return nodeCache.computeIfAbsent(typeId, k -> {
            for (String root : nodesRoots) {
                Optional<GlslSource> found = load(typeId, root + "/" + typeId.replace('.', '/') + ".glsl");
                if (found.isPresent()) {
                    return found;
                }
            }
            return Optional.empty();
        });
    }

    /** The GLSL of a node type cut at its placeholders, or empty when the type has none or it is no template. */
    public Optional<GlslTemplate> nodeTemplate(String typeId) {
        GlslTemplate cached = templateCache.get(typeId);
        if (cached != null) {
            return Optional.of(cached);
        }
        return nodeGlsl(typeId).filter(GlslSource::isTemplate)
                .map(s -> templateCache.computeIfAbsent(typeId, k -> GlslTemplate.parse(s.text())));
    }

    /** A shared helper file by name, or empty when there is none. */
    public Optional<GlslSource> helper(String name) {
        return helperCache.computeIfAbsent(name, k -> load(name, glslRoot + "/" + name + ".glsl"));
    }

    /** The text of any resource below the GLSL root (for example {@code fullscreen.vert}). */
    public Optional<String> glslResource(String fileName) {
        return read(glslRoot + "/" + fileName);
    }

    /** GLSL function name of a node type: {@code ogn_} + id with '.' replaced by '_'. */
    public static String functionName(String typeId) {
        return "ogn_" + typeId.replace('.', '_');
    }

    private Optional<GlslSource> load(String name, String path) {
        return read(path).map(text -> GlslSource.parse(name, text));
    }

    private Optional<String> read(String path) {
        try (InputStream in = loader.getResourceAsStream(path)) {
            if (in == null) {
                return Optional.empty();
            }
            return Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException("cannot read node library resource " + path, e);
        }
    }
}
