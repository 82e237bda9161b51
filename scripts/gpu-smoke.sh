#!/usr/bin/env bash
# The headless GPU measurements on a machine with only a GPU driver: no Java, no network, no display.
#
#   scripts/gpu-smoke.sh prepare        here (network, JDK 25): builds the cli and bench modules, makes a
#                                       jlink'd JDK 25 runtime with their jars and run-time dependencies
#                                       (no JavaFX: neither module has it) in .jre/orogen-runtime.tar.gz
#                                       and downloads the GL vendor-neutral loader packages into .gl/
#   scripts/gpu-smoke.sh run [SIZE..]   there: unpacks the runtime into /tmp and runs
#                                       `orogen smoke` at each size (default 512 1024 2048 4096),
#                                       printing GL_VENDOR/RENDERER/VERSION and render times
#   scripts/gpu-smoke.sh bench [LOGDIR] there: the smoke render at 4096, then the benchmarks of
#                                       docs/performance.md, one log each in LOGDIR (default
#                                       /tmp/orogen-bench-logs): GraphCostBenchmark (issue 4),
#                                       BakeBenchmark 8193 (issue 5, files in /tmp) and
#                                       PreviewBenchmark (issue 7, with and without its mask)
#   scripts/gpu-smoke.sh evaluator [LOGDIR] [FN2BENCH]
#                                       there: the field evaluator's figures (issue 11): smoke,
#                                       GraphCostBenchmark (fragment and compute paths), BakeBenchmark
#                                       4097 and 8193 --bake-only on the compute and the fragment path,
#                                       one full BakeBenchmark 8193, PreviewBenchmark, and the
#                                       FastNoise2 CPU benchmark binary FN2BENCH when given
#   scripts/gpu-smoke.sh readback [LOGDIR] [FN2BENCH]
#                                       there: the readback figures (issue 11): BakeBenchmark 4097 and
#                                       8193 --bake-only (height; height + gradient; png16 samples;
#                                       measured range) batched and per block, `orogen export` of three samples
#                                       at 8193² (png16 + normal-png16, measured range), masks against
#                                       no masks (PlanBakeBenchmark --masks) and FastNoise2
#   scripts/gpu-smoke.sh blocks [LOGDIR] [FN2BENCH]
#                                       there: the export bake's block shape (issue 11): 512-row blocks
#                                       against 128-row ones (-Dorogen.bake.blockHeight=128), bands of 2048
#                                       rows and batches of 20 blocks in the same run: BakeBenchmark 4097 and 8193
#                                       --bake-only, PlanBakeBenchmark
#                                       --masks, `orogen export` of three samples at 8193², FastNoise2
#   scripts/gpu-smoke.sh outputs [LOGDIR] [FN2BENCH]
#                                       there: exports that bake only what their maps read and warm up
#                                       their encoders (issue 11): BakeBenchmark 4097 and 8193 --bake-only,
#                                       PlanBakeBenchmark --masks, `orogen export` of every plane sample at
#                                       8193² (png16 + normal-png16; the slowest three with and without the
#                                       warm-up), swiss_alps with its masks too, FastNoise2 at start and end
#   scripts/gpu-smoke.sh steady [LOGDIR] [FN2BENCH]
#                                       there: the bake after a 2 s warm-up (and once without), the baked
#                                       reads of mask stages (issue 11): BakeBenchmark 4097 and 8193
#                                       --bake-only, PlanBakeBenchmark --masks, `orogen export` of every
#                                       plane sample at 8193² twice, FastNoise2 at start and end
#   scripts/gpu-smoke.sh exports [LOGDIR]
#                                       there: only steady's `orogen export` of every plane sample at 8193²
#   scripts/gpu-smoke.sh exports-against LOGDIR OLDJARS
#                                       there: every plane sample exported at 8193², this build and OLDJARS's
#                                       jars alternating per sample, ROUNDS rounds (default 2), plain java
#   scripts/gpu-smoke.sh same-bits [LOGDIR] [RUNS]
#                                       there: painted_ridge (wide regions, a long paint stage) and
#                                       swiss_alps exported RUNS times (default 4) at 8193² as uncompressed
#                                       float EXR: every run must write the same bytes
#   scripts/gpu-smoke.sh masks [LOGDIR] [OLDJARS]
#                                       there: PlanBakeBenchmark --masks (two samples and the synthetic graph)
#                                       at 4096², alternating with another build's jars when given; TIMELINE=1
#                                       adds --timeline (one traced pass with and without masks)
#   scripts/gpu-smoke.sh preview [LOGDIR] [OLDJARS]
#                                       there: the preview's parameter change (issue 11): PreviewBenchmark
#                                       30 5 (Swiss 8 + slope mask), ROUNDS rounds (default 2), alternating
#                                       with another build's jars when given
#   scripts/gpu-smoke.sh startup [LOGDIR] [SIZE]
#                                       there: the start-up of `orogen export` (issue 11): swiss_alps at
#                                       SIZE (default 8193) with the start-up trace, without and with the
#                                       JVM's ahead-of-time cache (docs/cli.md, "Start-up cache")
#   scripts/gpu-smoke.sh biggraph [LOGDIR]
#                                       there: generated graphs of 2,000 and 10,000 nodes (BigGraphBenchmark),
#                                       cold shader cache: plan compile, first bake, second bake, an edit
#   scripts/gpu-smoke.sh simulation [SIZE..]
#                                       there: the simulation cascade per level (issue 12):
#                                       SimulationBenchmark at each export size (default 4097 8193)
#                                       from a 1025² level 0, thermal and hydraulic erosion, then
#                                       the flow benchmark at 1025 and the same sizes
#   scripts/gpu-smoke.sh timeline [LOGDIR] [FN2BENCH] [SIZE..]
#                                       there: where the fBm bake's GPU time goes (issue 11): BakeTimeline at
#                                       each size (default 4097 8193; GPU timestamps per segment), the cost of
#                                       one fBm 8 and Swiss dispatch at and away from the world origin
#                                       (GraphCostBenchmark --origin), FastNoise2 at start and end
#   scripts/gpu-smoke.sh anchors [LOGDIR] [FN2BENCH] [OLDJARS]
#                                       there: anchors on the 4096 m grid (issue 11): one fBm 8 and Swiss dispatch
#                                       at, near and far from the world origin, the fBm 8 bake at 4097² and 8193²
#                                       at and far from it, alternating with OLDJARS (a tar.gz of another
#                                       build's jars) when given; ROUNDS=N rounds (default 1); FastNoise2
#   scripts/gpu-smoke.sh fluvial [SIZE..]
#                                       there: erosion.fluvial's GPU solver against its CPU solver
#                                       (issue 11): FluvialBenchmark at each grid side (default 257 513 1025)
#   scripts/gpu-smoke.sh flow [SIZE..]  there: hydrology.flow on the GPU (issue 12): FlowBenchmark at
#                                       each size (default 1025 4097 8193), fill + routing + rivers
#   scripts/gpu-smoke.sh paint [SIZE..]
#                                       there: paint layers (issue 17): PaintBenchmark at each export
#                                       size (default 1024 8193): 1,000 strokes replayed through the
#                                       export bake, and a 1024² preview re-bake after one stroke
#
# On the GPU machine, first unpack the loader packages (they only add files under /usr/lib):
#   for f in .gl/*.deb; do dpkg -x "$f" /; done; ldconfig; scripts/gpu-smoke.sh run
# Without a GPU, `run` and `bench` measure whatever EGL finds (Mesa llvmpipe here) with the same
# programs. .gl/ and .jre/ are git-ignored; carry only .jre/orogen-runtime.tar.gz and .gl (other
# files may lie in .jre): together they stay well under 64 MiB.
set -euo pipefail

