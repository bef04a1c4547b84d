#!/usr/bin/env python3
"""Writes Sources/LineBreaking/JapanesePhraseModel+Weights.swift from BudouX's Japanese model.

BudouX (Apache-2.0, Copyright 2021 Google LLC) publishes its models as JSON in its Python
package (`pip download budoux`, then `budoux/models/ja.json` inside the wheel). Draper keeps the
weights as a plain list in a Swift string so the binary needs no resource files:

    python3 scripts/budoux-model.py path/to/ja.json budoux-version

The weights are copied unchanged; only their layout differs (one `group<TAB>feature<TAB>score`
line each, groups and features sorted so the file is stable).
"""
import json
import sys

HEADER = '''// BudouX's Japanese phrase model, version {version}: Copyright 2021 Google LLC, licensed
// under the Apache License, Version 2.0 (the licence's text: LICENSES/BudouX-Apache-2.0.txt).
// Changed from the original: the JSON laid out as tab-separated lines (scripts/budoux-model.py
// writes this file; edit that, not this).

extension JapanesePhraseModel {
    /// Every feature's weight: `group<TAB>feature<TAB>score`, one a line.
    static let weights = #"""
'''

def main():
    path, version = sys.argv[1], sys.argv[2]
    with open(path, encoding='utf-8') as file:
        model = json.load(file)
    lines = []
    for group in sorted(model):
        for feature in sorted(model[group]):
            lines.append(f'{group}\t{feature}\t{model[group][feature]}')
    out = 'Sources/LineBreaking/JapanesePhraseModel+Weights.swift'
    with open(out, 'w', encoding='utf-8') as file:
        file.write(HEADER.replace("{version}", version))
        file.write(''.join(f'        {line}\n' for line in lines))
        file.write('        """#\n}\n')

if __name__ == '__main__':
    main()
