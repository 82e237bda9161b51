#!/usr/bin/env bash
# Runs the JMH graph-compile benchmark (org.orogen.shader.bench.CompileBenchmark).
# Usage (from the repository root): shader-compiler/scripts/compile-benchmark.sh [JMH options...]
# e.g. shader-compiler/scripts/compile-benchmark.sh -f 1 -wi 5 -i 5
set -euo pipefail
cd "$(dirname "$0")/../.."
JAVA="${JAVA25:-}"
if [ -z "$JAVA" ]; then
  for candidate in "${JAVA_HOME:-}/bin/java" /usr/lib/jvm/temurin-25-jdk-amd64/bin/java /usr/lib/jvm/*25*/bin/java; do
    if [ -x "$candidate" ]; then JAVA="$candidate"; break; fi
  done
fi
[ -n "$JAVA" ] || { echo "no JDK 25 found; set JAVA25=/path/to/java" >&2; exit 1; }
./mvnw -B -ntp -q -pl shader-compiler -am install -DskipTests
./mvnw -B -ntp -q -pl shader-compiler test-compile dependency:build-classpath \
  -Dmdep.includeScope=test -Dmdep.outputFile=target/benchmark.classpath
CP="shader-compiler/target/test-classes:shader-compiler/target/classes:$(cat shader-compiler/target/benchmark.classpath)"
exec "$JAVA" -cp "$CP" org.openjdk.jmh.Main CompileBenchmark "$@"
