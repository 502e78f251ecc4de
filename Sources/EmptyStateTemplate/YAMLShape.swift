import CYaml

/// Measures a YAML document from libyaml's events before Yams builds its tree: how deep its
/// collections nest and how many nodes it has once every alias is expanded.
///
/// Yams shares an aliased node instead of copying it, but anything that walks the tree walks
/// each alias in full, so nine aliases of nine aliases of ... ("billion laughs") are refused
/// here, as soon as the count passes the limit. Yams also composes (and frees) a tree
/// recursively, so a document nested thousands deep would overflow the stack: refused here
/// too. Syntax errors are left for Yams to report, at the same place.
enum YAMLShape {
    static func check(_ text: String, path: String,
                      maxNodes: Int = TemplateLimits.yamlNodes, maxDepth: Int = TemplateLimits.yamlDepth) throws {
        var utf8 = Array(text.utf8)
        if utf8.isEmpty { return }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return }
        defer { yaml_parser_delete(&parser) }
        try utf8.withUnsafeMutableBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            try scan(&parser, path: path, maxNodes: maxNodes, maxDepth: maxDepth)
        }
    }

    private static func scan(_ parser: inout yaml_parser_t, path: String, maxNodes: Int, maxDepth: Int) throws {
        // The expanded size of each anchor, and of each collection still open.
        var anchors: [String: Int] = [:]
        var open: [(nodes: Int, anchor: String?)] = []
        var documentNodes = 0

        func fail(_ message: String, _ mark: yaml_mark_t) -> TemplateError {
            TemplateError(file: path, line: Int(mark.line) + 1, column: Int(mark.column) + 1, message: message)
        }
        func add(_ nodes: Int, at mark: yaml_mark_t) throws {
            let (sum, overflow) = (open.last?.nodes ?? documentNodes).addingReportingOverflow(nodes)
            guard !overflow, sum <= maxNodes else {
                throw fail("the template has more than \(maxNodes) YAML nodes once its aliases are expanded; the limit is \(maxNodes) nodes", mark)
            }
            if open.isEmpty { documentNodes = sum } else { open[open.count - 1].nodes = sum }
        }
        func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
        }

        while true {
            var event = yaml_event_t()
            // A syntax error: Yams finds the same one and reports it with its place.
            guard yaml_parser_parse(&parser, &event) == 1 else { return }
            defer { yaml_event_delete(&event) }
            let mark = event.start_mark
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return
            case YAML_SCALAR_EVENT:
                if let anchor = string(event.data.scalar.anchor) { anchors[anchor] = 1 }
                try add(1, at: mark)
            case YAML_ALIAS_EVENT:
                // An undefined alias is Yams's error to report.
                let size = string(event.data.alias.anchor).flatMap { anchors[$0] } ?? 1
                try add(size, at: mark)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                guard open.count < maxDepth else {
                    throw fail("the template nests lists and mappings more than \(maxDepth) deep; the limit is \(maxDepth) levels", mark)
                }
                let anchor = event.type == YAML_SEQUENCE_START_EVENT
                    ? string(event.data.sequence_start.anchor) : string(event.data.mapping_start.anchor)
                open.append((1, anchor))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let closed = open.popLast() else { return }
                if let anchor = closed.anchor { anchors[anchor] = closed.nodes }
                try add(closed.nodes, at: mark)
            default:
                break
            }
        }
    }
}
