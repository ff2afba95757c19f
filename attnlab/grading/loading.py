"""Importing an exercise's files by path, shared by the trusted loader (attnlab.registry) and the
sandbox worker, which imports each exercise's probe.py and nothing else of its folder."""

from __future__ import annotations

import importlib.util
import sys
import types
from pathlib import Path

TRUSTED_FILES = ("check.py", "solution.py", "exercise.py")  # never imported by the worker


def ensure_package(name: str, folder: str | Path) -> None:
    """Register ``name`` as a package over ``folder`` without running an ``__init__.py``."""
    if name not in sys.modules:
        package = types.ModuleType(name)
        package.__path__ = [str(folder)]
        package.__package__ = name
        sys.modules[name] = package


def import_file(name: str, file: str | Path):
    """Import ``file`` as module ``name``, after registering the packages above it over the
    folders above the file (``a.b.probe`` over ``.../a/b/probe.py``)."""
    if name in sys.modules:
        return sys.modules[name]
    above = [Path(file).parent, *Path(file).parent.parents]  # above[k]: k levels up
    parents = name.split(".")[:-1]
    for depth in range(len(parents)):
        ensure_package(".".join(parents[: depth + 1]), above[len(parents) - 1 - depth])
    spec = importlib.util.spec_from_file_location(name, file)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # before exec: dataclasses and pickling look the module up
    try:
        spec.loader.exec_module(module)
    except BaseException:
        del sys.modules[name]
        raise
    return module


def trusted_modules_loaded(folders: list[str]) -> list[str]:
    """Modules loaded from an exercise's trusted files (check.py, solution.py, exercise.py) under
    ``folders``: the worker refuses to serve if a probe pulled one in."""
    found = []
    for name, module in list(sys.modules.items()):
        file = getattr(module, "__file__", None) or ""
        if Path(file).name in TRUSTED_FILES and any(
                str(Path(file).resolve()).startswith(str(Path(f).resolve()) + "/") for f in folders):
            found.append(name)
    return found
