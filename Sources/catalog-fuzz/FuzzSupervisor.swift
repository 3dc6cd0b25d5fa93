import CatalogFuzzing
import Foundation

/// The parent's side: hands out ranges of cases to child processes, watches each child's
/// progress, time and memory, and records what went wrong with the case that was running.
final class FuzzSupervisor {
    enum Failure: String {
        case crash, hang, memory
    }

    struct Incident {
        var failure: Failure
        var index: Int
        var detail: String
    }

    let options: FuzzOptions
    private(set) var tally = FuzzTally()
    private(set) var incidents: [Incident] = []
    private(set) var largestPeak: (kb: Int, index: Int) = (0, -1)
    private var queue: [Range<Int>] = []
    private var running: [WorkerProcess] = []
    private let executable: URL
    private let scratch: FuzzScratch

    init(options: FuzzOptions, executable: URL, scratch: FuzzScratch) {
        self.options = options
        self.executable = executable
        self.scratch = scratch
        var start = 0
        while start < options.cases {
            let end = min(options.cases, start + options.batch)
            queue.append(start..<end)
            start = end
        }
    }

    var finished: Int { tally.cases + incidents.count }

    /// Runs every case, or until `interruption` catches a signal: then every child is killed and
    /// reaped and its folder removed before this returns.
    func run(interruption: FuzzInterruption, progress: (FuzzSupervisor) -> Void) throws {
        while !queue.isEmpty || !running.isEmpty {
            if interruption.caught != nil { return stopAll() }
            while running.count < options.jobs, !queue.isEmpty {
                do {
                    try start(queue.removeFirst())
                } catch {
                    stopAll()
                    throw error
                }
            }
            Thread.sleep(forTimeInterval: 0.02)
            for worker in running { poll(worker) }
            running.removeAll { !$0.isRunning && $0.finishedReading }
            progress(self)
        }
    }

    private func start(_ range: Range<Int>) throws {
        let folder = try scratch.makeFolder(for: range)
        let arguments = [
            "--worker", "--seed", String(options.seed), "--scale", options.scale == .quick ? "quick" : "full",
            "--kinds", options.kinds.map(\.rawValue).joined(separator: ","),
            "--from", String(range.lowerBound), "--to", String(range.upperBound), "--scratch", folder.path,
        ]
        do {
            running.append(try WorkerProcess(executable: executable.path, arguments: arguments, range: range, scratch: folder))
        } catch {
            scratch.remove(folder)
            throw error
        }
    }

    private func stopAll() {
        for worker in running {
            worker.killAndReap()
            scratch.remove(worker.scratch)
        }
        running.removeAll()
    }

    private func poll(_ worker: WorkerProcess) {
        worker.pump()
        consume(worker.takeLines(), of: worker)
        guard !worker.concluded else { return }
        if worker.isRunning {
            if let index = worker.current {
                if Date().timeIntervalSince(worker.currentStarted) > options.timeLimit {
                    fail(worker, .hang, index, "no result after \(Int(options.timeLimit)) s")
                } else if let kb = MemoryProbe.residentKB(of: worker.pid), kb > options.memoryLimitMB * 1024 {
                    fail(worker, .memory, index, "\(kb / 1024) MB resident")
                }
            } else if Date().timeIntervalSince(worker.lastHeard) > options.timeLimit {
                // Silent between cases (starting, or not exiting after its last case): the time
                // limit holds there too, so no child can hold the run up.
                let index = min(worker.next, worker.range.upperBound - 1)
                fail(
                    worker, .hang, index,
                    worker.next < worker.range.upperBound
                        ? "the child wrote nothing for \(Int(options.timeLimit)) s before this case"
                        : "the child did not exit within \(Int(options.timeLimit)) s of its last case")
            }
            return
        }
        worker.pump()
        guard worker.finishedReading else { return }
        consume(worker.takeLines(), of: worker)
        // Ended: normally after its last case, or by dying in the middle of one.
        worker.concluded = true
        scratch.remove(worker.scratch)
        if worker.died || worker.next < worker.range.upperBound {
            let index = worker.current ?? worker.next
            let how = worker.end.map { "the child process \($0.description)" } ?? "the child process died"
            incidents.append(Incident(failure: .crash, index: index, detail: worker.died ? how : how + " before its last case"))
            requeue(after: index, in: worker)
        }
    }

    private func consume(_ lines: [String], of worker: WorkerProcess) {
        for line in lines {
            let fields = line.split(separator: " ", maxSplits: 3).map(String.init)
            switch fields.first {
            case "make", "start":
                // Generating a case and running it each get the whole time limit.
                worker.current = fields.count > 1 ? Int(fields[1]) : nil
                worker.currentStarted = Date()
            case "violation":
                if fields.count == 4 { worker.violations.append(fields[3]) }
            case "case":
                let parts = line.split(separator: " ").map(String.init)
                guard parts.count == 6, let index = Int(parts[1]), let kind = FuzzKind(rawValue: parts[2]),
                    let stage = FuzzOutcome.Stage(rawValue: parts[3]), let peak = Int(parts[4]), let refusals = Int(parts[5])
                else { continue }
                var outcome = FuzzOutcome(kind: kind, stage: stage)
                outcome.violations = worker.violations
                outcome.deviceDependentRefusals = Array(repeating: "", count: refusals)
                worker.violations = []
                tally.add(outcome, index: index)
                if peak > largestPeak.kb { largestPeak = (peak, index) }
                if peak > options.memoryLimitMB * 1024 {
                    incidents.append(Incident(failure: .memory, index: index, detail: "peak \(peak / 1024) MB"))
                }
                worker.current = nil
                worker.next = index + 1
            default:
                break
            }
        }
    }

    private func fail(_ worker: WorkerProcess, _ failure: Failure, _ index: Int, _ detail: String) {
        worker.concluded = true
        worker.killAndReap()
        scratch.remove(worker.scratch)
        consume(worker.takeLines(), of: worker)
        incidents.append(Incident(failure: failure, index: index, detail: detail))
        requeue(after: index, in: worker)
        worker.current = nil
        worker.next = worker.range.upperBound
    }

    /// The rest of a child's range, after the case that failed, goes back in the queue.
    private func requeue(after index: Int, in worker: WorkerProcess) {
        if index + 1 < worker.range.upperBound { queue.insert((index + 1)..<worker.range.upperBound, at: 0) }
        worker.next = worker.range.upperBound
    }
}
