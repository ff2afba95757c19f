"""Trusted side of ex_dropout_survivor: the value, from the book's numbers, and the classic wrong
routes."""

import torch

from attnlab import attention
from attnlab.grading.short_answer import no_payload, short_check

make_payload = no_payload
check = short_check(
    "number",
    want=lambda: float(attention.dropout(torch.ones(64), 0.1, torch.Generator().manual_seed(0))[0].max()),
    decimals=4,  # the statement asks for 4 decimals
    misconceptions=(("ex_dropout_survivor.times_keep", lambda: 0.9),
                    ("ex_dropout_survivor.over_p", lambda: 10.0),
                    ("ex_dropout_survivor.unscaled", lambda: 1.0),
                    ("ex_dropout_survivor.book_p", lambda: 2.0),
                    ("mistake.survivor_p", lambda: 0.1),
                    ("ex_dropout_survivor.dropped", lambda: 0.0)),
)
