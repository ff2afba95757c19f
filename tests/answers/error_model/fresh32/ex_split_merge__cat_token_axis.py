# exercise: ex_split_merge
# mistake: Concatenates the heads' context along the token axis (dim=1), giving (b, num_heads·n, hd); heads go side by side in the features: cat along dim=-1, shape (b, n, num_heads·hd).

import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, num_heads, hd).permute(0, 2, 1, 3)
    # like the wrapper: concatenate the heads
    merged = torch.cat([context[:, i, :, :] for i in range(num_heads)], dim=1)
    return heads, merged
