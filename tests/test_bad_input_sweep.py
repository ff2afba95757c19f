"""Every named endpoint, every parameter, many kinds of bad value, over plain HTTP.

Each call must end in a result or a translated message: never a bare error, a traceback, a hang
or a dead server.
"""

from __future__ import annotations

import math
from concurrent.futures import ThreadPoolExecutor

import pytest
import requests

from attnlab import i18n
from helpers import call_http

pytestmark = pytest.mark.server

BAD_VALUES = [
    float("nan"), 1e12, -1e12, -1, 0, "", None, [], True,
    [[1, 2], [3]], [["a", "b"]],
    {"headers": ["a"], "data": [[0.5] * 300] * 300},
    {"data": "junk"}, "junk",
    "x" * 100_000,
    "__import__('os').system('touch /tmp/attnlab-pwned')",
]


# What a handler that raised unexpectedly says: translated, but it names nothing to change.
INTERNAL = i18n.t("error.internal", "zh").strip()


def has_cjk(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)


# Endpoints taking an uploaded file: none skipped any more. Anything in a file slot that is not
# the client's own upload reaches the handler as null (attnlab/ui/uploads.py) and is explained;
# tests/test_budgets.py sends every kind of wrong value there.
UPLOADS: set[str] = set()


def test_every_endpoint_survives_bad_values(client, server_url):
    named = client.view_api(print_info=False, return_format="dict")["named_endpoints"]
    endpoints = {name.lstrip("/"): info["parameters"] for name, info in named.items()}
    assert len(endpoints) >= 11
    calls = []
    for api, params in endpoints.items():
        if api in UPLOADS:
            continue
        defaults = [p.get("parameter_default") for p in params]
        for i in range(len(params)):
            for bad in BAD_VALUES:
                args = list(defaults)
                args[i] = bad
                calls.append((api, i, repr(bad)[:40], args))

    def one(call):
        api, i, label, args = call
        return call, call_http(server_url, api, args, lang="zh", timeout=90)

    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(one, calls))
    problems = []
    for (api, i, label, _), (status, out) in results:
        if status == "complete":
            continue
        if status != "error" or not isinstance(out, str) or not out.strip():
            problems.append(f"{api}[{i}]={label}: bare {status} {out!r}"[:200])
        elif "Traceback" in out or not has_cjk(out):
            problems.append(f"{api}[{i}]={label}: untranslated {out!r}"[:200])
        elif out.strip() == INTERNAL:  # the handler failed: the learner is told nothing they can fix
            problems.append(f"{api}[{i}]={label}: internal error, not explained"[:200])
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:60])
    assert call_http(server_url, "ping", []) == ("complete", ["ok"])
    assert requests.get(server_url + "/", timeout=10).status_code == 200


def test_nan_and_huge_numbers_in_cells_are_explained(server_url):
    for cell in (math.nan, 1e300):
        status, message = call_http(server_url, "scores_step",
                                    [{"headers": ["a"], "data": [[cell]]}, "a", 0, 1, 2, "rand",
                                     "context"], lang="en")
        assert status == "error" and ("finite" in message or "1e6" in message), message
