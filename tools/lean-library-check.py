#!/usr/bin/env python3
"""The test products stay lean: EmptyStateTesting and EmptyStateSnapshotTesting must not depend,
however indirectly, on swift-syntax or Hummingbird (a user's test target would compile them on
every clean build). EmptyStateSourceTesting must bring swift-syntax: that is its purpose.

    swift package describe --type json | tools/lean-library-check.py

Prints one line per product and exits 1 when a product's dependencies are not what they should be.
"""
import json
import sys

HEAVY = {"SwiftSyntax", "SwiftParser", "Hummingbird"}


def closure(targets, name):
    """Every target and external product `name` depends on, directly or not."""
    seen, products, stack = set(), set(), [name]
    while stack:
        current = stack.pop()
        if current in seen or current not in targets:
            continue
        seen.add(current)
        target = targets[current]
        products.update(target.get("product_dependencies", []))
        stack.extend(target.get("target_dependencies", []))
    return seen, products


def main():
    try:
        package = json.load(sys.stdin)
    except json.JSONDecodeError as error:
        sys.exit(f"lean-library-check: swift package describe did not print JSON ({error})")
    targets = {target["name"]: target for target in package["targets"]}
    failed = False
    for product, lean in [("EmptyStateTesting", True), ("EmptyStateSnapshotTesting", True), ("EmptyStateSourceTesting", False)]:
        if product not in targets:
            print(f"lean-library-check: no target {product}")
            failed = True
            continue
        _, products = closure(targets, product)
        heavy = sorted(products & HEAVY)
        if lean and heavy:
            print(f"lean-library-check: {product} depends on {', '.join(heavy)}: a user's test target would compile it")
            failed = True
        elif not lean and "SwiftSyntax" not in products:
            print(f"lean-library-check: {product} does not bring swift-syntax, so it cannot read Swift in process")
            failed = True
        else:
            print(f"lean-library-check: {product}: {'none of ' + ', '.join(sorted(HEAVY)) if lean else 'swift-syntax, as it should'}")
    sys.exit(1 if failed else 0)


main()
