package org.orogen.graph.io;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * One step of the format's history: turns a file tree of version {@link #fromVersion()} into
 * one of version {@code fromVersion() + 1}. Steps work on the JSON tree, before the reader
 * sees it, so the reader only ever knows the current version. Each step has its own test.
 */
public interface GraphMigration {
    /** The version this step reads. */
    int fromVersion();

    /**
     * Migrates the tree (may modify and return {@code root} or build a new one). Must be total:
     * malformed parts are reported to {@code errors} and left out, never thrown.
     *
     * @param notes  receives what was changed (shown as info diagnostics)
     * @param errors receives parts that could not be migrated
     * @return the tree in version {@code fromVersion() + 1}, with {@code "version"} updated
     */
    ObjectNode migrate(ObjectNode root, JsonProblems notes, JsonProblems errors);
}
