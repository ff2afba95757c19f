# exercise: ex3_1
# mistake: Converts each (d_out, d_in) Linear weight to (d_in, d_out) with reshape, which keeps the memory order and scrambles the entries; it must be transposed (weight.T).
import torch
from enum import Enum

class Layout(Enum):
    LINEAR = "out_in"
    RAW = "in_out"

def _to_layout(w, src=Layout.LINEAR, dst=Layout.RAW):
    if src == dst:
        return w
    d0, d1 = w.shape
    return w.reshape(d1, d0)

def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            src = getattr(sa_v2, name).weight
            getattr(sa_v1, name).copy_(_to_layout(src))
