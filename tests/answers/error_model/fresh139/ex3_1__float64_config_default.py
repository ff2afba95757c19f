# exercise: ex3_1
# mistake: The copy config defaults to dtype float64, so sa_v1's parameters become float64 and sa_v1(x) fails (dtype mismatch) on the book's float32 inputs; the weights must keep sa_v2's float32 dtype.
import torch
from dataclasses import dataclass

@dataclass
class CopyCfg:
    dtype: torch.dtype = torch.float64   # extra precision, just to be safe
    names: tuple = ("W_query", "W_key", "W_value")

def ex3_1(sa_v1, sa_v2, cfg: CopyCfg = CopyCfg()):
    for name in cfg.names:
        w = getattr(sa_v2, name).weight.detach().T.to(cfg.dtype).clone()
        setattr(sa_v1, name, torch.nn.Parameter(w))
