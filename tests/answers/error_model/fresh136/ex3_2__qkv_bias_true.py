# exercise: ex3_2
# mistake: Built the heads with qkv_bias=True, although the book's query, key and value layers have no bias; leave qkv_bias=False.
from functools import partial


def ex3_2(MultiHeadAttentionWrapper):
    make = partial(MultiHeadAttentionWrapper, 3, 1, 6, 0.0, qkv_bias=True)
    return make(num_heads=2)
