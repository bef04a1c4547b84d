/// How a gradient runs, as a design file writes it.
enum GradientKind: String, CaseIterable {
    case linear, radial
}
