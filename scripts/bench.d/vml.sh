#!/usr/bin/env bash
# VML parse + canonicalize throughput: `workbench fmt --check` (read the file, parse every
# element and style, write the canonical text, compare) next to `xmllint --noout` (parse
# only) on the same bytes.
#
# Two generated documents of about 20 MB, large enough that process start-up is noise,
# canonical (so fmt --check exits 0) and well-formed XML (no '<' in attribute values, so
# no type(<...>) hints), so that both tools do their whole job:
#   list           a long list as VML means it to be written: each row's data is in its
#                  attributes and text, and its styles read it with attr(...), so every
#                  row has the same styles;
#   unique styles  the same list with each row's data baked into one of its styles, so
#                  that one style in seven is unlike any other.
set -euo pipefail
: "${WORKBENCH:?run through scripts/bench, which builds the release binary}"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sections=${VML_BENCH_SECTIONS:-30000}

generate() { # $1: "attr" or "literal", how a row's title reaches its style
    awk -v sections="$sections" -v mode="$1" 'BEGIN {
        print "<VStack id=\"bench\" style=\"padding(16), navigationTitle(&quot;Benchmark&quot;)\">"
        for (i = 0; i < sections; i++) {
            title = (mode == "attr") ? "attr(title, &quot;Untitled&quot;)" : "&quot;Row " i "&quot;"
            print "  <Section>"
            print "    <Text template=\"header\" style=\"font(.headline), foregroundStyle(.secondary)\">Section " i "</Text>"
            print "    <HStack spacing=\"8\" style=\"padding(.horizontal, 12), background(.blue.opacity(0.2)), cornerRadius(8)\">"
            print "      <Image systemName=\"star.fill\" style=\"foregroundColor(.yellow), rotationEffect(45deg)\"/>"
            print "      <Text title=\"Row " i "\" style=\"navigationTitle(" title "), font(.system(size: 17, weight: .semibold))\">"
            print "        Row " i " &amp; some more text for the row"
            print "      </Text>"
            print "      <Spacer/>"
            print "      <Rectangle w=\"" (i % 300) "\" style=\"fill(.linearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)), frame(width: attr(w, 40), height: 40)\"/>"
            print "    </HStack>"
            print "  </Section>"
        }
        print "</VStack>"
    }'
}

generate attr > "$work/list.vml"
generate literal > "$work/unique.vml"

echo "| document | size | \`workbench fmt --check\` | \`xmllint --noout\` | ratio |"
echo "|---|---|---|---|---|"
for name in list unique; do
    document="$work/$name.vml"
    label=$([ "$name" = list ] && echo "list" || echo "unique styles")
    "$WORKBENCH" fmt --check "$document" >/dev/null || { echo "vml bench: $name.vml is not canonical" >&2; exit 1; }
    xmllint --noout "$document" || { echo "vml bench: xmllint rejects $name.vml" >&2; exit 1; }
    hyperfine --shell=none --warmup 1 --runs "${VML_BENCH_RUNS:-10}" --style none \
        --export-json "$work/$name.json" \
        --command-name workbench "$WORKBENCH fmt --check $document" \
        --command-name xmllint "xmllint --noout $document" >&2
    awk -v bytes="$(wc -c < "$document")" -v label="$label" '
        /"command":/ { sub(/.*"command": "/, ""); sub(/".*/, ""); command = $0 }
        /"mean":/ { sub(/.*"mean": */, ""); sub(/,.*/, ""); mean[command] = $0 + 0 }
        END {
            mb = bytes / 1e6
            printf "| %s | %.1f MB | %.3f s, %.1f MB/s | %.3f s, %.1f MB/s | %.2f |\n", label, mb,
                mean["workbench"], mb / mean["workbench"], mean["xmllint"], mb / mean["xmllint"],
                mean["xmllint"] / mean["workbench"]
        }' "$work/$name.json"
done
echo
echo "ratio: workbench's throughput over xmllint's (wall-clock means of hyperfine)."
