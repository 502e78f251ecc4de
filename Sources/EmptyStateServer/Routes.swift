import EmptyStateExport
import Foundation
import Hummingbird
import ServiceLifecycle

/// The HTTP API (docs/command-line.md, "serve"): the page, the screens, renders, references,
/// differences, events and approve.
struct Routes: Sendable {
    let server: PreviewServer

    func add(to router: Router<BasicRequestContext>) {
        router.get("/") { _, _ in
            let screens = try? server.screensJSON.data(store: server.store, reviewer: server.reviewer, accessibility: server.accessibility)
            return Reply.page(GalleryPage.html(liveData: screens, token: server.token, review: server.reviewer != nil, audited: server.accessibility != nil))
        }
        router.get("api/screens") { _, _ in
            Reply.json(try server.screensJSON.data(store: server.store, reviewer: server.reviewer, accessibility: server.accessibility))
        }
        router.get("render/:file") { request, context in try await render(request, context) }
        router.get("reference/**") { request, _ in try await reference(request) }
        router.get("api/diff/**") { request, _ in try await diff(request) }
        router.get("events") { _, _ in events() }
        router.post("api/approve") { request, _ in try await Approver(server: server).approve(request) }
    }

    func render(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        let file = context.parameters.get("file").flatMap { $0.removingPercentEncoding } ?? ""
        let dot = file.lastIndex(of: ".") ?? file.endIndex
        let name = String(file[..<dot]), ext = String(file[dot...].dropFirst())
        guard let format = ExportFormat(rawValue: ext) else {
            return Reply.text(.badRequest, "error: /render/\(file): name the template with .png, .svg, .apng or .gif")
        }
        guard let template = server.store.template(named: name) else {
            let names = server.store.templates.compactMap(\.good?.name)
            return Reply.text(.notFound, "error: no template named '\(name)'; templates: \(names.joined(separator: ", "))")
        }
        let items = request.uri.queryParameters.map { (String($0.key), String($0.value)) }
        let screen: ScreenRequest
        do { screen = try ScreenQuery.parse(items, format: format) } catch { return Reply.text(.badRequest, "error: \(error)") }
        let key = "\(template.fingerprint)|\(template.name)|\(screen)"
        do {
            let source = template.source
            let data = try await server.cache.data(key: key) { try screen.render(source) }
            return Reply.file(data, type: Reply.types[ext] ?? "application/octet-stream", immutable: items.contains { $0.0 == "v" && $0.1 == template.fingerprint })
        } catch {
            return Reply.text(.unprocessableContent, "error: \(ServerError.line(error, file: template.file))")
        }
    }

    /// A reference PNG, only from inside `--reference`.
    func reference(_ request: Request) async throws -> Response {
        guard let reviewer = server.reviewer else { return Reply.text(.notFound, "error: no references: start serve with --reference DIR") }
        guard let path = Reply.tail(of: request, after: "/reference/"), path.hasSuffix(".png"),
              let file = PathSafety.existing(path, under: reviewer.referenceDirectory) else {
            return Reply.text(.forbidden, "error: only PNGs inside the reference folder are served")
        }
        let data = try await server.cache.run { try Data(contentsOf: URL(fileURLWithPath: file)) }
        return Reply.file(data, type: "image/png", immutable: false)
    }

    /// Reference | now | difference for a screen, as `check` draws on failure.
    func diff(_ request: Request) async throws -> Response {
        guard let reviewer = server.reviewer else { return Reply.text(.notFound, "error: no references: start serve with --reference DIR") }
        guard let id = Reply.tail(of: request, after: "/api/diff/"), PathSafety.isPlain(id), let (template, screen) = server.store.screen(id) else {
            return Reply.text(.notFound, "error: no such screen")
        }
        let review = ScreenReview(referenceDirectory: reviewer.referenceDirectory)
        let source = template.source, wanted = screen.request
        let reference = screen.referenceID
        let data = try await server.cache.run { try review.diffPNG(of: try wanted.pixels(source), id: reference) }
        guard let data else { return Reply.text(.notFound, "error: \(id) has no readable reference") }
        return Reply.file(data, type: "image/png", immutable: false)
    }

    /// Server-Sent Events until the page goes away.
    func events() -> Response {
        let (id, stream) = server.hub.subscribe()
        let hub = server.hub
        return Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"], body: ResponseBody { writer in
            // Ends with the server: an open stream would hold its graceful shutdown forever.
            try await withGracefulShutdownHandler {
                for await frame in stream { try await writer.write(ByteBuffer(string: frame)) }
            } onGracefulShutdown: {
                hub.finish(id)
            }
            try await writer.finish(nil)
        })
    }
}
