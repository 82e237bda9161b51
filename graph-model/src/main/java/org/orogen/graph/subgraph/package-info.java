/**
 * Graphs used as nodes: {@link org.orogen.graph.subgraph.SubgraphResolver} reads the files that
 * {@code graph.subgraph} nodes refer to (one shared definition per file, problems as diagnostics
 * on the node), {@link org.orogen.graph.subgraph.GraphLoader} opens a file with resolution and
 * validation, and {@link org.orogen.graph.subgraph.Grouping} turns a selection into a subgraph.
 */
package org.orogen.graph.subgraph;
