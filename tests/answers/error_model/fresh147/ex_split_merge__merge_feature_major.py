# exercise: ex_split_merge
# mistake: Merged by moving the head axis to the end and flattening (n, hd, h), which interleaves the heads feature by feature; the heads must come before hd: (b, n, h, hd) then flatten.
import torch


def ex_split_merge(x, num_heads, context):
    *lead, n, d = x.shape
    heads = x.view(*lead, n, num_heads, d // num_heads).transpose(-3, -2)
    merged = context.movedim(-3, -1).flatten(-2)
    return heads, merged
