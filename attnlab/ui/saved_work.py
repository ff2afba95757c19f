"""A learner's work in the Exercises tab, kept in their own browser and handed in as a file.

Four gr.BrowserState values live in the browser's localStorage, never on the server: the answers
({exercise id: {"a": text, "v": version}}), the progress ({id: best score}, the same value the
exercise_check API takes), the hints shown ({id: count}) and the place ({"exercise": id}, the
exercise the learner last picked). Typing saves in the browser alone (a
JavaScript event, no request). The server only formats: restoring an exercise's widgets, writing
the download, reading an opened file (never run). An answer saved for an older version of an
exercise is shown as it was, with a note.
"""

from __future__ import annotations

import atexit
import hashlib
import json
import os
import shutil
import stat
import tempfile
import time

import gradio as gr

from attnlab import i18n
from attnlab.errors import InputError
from attnlab.grading.answer_files import (MAX_FILE_BYTES, answer_block, answers_ipynb, answers_py,
                                         read_answers)
from attnlab import private_paths
from attnlab.ui import code_gate, common
from attnlab.ui.uploads import UPLOADS, remove_upload
from attnlab.ui.exercise_common import (all_exercises, exercise_by_id,
                                        hints_markdown, progress_markdown)

STORAGE = "attnlab.exercises.v1"  # localStorage keys: a new layout of the values gets a new name
# BrowserState encrypts with this secret; a fixed one keeps answers readable after the server
# restarts (a random one per process would lose them). The answers are the learner's, not secret.
SECRET = "attnlab-saved-work"
MAX_ANSWER_CHARS = 20_000
DOWNLOAD_KEEP_S = 600  # our copy of a download; Gradio's cache is emptied by Blocks(delete_cache)
MAX_DOWNLOADS = 128  # downloads kept at once (each a few hundred KB at most)
_downloads: str | None = None  # this process's own folder (private_paths), made on first use


def version_of(exercise) -> str:
    """Changes when the exercise's statement or starter does (a stored answer may then be stale)."""
    text = exercise.starter + "\0" + exercise.statement.get("en", "")
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:10]


def clean_answers(store) -> dict[str, dict]:
    """The stored answers of known exercises, each {"a": text, "v": version}, bounded."""
    if not isinstance(store, dict):
        return {}
    known = {e.id for e in all_exercises()}
    out = {}
    for eid, entry in store.items():
        if eid in known and isinstance(entry, dict) and isinstance(entry.get("a"), str):
            out[eid] = {"a": entry["a"][:MAX_ANSWER_CHARS], "v": str(entry.get("v", ""))[:20]}
    return out


def clean_hints(store) -> dict[str, int]:
    if not isinstance(store, dict):
        return {}
    return {k: v for k, v in store.items() if isinstance(k, str) and isinstance(v, int)
            and not isinstance(v, bool) and 0 <= v <= 20}


def restore(exercise_id, answers, hints, progress, request: gr.Request):
    """This browser's answer, hints and progress for the exercise shown: (answer box, code editor,
    hints, hints count, note, progress)."""

    def compute(lang):
        ex = exercise_by_id(exercise_id)
        saved = clean_answers(answers).get(ex.id)
        count = clean_hints(hints).get(ex.id, 0)
        note = ""
        if saved and saved["v"] != version_of(ex):
            note = i18n.t("saved.changed", lang)
        text = code = gr.update()
        if saved:
            if ex.kind == "code":
                code = gr.update(value=saved["a"])
            else:
                text = gr.update(value=saved["a"])
        return (text, code, hints_markdown(ex, count, lang), count, note,
                progress_markdown(progress, lang))

    return common.run_translated(request, compute)


# A BrowserState reads localStorage when its component mounts, after the page's load event has
# sent the values it had then (null): the page load cannot restore anything. So each of them,
# once read, sets a hidden flag; the flag changes once per page (0 -> 1), and its change event
# asks the server for the learner's place and work (resume). Typing changes the answers again,
# but not the flag: no request per keystroke.
LOADED_JS = ("(a, h, p, w, f) => (a !== null && a !== undefined && h !== null && h !== undefined"
             " && p !== null && p !== undefined && w !== null && w !== undefined) ? 1 : f")
