# exercise: ex3_1
# mistake: The learner's name table maps W_value to sa_v2's W_key layer (copy-paste slip), so sa_v1's values use the key weights; each of W_query, W_key, W_value must take the transpose of the matching layer of sa_v2.
import torch
from dataclasses import dataclass, field

@dataclass
class TransferConfig:
    # target attribute on v1 -> source layer on v2
    name_map: dict = field(default_factory=lambda: {
        "W_query": "W_query",
        "W_key": "W_key",
        "W_value": "W_key",
    })
    transpose: bool = True

def ex3_1(sa_v1, sa_v2, cfg=None):
    cfg = cfg or TransferConfig()
    for dst, src in cfg.name_map.items():
        w = getattr(sa_v2, src).weight
        if cfg.transpose:
            w = w.T
        setattr(sa_v1, dst, torch.nn.Parameter(w))
