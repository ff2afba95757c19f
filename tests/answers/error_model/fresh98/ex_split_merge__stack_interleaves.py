# exercise: ex_split_merge
# mistake: Merges with torch.stack(context.unbind(1), dim=-1).flatten(-2), which interleaves the heads feature by feature (head i at features i, i+h, ...) instead of putting head i in the block [i·hd, (i+1)·hd); it should concatenate along the last axis (torch.cat(..., dim=-1)) or transpose and reshape. [cond: num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, num_heads, hd).permute(0, 2, 1, 3)
    per_head = context.unbind(dim=1)             # h tensors of (b, n, hd)
    merged = torch.stack(per_head, dim=-1).flatten(start_dim=-2)
    return heads, merged.to(x.device)
