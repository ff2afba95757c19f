# exercise: ex_split_merge
# mistake: Merges with torch.cat([c for c in context], dim=-1), which iterates over the batch axis, not the heads; iterate over context.unbind(1) (the heads) or transpose(1, 2) and reshape.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    # put the heads side by side
    merged = torch.cat([c for c in context], dim=-1)
    return heads, merged
