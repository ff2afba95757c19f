"""The lessons, one module each: tensors and text keys, no UI.

``TABS`` is the one place that orders the app: a tab's number is its position here. The number is
drawn into the tab's title ("1 · Scores", from the plain title ``title.scores``) and into every
link that sends a learner to it, never written into a string. A new lesson is its module here,
its texts, its ``attnlab/ui/<name>_tab.py`` and one entry in ``TABS``.
"""

TABS = ("why", "scores", "softmax", "masking", "dropout", "heads", "gpt2", "gradients",
        "training", "exercises")


def tab_number(name: str) -> int:
    """The number shown on the tab ``name`` (0 for the first)."""
    return TABS.index(name)
