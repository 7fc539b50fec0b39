/// What a project file is to the language server: a script (part of the one program), a
/// VML document, or the project's `workbench.json`.
enum ProjectFileKind: Hashable {
    case script
    case vml
    case configuration
}
