# exercise: ex_split_merge
# mistake: Splits with permute(2, 0, 1, 3) to (h, b, n, hd) and then reshape(b, h, n, hd), which mixes the batch and head axes; transpose(1, 2) after the view keeps batch first. [cond: b > 1 and num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, num_heads, hd).permute(2, 0, 1, 3).reshape(b, num_heads, n, hd)
    merged = torch.cat([context[:, i] for i in range(num_heads)], dim=-1)
    return heads, merged
