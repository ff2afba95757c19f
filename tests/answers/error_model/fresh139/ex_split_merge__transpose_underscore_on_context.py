# exercise: ex_split_merge
# mistake: Uses the in-place transpose_ on context, which changes the caller's context tensor to (b, n, h, hd); the merge should use the out-of-place transpose(1, 2).
import torch

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    ctx = context.transpose_(1, 2)
    merged = ctx.reshape(b, n, -1)
    return heads, merged
