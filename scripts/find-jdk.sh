# Sourced by ./orogen, .ci/run and scripts/gpu-smoke.sh: find_jdk prints the home of a JDK 25+
# (JAVA_HOME first, then /usr/lib/jvm/*25*, then any /usr/lib/jvm/*), or returns 1.

# Major version of the JDK at $1 (from its release file); empty when it is no JDK.
jdk_major() {
    [[ -x "$1/bin/java" && -f "$1/release" ]] || return 0
    sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$1/release"
}

find_jdk() {
    local candidate major
    for candidate in "${JAVA_HOME:-}" /usr/lib/jvm/*25* /usr/lib/jvm/*; do
        [[ -n "$candidate" ]] || continue
        major="$(jdk_major "$candidate")"
        if [[ -n "$major" && "$major" -ge 25 ]]; then
            echo "$candidate"
            return 0
        fi
    done
    return 1
}

# Maven may run on any java; hand it the JDK 25 only when there is no other (Maven 3.9 on JDK 25
# prints sun.misc.Unsafe warnings). Prints the JAVA_HOME to use for ./mvnw (may be empty).
maven_java_home() {
    if [[ -z "${JAVA_HOME:-}" ]] && ! command -v java >/dev/null 2>&1; then
        echo "$1"
    else
        echo "${JAVA_HOME:-}"
    fi
}
