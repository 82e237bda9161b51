/**
 * The terrain graph as data: immutable {@link org.orogen.graph.Graph} snapshots of
 * {@link org.orogen.graph.Node}s (stable ids, type ids, parameter values) and
 * {@link org.orogen.graph.Edge}s between {@link org.orogen.graph.PortRef}s, with metadata, a
 * global seed and exposed parameters. Sub-packages: {@code catalog} (node definitions),
 * {@code rules} (the connection rule), {@code validation} (diagnostics), {@code edit} (commands
 * and undo history), {@code io} (the {@code .graph} format), {@code subgraph} (graphs used as
 * nodes). No UI and no GL here.
 */
package org.orogen.graph;
