import DialExplore
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file `dial explore --memory` spills its parent log to: created in the temporary directory readable by
/// this user only, and removed from the directory as soon as it is open, so that it disappears when the
/// process ends, however it ends (an interrupt included), while the open descriptor still reads and writes it.
public final class TemporarySpillFile: SpillFile {
  private let descriptor: Int32

  /// A new file; nil when none can be made.
  public init?() {
    var template = Array((NSTemporaryDirectory() + "dial-explore-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else { return nil }
    template.withUnsafeBufferPointer { buffer in _ = buffer.baseAddress.map { unlink($0) } }
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  public func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> Bool {
    transfer(bytes.count) { done in
      pwrite(descriptor, bytes.baseAddress?.advanced(by: done), bytes.count - done, off_t(offset + done))
    }
  }

  public func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Bool {
    transfer(buffer.count) { done in
      pread(descriptor, buffer.baseAddress?.advanced(by: done), buffer.count - done, off_t(offset + done))
    }
  }

  /// Calls `step` with the bytes done so far until `count` are (a read or write may do part of them); false
  /// when a step fails or ends early.
  private func transfer(_ count: Int, _ step: (Int) -> Int) -> Bool {
    var done = 0
    while done < count {
      let moved = step(done)
      guard moved > 0 else { return false }
      done += moved
    }
    return true
  }
}
