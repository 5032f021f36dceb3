// Written by hand: the screen examples/checkout.dial specifies, as an iOS developer writes it in UIKit.

import Observation
import UIKit

@MainActor @Observable
final class CheckoutModel {
  var itemCount = 0
  var busy = false
  var orders = 0

  func checkout() {
    busy = true
    orders += 1
  }
}

final class CheckoutViewController: UIViewController {
  var model = CheckoutModel()
  private let checkoutButton = UIButton(configuration: .filled())

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    checkoutButton.configuration?.image = UIImage(systemName: "cart.fill")
    checkoutButton.configuration?.buttonSize = .large
    checkoutButton.configuration?.baseBackgroundColor = .systemOrange
    checkoutButton.accessibilityHint = String(localized: "Places your order")
    checkoutButton.accessibilityIdentifier = "checkout"
    checkoutButton.addAction(UIAction { [unowned self] _ in model.checkout() }, for: .primaryActionTriggered)
    checkoutButton.configurationUpdateHandler = { [unowned self] button in
      button.configuration?.title = model.busy ? String(localized: "Placing Order") : String(localized: "Checkout")
      button.configuration?.showsActivityIndicator = model.busy
      button.accessibilityValue = model.busy ? String(localized: "In progress") : nil
    }

    // Scrolls when the button outgrows the screen at the largest text sizes.
    let scrollView = UIScrollView()
    scrollView.addSubview(checkoutButton)
    view.addSubview(scrollView)
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    checkoutButton.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
      checkoutButton.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      checkoutButton.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      checkoutButton.centerXAnchor.constraint(equalTo: scrollView.frameLayoutGuide.centerXAnchor),
    ])
    updateFromModel()
  }

  private func updateFromModel() {
    withObservationTracking {
      checkoutButton.isEnabled = model.itemCount > 0 && !model.busy
    } onChange: { [weak self] in
      Task { @MainActor [weak self] in
        self?.checkoutButton.setNeedsUpdateConfiguration()
        self?.updateFromModel()
      }
    }
  }
}
