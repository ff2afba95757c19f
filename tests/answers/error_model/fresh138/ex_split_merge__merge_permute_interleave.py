# exercise: ex_split_merge
# mistake: The learner merged with permute(0, 2, 3, 1) ('b h n hd -> b n (hd h)'), which interleaves the heads' features; the merge must be transpose(1, 2) so head i lands in features [i·hd, (i+1)·hd). [cond: num_heads > 1]
import torch

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.reshape(b, n, num_heads, d // num_heads).permute(0, 2, 1, 3)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged
