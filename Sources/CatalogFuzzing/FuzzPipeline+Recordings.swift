import CatalogService
import Foundation
import LayoutModel

extension FuzzPipeline {
    /// The name recordings are read under; every refusal must start with it.
    static let recordingPath = "fuzz.json"

    /// Reads a recording from its bytes as `compare` does, then compares it with the layout it
    /// names (a preset, an example's definition, else the reference definition). A refusal names
    /// the file, and the line and column once the file is read (only a file over the size limit
    /// has no place inside it); an unmutated recording of a preset holds the catalog's own frames
    /// and must agree with them.
    static func recording(_ bytes: [UInt8], _ outcome: inout FuzzOutcome, pristine: Bool) {
        let recording: DeviceRecording
        do {
            recording = try DeviceRecording(json: Data(bytes), path: recordingPath)
        } catch {
            let message = error.description
            outcome.refusal = message
            let text = try? DocumentReader.text(Data(bytes), maximumBytes: DocumentLimits.recording.maximumBytes)
            if let text, (try? DocumentReader.read(text, limits: .recording)) != nil { outcome.stage = .checked }
            let placed =
                bytes.count > DocumentLimits.recording.maximumBytes
                ? message.hasPrefix(recordingPath + ": ") : FuzzPlace.line(in: message, file: recordingPath) != nil
            if !placed { outcome.violations.append("a refused recording's message does not give its file, line and column: \(message)") }
            return
        }
        outcome.stage = .accepted
        let name = recording.layout.flatMap { $0.split(separator: "@").first.map(String.init) }
        let preset = name.flatMap { FuzzCorpus.shared.definitionsByName[$0] }
        guard let definition = preset ?? name.flatMap({ FuzzCorpus.shared.exampleDefinitionsByName[$0] }) ?? referenceDefinition else { return }
        do {
            let comparison = try LayoutComparison.comparing(definition, with: recording)
            if pristine, preset != nil, !comparison.agrees {
                outcome.violations.append(
                    "a recording of the catalog's own frames for \(definition.name) disagrees: "
                        + "\(comparison.disagreements.count) elements, content size differs: \(comparison.contentSizeDiffers)")
            }
        } catch ServiceError.cannotResolve(_, let reason) {
            // A mutated environment may leave no room or no alternative: the device's to report.
            if pristine, preset != nil { outcome.violations.append("the layout a recording was made of cannot be resolved: \(reason)") }
            outcome.deviceDependentRefusals.append(reason)
        } catch {
            outcome.violations.append("compare failed on an accepted recording: \(error)")
        }
    }
}
