import Foundation
import FoundationXML

/// Parses a whole XML document with Foundation's parser, keeping the element names and the
/// text of `type="html"` elements.
final class XMLReader: NSObject, XMLParserDelegate {
    private(set) var elements: [String] = []
    private(set) var htmlContents: [String] = []
    private(set) var error: (any Error)?
    private var collecting: String?

    init(_ text: String) {
        super.init()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = self
        if !parser.parse() { error = parser.parserError ?? error }
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if !elements.contains(elementName) { elements.append(elementName) }
        if attributes["type"] == "html" { collecting = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        collecting? += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if let text = collecting { htmlContents.append(text) }
        collecting = nil
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        error = parseError
    }
}
