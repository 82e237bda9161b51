# Sourced by ./orogen and scripts/gpu-smoke.sh: the JVM's ahead-of-time cache for a headless command
# (JDK 25: JEP 483 classes loaded and linked ahead of time, JEP 515 method profiles), kept per user in
# ${XDG_CACHE_HOME:-~/.cache}/orogen (or OROGEN_CACHE_DIR); OROGEN_AOT_CACHE=off runs without it.
#
# One cache per command, Java runtime, class path (each jar's size and time) and JVM option list:
#   1st run   records which classes the command uses (-XX:AOTMode=record; written when the JVM exits)
#   2nd run   (5 s or more later) runs as before while a background JVM turns that record into the
#             cache (a few seconds of CPU), published by renaming it into place when complete
#   later     start with the cache (-XX:AOTCache)
# It never fails a command: where the folder cannot be written (read-only home, full disk) or a file
# in it is unusable, the JVM runs as without it; JVM options that choose class-data sharing themselves
# (-Xshare:..., -XX:SharedArchiveFile, -XX:AOTCache...) turn it off. Its own messages are turned off:
# stdout and stderr stay what the command prints.

# aot_cache_options JAVA NAME CLASSPATH [JVM OPTION...]: sets the array aot_options to the flags to add
# to `JAVA JVM-OPTIONS... -cp CLASSPATH MAIN ARGS` (empty when the cache is off or not usable yet), and
# aot_cache_file to the cache's path (empty when off).
aot_cache_options() {
    local java="$1" name="$2" classpath="$3"
    shift 3
    aot_options=()
    aot_cache_file=""
    case "${OROGEN_AOT_CACHE:-on}" in off | false | no | 0) return 0 ;; esac
    local option
    for option in "$@"; do
        # The JVM refuses AOT flags next to options of its own class-data sharing: leave those alone.
        case "$option" in -Xshare:* | -XX:*AOT* | -XX:*Shared* | -XX:*ArchiveClassesAtExit* | -XX:*LoadedClassList*) return 0 ;; esac
    done
    local dir="${OROGEN_CACHE_DIR:-${XDG_CACHE_HOME:-${HOME:-/nonexistent}/.cache}/orogen}"
    mkdir -p "$dir" 2>/dev/null || true
    dir="$(cd "$dir" 2>/dev/null && pwd)" || return 0
    local quiet=(-Xlog:aot*=off,cds*=off)
    local key base
    key="$(aot_cache_key "$java" "$classpath" "$@")" || return 0
    base="$dir/$name-$key"
    aot_cache_file="$base.aot"
    if [[ -f "$base.aot" ]]; then
        aot_options=("${quiet[@]}" -XX:AOTCache="$base.aot")
        return 0
    fi
    [[ -w "$dir" ]] || return 0
    aot_cache_clear_stale "$base"
    if [[ -f "$base.failed" ]]; then
        return 0 # the JVM could not create this cache (the reason is in the file); clearing the folder retries
    elif [[ -f "$base.aotconf" ]]; then
        # Only a record untouched for 5 s: the recording JVM may still be writing it as it exits.
        if [[ -n "$(find "$base.aotconf" -maxdepth 0 ! -newermt '-5 seconds' 2>/dev/null)" ]] \
            && mkdir "$base.creating" 2>/dev/null; then
            aot_cache_create "$java" "$classpath" "$base" "$@" </dev/null >/dev/null 2>&1 &
            disown 2>/dev/null || true
        fi
    elif mkdir "$base.recording" 2>/dev/null; then
        # The JVM prints "AOTConfiguration recorded" on stdout when it exits; DisplayVMOutput hides that.
        aot_options=("${quiet[@]}" -XX:AOTMode=record -XX:AOTConfiguration="$base.aotconf"
            -XX:+UnlockDiagnosticVMOptions -XX:-DisplayVMOutput)
    fi
}

# The cache key: a checksum over the runtime (its modules image), the class path's jars and the options.
aot_cache_key() {
    local java="$1" classpath="$2"
    shift 2
    local entries entry files=()
    IFS=: read -r -a entries <<<"$classpath"
    for entry in "${entries[@]}"; do
        if [[ "$entry" == *'/*' ]]; then
            files+=("${entry%'*'}"*.jar)
        else
            files+=("$entry")
        fi
    done
    { printf '%s\n' "$java" "$classpath" "$@"
      stat -L -c '%n %s %Y' "$(dirname "$java")/../lib/modules" "${files[@]}"; } 2>/dev/null | cksum | cut -d ' ' -f 1
}

# A record or creation that never finished (a killed JVM) leaves its marker; after an hour, try again.
aot_cache_clear_stale() {
    local marker
    for marker in "$1.recording" "$1.creating"; do
        [[ -n "$(find "$marker" -maxdepth 0 -mmin +60 2>/dev/null)" ]] || continue
        rm -rf "$marker" "$1".aot.*.tmp
        if [[ "$marker" == *.recording ]]; then
            rm -f "$1.aotconf"
        fi
    done
    return 0
}

# Turns BASE.aotconf into BASE.aot (written under a temporary name, renamed when complete); the record
# and the older caches of the same command (other jars) are removed, keeping the three newest. When the
# JVM fails, BASE.failed says why and this cache is not tried again.
aot_cache_create() {
    local java="$1" classpath="$2" base="$3"
    shift 3
    local tmp="$base.aot.$$.tmp"
    # A JVM that aborts leaves its report in the cache folder (no core dump in the folder the command was
    # started from), and the failure is remembered, so it is not tried at every run.
    ulimit -c 0 2>/dev/null || true
    if nice "$java" "$@" -Xlog:aot*=off,cds*=off -XX:ErrorFile="$base.failed" -XX:AOTMode=create \
        -XX:AOTConfiguration="$base.aotconf" -XX:AOTCache="$tmp" -cp "$classpath" >"$base.log" 2>&1 \
        && [[ -s "$tmp" ]]; then
        mv -f "$tmp" "$base.aot" || true
        local name="${base%-*}" old
        # shellcheck disable=SC2012 # cache names are ours: no odd characters
        for old in $(ls -t "$name"-*.aot 2>/dev/null | tail -n +4); do
            rm -f "$old" || true
        done
    else
        { echo "the JVM could not create the ahead-of-time cache:"; cat "$base.log"; } >>"$base.failed" 2>/dev/null || true
    fi
    rm -f "$tmp" "$base.aotconf" "$base.log" || true
    rmdir "$base.creating" "$base.recording" 2>/dev/null || true
}
