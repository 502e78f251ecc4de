import EmptyStateModel
import Foundation

enum RunInputs {
    /// The font files and every image file the screen can draw, at its canvas's scale.
    static func files(of screen: Screen) -> [(path: String, role: String)] {
        var inputs = screen.fontFiles.map { ($0, "a font file of the template") }
        for spec in screen.view.allImages {
            if let file = ImageResolver.resolve(spec, scale: screen.canvas.scale) { inputs.append((file.path, "an image the template draws")) }
        }
        return inputs
    }

    /// The input that `output` names, by the file's identity (so a second name, a symbolic
    /// link or ./ and ../ in the path are seen through). An output that does not exist yet is
    /// none of them.
    static func same(_ output: String, among inputs: [(path: String, role: String)]) -> (path: String, role: String)? {
        var target = stat()
        guard stat(output, &target) == 0 else { return nil }
        return inputs.first { input in
            var other = stat()
            return stat(input.path, &other) == 0 && other.st_dev == target.st_dev && other.st_ino == target.st_ino
        }
    }

    /// Whether `path` is named like a frame (frame-0000.png) in the folder `directory`.
    static func isFrame(_ path: String, in directory: String) -> Bool {
        let url = URL(fileURLWithPath: path)
        let name = url.lastPathComponent
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        var folder = stat(), parent = stat()
        return stat(directory, &folder) == 0 && stat(url.deletingLastPathComponent().path, &parent) == 0
            && folder.st_dev == parent.st_dev && folder.st_ino == parent.st_ino
    }
}
