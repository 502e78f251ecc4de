import EmptyStateModel
import EmptyStateObjCReader
import XCTest

/// Images (names, symbols, insets, tint) and CABasicAnimation.
final class ImageAndAnimationTests: XCTestCase {
    func image(_ expression: String, more: String = "") throws -> ImportedScreen {
        try onlyScreen(source("- (UIImage *)imageForEmptyDataSet:(UIScrollView *)s { return \(expression); }\n\(more)"))
    }

    func testImageNamesWithAndWithoutABundle() throws {
        XCTAssertEqual(try image("[UIImage imageNamed:@\"placeholder\"]")["image"], .map([TemplateEntry("name", .string("placeholder"))]))
        XCTAssertEqual(try image("[UIImage imageNamed:@\"p\" inBundle:[NSBundle bundleForClass:[self class]] compatibleWithTraitCollection:nil]")["image.name"],
                       .string("p"))
        XCTAssertEqual(try image("[UIImage systemImageNamed:@\"tray\"]")["image"], .map([TemplateEntry("systemName", .string("tray"))]))
        XCTAssertEqual(try image("[[UIImage imageNamed:@\"i\"] imageWithRenderingMode:UIImageRenderingModeAlwaysTemplate]")["image.name"], .string("i"))
        XCTAssertEqual(try image("[[UIImage imageNamed:@\"i\"] imageFlippedForRightToLeftLayoutDirection]")["image.flipsForRightToLeft"], .bool(true))
    }

    func testInsetsAndTint() throws {
        let screen = try image("""
            [[[UIImage imageNamed:@"bg"] resizableImageWithCapInsets:UIEdgeInsetsMake(25.0, 25.0, 25.0, 25.0) resizingMode:UIImageResizingModeStretch]
                imageWithAlignmentRectInsets:UIEdgeInsetsMake(0.0, 10, 0.0, 10)]
        """, more: "- (UIColor *)imageTintColorForEmptyDataSet:(UIScrollView *)s { return [UIColor colorWithHex:@\"c9c9c9\"]; }")
        XCTAssertEqual(screen["image"], .map([
            TemplateEntry("name", .string("bg")),
            TemplateEntry("tintColor", .string("#C9C9C9")),
            TemplateEntry("capInsets", .list([.number(25), .number(25), .number(25), .number(25)])),
            TemplateEntry("alignmentRectInsets", .list([.number(0), .number(10), .number(0), .number(10)])),
        ]))
        let zero = try image("[[UIImage imageNamed:@\"bg\"] imageWithAlignmentRectInsets:UIEdgeInsetsZero]")
        XCTAssertEqual(zero["image"], .map([TemplateEntry("name", .string("bg"))]), "zero alignment insets are the default")
    }

    func testAnImageNameThatIsNotALiteralIsItsPlaceholder() throws {
        let screen = try image("[UIImage imageNamed:[[NSString stringWithFormat:@\"placeholder_%@\", self.app.displayName] lowercaseString]]")
        XCTAssertEqual(screen["image.name"], .string("placeholder_⟨self.app.displayName⟩"))
        XCTAssertEqual(screen.warnings.count, 1)
        XCTAssertTrue(screen.warnings[0].hasSuffix("-[Screen imageForEmptyDataSet:]: image.name is not a literal: self.app.displayName"), screen.warnings[0])
        let whole = try image("self.emptyImage")
        XCTAssertEqual(whole["image.name"], .string("⟨self.emptyImage⟩"))
    }

    let animated = "- (BOOL)emptyDataSetShouldAnimateImageView:(UIScrollView *)s { return YES; }"

    func testATransformRotationAnimation() throws {
        let screen = try image("[UIImage imageNamed:@\"spinner\"]", more: """
        - (CAAnimation *)imageAnimationForEmptyDataSet:(UIScrollView *)scrollView {
            CABasicAnimation *animation = [CABasicAnimation animationWithKeyPath:@"transform"];
            animation.fromValue = [NSValue valueWithCATransform3D:CATransform3DIdentity];
            animation.toValue = [NSValue valueWithCATransform3D: CATransform3DMakeRotation(M_PI_2, 0.0, 0.0, 1.0) ];
            animation.duration = 0.25;
            animation.cumulative = YES;
            animation.repeatCount = MAXFLOAT;
            return animation;
        }
        \(animated)
        """)
        XCTAssertEqual(screen["image.animation"], .map([
            TemplateEntry("keyPath", .string("transform.rotation.z")), TemplateEntry("from", .number(0)),
            TemplateEntry("to", .number(Double.pi / 2)), TemplateEntry("duration", .number(0.25)),
            TemplateEntry("cumulative", .bool(true)), TemplateEntry("repeatCount", .string("inf")),
        ]))
        XCTAssertEqual(screen["animateImageView"], .bool(true))
    }

    func testKeyPathsNumbersAndTimingFunctions() throws {
        let screen = try image("[UIImage imageNamed:@\"dot\"]", more: """
        - (CAAnimation *)imageAnimationForEmptyDataSet:(UIScrollView *)scrollView {
            CABasicAnimation *a = [CABasicAnimation animation];
            a.keyPath = @"transform.scale";
            a.fromValue = @(1.0f);
            a.toValue = [NSNumber numberWithFloat:1.2];
            a.duration = 0.5;
            a.repeatCount = HUGE_VALF;
            a.timingFunction = [CAMediaTimingFunction functionWithName:kCAMediaTimingFunctionEaseInEaseOut];
            a.autoreverses = YES;
            return a;
        }
        \(animated)
        """)
        XCTAssertEqual(screen["image.animation.keyPath"], .string("transform.scale"))
        XCTAssertEqual(screen["image.animation.to"], .number(1.2))
        XCTAssertEqual(screen["image.animation.repeatCount"], .string("inf"))
        XCTAssertEqual(screen["image.animation.timingFunction"], .string("easeInEaseOut"))
        XCTAssertTrue(screen.warnings.contains { $0.contains("the animation's autoreverses has no template key") }, "\(screen.warnings)")
    }

    func testTheAnimationIsLeftOutWhenTheImageViewDoesNotAnimate() throws {
        let screen = try image("[UIImage imageNamed:@\"dot\"]", more: """
        - (CAAnimation *)imageAnimationForEmptyDataSet:(UIScrollView *)s {
            CABasicAnimation *a = [CABasicAnimation animationWithKeyPath:@"opacity"]; a.toValue = @0; return a;
        }
        - (BOOL)emptyDataSetShouldAnimateImageView:(UIScrollView *)s { return NO; }
        """)
        XCTAssertEqual(screen.template, .map([TemplateEntry("image", .map([TemplateEntry("name", .string("dot"))]))]),
                       "DZN runs the animation only when animateImageView is on; NO is the default and sets nothing")
    }
}
