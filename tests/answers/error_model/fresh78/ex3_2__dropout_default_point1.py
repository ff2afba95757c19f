# exercise: ex3_2
# mistake: The learner's settings object keeps the chapter's later dropout of 0.1 as a default, so the wrapper drops attention weights in training mode; the exercise asks for dropout 0.0.
from dataclasses import dataclass


@dataclass
class AttnCfg:
    d_in: int = 3
    d_out: int = 1
    context_length: int = 6
    dropout: float = 0.1
    num_heads: int = 2


def make(cls, cfg=AttnCfg()):
    return cls(cfg.d_in, cfg.d_out, cfg.context_length, cfg.dropout, num_heads=cfg.num_heads)


def ex3_2(MultiHeadAttentionWrapper):
    return make(MultiHeadAttentionWrapper)
