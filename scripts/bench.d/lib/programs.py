"""Programs the benchmarks share."""


def three_hundred_lines(version):
    """A 300-line program: state, actions, components and a body, one text changed per edit."""
    lines = ['state.initial("count", 0)', 'state.initial("items", Array(0..<40))']
    lines.append('actions["increment"] = { ctx in state.set("count", (state.get("count") as! Int) + 1) }')
    for index in range(40):
        lines += [
            f"func row{index}(_ value: Int) -> Node {{",
            "    HStack(spacing: 8) {",
            f'        Text("Row {index}: \\(value)")',
            "            .font(.body)",
            "        Spacer()",
            f'        Image(systemName: "star").foregroundStyle(.yellow)',
            "    }",
            "}",
        ]
    lines += ["func body() -> Node {", "    VStack(alignment: .leading) {",
              f'        Text("Edit {version}").font(.title)']
    lines += [f"        row{index}(state.get(\"count\") as! Int)" for index in range(40)]
    lines += ["    }", "    .padding(16)", "}"]
    while len(lines) < 300:
        lines.append("// padding line")
    return "\n".join(lines) + "\n"
