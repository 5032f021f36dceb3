import Foundation

/// `Content-Length` framing: splits a byte stream into message bodies, across and within reads.
enum MessageFraming {
  /// The next whole message body at the start of `buffer`, removed from it; nil until one has fully arrived.
  static func next(from buffer: inout Data) -> Data? {
    let separator = Data("\r\n\r\n".utf8)
    guard let headerEnd = buffer.range(of: separator) else { return nil }
    var header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
    // Bytes before the header (the rest of a body whose length was given too short) are skipped.
    if let start = header.range(of: "Content-Length:", options: [.caseInsensitive, .backwards]) {
      header = String(header[start.lowerBound...])
    }
    var length: Int?
    for line in header.split(separator: "\r\n") {
      let parts = line.split(separator: ":", maxSplits: 1)
      if parts.count == 2, parts[0].lowercased() == "content-length" {
        length = Int(parts[1].trimmingCharacters(in: .whitespaces))
      }
    }
    guard let length, length >= 0 else {
      // No usable length: the header is dropped, and the body, if any, is then not JSON (-32700).
      buffer.removeSubrange(buffer.startIndex..<headerEnd.upperBound)
      return Data()
    }
    guard buffer.count - (headerEnd.upperBound - buffer.startIndex) >= length else { return nil }
    let body = buffer[headerEnd.upperBound..<(headerEnd.upperBound + length)]
    buffer.removeSubrange(buffer.startIndex..<(headerEnd.upperBound + length))
    return Data(body)
  }
}
