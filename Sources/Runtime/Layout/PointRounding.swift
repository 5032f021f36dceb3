/// How far from a whole point a measured length may be and still count as that point: floating-point noise such
/// as 5 × 20.4 = 102.00000000000001 must not round 102 up to 103.
let pointRoundingTolerance = 1e-9

/// `length` rounded up to whole points, as UIKit's label sizing does (`ceil`), so that centered positions are
/// exact; lengths within `pointRoundingTolerance` of a whole point are that point.
public func roundedUpToPoints(_ length: Double) -> Double {
  let nearest = length.rounded()
  if abs(length - nearest) <= pointRoundingTolerance { return nearest }
  return length.rounded(.up)
}
