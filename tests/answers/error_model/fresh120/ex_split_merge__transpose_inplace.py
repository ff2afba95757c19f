# exercise: ex_split_merge
# mistake: The learner uses the in-place transpose_ on context, which changes the caller's context tensor to shape (b, n, h, hd); the merge must use the out-of-place transpose(1, 2).
import torch

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    context.transpose_(1, 2)
    merged = context.reshape(b, n, -1)
    return heads, merged
