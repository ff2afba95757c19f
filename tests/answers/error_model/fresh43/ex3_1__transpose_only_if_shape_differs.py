# exercise: ex3_1
# mistake: Transposes the nn.Linear weight only when its shape differs from the v1 parameter's shape, so for square projections (d_in == d_out) the weight is copied untransposed; it must always be transposed. [cond: only when d_in == d_out]
import torch
from dataclasses import dataclass


@dataclass
class _Pair:
    v1_name: str
    v2_name: str


PAIRS = [_Pair("W_query", "W_query"), _Pair("W_key", "W_key"), _Pair("W_value", "W_value")]


def ex3_1(sa_v1, sa_v2):
    for p in PAIRS:
        w = getattr(sa_v2, p.v2_name).weight.detach()
        target = getattr(sa_v1, p.v1_name)
        if w.shape != target.shape:
            w = w.T  # nn.Linear stores (out, in)
        setattr(sa_v1, p.v1_name, torch.nn.Parameter(w.clone()))
