"""Uploads: the only files a client can put on the server, bounded like every other request.

The app needs one kind of upload, an answers file (attnlab/ui/saved_work.py), one at a time.
Gradio's ``/upload`` route writes whatever a multipart request carries into its upload folder and
leaves it there until its hourly sweep; here (through attnlab/ui/request_limits.py):

- an upload request is at most ``MAX_UPLOAD_BODY`` bytes (one file of the largest size the app
  opens, plus the multipart framing) and carries at most ``MAX_FILES`` file (refused before Gradio
  reads it);
- each client (code_gate's client) has at most ``CLIENT_SHARE`` bytes uploaded and not yet opened
  by a handler: more is refused until the app opens or sweeps them;
- every file an upload wrote is recorded with its client; a handler *claims* the file it was given
  (only one recorded for the same client: a path named by an API client is never opened), and a
  file nobody claims is deleted ``UNCLAIMED_S`` seconds after it arrived.
"""

from __future__ import annotations

import json
import os
import re
import threading
import time
from dataclasses import dataclass

from attnlab.grading.answer_files import MAX_FILE_BYTES

MAX_FILES = 1
MAX_UPLOAD_BODY = MAX_FILE_BYTES + 64 * 2**10
CLIENT_SHARE = 2 * MAX_UPLOAD_BODY
# A file no handler claims is deleted after this (ATTNLAB_UPLOAD_UNCLAIMED_S: tests shorten it).
UNCLAIMED_S = float(os.environ.get("ATTNLAB_UPLOAD_UNCLAIMED_S", "120"))
SWEEP_EVERY_S = 15.0


@dataclass
class _Upload:
    client: str
    size: int
    at: float


class Uploads:
    """The ledger of files uploads wrote and no handler has claimed yet."""

    def __init__(self, unclaimed_s: float = UNCLAIMED_S, share: int = CLIENT_SHARE):
        self.unclaimed_s, self.share = unclaimed_s, share
        self._lock = threading.Lock()
        self._files: dict[str, _Upload] = {}  # real path -> upload
        self._reserved: dict[str, int] = {}  # client -> bytes of uploads being received
        self._sweeper: threading.Thread | None = None

    def pending(self, client: str) -> int:
        """Bytes ``client`` has uploaded that no handler has claimed yet."""
        with self._lock:
            return sum(u.size for u in self._files.values() if u.client == client)

    def reserve(self, client: str, size: int) -> bool:
        """Room for an upload of ``size`` bytes being received from ``client``, within its share
        of files not opened yet (False: none)."""
        with self._lock:
            held = sum(u.size for u in self._files.values() if u.client == client)
            reserved = self._reserved.get(client, 0)
            if held + reserved + size > self.share:
                return False
            self._reserved[client] = reserved + size
            return True

    def unreserve(self, client: str, size: int) -> None:
        with self._lock:
            left = self._reserved.get(client, 0) - size
            if left > 0:
                self._reserved[client] = left
            else:
                self._reserved.pop(client, None)

    def record(self, client: str, paths) -> None:
        """What one upload request wrote (Gradio's answer: a list of paths)."""
        now = time.monotonic()
        with self._lock:
            for path in paths if isinstance(paths, list) else ():
                if isinstance(path, str):
                    real = os.path.realpath(path)
                    try:
                        size = os.lstat(real).st_size
                    except OSError:
                        size = 0
                    self._files[real] = _Upload(client, size, now)
        self._start_sweeper()

    def claim(self, path, client: str) -> str | None:
        """The real path of an upload ``client`` made, now the caller's to read and delete; None
        for anything else (a host path, another client's file, a file already claimed)."""
        if not isinstance(path, str) or not path or "\0" in path:
            return None
        real = os.path.realpath(path)
        with self._lock:
            upload = self._files.get(real)
            if upload is None or upload.client != client:
                return None
            del self._files[real]
        return real

    def sweep(self) -> int:
        """Delete every upload older than ``unclaimed_s`` that no handler claimed: how many."""
        now = time.monotonic()
        with self._lock:
            old = [p for p, u in self._files.items() if now - u.at > self.unclaimed_s]
            for p in old:
                del self._files[p]
        for path in old:
            remove_upload(path)
        return len(old)

    def _start_sweeper(self) -> None:
        with self._lock:
            if self._sweeper is not None:
                return
            self._sweeper = threading.Thread(target=self._sweep_forever, name="upload-sweeper",
                                             daemon=True)
        self._sweeper.start()

    def _sweep_forever(self) -> None:
        while True:
            time.sleep(min(SWEEP_EVERY_S, self.unclaimed_s / 4))
            try:
                self.sweep()
            except Exception:  # noqa: BLE001 - the sweeper must outlive one bad file
                pass


