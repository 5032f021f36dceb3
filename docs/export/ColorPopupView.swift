// Written by hand: the screen examples/color-popup.dial specifies, as an iOS developer writes it in SwiftUI.

import Observation
import SwiftUI

@MainActor @Observable
final class ColorPopupModel {
  enum Size: String, CaseIterable {
    case small = "Small", medium = "Medium", large = "Large"

    var title: String { String(localized: String.LocalizationValue(rawValue)) }
  }

  var chosenColor = "Flower Power"
  var size = Size.medium
}

struct ColorPopupView: View {
  @Bindable var model: ColorPopupModel

  var body: some View {
    ScrollView {
      VStack(spacing: 8) {
        Menu {
          Picker("Color", selection: $model.chosenColor) {
            Label("Bondi Blue", systemImage: "drop.fill").tag("Bondi Blue")
            Label("Flower Power", systemImage: "camera.macro").tag("Flower Power")
          }
        } label: {
          Label(model.chosenColor, systemImage: model.chosenColor == "Bondi Blue" ? "drop.fill" : "camera.macro")
            .padding(14)
        }
        .buttonStyle(.bordered)
        .accessibilityIdentifier("color")
        Menu {
          Picker("Size", selection: $model.size) {
            ForEach(ColorPopupModel.Size.allCases, id: \.self) { size in
              Text(size.title).tag(size).disabled(size == .small)
            }
          }
        } label: {
          Text(model.size.title).padding(14)
        }
        .buttonStyle(.bordered)
        .accessibilityLabel("Size")
        .accessibilityValue(model.size.title)
        .accessibilityIdentifier("sizePicker")
      }
    }
  }
}
