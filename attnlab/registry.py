"""Where the CLI, pytest and the app find exercises: the bundled ones and instructors' packs,
through one loader.

`attnlab.grading` never imports `exercises`; callers hand the sandbox the exercises they chose.

A pack is a folder of exercise folders, laid out like `exercises/`; ``order.txt`` (optional) lists
the folders in the order to show them, else they come in name order. One exercise is one folder
named by its id (the answer's name in answers.py):

- ``exercise.py``: KIND ("code", "number", "vector", "shape"), POINTS, LESSON (a lesson tab, or
  ""), TITLE, STATEMENT, HINTS (dicts with "en" and "zh"), STARTER, and optionally ALSO_IN (more
  lessons that link to it), STRINGS (its feedback texts, keys starting with ``<id>.``) and NEEDS
  (references its probe runs that every other child goes without, from worker.WITHHELD);
- ``check.py`` (trusted): ``make_payload(rng)``, drawing the run's inputs from the
  ``torch.Generator`` it is given, and ``check(payload, result)``;
- ``probe.py`` (code answers only): ``probe(answer, payload, device)``, the only file of the
  exercise the sandbox worker imports, so it may not import check.py, solution.py or any
  reference; everything it needs is imported before the worker forks;
- ``solution.py``: the reference answer as a submission writes it, read as text, never imported.

Each folder is loaded as the package ``<pack package>.<id>`` (check.py may import from
``.probe``), without running any ``__init__.py``.
"""

from __future__ import annotations

import functools
import hashlib
import importlib
import keyword
import os
import sys
import threading
from collections.abc import Iterable
from pathlib import Path

from attnlab import i18n
from attnlab.errors import InputError
from attnlab.grading.loading import ensure_package, import_file
from attnlab.grading.model import Exercise

ENV = "ATTNLAB_PACKS"
BUNDLED = Path(__file__).resolve().parent.parent / "exercises"
PARTS = ("exercise.py", "check.py", "solution.py")  # every exercise folder has these
CODE_KINDS = ("code",)
SHORT_KINDS = ("number", "vector", "shape")
# One load per folder: the app, the CLI and the sandbox share the Exercise objects.
_loaded: dict[Path, tuple[Exercise, ...]] = {}
# Each folder's feedback texts, added to the i18n table once its ids are known to be unique.
_strings: dict[Path, dict] = {}
_owner: dict[str, Path] = {}  # which folder's exercise id each added string key belongs to
_lock = threading.RLock()


def bundled() -> tuple[Exercise, ...]:
    chosen = load_pack(BUNDLED)
    _add_strings(BUNDLED)
    return chosen


def package_name(folder: Path) -> str:
    """The package a pack's exercise folders load under, the same in the trusted process and in
    the sandbox worker: ``exercises`` for the bundled folder, a name unique per folder otherwise."""
    folder = Path(folder).resolve()
    if folder == BUNDLED:
        return "exercises"
    digest = hashlib.sha256(str(folder).encode()).hexdigest()[:8]
    return f"attnlab_pack_{digest}"


def module_name(folder: Path, exercise_id: str, part: str) -> str:
    """The module name of ``part`` ("probe", "check", "exercise") of one exercise folder."""
    return f"{package_name(folder)}.{exercise_id}.{part}"


def load_pack(folder: str | os.PathLike) -> tuple[Exercise, ...]:
    """The exercises of one pack folder; raises InputError with the reason."""
    path = Path(folder).expanduser()
    if not path.is_dir():
        raise InputError("error.pack_missing", path=str(path))
    key = path.resolve()
    with _lock:
        if key not in _loaded:
            _loaded[key] = _load(key)
        return _loaded[key]


def exercise_folders(folder: Path) -> list[Path]:
    """The pack's exercise folders, in ``order.txt``'s order (then name order for the rest)."""
    found = sorted(d for d in folder.iterdir()
                   if d.is_dir() and not d.name.startswith((".", "_")) and (d / "exercise.py").is_file())
    listed = folder / "order.txt"
    if not listed.is_file():
        return found
    order = [line.strip() for line in listed.read_text(encoding="utf-8").splitlines() if line.strip()]
    rank = {name: i for i, name in enumerate(order)}
    return sorted(found, key=lambda d: (rank.get(d.name, len(rank)), d.name))


