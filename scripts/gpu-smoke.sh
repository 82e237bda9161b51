#!/usr/bin/env bash
# The headless smoke render on a machine with only a GPU driver: no Java, no network, no display.
#
#   scripts/gpu-smoke.sh prepare      here (network, JDK 25): builds the app, makes a jlink'd JDK 25
#                                     runtime with the app's jars in .jre/orogen-runtime.tar.gz and
#                                     downloads the GL vendor-neutral loader packages into .gl/
#   scripts/gpu-smoke.sh run [SIZE..] there: unpacks the runtime into /tmp and runs
#                                     `orogen smoke` at each size (default 512 1024 2048 4096),
#                                     printing GL_VENDOR/RENDERER/VERSION and render times
#
# On the GPU machine, first unpack the loader packages (they only add files under /usr/lib):
#   for f in .gl/*.deb; do dpkg -x "$f" /; done; ldconfig; scripts/gpu-smoke.sh run
# Without a GPU, `run` measures whatever EGL finds (Mesa llvmpipe here) with the same program.
# .gl/ and .jre/ are git-ignored; together they stay well under 64 MiB.
set -euo pipefail

root="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
bundle="$root/.jre/orogen-runtime.tar.gz"
# Modules the command line needs (jdeps over the app's jars); the JavaFX editor is left out.
modules=java.base,java.logging,java.sql,java.desktop,jdk.unsupported,jdk.zipfs
gl_packages=(libegl1 libglvnd0 libopengl0 libgl1 libglx0 libgles2)

prepare() {
    # shellcheck source=find-jdk.sh
    source "$root/scripts/find-jdk.sh"
    local jdk
    jdk="$(find_jdk)" || { echo "gpu-smoke: needs a JDK 25 here to build and jlink" >&2; exit 1; }

    echo "gpu-smoke: building the app"
    (cd "$root" && JAVA_HOME="$(maven_java_home "$jdk")" ./mvnw -B -ntp -q -pl app -am package -Dmaven.test.skip=true)

    local work
    work="$(mktemp -d)"
    # shellcheck disable=SC2064 # expand now: $work is local and gone when the trap runs
    trap "rm -rf '$work'" EXIT
    echo "gpu-smoke: jlink runtime ($modules)"
    "$jdk/bin/jlink" --add-modules "$modules" --strip-java-debug-attributes --no-header-files --no-man-pages \
        --compress zip-0 --output "$work/orogen-runtime"
    # The symbol table of libjvm.so is a fifth of the bundle and unused at run time.
    strip --strip-unneeded "$work/orogen-runtime/lib/server/libjvm.so" 2>/dev/null || true
    mkdir -p "$work/orogen-runtime/orogen-lib"
    cp "$root"/app/target/app-*.jar "$work/orogen-runtime/orogen-lib/"
    find "$root/app/target/lib" -name '*.jar' ! -name 'javafx-*' ! -name 'atlantafx-*' \
        -exec cp {} "$work/orogen-runtime/orogen-lib/" \;
    mkdir -p "$root/.jre"
    tar -C "$work" -czf "$bundle" orogen-runtime

    mkdir -p "$root/.gl"
    if ! ls "$root"/.gl/libegl1_*.deb >/dev/null 2>&1; then
        echo "gpu-smoke: downloading ${gl_packages[*]} (amd64) into .gl/"
        local lists="$work/apt-lists"
        mkdir -p "$lists/partial"
        local apt=(-oAPT::Architecture=amd64 -oAPT::Architectures=amd64 "-oDir::State::Lists=$lists")
        apt-get "${apt[@]}" update -qq
        (cd "$root/.gl" && apt-get "${apt[@]}" download "${gl_packages[@]}")
    fi
    du -ch "$bundle" "$root"/.gl/*.deb | tail -n 1 | sed 's/total/carried in total (.jre + .gl)/'
}

run() {
    local sizes=("$@")
    ((${#sizes[@]})) || sizes=(512 1024 2048 4096)
    [[ -f "$bundle" ]] || { echo "gpu-smoke: $bundle missing; run 'scripts/gpu-smoke.sh prepare' first" >&2; exit 1; }
    # Where the NVIDIA container toolkit mounts the driver's EGL vendor file outside glvnd's search path.
    local nvidia_vendor=/usr/local/nvidia/share/glvnd/egl_vendor.d/10_nvidia.json
    if [[ -f "$nvidia_vendor" && ! -f /usr/share/glvnd/egl_vendor.d/10_nvidia.json ]]; then
        export __EGL_VENDOR_LIBRARY_FILENAMES="$nvidia_vendor"
    fi
    local dest="${TMPDIR:-/tmp}/orogen-gpu-smoke"
    rm -rf "$dest" && mkdir -p "$dest"
    tar -C "$dest" -xzf "$bundle"
    local runtime="$dest/orogen-runtime"
    echo "gpu-smoke: $(date -u +%FT%TZ) on $(uname -n), $(nproc) CPUs"
    if command -v nvidia-smi >/dev/null 2>&1; then
        nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader || true
    fi
    "$runtime/bin/java" -version 2>&1 | head -n 1
    local status=0 size
    for size in "${sizes[@]}"; do
        echo "== smoke --size $size"
        "$runtime/bin/java" --enable-native-access=ALL-UNNAMED --sun-misc-unsafe-memory-access=allow \
            -Dorg.lwjgl.system.SharedLibraryExtractPath="$dest/lwjgl" ${OROGEN_JAVA_OPTS:-} \
            -cp "$runtime/orogen-lib/*" org.orogen.app.Main smoke --size "$size" --warmup 3 --repeat 10 --no-png \
            || status=$?
    done
    return "$status"
}

case "${1:-}" in
    prepare) prepare ;;
    run) shift; run "$@" ;;
    *) sed -n '2,16p' "$0" >&2; exit 2 ;;
esac
