"""Every user-visible string, in every language of ``LANGS``.

The strings live in catalogues: one plain dict ``STRINGS`` (key -> text) per language, in files
named after the language (``en.py``, ``zh.py``) beside each other in a folder. A lesson's folder
(``attnlab/lessons/<name>/``) holds its own; ``attnlab/texts/<topic>/`` holds the rest (the app's
common strings, grading, sandbox, ...). An exercise's folder (``exercises/<id>/``, or a pack's)
holds its title, statement and hints the same way, read by attnlab.registry with the exercise
rather than merged here. A new language is one more file beside every ``en.py`` and one entry in
``LANGS``; tests/test_i18n.py checks that every catalogue has exactly English's keys.

Static labels reach the browser through ``gr.I18n`` (the frontend picks the browser's language);
text with live numbers is formatted on the server in the language of the request's
``accept-language`` header. Both read the one table merged here, ``STRINGS``.
"""

from __future__ import annotations

import importlib.util
import re
import string
from pathlib import Path

LANGS = ("en", "zh")  # English first: every catalogue is measured against it, and falls back to it

_PACKAGE = Path(__file__).resolve().parent
# Where catalogues are found: every folder of these with an en.py (English is complete by definition).
CATALOGUE_ROOTS = (_PACKAGE / "texts", _PACKAGE / "lessons")


def catalogue_folders() -> list[Path]:
    """Every folder holding catalogues, found by convention (the folder has an ``en.py``)."""
    return sorted(p.parent for root in CATALOGUE_ROOTS for p in root.glob("*/en.py"))


def load_catalogue(path: Path) -> dict[str, str]:
    """The ``STRINGS`` dict of one catalogue file, read without importing the package around it
    (a lesson's ``__init__.py`` is its computation: torch, which the strings do not need)."""
    spec = importlib.util.spec_from_file_location(f"attnlab._catalogue_{path.parent.name}_{path.stem}",
                                                  path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.STRINGS


def _merge() -> dict[str, dict[str, str]]:
    merged: dict[str, dict[str, str]] = {}
    for folder in catalogue_folders():
        english = load_catalogue(folder / "en.py")
        clash = set(english) & set(merged)
        if clash:  # two places claiming one key would silently show the wrong text
            raise RuntimeError(f"duplicate string keys in {folder}: {sorted(clash)}")
        entries = {key: {"en": text} for key, text in english.items()}
        for lang in LANGS[1:]:
            path = folder / f"{lang}.py"
            if path.exists():  # a missing catalogue falls back to English (and fails the tests)
                for key, text in load_catalogue(path).items():
                    if key in entries:
                        entries[key][lang] = text
        merged.update(entries)
    return merged


STRINGS: dict[str, dict[str, str]] = _merge()


def add_strings(table: dict[str, dict[str, str]]) -> None:
    """Add an exercise pack's feedback strings; a key that exists already is refused (KeyError)."""
    clash = set(table) & set(STRINGS)
    if clash:
        raise KeyError(sorted(clash)[0])
    STRINGS.update({key: {lang: entry.get(lang) or entry["en"] for lang in LANGS}
                    for key, entry in table.items()})


# Languages whose nouns change with the count. "{h:plural:head:heads}" gives "1 head" and
# "2 heads" there, and just the number elsewhere (Chinese writes "{h} 个头"). "{k:pl:was:were}"
# gives the word alone, for verbs that agree with a count written elsewhere ("1 row turns",
# "2 rows turn"); it gives nothing in a language without plurals.
PLURAL_LANGS = {"en"}


class Phrase:
    """An argument that is words, not a number: written in the language of the sentence it fills
    (a cosine that is undefined says so in English and in Chinese, instead of printing 0.0000)."""

    def __init__(self, key: str, **args: object):
        self.key, self.args = key, args

    def __str__(self) -> str:
        return t(self.key, "en", **self.args)

    def __repr__(self) -> str:
        return f"Phrase({self.key!r})"

    def __eq__(self, other) -> bool:
        return isinstance(other, Phrase) and (self.key, self.args) == (other.key, other.args)

    __hash__ = None


class _Formatter(string.Formatter):
    def __init__(self, lang: str):
        self.lang = lang

    def format_field(self, value, format_spec: str):
        if isinstance(value, Phrase):
            return t(value.key, self.lang, **value.args)
        if format_spec.startswith(("plural:", "pl:")):
            kind, one, many = format_spec.split(":", 2)
            word = one if value == 1 else many
            if kind == "pl":
                return word if self.lang in PLURAL_LANGS else ""
            if self.lang not in PLURAL_LANGS:
                return str(value)
            return f"{value} {word}"
        return super().format_field(value, format_spec)


def t(key: str, lang: str = "en", **args: object) -> str:
    """The string ``key`` in ``lang`` (falling back to English), formatted with ``args``."""
    entry = STRINGS[key]
    text = entry.get(lang) or entry["en"]
    return _Formatter(lang).format(text, **args) if args else text


class _Blank(dict):
    def __missing__(self, key: str) -> str:
        return "?"


def t_safe(key: str, lang: str = "en", **args: object) -> str:
    """Like :func:`t` for keys and arguments that may come from untrusted data (grading replies):
    an unknown key or a missing argument never raises."""
    entry = STRINGS.get(key) or STRINGS["feedback.malformed"]
    return (entry.get(lang) or entry["en"]).format_map(_Blank(args))


def error_args(args: dict, lang: str) -> dict:
    """Arguments of an error message in ``lang``: the quoted setting's name is translated."""
    name = args.get("name")
    if isinstance(name, str) and f"param.{name}" in STRINGS:
        return {**args, "name": t(f"param.{name}", lang)}
    return args


_FORMULA_WORDS = {key: entry for key, entry in STRINGS.items() if key.startswith("formula.")}


def formula(latex: str, lang: str) -> str:
    """A lesson's LaTeX with each \\text{…} that is a "formula." entry's English in ``lang``."""
    if lang == "en":
        return latex
    words = {entry["en"]: entry.get(lang) or entry["en"] for entry in _FORMULA_WORDS.values()}

    def swap(match: re.Match) -> str:
        return r"\text{" + words.get(match.group(1), match.group(1)) + "}"

    return re.sub(r"\\text\{([^{}]*)\}", swap, latex)


def label(text: str, lang: str) -> str:
    """A label drawn in a figure or a shape table: translated when it is a "label." key, else as
    written (token names, tensor names like "Q Kᵀ" and numbers are the same in every language)."""
    return t(text, lang) if text.startswith("label.") and text in STRINGS else text


def table(lang: str) -> dict[str, str]:
    """Every string of one language, for gr.I18n (English where a string is not translated)."""
    return {key: entry.get(lang) or entry["en"] for key, entry in STRINGS.items()}


def lang_from_header(accept_language: str | None) -> str:
    """'zh' or 'en' from an Accept-Language header, honouring q-values; English by default."""
    best, best_q = "en", -1.0
    for part in (accept_language or "").split(","):
        tag, _, params = part.strip().partition(";")
        q = 1.0
        if params.strip().startswith("q="):
            try:
                q = float(params.strip()[2:])
            except ValueError:
                q = 0.0
        primary = tag.strip().lower().split("-")[0]
        if primary in LANGS and q > best_q:
            best, best_q = primary, q
    return best
