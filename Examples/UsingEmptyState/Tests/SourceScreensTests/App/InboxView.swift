// An app's own SwiftUI view, as it is in the app: read by the test, never compiled here.
import SwiftUI

struct InboxView: View {
    var body: some View {
        ContentUnavailableView {
            Label("No Messages", systemImage: "tray")
        } description: {
            Text("When you have messages, you’ll see them here.")
        }
    }
}
