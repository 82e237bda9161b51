/**
 * {@link org.orogen.graph.validation.Diagnostic}s (severity, code, node, port, message, file,
 * location) and the {@link org.orogen.graph.validation.GraphValidator}, which reports every
 * problem of a graph instead of stopping at the first.
 */
package org.orogen.graph.validation;