# Picking an exercise remembers it in the browser alone.
PLACE_JS = "(id) => ({exercise: id})"


def resume(place, exercise_id, answers, hints, progress, request: gr.Request):
    """Once this browser's stores are read after a page load: the exercise the learner was on
    (its own change event then shows it and restores its work), or, when it is the one shown,
    its work restored here: (picker, answer box, code editor, hints, hints count, note, progress)."""
    wanted = place.get("exercise") if isinstance(place, dict) else None
    known = {e.id for e in all_exercises()}
    if wanted in known and wanted != exercise_id:
        return (gr.update(value=wanted),) + (gr.skip(),) * 6
    return (gr.skip(),) + tuple(restore(exercise_id, answers, hints, progress, request))


def _fresh_folder() -> str:
    """A folder of its own for one download; old ones removed, and never more than
    MAX_DOWNLOADS kept (a client can ask for as many as it likes). They live in a folder this
    process made for itself (mode 0700), inside Gradio's cache when that is private too (the
    app's is: attnlab/ui/app.py), so Gradio serves the file without copying it."""
    global _downloads
    if _downloads is None or not private_paths.is_private_dir(_downloads):
        cache = os.environ.get("GRADIO_TEMP_DIR") or ""
        parent = cache if private_paths.is_private_dir(cache) else None
        _downloads = private_paths.private_dir("attnlab-downloads-", parent)
        atexit.register(shutil.rmtree, _downloads, True)
    now = time.time()
    kept = []
    for name in os.listdir(_downloads):
        path = os.path.join(_downloads, name)
        try:
            age = now - os.lstat(path).st_mtime
        except OSError:
            continue
        if age > DOWNLOAD_KEEP_S:
            shutil.rmtree(path, ignore_errors=True)
        else:
            kept.append((age, path))
    for _, path in sorted(kept)[MAX_DOWNLOADS - 1:]:  # the oldest beyond the bound
        shutil.rmtree(path, ignore_errors=True)
    return tempfile.mkdtemp(dir=_downloads)


def download_py(answers, request: gr.Request):
    """The learner's answers as answers.py: (file, message)."""
    return download(answers, "py", request)


def download_ipynb(answers, request: gr.Request):
    """The learner's answers as a notebook, one cell per exercise: (file, message)."""
    return download(answers, "ipynb", request)


