"""Where the CLI, pytest and the app find exercises: the bundled ones and instructors' packs,
through one loader.

`attnlab.grading` never imports `exercises`; callers hand the sandbox the exercises they chose.

A pack is a folder of exercise folders, laid out like `exercises/`; ``order.txt`` (optional) lists
the folders in the order to show them, else they come in name order. One exercise is one folder
named by its id (the answer's name in answers.py):

- ``exercise.py``: KIND ("code", "number", "vector", "shape"), POINTS, LESSON (a lesson tab, or
  ""), STARTER, and optionally ALSO_IN (more lessons that link to it) and NEEDS (references its
  probe runs that every other child goes without, from worker.WITHHELD), and CHECKS (points
  per check, adding up to POINTS: attnlab.grading.points);
- ``en.py``, ``zh.py``, ... (one catalogue per language of ``i18n.LANGS``, as a lesson's): its
  texts, one plain dict ``STRINGS`` each, every key starting with ``<id>.``: ``<id>.title``,
  ``<id>.statement`` (``{device_rule}`` in it stands for the shared sentence on devices),
  ``<id>.hint.1``, ``<id>.hint.2``, ... and any other key is a feedback text of its checker. A
  pack may instead keep TITLE, STATEMENT, HINTS (dicts with "en" and "zh") and STRINGS (feedback,
  ``{key: {"en": ..., "zh": ...}}``) inline in exercise.py, as earlier versions did. A pack needs
  English and Chinese; another language it lacks falls back to English;
- ``check.py`` (trusted): ``make_payload(rng)``, drawing the run's inputs from the
  ``torch.Generator`` it is given, and ``check(payload, result)``;
- ``probe.py`` (code answers only): ``probe(answer, payload, device)``, the only file of the
  exercise the sandbox worker imports, so it may not import check.py, solution.py, the
  catalogues or any reference; everything it needs is imported before the worker forks;
- ``solution.py``: the reference answer as a submission writes it, read as text, never imported.

Each folder is loaded as the package ``<pack package>.<id>`` (check.py may import from
``.probe``), without running any ``__init__.py``.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import importlib
import keyword
import os
import re
import sys
import threading
from collections.abc import Iterable
from pathlib import Path

from attnlab import i18n
from attnlab.errors import InputError
from attnlab.grading import points
from attnlab.grading.loading import ensure_package, import_file
from attnlab.grading.model import Exercise

ENV = "ATTNLAB_PACKS"
# The bundled exercises: attnlab/exercises once installed (a wheel maps the checkout's folder
# there), the top-level exercises/ folder in a checkout (the product's layout).
_INSTALLED = Path(__file__).resolve().parent / "exercises"
BUNDLED = _INSTALLED if (_INSTALLED / "order.txt").is_file() else _INSTALLED.parent.parent / "exercises"
# The package the bundled folders load under: the name `import` finds them by in that layout.
BUNDLED_PACKAGE = "attnlab.exercises" if BUNDLED == _INSTALLED else "exercises"
PARTS = ("exercise.py", "check.py", "solution.py")  # every exercise folder has these
REQUIRED_LANGS = ("en", "zh")  # every exercise has these; another of i18n.LANGS falls back to English
TEXTS = ("title", "statement", "hints")  # the Exercise fields a catalogue or exercise.py fills
# Sentences many statements share, kept once in the app's catalogues: "{device_rule}" in a
# catalogue's statement is exercises.device_rule in the same language.
SHARED = {"device_rule": "exercises.device_rule"}
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
    the sandbox worker: BUNDLED_PACKAGE for the bundled folder, a name unique per folder otherwise."""
    folder = Path(folder).resolve()
    if folder == BUNDLED:
        return BUNDLED_PACKAGE
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
    if package == BUNDLED_PACKAGE:  # the real package (its __init__ loads nothing), for `import`
        try:
            importlib.import_module(package)
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
    if (folder / "en.py").is_file():
        texts, strings, where = _catalogue_texts(ident, folder, info)
    else:
        texts, strings, where = _inline_texts(ident, folder, info)
    exercise = Exercise(
        id=ident, kind=kind, points=getattr(info, "POINTS", 1), **texts,
        starter=getattr(info, "STARTER", ""), lesson=getattr(info, "LESSON", ""), folder=folder,
        probe_module=f"{package}.{ident}.probe" if kind in CODE_KINDS else "",
        make_payload=check.make_payload, check=check.check,
        also_in=tuple(getattr(info, "ALSO_IN", ())), needs=tuple(getattr(info, "NEEDS", ())))
    _validate(exercise, folder)
    try:  # after POINTS is known to be valid: the checks must add up to it
        declared = getattr(info, "CHECKS", None)
        exercise = dataclasses.replace(exercise, checks=points.parse(declared, exercise.points)
                                       if declared is not None else ())
    except ValueError as e:
        raise InputError("error.pack_invalid", id=ident, path=str(folder),
                         problem=f"CHECKS: {e}") from None
    _strings.setdefault(folder.parent, {}).update(_check_strings(strings, ident, where))
    return exercise


