import EmptyStateExport
import Foundation
import Hummingbird

/// `POST /api/approve` with `{"ids": [...]}` or `{"ids": "all"}`: writes those screens'
/// references exactly as `check --record` does (same renders, encoder and durable write), and
/// nothing else: only PNGs of known screens, inside `--reference`.
struct Approver {
    let server: PreviewServer

    func approve(_ request: Request) async throws -> Response {
        guard let reviewer = server.reviewer, let options = server.options.checkOptions else {
            return Reply.json(["error": "approving needs references: start serve with --reference DIR"], status: .conflict)
        }
        let body = try await request.body.collect(upTo: 1 << 20)
        let object = (try? JSONSerialization.jsonObject(with: Data(buffer: body))) as? [String: Any]
        let wanted: [String]
        if object?["ids"] as? String == "all" {
            // Every screen that is not known to match: changed, new, or not yet compared.
            wanted = server.store.templates.compactMap(\.good).flatMap { template in
                template.screens.filter { reviewer.status($0.id, fingerprint: template.fingerprint) != .unchanged }.map(\.id)
            }
        } else if let ids = object?["ids"] as? [String] {
            wanted = ids
        } else {
            return Reply.json(["error": "the body must be JSON: {\"ids\": [\"<screen id>\", …]} or {\"ids\": \"all\"}"], status: .badRequest)
        }
        var files = Set<String>(), pictures = Set<String>()
        for id in wanted {
            guard let (template, screen) = server.store.screen(id) else {
                return Reply.json(["error": "'\(id)' is not a screen of this server (ids are as GET /api/screens lists them)"], status: .badRequest)
            }
            guard id.hasSuffix(".png"), PathSafety.writable(id, under: reviewer.referenceDirectory) else {
                return Reply.json(["error": "'\(id)' would be written outside the reference folder: refused"], status: .forbidden)
            }
            files.insert(template.file)
            // A state drawn exactly as another is approved as that picture, which it is filed as.
            pictures.insert(screen.referenceID)
        }
        let ids = pictures, paths = files.sorted()
        let report = try await server.cache.run { try SnapshotChecker(options: options).approve(paths: paths, ids: ids) }
        let approved = report.cases.filter { $0.status == .recorded }.map(\.path).sorted()
        let errors = report.cases.compactMap { item -> String? in
            if case let .error(message) = item.status { return message }
            return nil
        }
        // The states filed as an approved picture are compared with it again too.
        let written = Set(approved)
        let touched = server.store.templates.compactMap(\.good).flatMap(\.screens).filter { written.contains($0.referenceID) }.map(\.id)
        let changed = Array(Set(approved).union(touched)).sorted()
        reviewer.invalidate(changed)
        if !changed.isEmpty { server.statusesChanged(changed) }
        return Reply.json(["approved": approved, "errors": errors], status: errors.isEmpty ? .ok : .internalServerError)
    }
}
