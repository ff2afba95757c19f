# exercise: ex3_2
# mistake: The learner's config dataclass has qkv_bias=True as its default and passes it on, so the heads' query, key and value layers get biases; the book's layers have no bias (qkv_bias=False).
from dataclasses import dataclass, asdict


@dataclass
class WrapperConfig:
    d_in: int = 3
    d_out: int = 1          # per head -> 2 heads * 1 = 2 output dims
    context_length: int = 6
    dropout: float = 0.0
    num_heads: int = 2
    qkv_bias: bool = True


def ex3_2(MultiHeadAttentionWrapper):
    cfg = WrapperConfig()
    assert cfg.num_heads * cfg.d_out == 2
    return MultiHeadAttentionWrapper(**asdict(cfg))
