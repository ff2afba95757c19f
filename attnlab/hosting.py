"""Who can reach this app: declared by whoever starts it, never guessed from a bind address alone.

Hosted means other people can send it code: a Hugging Face Space (``SYSTEM=spaces``), every app
that deploy/launch.py starts (it sets ATTNLAB_HOSTED=1), ``python app.py --hosted``, a share link,
or a server bound to a non-loopback address. A hosted app runs code answers only fully confined.
Only a local app may run its user's own code without the sandbox, and only when asked to
(``--unsafe-no-sandbox`` or ATTNLAB_UNSAFE_NO_SANDBOX=1).
"""

from __future__ import annotations

import ipaddress
import os

HOSTED_ENV = "ATTNLAB_HOSTED"
UNSAFE_ENV = "ATTNLAB_UNSAFE_NO_SANDBOX"
_TRUE = {"1", "true", "yes", "on"}

_declared = {"server_name": None, "share": False, "hosted": False, "unsafe": False}


def _flag(name: str) -> bool:
    return os.environ.get(name, "").strip().lower() in _TRUE


def declare(*, server_name: str | None = None, share: bool = False, hosted: bool = False,
            unsafe: bool = False) -> None:
    """What the launcher knows: its bind address, a share link, and the two explicit flags."""
    _declared.update(server_name=server_name, share=bool(share), hosted=bool(hosted),
                     unsafe=bool(unsafe))


def loopback(name: str) -> bool:
    """127.0.0.0/8, ::1 and localhost: reachable from this machine only."""
    if name.strip().lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(name.strip().strip("[]")).is_loopback
    except ValueError:  # a host name other than localhost: others may resolve it to us
        return False


def hosted() -> bool:
    """Reachable by others, by any of the declarations above (any one is enough)."""
    name = _declared["server_name"] or os.environ.get("GRADIO_SERVER_NAME") or "127.0.0.1"
    return (_declared["hosted"] or _flag(HOSTED_ENV) or os.environ.get("SYSTEM") == "spaces"
            or _declared["share"] or not loopback(name))


def unsafe_local() -> bool:
    """The user asked to run their own code without the sandbox, on an app only they can reach."""
    return (_declared["unsafe"] or _flag(UNSAFE_ENV)) and not hosted()
