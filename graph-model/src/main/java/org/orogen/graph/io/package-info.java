/**
 * The {@code .graph} file format (docs/graph-format.md): {@link org.orogen.graph.io.GraphReader}
 * (strict, total, diagnostics with locations), {@link org.orogen.graph.io.GraphWriter} (stable,
 * byte-identical output), {@link org.orogen.graph.io.GraphFiles} (atomic save, clipboard text),
 * migrations between versions and the hardened Jackson configuration.
 */
package org.orogen.graph.io;
