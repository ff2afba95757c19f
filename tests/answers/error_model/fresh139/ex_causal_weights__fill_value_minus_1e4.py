# exercise: ex_causal_weights
# mistake: Fills the future with a configured "large negative" -1e4 instead of -inf; when real scores are themselves around -1e4 or lower, future keys get non-zero (even most of the) weight. Use float('-inf'). [cond: scores of magnitude around 1e4 or more]
import torch
from dataclasses import dataclass

@dataclass
class MaskCfg:
    fill: float = -1e4   # fp16-safe
    diagonal: int = 1

def ex_causal_weights(scores, cfg: MaskCfg = MaskCfg()):
    n = scores.size(-1)
    fut = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(cfg.diagonal)
    return scores.masked_fill(fut, cfg.fill).softmax(dim=-1)