def catalogue_folders(folder: str | os.PathLike = BUNDLED) -> list[Path]:
    """The exercise folders of a pack (the bundled one by default) that keep their texts in
    catalogues (an ``en.py`` beside ``exercise.py``): tests/test_i18n.py checks each is complete."""
    return [d for d in exercise_folders(Path(folder)) if (d / "en.py").is_file()]


def _every_language(texts: dict) -> dict:
    """``texts`` ({lang: ...}) with English standing in for each language of LANGS it lacks."""
    return {**texts, **{lang: texts.get(lang) or texts["en"] for lang in i18n.LANGS}}


def _inline_texts(ident: str, folder: Path, info) -> tuple[dict, dict, Path]:
    """TITLE, STATEMENT, HINTS and STRINGS written in exercise.py as {"en": ..., "zh": ...}."""
    texts = {}
    for field in TEXTS:
        value = getattr(info, field.upper(), None)
        if not isinstance(value, dict) or not all(value.get(lang) for lang in REQUIRED_LANGS):
            raise _invalid(ident, folder, "pack.no_language", field=field.upper())
        texts[field] = _every_language(value)
    return texts, getattr(info, "STRINGS", None) or {}, folder / "exercise.py"


def _catalogue_texts(ident: str, folder: Path, info) -> tuple[dict, dict, Path]:
    """The texts of the catalogues beside exercise.py (en.py, zh.py, ...): each Exercise field
    as {lang: ...} for every language of LANGS, and the feedback texts as {key: {lang: text}}."""
    inline = [name for name in (*(f.upper() for f in TEXTS), "STRINGS") if hasattr(info, name)]
    if inline:  # two sources for one text: say which to keep
        raise _invalid(ident, folder, "pack.texts_twice", names=", ".join(inline))
    tables = {}
    for lang in i18n.LANGS:
        path = folder / f"{lang}.py"
        if path.is_file():
            tables[lang] = _catalogue(ident, path)
        elif lang in REQUIRED_LANGS:
            raise InputError("error.pack_missing_file", path=str(folder), file=path.name)
    english = tables["en"]
    count = sum(re.fullmatch(re.escape(ident) + r"\.hint\.\d+", key) is not None for key in english)
    hints = [f"{ident}.hint.{n}" for n in range(1, 1 + max(count, 1))]  # 1..n, at least one
    wanted = [f"{ident}.title", f"{ident}.statement", *hints]
    for lang in REQUIRED_LANGS:  # every text of the exercise, and every feedback text of en.py
        for key in (*wanted, *english):
            if not tables[lang].get(key, "").strip():
                raise _invalid(ident, folder, "pack.no_text", file=f"{lang}.py", name=key)

    def own(key: str, lang: str) -> str:  # English where this language's catalogue lacks it
        found = tables.get(lang, {}).get(key, "")
        return found if found.strip() else english[key]

    def text(key: str, lang: str) -> str:
        found = own(key, lang)
        for name, shared in SHARED.items():
            found = found.replace("{" + name + "}", i18n.t(shared, lang))
        return found

    texts = {"title": {lang: text(f"{ident}.title", lang) for lang in i18n.LANGS},
             "statement": {lang: text(f"{ident}.statement", lang) for lang in i18n.LANGS},
             "hints": {lang: tuple(text(key, lang) for key in hints) for lang in i18n.LANGS}}
    strings = {key: {lang: own(key, lang) for lang in i18n.LANGS}
               for key in english if key not in wanted}
    return texts, strings, folder / "en.py"


def _catalogue(ident: str, path: Path) -> dict[str, str]:
    """One catalogue's STRINGS, each key starting with the exercise's id and a dot."""
    try:
        table = i18n.load_catalogue(path)
    except BaseException as e:  # noqa: BLE001 - the instructor's file: report it, do not crash
        error = f"{type(e).__name__}: {e}"[:300]
        raise InputError("error.pack_load", path=str(path), error=error) from None
    if not isinstance(table, dict):
        raise InputError("error.pack_load", path=str(path), error="STRINGS is not a dict")
    for key, value in table.items():
        if not isinstance(key, str) or not key.startswith(ident + ".") or not isinstance(value, str):
            raise InputError("error.pack_strings", path=str(path), name=str(key),
                             example=f"{ident}.wrong_shape")
    return table


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
    for lesson in (exercise.lesson, *exercise.also_in):
        if lesson and lesson not in TABS:
            raise _invalid(exercise.id, folder, "pack.bad_lesson", got=str(lesson),
                           choices=", ".join(TABS))


def _check_strings(table: dict, ident: str, where: Path) -> dict:
    """An exercise's feedback texts ({key: {lang: text}}, from ``where``), checked."""
    if not isinstance(table, dict):
        raise InputError("error.pack_strings", path=str(where), name="STRINGS",
                         example=f"{ident}.wrong_shape")
    for key, entry in table.items():
        if (not isinstance(key, str) or not key.startswith(ident + ".")
                or (key in i18n.STRINGS and key not in _owner)  # a core string
                or not isinstance(entry, dict)
                or not all(entry.get(lang) for lang in REQUIRED_LANGS)):
            raise InputError("error.pack_strings", path=str(where),
                             name=str(key), example=f"{ident}.wrong_shape")
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
    where = {e.id: f"{BUNDLED.name}/" for e in chosen}
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
