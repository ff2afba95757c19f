# exercise: ex_split_merge
# mistake: For the merge the learner transposes axes 2 and 3 (tokens and features) instead of 1 and 2 (heads and tokens) before reshaping to (b, n, h*hd); the element count matches but the values are scrambled. context must be transpose(1, 2)'d.
import torch

def ex_split_merge(x, num_heads, context):
    B, T, C = x.shape
    H, D = num_heads, C // num_heads
    heads = x.view(B, T, H, D).permute(0, 2, 1, 3)          # (B, H, T, D)
    merged = context.transpose(2, 3).reshape(B, T, H * D)   # (B, T, H*D)
    return heads, merged
