#!/usr/bin/env bash
# VML parse + canonicalize throughput: `workbench fmt --check` (read, parse every element
# and style, write the canonical text, compare) next to `xmllint --noout` (parse only) on
# the same bytes. The generated document is large enough (about 20 MB) that process
# start-up is noise, canonical (so fmt --check exits 0), and well-formed XML (no '<' in
# attribute values, so no type(<...>) hints), so that both tools do their whole job.
# Like the rows of a real list, the sections repeat most of their styles; one style per
# section is unique (it holds the row's number).
set -euo pipefail
: "${WORKBENCH:?run through scripts/bench, which builds the release binary}"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
document="$work/bench.vml"
sections=${VML_BENCH_SECTIONS:-30000}

awk -v sections="$sections" 'BEGIN {
    print "<VStack id=\"bench\" style=\"padding(16), navigationTitle(&quot;Benchmark&quot;)\">"
    for (i = 0; i < sections; i++) {
        print "  <Section>"
        print "    <Text template=\"header\" style=\"font(.headline), foregroundStyle(.secondary)\">Section " i "</Text>"
        print "    <HStack spacing=\"8\" style=\"padding(.horizontal, 12), background(.blue.opacity(0.2)), cornerRadius(8)\">"
        print "      <Image systemName=\"star.fill\" style=\"foregroundColor(.yellow), rotationEffect(45deg)\"/>"
        print "      <Text title=\"Row " i "\" style=\"navigationTitle(attr(title, &quot;Row " i "&quot;)), font(.system(size: 17, weight: .semibold))\">"
        print "        Row " i " &amp; some more text for the row"
        print "      </Text>"
        print "      <Spacer/>"
        print "      <Rectangle style=\"fill(.linearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)), frame(width: 40, height: 40)\"/>"
        print "    </HStack>"
        print "  </Section>"
    }
    print "</VStack>"
}' > "$document"

bytes=$(wc -c < "$document")
"$WORKBENCH" fmt --check "$document" >/dev/null || { echo "vml bench: the generated document is not canonical" >&2; exit 1; }
xmllint --noout "$document" || { echo "vml bench: xmllint rejects the generated document" >&2; exit 1; }

hyperfine --shell=none --warmup 1 --runs "${VML_BENCH_RUNS:-10}" --style none \
    --export-json "$work/times.json" \
    --command-name "workbench fmt --check" "$WORKBENCH fmt --check $document" \
    --command-name "xmllint --noout" "xmllint --noout $document" >&2

awk -v bytes="$bytes" '
    /"command":/ { sub(/.*"command": "/, ""); sub(/".*/, ""); command = $0 }
    /"mean":/ { sub(/.*"mean": */, ""); sub(/,.*/, ""); mean[command] = $0 + 0; order[++count] = command }
    END {
        printf "Document: %.1f MB of generated VML (%d bytes).\n\n", bytes / 1e6, bytes
        print "| tool | mean time | throughput |"
        print "|---|---|---|"
        for (i = 1; i <= count; i++) {
            c = order[i]
            printf "| `%s` | %.3f s | %.1f MB/s |\n", c, mean[c], bytes / 1e6 / mean[c]
        }
        ratio = mean[order[2]] / mean[order[1]]
        printf "\nworkbench fmt --check runs at %.2f× the throughput of xmllint --noout.\n", ratio
    }' "$work/times.json"
