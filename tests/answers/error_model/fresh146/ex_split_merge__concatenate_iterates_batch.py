# exercise: ex_split_merge
# mistake: The learner merged with np.concatenate(list(c), axis=-1), but iterating over c walks the batch axis, not the heads, so the result is (num_heads, n, b·hd); the merge must concatenate c[:, i] over the heads.
import numpy as np
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.reshape(b, n, num_heads, d // num_heads).permute(0, 2, 1, 3)
    c = context.detach().cpu().numpy()
    merged_np = np.concatenate(list(c), axis=-1)   # heads side by side
    merged = torch.tensor(merged_np, device=x.device)
    return heads, merged
