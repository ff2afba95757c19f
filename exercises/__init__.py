"""The bundled exercises: one folder each (see attnlab.registry for the layout), listed in
order.txt, loaded through the same loader as an instructor's pack. Installed, this package is
``attnlab.exercises`` (pyproject.toml maps the folder there); in a checkout, ``exercises``.

``exercises.ALL`` (in order) and ``exercises.BY_ID`` are loaded on first use, so importing this
package loads no checker: the sandbox worker imports only each folder's probe.py.
"""

from __future__ import annotations


def __getattr__(name: str):
    if name in ("ALL", "BY_ID"):
        from attnlab import registry

        chosen = registry.bundled()
        return chosen if name == "ALL" else {e.id: e for e in chosen}
    raise AttributeError(name)
