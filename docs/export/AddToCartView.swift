// Written by hand: the screen examples/add-to-cart.dial specifies, as an iOS developer writes it in SwiftUI.

import Observation
import SwiftUI

@MainActor @Observable
final class AddToCartModel {
  var itemCount = 0
  var itemQuantityDescription = ""

  func addToCart() {
    itemCount += 1
    itemQuantityDescription = "\(itemCount) in cart"
  }
}

struct AddToCartView: View {
  @Bindable var model: AddToCartModel

  var body: some View {
    ScrollView {
      Button("Add to Cart") { model.addToCart() }
        .buttonStyle(AddToCartStyle(quantity: model.itemQuantityDescription))
        .accessibilityIdentifier("addToCart")
    }
  }
}

/// The tinted cart button whose cart fills while it is pressed.
private struct AddToCartStyle: ButtonStyle {
  let quantity: String

  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 4) {
      VStack(spacing: 2) {
        configuration.label
        if !quantity.isEmpty { Text(quantity).font(.subheadline) }
      }
      Image(systemName: configuration.isPressed ? "cart.fill.badge.plus" : "cart.badge.plus")
    }
    .padding(.horizontal, 12).padding(.vertical, 7)
    .foregroundStyle(Color.accentColor)
    .background(Color.accentColor.opacity(0.15), in: RoundedRectangle(cornerRadius: 8))
  }
}