def download(answers, fmt: str, request: gr.Request | None):

    def compute(lang):
        if fmt not in ("py", "ipynb"):
            raise InputError("error.bad_choice", name="format", choices="py, ipynb")
        chosen = all_exercises()
        texts = {eid: entry["a"] for eid, entry in clean_answers(answers).items()}
        write = answers_py if fmt == "py" else answers_ipynb
        name = f"answers.{fmt}"
        path = os.path.join(_fresh_folder(), name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(write(chosen, texts))
        n = sum(answer_block(e, texts.get(e.id)) is not None for e in chosen)
        return gr.update(value=path, visible=True), i18n.t("saved.downloaded", lang, n=n, name=name)

    return common.run_translated(request, compute)


def _uploaded(file) -> tuple[bytes, str]:
    """An uploaded file (a path the caller vouches for) as bytes, bounded; that copy removed, so
    the learner's file leaves nothing on the server. Opened without following a link, and read
    only if what was opened is a regular file."""
    path = getattr(file, "name", file)
    if not isinstance(path, str) or not path or "\0" in path:
        raise InputError("answers_file.wrong_type")
    try:
        try:
            fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC | os.O_NONBLOCK)
        except OSError:
            raise InputError("answers_file.wrong_type") from None
        with os.fdopen(fd, "rb") as f:
            info = os.fstat(f.fileno())
            if not stat.S_ISREG(info.st_mode):
                raise InputError("answers_file.wrong_type")
            if info.st_size > MAX_FILE_BYTES:
                raise InputError("answers_file.too_large", limit=MAX_FILE_BYTES // 2**20)
            return f.read(MAX_FILE_BYTES + 1), os.path.basename(path)
    finally:
        try:
            os.remove(path)
        except OSError:
            pass


FILE_GATE = code_gate.GATES["files"]


def open_upload(file, exercise_id, answers, request: gr.Request):
    """The answers_open endpoint: ``file`` as the browser or an API client sends it (Gradio's
    FileData, {"path": ...}, after an upload to this app). Only a file this client uploaded and
    no handler has opened yet is read, under the files gate; any other value is explained."""
    lang = common.request_lang(request)
    path = file.get("path") if isinstance(file, dict) else file if isinstance(file, str) else None
    claimed = UPLOADS.claim(path, code_gate.client_of(request))
    if claimed is None:
        raise gr.Error(i18n.t("answers_file.not_uploaded", lang),
                       title=i18n.t("error.title", lang), print_exception=False)
    try:
        with code_gate.admit("files", request):
            return open_file(claimed, exercise_id, answers, request)
    except code_gate.Refused as r:
        return gr.skip(), i18n.t(r.key, lang), gr.skip(), gr.skip()
    finally:
        remove_upload(claimed)  # read or not, the upload and its folder are gone


def open_file(file, exercise_id, answers, request: gr.Request):
    """Place an answers file's answers into this browser's store, without running it:
    (answers store, message, answer box, code editor)."""

    def compute(lang):
        data, filename = _uploaded(file)
        if not filename.lower().endswith((".py", ".ipynb")):
            raise InputError("answers_file.wrong_type")
        placed, unplaced = read_answers(data, filename, all_exercises())
        store = clean_answers(answers)
        for eid, text in placed.items():
            store[eid] = {"a": text, "v": version_of(exercise_by_id(eid))}
        key = "saved.opened" if placed else "saved.opened_none"
        message = i18n.t(key, lang, name=filename[:80], placed=len(placed),
                         ids=", ".join(placed) or "—")
        if unplaced:
            items = "; ".join(unplaced[:8]) + (" …" if len(unplaced) > 8 else "")
            message += "\n\n" + i18n.t("saved.unplaced", lang, items=items)
        ex = exercise_by_id(exercise_id)
        text = code = gr.update()
        if ex.id in placed:
            if ex.kind == "code":
                code = gr.update(value=placed[ex.id])
            else:
                text = gr.update(value=placed[ex.id])
        return store, message, text, code

    return common.run_translated(request, compute)


# One click downloads: once the server has written the file, the browser fetches it as a link
# named after it would (the File component below it keeps the link, should a browser refuse).
DOWNLOAD_JS = ("(f) => { if (f && f.url) { const a = document.createElement('a'); a.href = f.url;"
               " a.download = f.orig_name || ''; document.body.appendChild(a); a.click(); a.remove(); }"
               " return []; }")


def start_over(exercise_id, request: gr.Request):
    """Erase this browser's answers, progress and hints: the exercise shown back to its starter."""

    def compute(lang):
        ex = exercise_by_id(exercise_id)
        code = ex.kind == "code"
        return ({}, {}, {}, gr.update() if code else gr.update(value=""),
                gr.update(value=ex.starter) if code else gr.update(), "", 0,
                progress_markdown({}, lang), i18n.t("saved.erased", lang),
                gr.update(visible=False))

    return common.run_translated(request, compute)


def save_js(versions: dict[str, str]) -> str:
    """Typing saves the answer in the browser alone: no request to the server."""
    return ("(id, text, store) => { const s = Object.assign({}, store || {});"
            f" s[id] = {{a: text, v: ({json.dumps(versions)})[id] || ''}}; return s; }}")


def remember_hints(exercise_id, count, store):
    """The hints store with this exercise's count of hints shown."""
    store = clean_hints(store)
    if isinstance(exercise_id, str) and isinstance(count, int) and 0 <= count <= 20:
        store[exercise_id] = count
    return store
