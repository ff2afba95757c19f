# exercise: ex_split_merge
# mistake: Merges with torch.cat(list(context), dim=-1), but iterating a tensor walks its first axis, the batch, not the heads; the result (h, n, b·hd) is then reshaped to (b, n, h·hd), scrambling the values. Iterate over the head axis (context.unbind(1)).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    per_head = list(context)                # one tensor per head
    merged = torch.cat(per_head, dim=-1).reshape(b, n, num_heads * hd)
    return heads, merged
