# exercise: ex_softmax_backward
# mistake: Sums dP * P over every axis except the first (treating axis 0 as the batch) instead of only the last axis, which is right for 2-D inputs but mixes rows for 3-D and 4-D ones. [cond: more than 2 axes]
import torch
from dataclasses import dataclass

@dataclass
class GradCfg:
    batch_dims: int = 1

def ex_softmax_backward(P, dP, cfg=GradCfg()):
    reduce_dims = tuple(range(cfg.batch_dims, P.dim()))
    inner = (dP * P).sum(dim=reduce_dims, keepdim=True)
    return P * (dP - inner)
