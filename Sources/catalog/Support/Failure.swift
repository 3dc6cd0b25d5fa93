import ArgumentParser
import CatalogService

/// Prints a service error the way users read it and exits with status 1.
func fail(_ error: Error) -> ExitCode {
    if case ServiceError.invalidDocuments(let reports) = error {
        for report in reports {
            for line in report.formattedDiagnostics { Console.error(line) }
        }
    }
    if case ServiceError.invalidDatasets(let reports) = error {
        for report in reports {
            for line in report.formattedDiagnostics { Console.error(line) }
        }
    }
    Console.error("error: \(error)")
    return ExitCode(1)
}

extension ParsableCommand {
    /// Runs the body, turning thrown service and store errors into messages and exit status 1.
    func reporting(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let exit as ExitCode {
            throw exit
        } catch let error as CleanExit {
            throw error
        } catch {
            throw fail(error)
        }
    }
}
