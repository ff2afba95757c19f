# exercise: ex3_2
# mistake: Passed d_out=2 as the total output size, as for MultiHeadAttention; the wrapper concatenates num_heads heads of d_out each, so it returns (2, 6, 4) — it needs d_out=1 for (2, 6, 2).
from dataclasses import dataclass


@dataclass
class AttnConfig:
    d_in: int = 3
    d_out: int = 2          # size of the context vectors we want
    context_length: int = 6
    dropout: float = 0.0
    num_heads: int = 2


def ex3_2(MultiHeadAttentionWrapper):
    cfg = AttnConfig()
    return MultiHeadAttentionWrapper(cfg.d_in, cfg.d_out, cfg.context_length,
                                     cfg.dropout, num_heads=cfg.num_heads)
