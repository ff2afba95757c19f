# exercise: ex_split_merge
# mistake: The merge transposes back to (b, n, h, hd) but flattens from axis 1 instead of axis 2, giving shape (b, n*h*hd); only the head and feature axes must be merged (flatten(2) / view(b, n, h*hd)).
import torch

def ex_split_merge(x, num_heads, context):
    B, T, C = x.shape
    H = num_heads
    D = C // H
    heads = x.unflatten(-1, (H, D)).transpose(1, 2)      # (B, T, H, D) -> (B, H, T, D)
    merged = context.transpose(1, 2).flatten(1)          # (B, T, H, D) -> (B, T, H*D)
    return heads, merged
