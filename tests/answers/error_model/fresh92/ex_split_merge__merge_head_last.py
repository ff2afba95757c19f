# exercise: ex_split_merge
# mistake: Merged with permute(0, 2, 3, 1) so that the head axis comes last, which interleaves the heads' features; head i must occupy features [i*hd, (i+1)*hd) (permute(0, 2, 1, 3)). [cond: num_heads > 1]
import torch
import torch.nn.functional as F

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = torch.einsum('bnhd->bhnd', x.view(b, n, num_heads, hd))
    merged = context.permute(0, 2, 3, 1).reshape(b, n, num_heads * hd)
    return heads, merged
