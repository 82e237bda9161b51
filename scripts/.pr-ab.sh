#!/usr/bin/env bash
# ad-hoc: exports A/B new vs old jars, plain java, alternating
set -u
dest=/tmp/ab; rm -rf $dest; mkdir -p $dest; tar -C $dest -xzf .jre/orogen-runtime.tar.gz
rt=$dest/orogen-runtime; mkdir -p $dest/old-lib; cp $rt/orogen-lib/*.jar $dest/old-lib/; tar -C $dest/old-lib -xzf .jre/old-jars.tar.gz
opts=(--enable-native-access=ALL-UNNAMED --sun-misc-unsafe-memory-access=allow -Dorg.lwjgl.system.SharedLibraryExtractPath=$dest/lwjgl -Xmx16g)
for round in 1 2 3; do
  for s in swiss_alps volcanic_island ridged_range painted_ridge; do
    for lib in new old; do
      cp="$rt/orogen-lib/*"; [ $lib = old ] && cp="$dest/old-lib/*"
      rm -rf /tmp/abo; mkdir -p /tmp/abo
      t0=$(date +%s%N)
      $rt/bin/java "${opts[@]}" -cp "$cp" org.orogen.app.Main export samples/$s.graph --size 8193 --format png16,normal-png16 -o /tmp/abo >/dev/null 2>&1 || echo "FAIL $s $lib"
      t1=$(date +%s%N)
      echo "$round $s $lib $(( (t1 - t0) / 1000000 )) ms"
    done
  done
done
