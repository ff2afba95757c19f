# exercise: ex_split_merge
# mistake: The learner stacks the feature chunks on dim=2, giving (b, n, h, hd) for heads; the head axis must be axis 1, (b, h, n, hd).
import torch


def ex_split_merge(x, num_heads, context):
    chunks = torch.chunk(x, num_heads, dim=-1)
    heads = torch.stack(chunks, dim=2)
    merged = torch.cat([context[:, i] for i in range(context.shape[1])], dim=-1)
    return heads, merged
