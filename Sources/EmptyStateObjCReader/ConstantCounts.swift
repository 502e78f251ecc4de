/// DZN sources whose table or collection view always has rows: `- (NSInteger)tableView:…
/// numberOfRowsInSection:… { return 4; }` (and `numberOfSectionsInTableView:`, if any, a positive
/// literal too). DZNEmptyDataSet draws only when its item count is 0, so such a class is no
/// screen unless `emptyDataSetShouldBeForcedToDisplay:` may return YES (the Swift reader's
/// `NeverEmptyTables`).
enum ConstantCounts {
    static let rowSelectors: Set<String> = ["tableView:numberOfRowsInSection:", "collectionView:numberOfItemsInSection:"]
    static let sectionSelectors: Set<String> = ["numberOfSectionsInTableView:", "numberOfSectionsInCollectionView:"]
    static let forcedSelector = "emptyDataSetShouldBeForcedToDisplay:"

    static func isCountOrForced(_ selector: String) -> Bool {
        rowSelectors.contains(selector) || sectionSelectors.contains(selector) || selector == forcedSelector
    }

    /// Records what the method's body (its braces included) returns.
    static func record(_ selector: String, body: [Token], of className: String, in buffer: SourceBuffer, into scan: inout FileScan) {
        let returned = onlyReturned(body, buffer)
        if selector == forcedSelector {
            // Anything but a literal NO may force it (a condition read at run time).
            if returned != "NO" && returned != "false" { scan.forcedDisplay.insert(className) }
            return
        }
        let positive = returned.flatMap { Int($0) }.map { $0 > 0 } ?? false
        scan.countMethods[className, default: [:]][selector] = positive
    }

    /// Whether the class's tables always have rows, as its file declares it.
    static func alwaysFilled(_ className: String, _ scan: FileScan) -> Bool {
        guard !scan.forcedDisplay.contains(className), let counts = scan.countMethods[className],
              counts.keys.contains(where: rowSelectors.contains) else { return false }
        return counts.values.allSatisfy { $0 }
    }

    /// `{ return X; }`: X's spelling, when it is one token (the body as collected, braces included).
    private static func onlyReturned(_ body: [Token], _ buffer: SourceBuffer) -> String? {
        guard let close = body.lastIndex(where: { $0.isPunct(.rbrace) }), close == 4, body[0].isPunct(.lbrace),
              body[1].kind == .identifier, buffer.text(body[1]) == "return",
              body[2].kind == .number || body[2].kind == .identifier, body[3].isPunct(.semicolon) else { return nil }
        return buffer.text(body[2])
    }
}
