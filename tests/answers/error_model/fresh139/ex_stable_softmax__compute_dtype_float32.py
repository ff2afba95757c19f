# exercise: ex_stable_softmax
# mistake: Always computes in a configured float32 and never casts back, so float64 inputs come back as float32 with lost precision; the result should keep x's dtype. [cond: input dtype is not float32]
import torch
from dataclasses import dataclass

@dataclass
class SoftmaxCfg:
    compute_dtype: torch.dtype = torch.float32

CFG = SoftmaxCfg()

def ex_stable_softmax(x, dim, cfg=CFG):
    xc = x.to(cfg.compute_dtype)
    xc = xc - xc.amax(dim=dim, keepdim=True)
    e = torch.exp(xc)
    return e / e.sum(dim=dim, keepdim=True)
