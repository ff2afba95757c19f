"""Catalogues of one topic's strings: en.py, zh.py, ... (attnlab.i18n reads them)."""
