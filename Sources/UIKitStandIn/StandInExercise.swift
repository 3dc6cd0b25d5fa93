import Foundation

/// Asks a built layout for what UIKit would ask it for, so that everything it builds later is in
/// the transcript too: the section provider for each probe, and every custom group's item
/// provider in what it returns (or in the fixed section, once per probe).
///
/// The same exercise runs on a layout built by the runtime and on one built by generated code,
/// so their transcripts can be compared line for line.
@MainActor
public enum StandInExercise {
    public static func exercise(_ layout: UICollectionViewCompositionalLayout, probes: [StandInProbe]) {
        if let section = layout.standInSection {
            for probe in probes {
                StandInRecording.note("custom groups, \(probe)")
                customGroups(in: section, StandInEnvironment(probe))
            }
            return
        }
        guard let provider = layout.standInSectionProvider else { return }
        for probe in probes {
            StandInRecording.note("provider(\(probe))")
            let environment = StandInEnvironment(probe)
            guard let section = provider(probe.sectionIndex, environment) else {
                StandInRecording.note("no section")
                continue
            }
            StandInRecording.note("section #\(section.standInID)")
            customGroups(in: section, environment)
        }
    }

    /// Calls the item provider of every custom group in the section, depth first.
    private static func customGroups(in section: NSCollectionLayoutSection, _ environment: StandInEnvironment) {
        guard let root = section.standInGroup else { return }
        var pending: [NSCollectionLayoutGroup] = [root]
        while let group = pending.popLast() {
            if let provider = group.standInItemProvider {
                StandInRecording.note("items of #\(group.standInID)")
                _ = provider(StandInEnvironment(customGroupWith: environment.traitCollection))
            }
            pending.append(contentsOf: group.subitems.reversed().compactMap { $0 as? NSCollectionLayoutGroup })
        }
    }
}
