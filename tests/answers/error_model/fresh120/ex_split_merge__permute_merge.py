# exercise: ex_split_merge
# mistake: The learner merges with permute(0, 2, 3, 1), putting the head axis last, so the merged features are interleaved across heads instead of head i in [i*hd, (i+1)*hd); the merge must be transpose(1, 2) to (b, n, h, hd) then reshape.
import torch

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged
