/**
 * Node types as data: {@link org.orogen.graph.catalog.NodeDefinition}s read from
 * {@code *.node.json} files into an immutable {@link org.orogen.graph.catalog.NodeCatalog};
 * the port type conversion table ({@link org.orogen.graph.catalog.PortType}); the one
 * parameter value check ({@link org.orogen.graph.catalog.ParameterCheck}); the generated node
 * reference ({@link org.orogen.graph.catalog.NodeReference}). Format: docs/node-definitions.md.
 */
package org.orogen.graph.catalog;
