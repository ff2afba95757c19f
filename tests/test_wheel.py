"""The wheel holds the whole package and the bundled exercises under attnlab/, nothing else at
top level (the slow install test, tests/test_install.py, runs the installed command)."""

from __future__ import annotations

import zipfile

from wheel_env import ROOT, build_wheel


def _sources(folder: str, under: str) -> set[str]:
    return {f"{under}/{p.relative_to(ROOT / folder).as_posix()}"
            for p in (ROOT / folder).rglob("*") if p.is_file() and "__pycache__" not in p.parts
            and p.suffix in (".py", ".txt", ".json")}


def test_the_wheel_holds_the_package_and_the_exercises_under_its_own_name(tmp_path):
    wheel = build_wheel(tmp_path)
    names = {n for n in zipfile.ZipFile(wheel).namelist() if not n.startswith("attnlab-")}
    assert {n.split("/")[0] for n in names} == {"attnlab"}  # no top-level `exercises`
    want = _sources("attnlab", "attnlab") | _sources("exercises", "attnlab/exercises")
    assert want - names == set()  # every module, subpackage and exercise file made it in
    assert "attnlab/exercises/ex3_2/solution.py" in names and "attnlab/exercises/order.txt" in names
