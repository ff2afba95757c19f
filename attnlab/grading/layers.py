"""Which protections confine a code answer here, in words, for the app, the CLI and the README."""

from __future__ import annotations

from attnlab import i18n


def layers_on(protections: dict) -> list[str]:
    """The layers in force, strongest first, as i18n keys under ``layer.``."""
    on = ["layer.limits"]
    if protections.get("seccomp"):
        on.insert(0, "layer.seccomp")
    if protections.get("landlock_abi", 0) >= 1:
        on.append("layer.landlock")
    if protections.get("bubblewrap"):
        on.append("layer.bubblewrap")
    if protections.get("own_uid"):
        on.append("layer.own_uid")
    return on


def layers_text(protections: dict, lang: str) -> str:
    """E.g. "a system-call filter (...); time and memory limits; Landlock file rules"."""
    sep = "；" if lang == "zh" else "; "
    return sep.join(i18n.t(key, lang, abi=protections.get("landlock_abi", 0))
                    for key in layers_on(protections))
