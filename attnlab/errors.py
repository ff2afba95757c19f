"""An input error that carries a translation key instead of a message.

Lessons raise it without knowing the learner's language; the UI turns it into a translated
``gr.Error``, and the grader into a translated feedback line.
"""

from __future__ import annotations


class InputError(ValueError):
    """Bad learner input. ``key`` names a string in :mod:`attnlab.i18n`; ``args`` fill it in."""

    def __init__(self, key: str, **args: object):
        super().__init__(key)
        self.key = key
        self.args_ = args
