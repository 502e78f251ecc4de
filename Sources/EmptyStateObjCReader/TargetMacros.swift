/// The macros clang and the iOS SDK define for an iPhone app built for a device, so that `#if`
/// takes the branch the app's iPhone build compiles. The `TARGET_OS_*` values are those of
/// Apple's TargetConditionals.h for iOS: every one is defined (0 or 1), and `TARGET_OS_MAC` is 1
/// on iOS too (it means any Apple platform). `DEBUG` is not defined: a release build. The SDK's
/// other headers are not read; the iOS version macros say an app for iOS 15 built with the iOS 18 SDK.
enum TargetMacros {
    static let minimumVersion = 150_000
    static let sdkVersion = 180_000

    static func all(objectiveCPlusPlus: Bool) -> [Macro] {
        var values: [(String, String)] = [
            ("TARGET_OS_MAC", "1"), ("TARGET_OS_IPHONE", "1"), ("TARGET_OS_IOS", "1"), ("TARGET_OS_EMBEDDED", "1"),
            ("TARGET_OS_OSX", "0"), ("TARGET_OS_MACCATALYST", "0"), ("TARGET_OS_UIKITFORMAC", "0"), ("TARGET_OS_TV", "0"),
            ("TARGET_OS_WATCH", "0"), ("TARGET_OS_VISION", "0"), ("TARGET_OS_XR", "0"), ("TARGET_OS_BRIDGE", "0"),
            ("TARGET_OS_DRIVERKIT", "0"), ("TARGET_OS_SIMULATOR", "0"), ("TARGET_IPHONE_SIMULATOR", "0"),
            ("TARGET_OS_NANO", "0"), ("TARGET_OS_UNIX", "0"), ("TARGET_OS_WIN32", "0"), ("TARGET_OS_WINDOWS", "0"),
            ("TARGET_OS_LINUX", "0"), ("TARGET_CPU_ARM64", "1"), ("TARGET_CPU_ARM", "0"), ("TARGET_CPU_X86", "0"),
            ("TARGET_CPU_X86_64", "0"), ("TARGET_RT_64_BIT", "1"), ("TARGET_RT_LITTLE_ENDIAN", "1"),
            ("__APPLE__", "1"), ("__MACH__", "1"), ("__OBJC__", "1"), ("__OBJC2__", "1"), ("__clang__", "1"),
            ("__clang_major__", "17"), ("__arm64__", "1"), ("__aarch64__", "1"), ("__LP64__", "1"), ("__STDC__", "1"),
            ("__IPHONE_OS_VERSION_MIN_REQUIRED", String(minimumVersion)),
            ("__IPHONE_OS_VERSION_MAX_ALLOWED", String(sdkVersion)),
            ("__ENVIRONMENT_IPHONE_OS_VERSION_MIN_REQUIRED__", String(minimumVersion)),
        ]
        if objectiveCPlusPlus { values.append(("__cplusplus", "201703L")) }
        return values.map { name, value in
            Macro(name: name, parameters: nil, body: [PPToken(kind: .number, text: value, spaceBefore: false, offset: 0)], offset: 0)
        }
    }

    /// `__IPHONE_13_0` → 130000, as Availability.h defines them (the header is not read).
    static func iOSVersion(_ name: String) -> Int? {
        guard name.hasPrefix("__IPHONE_") else { return nil }
        let parts = name.dropFirst("__IPHONE_".count).split(separator: "_", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), let major = Int(parts[0]) else { return nil }
        let minor = parts.count > 1 ? Int(parts[1]) : 0
        let patch = parts.count > 2 ? Int(parts[2]) : 0
        guard let minor, let patch else { return nil }
        return major * 10_000 + minor * 100 + patch
    }
}
