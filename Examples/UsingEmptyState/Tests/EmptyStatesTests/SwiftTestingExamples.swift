import EmptyStateTesting
import Testing

@Test func inbox() {
    expectEmptyState(template: "Templates/empty-inbox.yaml", matches: "__Snapshots__/inbox.png")
}

@Test(arguments: ControlState.allCases)
func inboxButtonStates(state: ControlState) {
    expectEmptyState(template: "Templates/error-retry.yaml", state: state,
                     matches: "__Snapshots__/error-retry-\(state).png")
}
