"""The README fits on a screen and sends each reader to a docs page that exists; every relative
link in the docs resolves; every ATTNLAB_* setting the code reads is documented."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_readme_is_short_and_starts_with_the_two_commands():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    body = text.split("---\n", 2)[2]
    assert len(body.splitlines()) <= 80
    commands = re.findall(r"```bash\n(.*?)\n```", body, re.S)
    assert commands[:2] == ["pip install -r requirements.txt && python app.py",
                            "pip install -r requirements-dev.txt && python -m pytest -n auto"]
    for page in ("lessons", "grading", "serving", "security", "api", "architecture"):
        assert f"docs/{page}.md" in body


def test_every_relative_link_in_the_readme_and_docs_resolves():
    pages = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")), ROOT / "deploy" / "README.md"]
    for page in pages:
        for target in re.findall(r"\]\(([^)#\s]+)", page.read_text(encoding="utf-8")):
            if "://" in target:
                continue
            assert (page.parent / target).exists(), (page.name, target)


def test_every_attnlab_setting_is_documented():
    used = set()
    for path in [*(ROOT / "attnlab").rglob("*.py"), ROOT / "app.py", *(ROOT / "deploy").glob("*.py")]:
        used |= set(re.findall(r"ATTNLAB_[A-Z0-9_]+", path.read_text(encoding="utf-8")))
    documented = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    assert used and all(f"`{name}" in documented for name in used), used


def test_every_markdown_file_the_code_and_docs_cite_exists():
    """A docstring or page that sends its reader to a Markdown page names a file of this repository
    (tests once cited a design document that lives outside it)."""
    repo_md = {p.relative_to(ROOT).as_posix() for p in ROOT.rglob("*.md") if ".git" not in p.parts}
    names = {Path(p).name for p in repo_md}
    sources = [*(ROOT / "attnlab").rglob("*.py"), *(ROOT / "tests").glob("*.py"),
               *(ROOT / "exercises").rglob("*.py"), *(ROOT / "benchmarks").glob("*.py"),
               ROOT / "app.py", ROOT / "README.md", *(ROOT / "docs").glob("*.md")]
    missing = set()
    for path in sources:
        for cited in re.findall(r"(?<![\w/.-])((?:[\w-]+/)*[\w-]+\.md)\b", path.read_text(encoding="utf-8")):
            if cited not in repo_md and cited.rsplit("/", 1)[-1] not in names:
                missing.add((path.relative_to(ROOT).as_posix(), cited))
    assert not missing, sorted(missing)
