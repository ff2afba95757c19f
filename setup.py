"""Packages for setuptools (the rest of the metadata is in pyproject.toml).

Every attnlab.* package is found, so a new lesson or text folder needs no edit here; the bundled
exercises, kept in the checkout's top-level exercises/ folder, install as attnlab.exercises
(pyproject's package-dir), which `find_packages` cannot discover on its own.
"""

from setuptools import find_packages, setup

setup(packages=[*find_packages(include=["attnlab", "attnlab.*"]), "attnlab.exercises"])
