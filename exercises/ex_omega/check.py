"""Trusted side of ex_omega: the value, from the book's numbers, and the classic wrong
routes."""

import torch

from attnlab import examples
from attnlab.grading.short_answer import no_payload, short_check


def _x():
    return examples.inputs()


make_payload = no_payload
check = short_check(
    "number",
    want=lambda: float(_x()[1] @ _x()[0]),
    decimals=4,  # the statement asks for 4 decimals
    misconceptions=(("ex_omega.self_score", lambda: float(_x()[1] @ _x()[1])),
                    ("ex_omega.weight", lambda: float(torch.softmax(_x() @ _x()[1], -1)[0])),
                    # the book's first normalisation (scores over their sum), before the softmax
                    ("ex_omega.normalised", lambda: float((_x() @ _x()[1])[0] / (_x() @ _x()[1]).sum())),
                    ("ex_omega.other_pair", lambda: float(_x()[0] @ _x()[0]))),
)
