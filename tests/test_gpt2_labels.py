"""Real heads' axis labels: a token's bytes as the tables and heatmaps show them (issue 30, fourth
examiner: the space between the hex bytes of ‹e4 b8› was drawn as ␣, so it read as e4 20 b8)."""

import re
import unicodedata

from hypothesis import example, given
from hypothesis import strategies as st

from attnlab.gpt2 import show_bytes
from attnlab.lessons.gpt2 import label


@example(b"\xc2\x80")  # U+0080, a control character of two bytes: was drawn ‹80›
@given(st.binary(max_size=12))
def test_a_visible_space_is_a_space_byte_and_every_byte_group_reads_back(data):
    shown = label(show_bytes(data))
    assert shown.count("␣") == data.count(b" ") + data.decode("utf-8", "ignore").count("␣")
    # the hex between ‹ › is the bytes that are only part of a character (and control
    # characters other than a line break, written the same way): with the whole characters they
    # account for every byte
    groups = [g.split(" ") for g in re.findall(r"‹([0-9a-f ]+)›", shown)]
    stray = [h for g in groups for h in g]
    whole = "".join(c for c in data.decode("utf-8", "ignore")
                    if c == "\n" or unicodedata.category(c) != "Cc").encode()
    assert len(stray) + len(whole) == len(data)


def test_a_partial_chinese_token_keeps_its_bytes_apart_and_a_leading_space_shows():
    assert label(show_bytes("我".encode()[:2])) == "‹e6 88›"
    assert label(show_bytes(b" sat")) == "␣sat"
    assert label(show_bytes(b" " + "我".encode()[:2])) == "␣‹e6 88›"
