extension String {
    func trimmingWhitespace() -> String {
        let utf8 = self.utf8
        guard let first = utf8.firstIndex(where: { !$0.isWhitespace }),
            let last = utf8.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}
