# exercise: ex_split_merge
# mistake: Merges with permute(0, 2, 3, 1).flatten(-2), which puts the head axis after head_dim so the features are interleaved (feature j of every head side by side); it must be transpose(1, 2) to (b, n, h, hd) before flattening.
import torch


def ex_split_merge(x, num_heads, context):
    *lead, n, d = x.shape
    hd = d // num_heads
    heads = x.view(*lead, n, num_heads, hd).transpose(-3, -2)
    merged = context.permute(0, 2, 3, 1).flatten(-2)
    return heads, merged
