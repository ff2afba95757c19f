"""Read one notebook's code cells in a process of its own, with its memory and CPU time capped.

Run by attnlab.grading.submissions as ``python -I nbparse.py REPO_ROOT FILE``. A notebook is JSON
of any shape and size up to MAX_NOTEBOOK_BYTES: a million tiny cells cost json and nbformat
gigabytes and a minute. Here that cost hits these limits, not the grader's process, which reads
back one bounded line of plain JSON: {"cells": [{"source", "count"}], "nbformat"} or {"error"}.
Nothing in a notebook is executed here.
"""

from __future__ import annotations

import json
import resource
import sys

MEMORY_BYTES = 768 * 2**20  # address space: a 64 MiB notebook of base64 plots parses in ~300 MB
CPU_SECONDS = 8
# JSON objects (cells, outputs, metadata) in one notebook: a real one, plots and widgets included,
# holds a few thousand; counting them stops a notebook of tiny cells whose "cell_type" keys were
# spelled with escapes (so that the grader's cheap count missed them) within a fraction of a second.
MAX_OBJECTS = 100_000


def cells_of(nb: dict) -> list[dict]:
    """The code cells of a version-4 notebook as {"source", "count"}; ValueError if malformed."""
    if not isinstance(nb, dict):
        raise ValueError("not a JSON object")
    cells = nb.get("cells")
    if not isinstance(cells, list):
        raise ValueError("no list of cells")
    out = []
    for cell in cells:
        if not isinstance(cell, dict) or not isinstance(cell.get("cell_type"), str):
            raise ValueError("a cell without a cell_type")
        if cell["cell_type"] != "code":
            continue
        source = cell.get("source", "")
        if isinstance(source, list) and all(isinstance(s, str) for s in source):
            source = "".join(source)
        if not isinstance(source, str):
            raise ValueError("a code cell whose source is not text")
        count = cell.get("execution_count")
        out.append({"source": source,
                    "count": count if isinstance(count, int) and not isinstance(count, bool)
                    else None})
    return out


class TooComplex(Exception):
    pass


def parse(data: bytes, max_cells: int, max_source: int, max_objects: int = 0) -> dict:
    from attnlab.grading.submissions import decode

    objects = 0

    def counted(pairs):  # every JSON object passes here: a notebook of a million cells stops early
        nonlocal objects
        objects += 1
        if objects > max_objects:
            raise TooComplex
        return dict(pairs)

    try:
        nb = json.loads(decode(data), object_pairs_hook=counted)
    except TooComplex:
        return {"error": "objects"}
    except ValueError as e:
        return {"error": f"{type(e).__name__}: {e}"[:200]}
    del data
    major = nb.get("nbformat") if isinstance(nb, dict) else None
    if not isinstance(major, int) or isinstance(major, bool):
        return {"error": "no nbformat version"}
    if major < 4:  # nbformat 3 (worksheets): nbformat converts it, cells counted first
        sheets = nb.get("worksheets") if isinstance(nb.get("worksheets"), list) else []
        count = sum(len(w.get("cells", ())) for w in sheets if isinstance(w, dict)
                    and isinstance(w.get("cells", ()), list))
        if count > max_cells:
            return {"error": "cells", "cells": count}
        try:
            import nbformat

            nb = json.loads(nbformat.writes(nbformat.convert(nbformat.from_dict(nb), 4)))
        except Exception as e:  # noqa: BLE001 - nbformat raises many kinds: not a notebook
            return {"error": f"{type(e).__name__}: {e}"[:200]}
    if isinstance(nb.get("cells"), list) and len(nb["cells"]) > max_cells:
        return {"error": "cells", "cells": len(nb["cells"])}
    try:
        cells = cells_of(nb)
    except ValueError as e:
        return {"error": str(e)[:200]}
    size = sum(len(c["source"].encode("utf-8", "surrogatepass")) for c in cells)
    if size > max_source:
        return {"error": "source", "size": size}
    return {"cells": cells, "nbformat": major}


def main() -> None:
    root, path, max_bytes, max_cells, max_source = sys.argv[1], sys.argv[2], *map(int, sys.argv[3:6])
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_BYTES, MEMORY_BYTES))
    resource.setrlimit(resource.RLIMIT_CPU, (CPU_SECONDS, CPU_SECONDS))
    sys.path.insert(0, root)
    try:
        with open(path, "rb") as f:
            data = f.read(max_bytes + 1)
        result = parse(data, max_cells, max_source, MAX_OBJECTS) if len(data) <= max_bytes else \
            {"error": "bytes", "size": len(data)}
    except MemoryError:
        result = {"error": "memory"}
    except RecursionError:  # [[[[...]]]]: nested too deep to be a notebook
        result = {"error": "RecursionError: nested too deeply"}
    except OSError as e:
        result = {"error": "os", "why": e.strerror or type(e).__name__}
    sys.stdout.write(json.dumps(result, ensure_ascii=True) + "\n")


if __name__ == "__main__":
    main()
