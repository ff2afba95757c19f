# exercise: ex3_2
# mistake: Built the wrapper with qkv_bias=True; the book's query, key and value layers have no bias (qkv_bias=False).
from dataclasses import dataclass


@dataclass
class Cfg:
    d_in: int = 3
    out_dim: int = 2
    num_heads: int = 2
    context_length: int = 6
    dropout: float = 0.0
    qkv_bias: bool = True


def ex3_2(MultiHeadAttentionWrapper):
    c = Cfg()
    per_head = c.out_dim // c.num_heads
    return MultiHeadAttentionWrapper(c.d_in, per_head, c.context_length, c.dropout,
                                     num_heads=c.num_heads, qkv_bias=c.qkv_bias)
