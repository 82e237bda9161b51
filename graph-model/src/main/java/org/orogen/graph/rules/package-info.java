/**
 * {@link org.orogen.graph.rules.ConnectionRule}: whether an output may feed an input, with a
 * reason when not. Used by the editor while dragging, by the connect command and by the validator.
 */
package org.orogen.graph.rules;
