import Dial
import DialExplore
import Foundation

// MARK: - Exploring from synchronous code

extension Explorer {
  /// Explores with `jobs` tasks splitting each large level (``run(workers:)``), waiting for the report; one job
  /// is ``run()``. For the command-line tools, which are synchronous: the same report whatever `jobs` is.
  public func run(jobs: Int) throws(RuntimeError) -> ExplorationReport {
    guard jobs > 1 else { return try run() }
    let result = ResultBox()
    let done = DispatchSemaphore(value: 0)
    // A task of its own, not of the caller's actor, so that waiting here cannot block it.
    Task.detached {
      do throws(RuntimeError) {
        result.value = .success(try await self.run(workers: jobs))
      } catch {
        result.value = .failure(error)
      }
      done.signal()
    }
    done.wait()
    return try result.value.get()
  }

  /// The result handed from the exploring task to the waiting caller; written once, before the signal.
  private final class ResultBox: @unchecked Sendable {
    var value: Result<ExplorationReport, RuntimeError> = .failure(RuntimeError("the exploration did not finish"))
  }
}
