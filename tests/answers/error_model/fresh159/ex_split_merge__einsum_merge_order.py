# exercise: ex_split_merge
# mistake: The merge uses einsum 'bhnd->bndh', putting the head axis last, so the merged features are interleaved; it must be 'bhnd->bnhd' so that head i fills features [i·hd, (i+1)·hd). [cond: num_heads > 1 and hd > 1]
import torch

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = torch.einsum('bnhd->bhnd', x.view(b, n, num_heads, hd))
    merged = torch.einsum('bhnd->bndh', context).reshape(b, n, num_heads * hd)
    return heads, merged
