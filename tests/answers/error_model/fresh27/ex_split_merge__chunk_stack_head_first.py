# exercise: ex_split_merge
# mistake: Split with torch.chunk along the features and stacked the chunks on dim 0, giving heads of shape (num_heads, b, n, hd); the heads axis goes after the batch: torch.stack(chunks, dim=1). [cond: b > 1 or num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    # one slice of hd features per head
    chunks = torch.chunk(x, num_heads, dim=-1)
    heads = torch.stack(chunks, dim=0)
    merged = torch.cat(torch.unbind(context, dim=1), dim=-1)
    return heads, merged
