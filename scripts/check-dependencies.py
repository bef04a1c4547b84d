#!/usr/bin/env python3
"""Package.swift declares exactly the modules each target under Sources/ imports.

SwiftPM lets a target import a module it reaches only through another target's
dependencies; the build then works by accident of order and breaks when the graph moves.
This compares `swift package dump-package` with the import lines of every source file.
"""

import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# Modules of the toolchain and the system, which are never declared.
SYSTEM = {"Foundation", "FoundationEssentials", "Glibc", "Dispatch", "Synchronization", "Testing", "XCTest",
          "PackagePlugin", "Darwin", "Musl"}
IMPORT = re.compile(r"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+"
                    r"(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_]\w*)", re.MULTILINE)


def main() -> int:
    manifest = json.loads(subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, check=True,
                                         capture_output=True, text=True).stdout)
    problems = []
    for target in manifest["targets"]:
        if target["type"] not in ("regular", "executable"):
            continue
        folder = ROOT / (target.get("path") or f"Sources/{target['name']}")
        sources = sorted(folder.rglob("*.swift"))
        if not sources:
            continue  # a C target
        declared = set()
        for dependency in target.get("dependencies", []):
            for kind in ("byName", "target", "product"):
                if kind in dependency:
                    declared.add(dependency[kind][0])
        imported = set()
        for source in sources:
            imported.update(IMPORT.findall(source.read_text(encoding="utf-8")))
        imported -= SYSTEM | {target["name"]}
        for name in sorted(imported - declared):
            problems.append(f"Package.swift: error: target '{target['name']}' imports {name} without declaring it")
        for name in sorted(declared - imported):
            problems.append(f"Package.swift: error: target '{target['name']}' declares {name} and never imports it")
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
