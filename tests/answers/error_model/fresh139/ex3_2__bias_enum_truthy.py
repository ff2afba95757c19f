# exercise: ex3_2
# mistake: Passes an Enum member BiasMode.NONE as qkv_bias; any Enum member is truthy, so the layers get biases; the book's layers have no bias (qkv_bias=False).
from enum import Enum

class BiasMode(Enum):
    NONE = 0
    QKV = 1

def ex3_2(MultiHeadAttentionWrapper, bias=BiasMode.NONE):
    d_in, per_head, ctx, p = 3, 1, 6, 0.0
    return MultiHeadAttentionWrapper(d_in, per_head, ctx, p, num_heads=2, qkv_bias=bias)