root="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
bundle="$root/.jre/orogen-runtime.tar.gz"
# JDK modules the command line and the benchmarks need (jdeps over the cli and bench jars).
# java.management + jdk.management: BakeBenchmark reports process CPU time with them.
modules=java.base,java.logging,java.sql,java.desktop,jdk.unsupported,jdk.zipfs,java.management,jdk.management,jdk.jfr
gl_packages=(libegl1 libglvnd0 libopengl0 libgl1 libglx0 libgles2)

prepare() {
    # shellcheck source=find-jdk.sh
    source "$root/scripts/find-jdk.sh"
    local jdk
    jdk="$(find_jdk)" || { echo "gpu-smoke: needs a JDK 25 here to build and jlink" >&2; exit 1; }

    echo "gpu-smoke: building the command line and the benchmarks"
    (cd "$root" && JAVA_HOME="$(maven_java_home "$jdk")" ./mvnw -B -ntp -q -pl cli,bench -am package -Dmaven.test.skip=true)

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
    # The headless command line (org.orogen.app.Main) and the benchmark mains, each module's jar and its
    # run-time class path (target/lib, copied by the module's build; both lists share the engine's jars).
    local module
    for module in cli bench; do
        cp "$root/$module/target/$module"-*.jar "$root/$module"/target/lib/*.jar "$work/orogen-runtime/orogen-lib/"
    done
    # What the jars were built from: the commit, and the files that differed from it (a shared tree).
    { echo "built $(date -u +%FT%TZ) from $(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo '(no git)')"
      git -C "$root" status --short --untracked-files=no 2>/dev/null | sed 's/^/  changed: /'; } \
        >"$work/orogen-runtime/BUILD-INFO.txt"
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

# Unpacks the runtime into $dest, points glvnd at the NVIDIA EGL vendor file where the container
# toolkit mounts it, and prints the machine; sets $runtime.
unpack() {
    [[ -f "$bundle" ]] || { echo "gpu-smoke: $bundle missing; run 'scripts/gpu-smoke.sh prepare' first" >&2; exit 1; }
    # Where the NVIDIA container toolkit mounts the driver's EGL vendor file outside glvnd's search path.
    local nvidia_vendor=/usr/local/nvidia/share/glvnd/egl_vendor.d/10_nvidia.json
    if [[ -f "$nvidia_vendor" && ! -f /usr/share/glvnd/egl_vendor.d/10_nvidia.json ]]; then
        export __EGL_VENDOR_LIBRARY_FILENAMES="$nvidia_vendor"
    fi
    dest="${TMPDIR:-/tmp}/orogen-gpu-smoke"
    rm -rf "$dest" && mkdir -p "$dest"
    tar -C "$dest" -xzf "$bundle"
    runtime="$dest/orogen-runtime"
    echo "gpu-smoke: $(date -u +%FT%TZ) on $(uname -n), $(nproc) CPUs"
    if command -v nvidia-smi >/dev/null 2>&1; then
        nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader || true
    fi
    "$runtime/bin/java" -version 2>&1 | head -n 1
    cat "$runtime/BUILD-INFO.txt" 2>/dev/null || true
}

# The runtime's java with the bundle's classpath (cli + bench); JVM options may follow, then the main class.
java_cmd() {
    # shellcheck disable=SC2206 # OROGEN_JAVA_OPTS is a list of flags
    java_options=(--enable-native-access=ALL-UNNAMED --sun-misc-unsafe-memory-access=allow
        -Dorg.lwjgl.system.SharedLibraryExtractPath="$dest/lwjgl" ${OROGEN_JAVA_OPTS:-})
    java=("$runtime/bin/java" "${java_options[@]}" -cp "$runtime/orogen-lib/*")
}

# java_cached COMMAND [JVM OPTION...]: sets java_aot to the java command that ./orogen runs for `orogen
# COMMAND` (the JVM's ahead-of-time cache of scripts/aot-cache.sh: recorded by the first such run,
# created during the first run 5 s or more after it, used from then on) with these JVM options; the
# main class follows.
java_cached() {
    local command="$1"
    shift
    # shellcheck source=aot-cache.sh
    source "$root/scripts/aot-cache.sh"
    aot_cache_options "$runtime/bin/java" "orogen-$command" "$runtime/orogen-lib/*" "${java_options[@]}" "$@"
    java_aot=("$runtime/bin/java" "${java_options[@]}" "$@" "${aot_options[@]}" -cp "$runtime/orogen-lib/*")
}

# export_timed LABEL GRAPH SIZE FORMATS OUT: `orogen export` through java_aot (measured range) into OUT,
# each output line time-stamped, its wall time (JVM start included) added to $logs/exports.log.
export_timed() {
    local label="$1" graph="$2" size="$3" formats="$4" out="$5" t0 t1
    rm -rf "$out" && mkdir -p "$out"
    echo "== export $label ($(date -u +%T.%N | cut -c1-12))"
    t0=$(date +%s%N)
    timeout 120 "${java_aot[@]}" org.orogen.app.Main export "$graph" --size "$size" --format "$formats" -o "$out" 2>&1 \
        | while IFS= read -r line; do echo "$(date -u +%T.%N | cut -c1-12) $line"; done \
        || failures+=("export $label")
    t1=$(date +%s%N)
    echo "== export $label: $(( (t1 - t0) / 1000000 )) ms wall (JVM start included)" | tee -a "$logs/exports.log"
    du -sh "$out"/* 2>/dev/null | tr '\n' ' ' || true # nothing to list when the export failed
    echo
}

run() {
    local sizes=("$@")
    ((${#sizes[@]})) || sizes=(512 1024 2048 4096)
    unpack
    java_cmd
    local status=0 size
    for size in "${sizes[@]}"; do
        echo "== smoke --size $size"
        "${java[@]}" org.orogen.app.Main smoke --size "$size" --warmup 3 --repeat 10 --no-png || status=$?
    done
    return "$status"
}

# One main class of the bundle (JVM options first) with a time limit, its output both on stdout and in $logs/NAME.log.
bench_one() {
    local name="$1" limit="$2"
    shift 2
    echo "== $name ($(date -u +%T), limit ${limit}s): $*"
    local status
    set +e
    timeout "$limit" "${java[@]}" "$@" 2>&1 | tee "$logs/$name.log"
    status=${PIPESTATUS[0]}
    set -e
    echo "== $name: exit $status"
    ((status == 0)) || failures+=("$name (exit $status)")
}

# Starts a measuring subcommand: logs go to $logs (created), the machine is printed and logged,
# the java command is set and the failure list emptied.
begin() {
    logs="$1"
    mkdir -p "$logs"
    unpack >"$logs/machine.log" 2>&1
    cat "$logs/machine.log"
    java_cmd
    failures=()
}

# Ends a measuring subcommand NAME: prints what failed and fails when anything did.
finish() {
    echo "gpu-$1: done $(date -u +%FT%TZ); failed: ${failures[*]:-none}"
    ((${#failures[@]} == 0))
}

# The FastNoise2 CPU benchmark binary $1 (when given) at 4096² and 8192² on every core, the anchor
# of the bake figures, logged in $logs/fastnoise2.log.
fastnoise2() {
    [[ -n "$1" ]] || return 0
    echo "== fastnoise2 ($(date -u +%T)): $1"
    local n
    for n in 4096 8192; do
        timeout 120 "$1" "$(nproc)" "$n" MAX 16.37 2>&1 | tee -a "$logs/fastnoise2.log" || failures+=("fastnoise2 $n")
    done
}

bench() {
    begin "${1:-/tmp/orogen-bench-logs}"
    # OROGEN_BENCH_SMALL=1: tiny sizes, to check the whole run quickly on llvmpipe before a GPU run.
    local smoke=4096 costs=(1024 2048 4096) bake_size=8193 preview=(30 5)
    if [[ -n "${OROGEN_BENCH_SMALL:-}" ]]; then
        smoke=256 costs=(128 256) bake_size=1025 preview=(2 1)
    fi
    bench_one smoke 60 org.orogen.app.Main smoke --size "$smoke" --warmup 3 --repeat 10 --no-png
    bench_one graph-cost 150 org.orogen.bench.GraphCostBenchmark --warmup 3 --repeat 10 "${costs[@]}"
    local bake_dir="${TMPDIR:-/tmp}/orogen-bake-bench"
    rm -rf "$bake_dir"
    bench_one bake 240 -Xmx16g org.orogen.bake.BakeBenchmark "$bake_size" "$bake_dir"
    rm -rf "$bake_dir"
    # Zip entry names are stored uncompressed: grep finds the class without a jar tool.
    if grep -qa 'org/orogen/preview/PreviewBenchmark.class' "$runtime"/orogen-lib/bench-*.jar; then
        bench_one preview 120 org.orogen.preview.PreviewBenchmark "${preview[@]}"
        bench_one preview-nomask 120 -Dorogen.benchmark.noMask=true org.orogen.preview.PreviewBenchmark "${preview[@]}"
    else
        echo "== preview: the bench jar has no org.orogen.preview.PreviewBenchmark; not run"
    fi
    finish bench
}

evaluator() {
    begin "${1:-/tmp/orogen-eval-logs}"
    local fn2="${2:-}"
    local sizes=(4097 8193) costs=(1024 2048 4096) smoke=4096 preview=(30 5)
    if [[ -n "${OROGEN_BENCH_SMALL:-}" ]]; then
        sizes=(257 1025) costs=(128 256) smoke=256 preview=(2 1)
    fi
    bench_one smoke 60 org.orogen.app.Main smoke --size "$smoke" --warmup 3 --repeat 10 --no-png
    bench_one graph-cost 200 org.orogen.bench.GraphCostBenchmark --warmup 3 --repeat 10 "${costs[@]}"
    local bake_dir="${TMPDIR:-/tmp}/orogen-bake-bench" size
    for size in "${sizes[@]}"; do
        bench_one "bake-$size-compute" 120 -Xmx16g org.orogen.bake.BakeBenchmark "$size" "$bake_dir" --bake-only
        bench_one "bake-$size-fragment" 120 -Xmx16g -Dorogen.gl.compute=false org.orogen.bake.BakeBenchmark \
            "$size" "$bake_dir" --bake-only
    done
    rm -rf "$bake_dir"
    bench_one bake-full 240 -Xmx16g org.orogen.bake.BakeBenchmark "${sizes[-1]}" "$bake_dir"
    rm -rf "$bake_dir"
    bench_one preview 120 org.orogen.preview.PreviewBenchmark "${preview[@]}"
    fastnoise2 "$fn2"
    finish eval
}

# Issue 11, readback: the export bake reading back only what the maps need (height; height + gradient;
# 16-bit heights; the range reduced on the GPU), batched and, for comparison, with a barrier per block
# (-Dorogen.bake.batch=false); whole `orogen export` runs of samples with png16 +
# normal-png16 and a measured range; masks against no masks (PlanBakeBenchmark --masks); FastNoise2.
readback() {
    begin "${1:-/tmp/orogen-readback-logs}"
    local fn2="${2:-}"
    local sizes=(4097 8193) export_size=8193 plan_size=4096
    local samples=(swiss_alps eroded_gullies volcanic_island)
    if [[ -n "${OROGEN_BENCH_SMALL:-}" ]]; then
        sizes=(257 1025) export_size=513 plan_size=256 samples=(swiss_alps)
    fi
    local bake_dir="${TMPDIR:-/tmp}/orogen-bake-bench" size
    for size in "${sizes[@]}"; do
        bench_one "bake-$size-batched" 120 -Xmx16g org.orogen.bake.BakeBenchmark "$size" "$bake_dir" --bake-only
        bench_one "bake-$size-per-block" 120 -Xmx16g -Dorogen.bake.batch=false \
            org.orogen.bake.BakeBenchmark "$size" "$bake_dir" --bake-only
        bench_one "bake-$size-no-prefetch" 120 -Xmx16g -Dorogen.bake.prefetch=false \
            org.orogen.bake.BakeBenchmark "$size" "$bake_dir" --bake-only
    done
    # Where the bake's GPU time goes: the same pixels in other dispatch shapes.
    local probe_size=4096
    [[ -z "${OROGEN_BENCH_SMALL:-}" ]] || probe_size=1024
    bench_one dispatch-probe 120 -Xmx16g org.orogen.bake.DispatchProbe "$probe_size"
    local sample out formats
    # Each export once per format set, launched as ./orogen does (its start-up cache included: the first
    # exports run without it, until it exists); progress lines get a time stamp (phase breakdown).
    for sample in "${samples[@]}"; do
        out="${TMPDIR:-/tmp}/orogen-export-$sample"
        for formats in png16,normal-png16 png16,normal-png16 png16 png16,mask-png8 normal-png16; do
            [[ "$sample" == "${samples[0]}" || "$formats" == png16,normal-png16 ]] || continue
            java_cached export -Xmx16g
            export_timed "$sample ${export_size}² $formats, measured range" "$root/samples/$sample.graph" \
                "$export_size" "$formats" "$out"
        done
        rm -rf "$out"
    done
    bench_one plan-masks 200 -Xmx16g org.orogen.bench.PlanBakeBenchmark --masks --size "$plan_size" --warmup 2 \
        --repeat 5 "$root/samples/swiss_alps.graph" "$root/samples/eroded_gullies.graph"
    bench_one plan-masks-synthetic 100 -Xmx16g org.orogen.bench.PlanBakeBenchmark --masks --size "$plan_size" \
        --warmup 2 --repeat 5
    bench_one plan-masks-synthetic-per-block 100 -Xmx16g -Dorogen.bake.batch=false \
        org.orogen.bench.PlanBakeBenchmark --masks --size "$plan_size" --warmup 2 --repeat 5
    rm -rf "$bake_dir"
    fastnoise2 "$fn2"
    finish readback
}

# Issue 11, block shape: the export bake with 512-row blocks (the default) against the 128-row blocks
# of before (-Dorogen.bake.blockHeight=128), alternating in the same run: BakeBenchmark 4097 and 8193
# --bake-only, masks against no masks (PlanBakeBenchmark --masks, the samples and the synthetic graph),
# whole `orogen export` runs of three samples at 8193² (png16 + normal-png16, measured range, start-up
# cache), and FastNoise2.
blocks() {
    begin "${1:-/tmp/orogen-blocks-logs}"
    local fn2="${2:-}"
    local sizes=(4097 8193) export_size=8193 plan_size=4096 rounds=(1 2)
    local samples=(swiss_alps eroded_gullies volcanic_island)
    if [[ -n "${OROGEN_BENCH_SMALL:-}" ]]; then
        sizes=(257 1025) export_size=513 plan_size=256 samples=(swiss_alps) rounds=(1)
    fi
    local bake_dir="${TMPDIR:-/tmp}/orogen-bake-bench" size round rows sample out
    fastnoise2 "$fn2"
    for round in "${rounds[@]}"; do
        for size in "${sizes[@]}"; do
            for rows in 512 128; do
                bench_one "bake-$size-rows$rows-$round" 120 -Xmx16g -Dorogen.bake.blockHeight=$rows \
                    org.orogen.bake.BakeBenchmark "$size" "$bake_dir" --bake-only
            done
            bench_one "bake-$size-rows512-band4-$round" 120 -Xmx16g -Dorogen.bake.maxBandRows=2048 \
                org.orogen.bake.BakeBenchmark "$size" "$bake_dir" --bake-only
            bench_one "bake-$size-rows512-batch20-$round" 120 -Xmx16g -Dorogen.bake.batchBlocks=20 \
                org.orogen.bake.BakeBenchmark "$size" "$bake_dir" --bake-only
        done
    done
    for rows in 512 128; do
        bench_one "plan-masks-rows$rows" 200 -Xmx16g -Dorogen.bake.blockHeight=$rows org.orogen.bench.PlanBakeBenchmark \
            --masks --size "$plan_size" --warmup 2 --repeat 5 "$root/samples/swiss_alps.graph" \
            "$root/samples/eroded_gullies.graph"
        bench_one "plan-masks-synthetic-rows$rows" 100 -Xmx16g -Dorogen.bake.blockHeight=$rows \
            org.orogen.bench.PlanBakeBenchmark --masks --size "$plan_size" --warmup 2 --repeat 5
    done
    for sample in "${samples[@]}"; do
        out="${TMPDIR:-/tmp}/orogen-export-$sample"
        if [[ "$sample" == "${samples[0]}" ]]; then # records and creates the start-up cache first
            java_cached export -Xmx16g
            export_timed "$sample ${export_size}² png16,normal-png16 (recording the start-up cache)" \
                "$root/samples/$sample.graph" "$export_size" png16,normal-png16 "$out"
            sleep 6 # the cache is created only from a record 5 s old
            export_timed "$sample ${export_size}² png16,normal-png16 (creating the start-up cache)" \
                "$root/samples/$sample.graph" "$export_size" png16,normal-png16 "$out"
            sleep 3
        fi
        for round in 1 2 3; do
            for rows in 512 128; do
                java_cached export -Xmx16g -Dorogen.bake.blockHeight=$rows
                export_timed "$sample ${export_size}² png16,normal-png16, measured range, $rows-row blocks ($round)" \
                    "$root/samples/$sample.graph" "$export_size" png16,normal-png16 "$out"
            done
        done
        rm -rf "$out"
    done
    rm -rf "$bake_dir"
    fastnoise2 "$fn2"
    finish blocks
}

# bakes_and_masks PLAN_SIZE BAKE_DIR SIZE...: BakeBenchmark --bake-only at each SIZE, two rounds, then
# PlanBakeBenchmark --masks of swiss_alps, eroded_gullies and the synthetic graph at PLAN_SIZE².
bakes_and_masks() {
    local plan_size="$1" bake_dir="$2" round size
    shift 2
    for round in 1 2; do
        for size in "$@"; do
            bench_one "bake-$size-$round" 120 -Xmx16g org.orogen.bake.BakeBenchmark "$size" "$bake_dir" --bake-only
        done
    done
    bench_one plan-masks 200 -Xmx16g org.orogen.bench.PlanBakeBenchmark --masks --size "$plan_size" --warmup 2 \
        --repeat 5 "$root/samples/swiss_alps.graph" "$root/samples/eroded_gullies.graph"
    bench_one plan-masks-synthetic 100 -Xmx16g org.orogen.bench.PlanBakeBenchmark --masks --size "$plan_size" \
        --warmup 2 --repeat 5
}

# Issue 11, exports that bake only what their maps read and warm up their encoders (2026-11-27, second
# session): FastNoise2 ($2, when given) at the start and the end, the bake of fBm 8 at 4097² and 8193²
# (two rounds), the mask ratios of swiss_alps, eroded_gullies and the synthetic graph, then `orogen
# export` at 8193² with png16 + normal-png16 and a measured range, launched as ./orogen does (start-up
# cache): three rounds of the three slowest samples with the encoders' warm-up and without it
# (-Dorogen.export.warmup=false), swiss_alps with its masks too (mask-png8), and every other plane
# sample twice.
outputs() {
    begin "${1:-/tmp/orogen-outputs-logs}"
    local fn2="${2:-}"
    local sizes=(4097 8193) export_size=8193 plan_size=4096 rounds=(1 2 3)
    if [[ -n "${OROGEN_BENCH_SMALL:-}" ]]; then
        sizes=(257 1025) export_size=513 plan_size=256 rounds=(1)
    fi
    local bake_dir="${TMPDIR:-/tmp}/orogen-bake-bench" round sample out graph warmup
    fastnoise2 "$fn2"
    bakes_and_masks "$plan_size" "$bake_dir" "${sizes[@]}"
    out="${TMPDIR:-/tmp}/orogen-export"
    for warmup in true false; do
        java_cached export -Xmx16g -Dorogen.export.warmup=$warmup
        export_timed "swiss_alps ${export_size}², warm-up $warmup (recording the start-up cache)" \
            "$root/samples/swiss_alps.graph" "$export_size" png16,normal-png16 "$out"
        sleep 6 # the cache is created only from a record 5 s old
        export_timed "swiss_alps ${export_size}², warm-up $warmup (creating the start-up cache)" \
            "$root/samples/swiss_alps.graph" "$export_size" png16,normal-png16 "$out"
        sleep 3
    done
    for round in "${rounds[@]}"; do
        for warmup in true false; do
            java_cached export -Xmx16g -Dorogen.export.warmup=$warmup
            for sample in swiss_alps volcanic_island eroded_gullies; do
                export_timed "$sample ${export_size}² png16,normal-png16, measured range, warm-up $warmup ($round)" \
                    "$root/samples/$sample.graph" "$export_size" png16,normal-png16 "$out"
            done
        done
        java_cached export -Xmx16g
        export_timed "swiss_alps ${export_size}² png16,normal-png16,mask-png8, measured range ($round)" \
            "$root/samples/swiss_alps.graph" "$export_size" png16,normal-png16,mask-png8 "$out"
    done
    java_cached export -Xmx16g
    for round in 1 2; do # the first export of a graph on a machine also compiles its shaders cold
        for graph in "$root"/samples/*.graph; do
            sample=$(basename "$graph" .graph)
            case "$sample" in swiss_alps | volcanic_island | eroded_gullies) continue ;; esac
            grep -q '"kind": "sphere"' "$graph" && continue # planets export cube faces, not --size
            export_timed "$sample ${export_size}² png16,normal-png16, measured range ($round)" "$graph" \
                "$export_size" png16,normal-png16 "$out"
        done
    done
    rm -rf "$out" "$bake_dir"
    fastnoise2 "$fn2"
    finish outputs
}

# Issue 11, steady state and baked reads (2026-11-27, third session): FastNoise2 ($2, when given) at the
# start and the end; the bake of fBm 8 at 4097² and 8193² after BakeBenchmark's default warm-up of 2 s per
# channel selection (two rounds), and once at 4097² without it (-Dorogen.bench.warmupSeconds=0, the
# method of earlier runs); the mask ratios of swiss_alps, eroded_gullies and the synthetic graph; then
# `orogen export` of every plane sample at 8193² with png16 + normal-png16 and a measured range, launched
# as ./orogen does (start-up cache recorded and created first), twice.
steady() {
    begin "${1:-/tmp/orogen-steady-logs}"
    local fn2="${2:-}"
    local sizes=(4097 8193) export_size=8193 plan_size=4096
    if [[ -n "${OROGEN_BENCH_SMALL:-}" ]]; then
        sizes=(257 1025) export_size=513 plan_size=256
    fi
    local bake_dir="${TMPDIR:-/tmp}/orogen-bake-bench"
    fastnoise2 "$fn2"
    bench_one "bake-${sizes[0]}-no-warmup" 120 -Xmx16g -Dorogen.bench.warmupSeconds=0 org.orogen.bake.BakeBenchmark \
        "${sizes[0]}" "$bake_dir" --bake-only
    bakes_and_masks "$plan_size" "$bake_dir" "${sizes[@]}"
    rm -rf "$bake_dir"
    sample_exports "$export_size"
    fastnoise2 "$fn2"
    finish steady
}

# sample_exports SIZE: `orogen export` of every plane sample at SIZE² with png16 + normal-png16 and a
# measured range, launched as ./orogen does, twice, after a run that records the start-up cache and one
# during which it is created (each run's JVM options are chosen by java_cached just before it: a run
# that still records the cache spends about a second writing its record as it exits).
sample_exports() {
    local size="$1" out="${TMPDIR:-/tmp}/orogen-export" round graph sample waited=0
    java_cached export -Xmx16g
    export_timed "swiss_alps ${size}² (recording the start-up cache)" "$root/samples/swiss_alps.graph" \
        "$size" png16,normal-png16 "$out"
    sleep 6 # the cache is created only from a record 5 s old
    java_cached export -Xmx16g
    export_timed "swiss_alps ${size}² (creating the start-up cache)" "$root/samples/swiss_alps.graph" \
        "$size" png16,normal-png16 "$out"
    while [[ -n "$aot_cache_file" && ! -f "$aot_cache_file" ]] && ((waited < 120)); do sleep 1; waited=$((waited + 1)); done
    echo "== cache: $(ls -l "$aot_cache_file" 2>&1) (after ${waited}s)"
    java_cached export -Xmx16g
    ((${#aot_options[@]})) || failures+=("start-up cache not in use")
    for round in 1 2; do # the first export of a graph on a machine also compiles its shaders cold
        for graph in "$root"/samples/*.graph; do
            sample=$(basename "$graph" .graph)
            grep -q '"kind": "sphere"' "$graph" && continue # planets export cube faces, not --size
            export_timed "$sample ${size}² png16,normal-png16, measured range ($round)" "$graph" \
                "$size" png16,normal-png16 "$out"
        done
    done
    rm -rf "$out"
}

# Issue 11, the same bits every run (2026-11-28): float EXR heights show any GPU ordering fault that 16-bit
# samples would round away; painted_ridge's regions and smooth stroke once gave different heights from run
# to run (BandReadback.awaitPacks).
same_bits() {
    begin "${1:-/tmp/orogen-same-bits-logs}"
    local runs="${2:-4}" size=8193 out="${TMPDIR:-/tmp}/orogen-same-bits" sample run first sum
    [[ -z "${OROGEN_BENCH_SMALL:-}" ]] || size=513
    java_cached export -Xmx16g
    for sample in painted_ridge swiss_alps; do
        first=""
        for ((run = 1; run <= runs; run++)); do
            rm -rf "$out" && mkdir -p "$out"
            timeout 120 "${java_aot[@]}" org.orogen.app.Main export "$root/samples/$sample.graph" --size "$size" \
                --format exr --exr-compression none -o "$out" >/dev/null 2>&1 || failures+=("export $sample ($run)")
            sum=$(cat "$out"/*.exr 2>/dev/null | md5sum | cut -c1-32)
            echo "== $sample ${size}² exr, run $run: $sum" | tee -a "$logs/same-bits.log"
            [[ -n "$first" ]] || first="$sum"
            [[ "$sum" == "$first" ]] || failures+=("$sample: run $run wrote other bits")
        done
    done
    rm -rf "$out"
    finish same-bits
}

# Issue 11, mask stages (2026-11-27, third session): PlanBakeBenchmark --masks (swiss_alps, eroded_gullies,
# the synthetic graph) at 4096², two rounds; with OLDJARS (a tar.gz of another build's orogen jars, e.g.
# the build before a change), each round also runs them in place of the bundle's, alternating.
masks() {
    begin "${1:-/tmp/orogen-masks-logs}"
    local size=4096 round lib traced=()
    [[ -z "${OROGEN_BENCH_SMALL:-}" ]] || size=256
    [[ -z "${TIMELINE:-}" ]] || traced=(--timeline)
    old_jars "${2:-}"
    for round in 1 2; do
        for lib in "${libs[@]}"; do
            lib_java "$lib"
            bench_one "plan-masks-$lib-$round" 200 -Xmx16g org.orogen.bench.PlanBakeBenchmark --masks "${traced[@]}" \
                --size "$size" --warmup 2 --repeat 5 "$root/samples/swiss_alps.graph" "$root/samples/eroded_gullies.graph"
            bench_one "plan-masks-synthetic-$lib-$round" 100 -Xmx16g org.orogen.bench.PlanBakeBenchmark --masks \
                "${traced[@]}" --size "$size" --warmup 2 --repeat 5
        done
    done
    java_cmd
    finish masks
}

# Issue 11, the preview's parameter change (2026-11-28): PreviewBenchmark 30 5 (Swiss 8 octaves with its slope
# mask, 1024² bake, 1280 × 720), ROUNDS rounds (default 2), alternating with OLDJARS when given;
# PREVIEW_OPTIONS adds JVM options (-Dorogen.benchmark.change=mask: the changes vary the mask, not the terrain).
preview() {
    begin "${1:-/tmp/orogen-preview-logs}"
    local rounds="${ROUNDS:-2}" round lib
    old_jars "${2:-}"
    for ((round = 1; round <= rounds; round++)); do
        for lib in "${libs[@]}"; do
            lib_java "$lib"
            # shellcheck disable=SC2086 # PREVIEW_OPTIONS: several JVM options, split on purpose
            bench_one "preview-$lib-$round" 120 ${PREVIEW_OPTIONS:-} org.orogen.preview.PreviewBenchmark 30 5
        done
    done
    java_cmd
    finish preview
}

# old_jars [OLDJARS]: sets libs to (new) or, with OLDJARS (a tar.gz of another build's orogen jars, named as
# in the bundle), to (new old) after laying those jars over a copy of the bundle's in $dest/old-lib.
old_jars() {
    libs=(new)
    [[ -n "$1" ]] || return 0
    mkdir -p "$dest/old-lib"
    cp "$runtime"/orogen-lib/*.jar "$dest/old-lib/"
    tar -C "$dest/old-lib" -xzf "$1"
    libs=(new old)
}

# lib_java new|old: the java command (java_cmd's) on the bundle's jars or on old_jars' copy.
lib_java() {
    local classpath="$runtime/orogen-lib/*"
    [[ "$1" == new ]] || classpath="$dest/old-lib/*"
    java=("$runtime/bin/java" "${java_options[@]}" -cp "$classpath")
}

# Issue 11, anchors on the 4096 m grid (2026-11-28): one fBm 8 and one Swiss dispatch at 4096² at, near
# and far from the world origin (GraphCostBenchmark --origin), the fBm 8 bake (BakeBenchmark --bake-only)
# at 4097² and 8193² at and far from it, ROUNDS rounds (default 1), alternating with OLDJARS when given;
# FastNoise2 at start and end.
anchors() {
    begin "${1:-/tmp/orogen-anchors-logs}"
    local fn2="${2:-}" rounds="${ROUNDS:-1}" round lib graph origin size
    local far=1000000.5,-2000000.25 sizes=(4097 8193) cost=4096
    [[ -z "${OROGEN_BENCH_SMALL:-}" ]] || sizes=(513) cost=512
    old_jars "${3:-}"
    fastnoise2 "$fn2"
    for ((round = 1; round <= rounds; round++)); do
        for lib in "${libs[@]}"; do
            lib_java "$lib"
            for graph in fbm8 swiss; do
                for origin in 0,0 1234.5,777.25 "$far"; do
                    bench_one "graph-cost-$graph-$origin-$lib-$round" 100 -Xmx8g org.orogen.bench.GraphCostBenchmark \
                        --warmup 3 --repeat 10 --graph "$graph" --origin "$origin" "$cost"
                done
            done
            for size in "${sizes[@]}"; do
                for origin in 0,0 "$far"; do
                    bench_one "bake-$size-$origin-$lib-$round" 200 -Xmx16g -Dorogen.bench.origin="$origin" \
                        org.orogen.bake.BakeBenchmark "$size" "${TMPDIR:-/tmp}/orogen-anchors-bench" --bake-only
                done
            done
        done
    done
    java_cmd
    fastnoise2 "$fn2"
    finish anchors
}

# Issue 11: only sample_exports (8193², or 513² with OROGEN_BENCH_SMALL), logs in LOGDIR.
exports() {
    begin "${1:-/tmp/orogen-exports-logs}"
    local size=8193
    [[ -z "${OROGEN_BENCH_SMALL:-}" ]] || size=513
    sample_exports "$size"
    finish exports
}

# Issue 11, whole exports against another build (2026-11-28): every plane sample at 8193² (513² with
# OROGEN_BENCH_SMALL), png16 + normal-png16, measured range, plain `java` (no start-up cache: its classes
# would be the bundle's), this build and OLDJARS's alternating per sample, ROUNDS rounds (default 2); each
# line gives both wall times and whether the PNG bytes are the same. Which build goes first alternates
# from sample to sample and round to round: the second run of a graph finds its shaders in the driver's
# disk cache (on llvmpipe the first of a pair took up to 1.9 s longer at 513²). FORMATS (default
# png16,normal-png16) sets the maps, e.g. png16,normal-png16,mask-png8 to compare the masks too; SAMPLES
# (names separated by spaces) keeps only those samples (those with a colour output for albedo formats).
exports_against() {
    begin "${1:-/tmp/orogen-exports-against-logs}"
    [[ -n "${2:-}" ]] || { echo "gpu-smoke: exports-against needs OLDJARS (a tar.gz of another build's jars)" >&2; exit 2; }
    local size=8193 rounds="${ROUNDS:-2}" out="${TMPDIR:-/tmp}/orogen-export-against" round graph sample lib t0 t1
    local index=0 order
    [[ -z "${OROGEN_BENCH_SMALL:-}" ]] || size=513
    old_jars "$2"
    for ((round = 1; round <= rounds; round++)); do
        for graph in "$root"/samples/*.graph; do
            grep -q '"kind": "sphere"' "$graph" && continue
            sample=$(basename "$graph" .graph)
            [[ -z "${SAMPLES:-}" || " $SAMPLES " == *" $sample "* ]] || continue
            local line="$sample ${size}² ($round):" sums=()
            index=$((index + 1))
            order=(new old)
            ((index % 2 == 0)) && order=(old new)
            for lib in "${order[@]}"; do
                lib_java "$lib"
                rm -rf "$out" && mkdir -p "$out"
                t0=$(date +%s%N)
                timeout 120 "${java[@]}" -Xmx16g org.orogen.app.Main export "$graph" --size "$size" \
                    --format "${FORMATS:-png16,normal-png16}" -o "$out" >"$logs/$sample-$lib-$round.log" 2>&1 \
                    || failures+=("export $sample ($lib, round $round)")
                t1=$(date +%s%N)
                sums+=("$(cat "$out"/*.png 2>/dev/null | md5sum | cut -c1-12)")
                line="$line $lib $(( (t1 - t0) / 1000000 )) ms;"
            done
            [[ "${sums[0]}" == "${sums[-1]}" ]] && line="$line same bytes" || line="$line BYTES DIFFER"
            echo "$line" | tee -a "$logs/exports-against.log"
        done
    done
    rm -rf "$out"
    java_cmd
    finish exports-against
}

# Issue 11, start-up: `orogen export` of swiss_alps at SIZE (default 8193; png16 + normal-png16, measured
# range) with the start-up trace (-Dorogen.trace.startup=true), launched as ./orogen does: twice without
# the JVM's ahead-of-time cache, the run that records it, the run during which it is created, then three
# runs with it. The cache lives in a fresh folder of its own.
startup() {
    begin "${1:-/tmp/orogen-startup-logs}"
    local size="${2:-8193}" out="${TMPDIR:-/tmp}/orogen-export-startup" run
    [[ -z "${OROGEN_BENCH_SMALL:-}" ]] || size=513
    export OROGEN_CACHE_DIR="${TMPDIR:-/tmp}/orogen-startup-cache"
    rm -rf "$OROGEN_CACHE_DIR"
    for run in no-cache-1 no-cache-2 recording creating cached-1 cached-2 cached-3; do
        if [[ "$run" == no-cache-* ]]; then
            OROGEN_AOT_CACHE=off java_cached export -Xmx16g -Dorogen.trace.startup=true
        else
            java_cached export -Xmx16g -Dorogen.trace.startup=true
        fi
        export_timed "swiss_alps ${size}² png16,normal-png16 ($run)" "$root/samples/swiss_alps.graph" "$size" \
            png16,normal-png16 "$out"
        [[ "$run" != recording ]] || sleep 6 # the cache is created only from a record 5 s old
        if [[ "$run" == creating ]]; then
            local waited=0
            while [[ ! -f "$aot_cache_file" ]] && ((waited < 120)); do sleep 1; waited=$((waited + 1)); done
            echo "== cache: $(ls -l "$aot_cache_file" 2>&1) (after ${waited}s)"
            [[ -f "$aot_cache_file" ]] || failures+=("AOT cache not created")
        fi
    done
    rm -rf "$out" "$OROGEN_CACHE_DIR"
    finish startup
}

# Issue 11, big graphs: generated noise sums of 2,000 and 10,000 nodes split into stages, with a cold
# shader cache (plan compile, first bake = every program built, second bake, one-node edit), then the
# mixed variant where almost no two stages share a program.
biggraph() {
    begin "${1:-/tmp/orogen-biggraph-logs}"
    local counts=(1000 5000) size=2048
    if [[ -n "${OROGEN_BENCH_SMALL:-}" ]]; then
        counts=(50 100) size=256
    fi
    export __GL_SHADER_DISK_CACHE=0 MESA_SHADER_CACHE_DISABLE=true
    bench_one big-graphs 280 -Xmx16g org.orogen.bench.BigGraphBenchmark --size "$size" "${counts[@]}"
    bench_one big-graphs-mixed 280 -Xmx16g org.orogen.bench.BigGraphBenchmark --size "$size" --mixed "${counts[@]}"
    finish biggraph
}

simulation() {
    local sizes=("$@")
    ((${#sizes[@]})) || sizes=(4097 8193)
    unpack
    java_cmd
    local status=0 size
    for size in "${sizes[@]}"; do
        echo "== SimulationBenchmark $size ($(date -u +%T))"
        "${java[@]}" -Xmx24g org.orogen.bench.SimulationBenchmark "$size" || status=$?
    done
    echo "== FlowBenchmark 1025 ${sizes[*]} ($(date -u +%T))"
    "${java[@]}" -Xmx24g org.orogen.bench.FlowBenchmark 1025 "${sizes[@]}" || status=$?
    return "$status"
}

# Issue 11, fluvial erosion: its GPU solver against its CPU solver at each grid side (FluvialBenchmark:
# ridged_range's parameters on synthetic hills, three runs each alternating, the outputs compared).
fluvial() {
    local sizes=("$@")
    ((${#sizes[@]})) || sizes=(257 513 1025)
    unpack
    java_cmd
    echo "== FluvialBenchmark ${sizes[*]} ($(date -u +%T))"
    "${java[@]}" -Xmx8g org.orogen.bench.FluvialBenchmark "${sizes[@]}"
}

# Issue 11: the bake's GPU timeline at each size, the world origin's effect on a dispatch, FastNoise2 beside them.
timeline() {
    begin "${1:-/tmp/orogen-timeline-logs}"
    local fn2="${2:-}"
    local sizes=("${@:3}") size origin graph
    ((${#sizes[@]})) || sizes=(4097 8193)
    fastnoise2 "$fn2"
    for size in "${sizes[@]}"; do
        bench_one "timeline-$size" 150 -Xmx16g org.orogen.bake.BakeTimeline "$size" 2
    done
    for graph in fbm8 swiss; do
        for origin in 0,0 1234.5,777.25; do
            bench_one "graph-cost-$graph-$origin" 100 -Xmx8g org.orogen.bench.GraphCostBenchmark --warmup 3 \
                --repeat 10 --graph "$graph" --origin "$origin" 4096
        done
    done
    fastnoise2 "$fn2"
    finish timeline
}

# Issue 12, flow: the GPU depression fill, routing and river mask at each size (FlowBenchmark).
flow() {
    local sizes=("$@")
    ((${#sizes[@]})) || sizes=(1025 4097 8193)
    unpack
    java_cmd
    echo "== FlowBenchmark ${sizes[*]} ($(date -u +%T))"
    "${java[@]}" -Xmx24g org.orogen.bench.FlowBenchmark "${sizes[@]}"
}

paint() {
    local sizes=("$@")
    ((${#sizes[@]})) || sizes=(1024 8193)
    unpack
    java_cmd
    local status=0 size
    for size in "${sizes[@]}"; do
        echo "== PaintBenchmark $size ($(date -u +%T))"
        "${java[@]}" -Xmx24g org.orogen.bench.PaintBenchmark --size "$size" || status=$?
    done
    return "$status"
}

case "${1:-}" in
    prepare) prepare ;;
    paint) shift; paint "$@" ;;
    simulation) shift; simulation "$@" ;;
    fluvial) shift; fluvial "$@" ;;
    timeline) shift; timeline "$@" ;;
    anchors) shift; anchors "$@" ;;
    flow) shift; flow "$@" ;;
    evaluator) shift; evaluator "$@" ;;
    readback) shift; readback "$@" ;;
    blocks) shift; blocks "$@" ;;
    outputs) shift; outputs "$@" ;;
    steady) shift; steady "$@" ;;
    exports) shift; exports "$@" ;;
    exports-against) shift; exports_against "$@" ;;
    masks) shift; masks "$@" ;;
    preview) shift; preview "$@" ;;
    same-bits) shift; same_bits "$@" ;;
    startup) shift; startup "$@" ;;
    biggraph) shift; biggraph "$@" ;;
    run) shift; run "$@" ;;
    bench) shift; bench "$@" ;;
    *) sed -n '2,80p' "$0" >&2; exit 2 ;;
esac
