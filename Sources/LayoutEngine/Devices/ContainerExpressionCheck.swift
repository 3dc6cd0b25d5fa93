import LayoutModel

/// Container expressions evaluated in every environment the catalog knows: each device's
/// portrait and landscape full screen, Split View and Slide Over widths, with the container the
/// resolver gives a section provider there (`LayoutResolver.containerSize(for:in:)`).
///
/// A layout whose `container.width - 400` is fine on an iPad but negative on an iPhone is
/// refused where it is stored, not found out on a device.
public enum ContainerExpressionCheck {
    /// One error per expression that gives no usable number somewhere, at the first
    /// environment (in `Device.all` order) where it fails, in document order.
    /// - Parameters:
    ///   - definition: the layout to check.
    ///   - sourceMap: where each value came from, for the errors' lines and columns.
    /// - Returns: errors naming the path, the value, the container and the environment.
    public static func diagnostics(for definition: LayoutDefinition, sourceMap: SourceMap = SourceMap()) -> [Diagnostic] {
        guard definition.hasContainerExpressions else { return [] }
        var failures: [DocumentPath: Diagnostic] = [:]
        var order: [DocumentPath] = []
        var seen: Set<ContainerSize> = []
        for device in Device.all {
            for environment in device.environments {
                let container = LayoutResolver.containerSize(for: definition.configuration, in: environment.environment())
                guard seen.insert(container).inserted else { continue }
                for error in definition.containerExpressionErrors(in: container) where failures[error.path] == nil {
                    failures[error.path] = Diagnostic(
                        .error, at: error.path, location: sourceMap.location(of: error.path), "\(error.message) (\(environment.name))")
                    order.append(error.path)
                }
            }
        }
        return order.compactMap { failures[$0] }.sorted(by: Diagnostic.documentOrder)
    }

}