def remove_upload(path: str) -> None:
    """Delete an uploaded file, and the folder Gradio made for it when it is left empty."""
    try:
        os.unlink(path)
    except OSError:
        pass
    try:
        os.rmdir(os.path.dirname(path))  # only if empty: Gradio's folder for this one file
    except OSError:
        pass


UPLOADS = Uploads()

_FILENAME = re.compile(rb'content-disposition:[^\r\n]*\bfilename\*?=', re.IGNORECASE)


def files_in(body: bytes, content_type: str) -> int:
    """How many file parts a multipart/form-data body carries."""
    match = re.search(r'boundary="?([^";]+)"?', content_type or "")
    if match is None:
        return 0
    boundary = b"--" + match.group(1).encode("latin-1")
    count = 0
    for part in body.split(boundary)[1:]:
        head = part.split(b"\r\n\r\n", 1)[0]
        if _FILENAME.search(head):
            count += 1
    return count


# --- files named in an event's inputs --------------------------------------------------------------
# Gradio treats any {"path": ..., "meta": {"_type": "gradio.FileData"}} in any input of any event
# as a file to move into its cache, and downloads it when the path is a URL: a file on the server
# that no upload bounded and no handler claims. Before Gradio reads an event's body, every such
# object that is not an upload of the same client is replaced by null, and so is anything that is
# not a file in an input that takes one (the handler then says that no file arrived).

_FILE_DATA = b"gradio.FileData"


def _is_file_data(value) -> bool:
    return isinstance(value, dict) and isinstance(value.get("meta"), dict) \
        and value["meta"].get("_type") == "gradio.FileData"


def _owned(value, client: str) -> bool:
    path = value.get("path")
    if not isinstance(path, str) or "\0" in path or value.get("is_stream"):
        return False
    with UPLOADS._lock:
        upload = UPLOADS._files.get(os.path.realpath(path))
    return upload is not None and upload.client == client


def _cleaned(value, client: str):
    if _is_file_data(value):
        return value if _owned(value, client) else None
    if isinstance(value, list):
        return [_cleaned(v, client) for v in value]
    if isinstance(value, dict):
        return {k: _cleaned(v, client) for k, v in value.items()}
    return value


def cleaned_event_body(body: bytes, file_slots: tuple[int, ...], client: str) -> bytes:
    """An event's JSON body with every file that is not ``client``'s own upload, and every
    non-file in ``file_slots`` (the event's inputs that take a file), replaced by null. The body
    as it was when it names no file and has no file slot (the common case: one scan, no parse)."""
    if not file_slots and _FILE_DATA not in body:
        return body
    try:
        payload = json.loads(body)
    except ValueError:
        return body  # Gradio refuses it with its own 422
    data = payload.get("data") if isinstance(payload, dict) else None
    if not isinstance(data, list):
        return body
    data = _cleaned(data, client)
    for i in file_slots:
        if i < len(data) and not _is_file_data(data[i]):
            data[i] = None
    payload["data"] = data
    return json.dumps(payload).encode()


def file_slots(blocks) -> tuple[dict[int, tuple[int, ...]], dict[str, tuple[int, ...]]]:
    """Which inputs of which events take a file: by fn_index and by api_name."""
    from attnlab.ui.gradio_private import FileData, ListFiles

    by_index, by_name = {}, {}
    for index, fn in getattr(blocks, "fns", {}).items():
        slots = tuple(i for i, block in enumerate(fn.inputs)
                      if getattr(block, "data_model", None) in (FileData, ListFiles))
        if slots:
            by_index[index] = slots
            if fn.api_name:
                by_name[str(fn.api_name)] = slots
    return by_index, by_name
