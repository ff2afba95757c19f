"""The strings that belong to no lesson, one folder a topic (common, grading, sandbox, ...), each
with one catalogue a language (en.py, zh.py): plain dicts of key -> text that attnlab.i18n merges.
A lesson's strings are in its own folder, attnlab/lessons/<name>/."""
