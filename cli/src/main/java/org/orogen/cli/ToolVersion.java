package org.orogen.cli;

/** Orogen's version as recorded in export sidecars. */
final class ToolVersion {

    /** Used when running from classes rather than a packaged jar with a manifest. */
    static final String DEVELOPMENT = "0.1.0-SNAPSHOT";

    private ToolVersion() {
    }

    static String get() {
        String v = ToolVersion.class.getPackage().getImplementationVersion();
        return v == null || v.isBlank() ? DEVELOPMENT : v;
    }
}
