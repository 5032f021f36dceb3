/// Where an exploration past its memory limit (``Explorer/Options/memoryLimit``) writes the older part of its
/// parent log: a file of its own that nothing else reads, gone once the exploration ends. `dial explore` gives a
/// temporary file, removed from its directory as soon as it is open, so that nothing is left behind even when
/// the run is interrupted.
///
/// Reads may come from several workers at once; writes come from one, never while workers read.
public protocol SpillFile: AnyObject, Sendable {
  /// Writes `bytes` at `offset`; whether all were written.
  func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> Bool
  /// Reads `buffer.count` bytes at `offset` into `buffer`; whether all were read.
  func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Bool
}
