"""Folders and files the app and the CLI write, never where another user could have been first.

A fixed name in a shared folder (/tmp/attnlab-...) belongs to whoever makes it first: a local user
who creates it, with a link inside, makes the next process write where the link points. Here:

- ``private_dir``: a fresh folder of this process's own (``tempfile.mkdtemp``: a random name,
  created atomically, mode 0700);
- ``root_dir``: for root alone, one fixed folder shared by every attnlab process on the host (the
  sandbox's uid pool), under a parent only root can write to (/run), its owner and mode checked;
- ``open_slot``: a file in such a folder, opened without following a link and checked, on what
  was opened (``fstat``), to be a regular file of ours with one name; anything else is refused
  (``BadSlot``) so the caller skips that slot.
"""

from __future__ import annotations

import os
import stat
import tempfile

ROOT_PARENTS = ("/run", "/var/run")


class BadSlot(OSError):
    """A name in a private folder that is not a plain file of ours (a link, a folder, a file of
    another owner): never used."""


def _private(info: os.stat_result, owner: int) -> bool:
    return stat.S_ISDIR(info.st_mode) and info.st_uid == owner and not info.st_mode & 0o077


def is_private_dir(path: str) -> bool:
    """``path`` is a folder (not a link to one) of this process's user that nobody else can
    enter or write."""
    try:
        return _private(os.lstat(path), os.geteuid())
    except OSError:
        return False


def private_dir(prefix: str, parent: str | None = None) -> str:
    """A new folder of this process's own, mode 0700, under ``parent`` (itself private) or the
    temporary directory."""
    path = tempfile.mkdtemp(prefix=prefix, dir=parent)
    if not is_private_dir(path):  # mkdtemp guarantees it; a check costs one lstat
        raise OSError(f"{path} is not private")
    return path


def root_dir(name: str) -> str | None:
    """The host-wide folder ``name`` for root, under a parent only root can write to; None when
    this process is not root or no such parent exists (the caller then keeps a private one)."""
    if os.geteuid() != 0:
        return None
    for parent in ROOT_PARENTS:
        try:
            info = os.stat(parent)  # /var/run is a link to /run on most systems: root's own
        except OSError:
            continue
        if not stat.S_ISDIR(info.st_mode) or info.st_uid != 0 or info.st_mode & 0o022:
            continue
        path = os.path.join(os.path.realpath(parent), name)
        try:
            os.mkdir(path, 0o700)
        except FileExistsError:
            pass
        except OSError:
            continue
        if is_private_dir(path):
            return path
    return None


def open_dir(path: str) -> int:
    """A descriptor of the folder ``path``, never through a link, checked to be private."""
    fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC)
    if not _private(os.fstat(fd), os.geteuid()):
        os.close(fd)
        raise BadSlot(f"{path} is not a private folder")
    return fd


def open_slot(dir_fd: int, name: str) -> int:
    """The file ``name`` in the folder ``dir_fd``, created if missing, read-write: never through a
    link, and only a regular file of ours with one name (``BadSlot`` otherwise)."""
    try:
        fd = os.open(name, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC | os.O_NONBLOCK,
                     0o600, dir_fd=dir_fd)
    except OSError as e:  # a link (ELOOP), a folder (EISDIR), a fifo, ...
        raise BadSlot(f"{name}: {e.strerror}") from None
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode) or info.st_uid != os.geteuid() or info.st_nlink != 1:
        os.close(fd)
        raise BadSlot(f"{name}: not a plain file of ours")
    return fd
