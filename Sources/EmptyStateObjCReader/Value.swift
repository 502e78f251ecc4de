/// What the abstract interpreter knows of an expression's value. Whatever it cannot know (a
/// property of another object, a call it cannot evaluate) is `.unknown`, which carries the
/// expression's source: it becomes a placeholder and a warning, never a guess.
indirect enum Value {
    case null
    case bool(Bool)
    case number(Double)
    case text(TextValue)
    case color(ColorValue)
    case font(FontValue)
    case image(ImageValue)
    /// UIEdgeInsets: top, left, bottom, right.
    case insets([Value])
    case size(Value, Value)
    case transform(Transform)
    case range(TextRange)
    /// A constant the reader knows by name (`NSFontAttributeName`, `NSTextAlignmentCenter`,
    /// `UIFontTextStyleBody`, `UIFontWeightBold`, `kCAMediaTimingFunctionLinear`).
    case constant(String)
    /// A name the reader does not know (`ApplicationTypeAirbnb`): equal only to itself.
    case symbol(String, Unknown)
    /// The expression the screens branch on (`self.application.type`), in this screen's case.
    case caseValue
    case classRef(String)
    /// `[Class alloc]` before its `init…`.
    case allocated(String)
    case selfRef
    case dictionary(DictionaryBox)
    case object(ObjectBox)
    case attributed(AttributedBox)
    case unknown(Unknown)

    var number: Double? {
        switch self {
        case .number(let n): return n
        case .bool(let b): return b ? 1 : 0
        default: return nil
        }
    }

    /// `NSLocalizedString(…)` and what is made of it (its format filled, its case changed).
    var isLocalizedText: Bool {
        if case .text(.localized) = self { return true }
        return false
    }

    /// The first unknown a value is made of, for "is not a literal" warnings.
    var unknownPart: Unknown? {
        switch self {
        case .unknown(let u): return u
        case .symbol(_, let u): return u
        default: return nil
        }
    }
}

/// An expression whose value is not statically known: its place, and its source on one line,
/// read from the buffer only when a warning or a placeholder needs it.
struct Unknown: Equatable {
    private let buffer: SourceBuffer?
    private let name: String?
    let offset: UInt32
    private let end: UInt32

    /// The expression `start..<end` of the buffer.
    init(_ buffer: SourceBuffer, _ start: UInt32, _ end: UInt32) {
        self.buffer = buffer; self.name = nil; self.offset = start; self.end = end
    }

    /// A name (a parameter, an uninitialized variable) at `offset` of `buffer` (nil: the file
    /// of the method that reports it).
    init(name: String, offset: UInt32, buffer: SourceBuffer? = nil) {
        self.buffer = buffer; self.name = name; self.offset = offset; self.end = offset
    }

    /// `file:line:col: ` where it is: in its own file, which is `fallback`'s unless a method
    /// of another file (a subclass's override) gave it.
    func prefix(or fallback: SourceBuffer) -> String { (buffer ?? fallback).prefix(Int(offset)) }

    var source: String {
        name ?? buffer!.collapsed(Int(offset), Int(end), limit: ReaderLimits.placeholderExpression)
    }

    static func == (a: Unknown, b: Unknown) -> Bool { a.offset == b.offset && a.end == b.end && a.name == b.name }
}

/// CATransform3D values an animation may use.
enum Transform {
    case identity
    /// `CATransform3DMakeRotation(angle, x, y, z)`.
    case rotation(angle: Value, axis: (Double, Double, Double))
    case scale(Value, Value, Value)
}

/// NSRange over an attributed string.
enum TextRange {
    case whole
    /// `[string rangeOfString:@"…"]`.
    case match(String)
    case numeric(location: Int, length: Int)
    case unknown(Unknown)
}

enum ColorValue: Equatable {
    /// Components 0…1.
    case rgba(Double, Double, Double, Double)
    /// A semantic color (`systemGray`, `label`) or an asset catalog color (`colorNamed:`).
    case named(String)
    case clear
}

struct FontValue {
    var name: String?
    var size: Value?
    var weight: String?
    var textStyle: String?
}

struct ImageValue {
    var name: TextValue?
    var systemName: TextValue?
    var capInsets: [Value]?
    var alignmentRectInsets: [Value]?
    var tintColor: Value?
    var flipsForRightToLeft = false
    /// The size the app's own resizing method draws it at (`resizeImage:withSize:CGSizeMake(100, 100)`).
    var resizedTo: (width: Double, height: Double)?
}

/// NSMutableDictionary (and literal dictionaries): mutated in place, as the object it is.
final class DictionaryBox {
    var entries: [(key: Value, value: Value)] = []
    /// Where each entry was set (0: not known), for warnings about it.
    var offsets: [UInt32] = []

    init(_ entries: [(key: Value, value: Value)] = [], at offset: UInt32 = 0) {
        self.entries = entries
        offsets = Array(repeating: offset, count: entries.count)
    }

    /// Keys are compared by what they name: a constant, a symbol or a literal string.
    static func keyName(_ key: Value) -> String? {
        switch key {
        case .constant(let name): return name
        case .symbol(let name, _): return name
        case .text(let text): return text.literal
        default: return nil
        }
    }

    func set(_ value: Value, for key: Value, at offset: UInt32 = 0) {
        let name = DictionaryBox.keyName(key)
        if let name, let i = entries.firstIndex(where: { DictionaryBox.keyName($0.key) == name }) {
            if case .null = value {
                entries.remove(at: i)
                offsets.remove(at: i)
            } else {
                entries[i].value = value
                offsets[i] = offset
            }
        } else if case .null = value {
        } else {
            entries.append((key, value))
            offsets.append(offset)
        }
    }

    func value(for key: Value) -> Value? {
        guard let name = DictionaryBox.keyName(key) else { return nil }
        return entries.first { DictionaryBox.keyName($0.key) == name }?.value
    }

    func copy() -> DictionaryBox {
        let result = DictionaryBox(entries)
        result.offsets = offsets
        return result
    }
}

/// NSMutableParagraphStyle, NSShadow, CABasicAnimation, a UIKit view: a class and the
/// properties set on it.
final class ObjectBox {
    let className: String
    var properties: [String: Value] = [:]
    /// The order properties were set in.
    var order: [String] = []
    /// A view's subviews, in the order they were added (`addSubview:`).
    var subviews: [ObjectBox] = []
    /// Whether it was given a subview the reader does not know (an app class's view).
    var addsUnreadSubviews = false
    /// The app's own class of a view built by that class's initializer (`BYC_ControllerCustomView`),
    /// whose methods and setters run on it; nil for UIKit's and Foundation's objects.
    var appClass: String?

    init(_ className: String) { self.className = className }

    func set(_ name: String, _ value: Value) {
        if properties[name] == nil { order.append(name) }
        properties[name] = value
    }
}

/// NS(Mutable)AttributedString: its text, the attributes of the whole string, and attributes
/// added over part of it (`runs`).
final class AttributedBox {
    var text: TextValue
    var attributes: DictionaryBox
    var runs: [(range: TextRange, attributes: DictionaryBox)] = []

    init(text: TextValue, attributes: DictionaryBox) {
        self.text = text
        self.attributes = attributes
    }
}
