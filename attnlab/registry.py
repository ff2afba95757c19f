"""Where the CLI, pytest and the app find exercises: the bundled ones and instructors' packs.

`attnlab.grading` never imports `exercises`; callers hand the sandbox the exercises they chose.

A pack is a folder laid out like `exercises/`: every ``*.py`` directly in it (except names starting
with ``_``) is one exercise module exporting ``EXERCISE`` or ``EXERCISES``, optionally ``STRINGS``
(its feedback texts, keys starting with ``<exercise id>.``), and reading its reference solutions
from ``solutions/<id>.py`` with ``attnlab.grading.model.solution_file``. A pack module imports only
attnlab, torch and the standard library: the sandbox worker loads it from its file, by the unique
module name given here.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.util
import keyword
import os
import sys
import threading
from collections.abc import Iterable
from pathlib import Path

from attnlab import i18n
from attnlab.errors import InputError
from attnlab.grading.model import Exercise

ENV = "ATTNLAB_PACKS"
# One load per folder: exercises are compared by identity (runner.module_of).
_loaded: dict[Path, tuple[Exercise, ...]] = {}
# Each folder's feedback texts, added to the i18n table once its ids are known to be unique.
_strings: dict[Path, dict] = {}
_owner: dict[str, Path] = {}  # which folder's exercise id each added string key belongs to
_lock = threading.Lock()


def bundled() -> tuple[Exercise, ...]:
    import exercises

    return exercises.ALL


def module_name(folder: Path, stem: str) -> str:
    """A stable name, unique per pack folder, under which the trusted side and the worker agree."""
    digest = hashlib.sha256(str(folder.resolve()).encode()).hexdigest()[:8]
    return f"attnlab_pack_{digest}_{stem}"


def load_pack(folder: str | os.PathLike) -> tuple[Exercise, ...]:
    """The exercises of one pack folder, in file-name order; raises InputError with the reason."""
    path = Path(folder).expanduser()
    if not path.is_dir():
        raise InputError("error.pack_missing", path=str(path))
    key = path.resolve()
    with _lock:
        if key not in _loaded:
            _loaded[key] = _load(key)
        return _loaded[key]


def _load(folder: Path) -> tuple[Exercise, ...]:
    files = sorted(f for f in folder.glob("*.py") if f.is_file() and not f.name.startswith("_"))
    if not files:
        raise InputError("error.pack_empty", path=str(folder))
    found: list[Exercise] = []
    for file in files:
        module = _import(folder, file)
        exported = [getattr(module, "EXERCISE", None), *(getattr(module, "EXERCISES", None) or ())]
        exported = [e for e in exported if e is not None]
        if not exported:
            raise InputError("error.pack_no_exercise", path=str(file))
        for exercise in exported:
            _validate(exercise, file)
        _strings.setdefault(folder, {}).update(_check_strings(module, exported, file))
        found += exported
    return tuple(found)


def _import(folder: Path, file: Path):
    name = module_name(folder, file.stem)
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, file)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # before exec: dataclasses and pickling look the module up
    try:
        spec.loader.exec_module(module)
    except BaseException as e:  # noqa: BLE001 - the instructor's code: report it, do not crash
        del sys.modules[name]
        error = f"{type(e).__name__}: {e}"[:300]
        raise InputError("error.pack_load", path=str(file), error=error) from None
    return module


def _validate(exercise, file: Path) -> None:
    def bad(key: str, **args):
        ident = getattr(exercise, "id", "?")
        return InputError("error.pack_invalid", id=ident, path=str(file),
                          problem=i18n.t(key, "en", **args))

    if not isinstance(exercise, Exercise):
        raise bad("pack.not_exercise")
    if not exercise.id.isidentifier() or keyword.iskeyword(exercise.id):
        raise bad("pack.not_identifier")
    for field in ("title", "statement", "hints"):
        texts = getattr(exercise, field)
        if not isinstance(texts, dict) or not texts.get("en") or not texts.get("zh"):
            raise bad("pack.no_language", field=field)
    try:
        exercise.solution_source()
    except OSError:
        raise bad("pack.no_solution", file=f"solutions/{exercise.id}.py") from None


def _check_strings(module, exported: list[Exercise], file: Path) -> dict:
    table = getattr(module, "STRINGS", None) or {}
    prefixes = tuple(e.id + "." for e in exported)
    for key, entry in table.items():
        if (not isinstance(key, str) or not key.startswith(prefixes)
                or (key in i18n.STRINGS and key not in _owner)  # a core string
                or not isinstance(entry, dict) or not entry.get("en") or not entry.get("zh")):
            raise InputError("error.pack_strings", path=str(file), name=str(key),
                             example=f"{exported[0].id}.wrong_shape")
    return dict(table)


def _add_strings(folder: Path) -> None:
    """Add a pack's feedback texts to the i18n table (once); called after the id check."""
    table = _strings.get(folder, {})
    with _lock:
        for key in table:
            if key in _owner and _owner[key] != folder:
                raise InputError("error.pack_id_clash", id=key.split(".")[0],
                                 first=str(_owner[key]), second=str(folder))
        fresh = {k: v for k, v in table.items() if k not in _owner}
        i18n.add_strings(fresh)
        _owner.update({k: folder for k in fresh})


def exercises(packs: Iterable[str | os.PathLike] = ()) -> tuple[Exercise, ...]:
    """The bundled exercises followed by each pack's; ids must be unique across all of them."""
    chosen = list(bundled())
    where = {e.id: "exercises/" for e in chosen}
    for folder in packs:
        for e in load_pack(folder):
            if e.id in where:
                raise InputError("error.pack_id_clash", id=e.id, first=where[e.id],
                                 second=str(folder))
            where[e.id] = str(folder)
            chosen.append(e)
        _add_strings(Path(folder).expanduser().resolve())
    return tuple(chosen)


def env_packs() -> list[str]:
    """The pack folders listed in ATTNLAB_PACKS (separated by os.pathsep)."""
    return [p for p in os.environ.get(ENV, "").split(os.pathsep) if p.strip()]


@functools.lru_cache(maxsize=1)
def app_exercises() -> tuple[Exercise, ...]:
    """The app's exercises: bundled plus ATTNLAB_PACKS. A broken pack is left out with a warning
    on stderr, so one instructor's mistake does not take the whole app down."""
    good: list[str] = []
    for folder in env_packs():
        try:
            exercises([*good, folder])
            good.append(folder)
        except InputError as e:
            sys.stderr.write(f"attnlab: {ENV}: {i18n.t(e.key, 'en', **e.args_)}\n")
    return exercises(good)


def by_id(chosen: Iterable[Exercise]) -> dict[str, Exercise]:
    return {e.id: e for e in chosen}
