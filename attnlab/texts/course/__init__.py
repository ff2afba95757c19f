"""Catalogues of the course tools' strings (points per check, the notebook handout, the Gradescope
autograder): en.py, zh.py (attnlab.i18n reads them)."""
