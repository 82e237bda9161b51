#!/bin/sh
# Entry point of the Orogen container (deploy/container/Dockerfile): runs the headless command line.
# Environment: OROGEN_JAVA_OPTS (extra JVM flags, e.g. -Xmx4g).
set -eu
# The NVIDIA Container Toolkit may mount the driver's EGL vendor file outside glvnd's search path.
nvidia_vendor=/usr/local/nvidia/share/glvnd/egl_vendor.d/10_nvidia.json
if [ -f "$nvidia_vendor" ] && [ ! -f /usr/share/glvnd/egl_vendor.d/10_nvidia.json ]; then
    export __EGL_VENDOR_LIBRARY_FILENAMES="$nvidia_vendor"
fi
cache="${TMPDIR:-/tmp}/orogen-$(id -u)"
# shellcheck disable=SC2086 # OROGEN_JAVA_OPTS is a list of flags
exec /opt/orogen/java/bin/java --enable-native-access=ALL-UNNAMED --sun-misc-unsafe-memory-access=allow \
    -Dorg.lwjgl.system.SharedLibraryExtractPath="$cache/lwjgl" -Djava.awt.headless=true ${OROGEN_JAVA_OPTS:-} \
    -cp "/opt/orogen/lib/*" org.orogen.app.Main "$@"