def _load(folder: Path) -> tuple[Exercise, ...]:
    folders = exercise_folders(folder)
    if not folders:
        old = [f for f in folder.glob("*.py") if f.is_file() and not f.name.startswith("_")]
        if old:  # the single-file layout of earlier versions: say what the new one is
            raise InputError("error.pack_old_layout", path=str(old[0]), id=old[0].stem)
        raise InputError("error.pack_empty", path=str(folder))
    package = package_name(folder)
    if package == "exercises":  # the real package (its __init__ loads nothing), for `import exercises`
        try:
            importlib.import_module("exercises")
        except ImportError:  # not importable by name from here: the loader registers it alone
            pass
    ensure_package(package, folder)
    found = [_load_exercise(package, d) for d in folders]
    return tuple(found)


def _load_exercise(package: str, folder: Path) -> Exercise:
    ident = folder.name
    if not ident.isidentifier() or keyword.iskeyword(ident):
        raise InputError("error.pack_invalid", id=ident, path=str(folder),
                         problem=i18n.t("pack.not_identifier", "en"))
    for part in PARTS:
        if not (folder / part).is_file():
            raise InputError("error.pack_missing_file", path=str(folder), file=part)
    ensure_package(f"{package}.{ident}", folder)
    info = _import(f"{package}.{ident}.exercise", folder / "exercise.py")
    kind = getattr(info, "KIND", None)
    if kind not in CODE_KINDS + SHORT_KINDS:
        raise _invalid(ident, folder, "pack.bad_kind", kinds=", ".join(CODE_KINDS + SHORT_KINDS))
    if kind in CODE_KINDS and not (folder / "probe.py").is_file():
        raise InputError("error.pack_missing_file", path=str(folder), file="probe.py")
    check = _import(f"{package}.{ident}.check", folder / "check.py")
    for name in ("make_payload", "check"):
        if not callable(getattr(check, name, None)):
            raise _invalid(ident, folder, "pack.no_function", name=name, file="check.py")
    exercise = Exercise(
        id=ident, kind=kind, points=getattr(info, "POINTS", 1), title=getattr(info, "TITLE", None),
        statement=getattr(info, "STATEMENT", None), hints=getattr(info, "HINTS", None),
        starter=getattr(info, "STARTER", ""), lesson=getattr(info, "LESSON", ""), folder=folder,
        probe_module=f"{package}.{ident}.probe" if kind in CODE_KINDS else "",
        make_payload=check.make_payload, check=check.check,
        also_in=tuple(getattr(info, "ALSO_IN", ())), needs=tuple(getattr(info, "NEEDS", ())))
    _validate(exercise, folder)
    _strings.setdefault(folder.parent, {}).update(_check_strings(info, exercise, folder))
    return exercise


def _import(name: str, file: Path):
    try:
        return import_file(name, file)
    except BaseException as e:  # noqa: BLE001 - the instructor's code: report it, do not crash
        error = f"{type(e).__name__}: {e}"[:300]
        raise InputError("error.pack_load", path=str(file), error=error) from None


def _invalid(ident: str, folder: Path, key: str, **args) -> InputError:
    return InputError("error.pack_invalid", id=ident, path=str(folder),
                      problem=i18n.t(key, "en", **args))


def _validate(exercise: Exercise, folder: Path) -> None:
    from attnlab.lessons import TABS

    if not isinstance(exercise.points, int) or isinstance(exercise.points, bool) \
            or exercise.points < 1:
        raise _invalid(exercise.id, folder, "pack.bad_points")
    for field in ("title", "statement", "hints"):
        texts = getattr(exercise, field)
        if not isinstance(texts, dict) or not texts.get("en") or not texts.get("zh"):
            raise _invalid(exercise.id, folder, "pack.no_language", field=field.upper())
    for lesson in (exercise.lesson, *exercise.also_in):
        if lesson and lesson not in TABS:
            raise _invalid(exercise.id, folder, "pack.bad_lesson", got=str(lesson),
                           choices=", ".join(TABS))


def _check_strings(module, exercise: Exercise, folder: Path) -> dict:
    table = getattr(module, "STRINGS", None) or {}
    for key, entry in table.items():
        if (not isinstance(key, str) or not key.startswith(exercise.id + ".")
                or (key in i18n.STRINGS and key not in _owner)  # a core string
                or not isinstance(entry, dict) or not entry.get("en") or not entry.get("zh")):
            raise InputError("error.pack_strings", path=str(folder / "exercise.py"),
                             name=str(key), example=f"{exercise.id}.wrong_shape")
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
