# exercise: ex3_2
# mistake: Builds the wrapper with qkv_bias=True, although the book's query, key and value layers have no bias; it must use qkv_bias=False (the default).
import torch

d_in = 3
num_heads = 2
out_dim = 2
context_length = 6


def ex3_2(MultiHeadAttentionWrapper):
    d_out = out_dim // num_heads  # each head gives 1 dim, concatenated -> 2
    m = MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0,
                                  num_heads=num_heads, qkv_bias=True)
    return m
