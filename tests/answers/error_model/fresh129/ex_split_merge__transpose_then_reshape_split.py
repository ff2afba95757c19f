# exercise: ex_split_merge
# mistake: For the split the learner first transposes x to (b, d, n) and then reshapes straight to (b, h, n, hd), which mixes tokens and features; split the feature axis first: view(b, n, h, hd).transpose(1, 2).
import torch

def ex_split_merge(x, num_heads, context):
    B, T, C = x.shape
    H = num_heads
    D = C // H
    heads = x.transpose(1, 2).reshape(B, H, T, D)      # (B, C, T) -> (B, H, T, D)
    merged = context.permute(0, 2, 1, 3).reshape(B, T, H * D)   # (B, T, H, D) -> (B, T, C)
    return heads, merged
