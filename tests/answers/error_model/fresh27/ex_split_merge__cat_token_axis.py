# exercise: ex_split_merge
# mistake: Merged by concatenating the heads' outputs along dim=1, the token axis, giving (b, num_heads·n, hd); they must be concatenated along the features (dim=-1) to give (b, n, num_heads·hd). [cond: num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, num_heads, hd).permute(0, 2, 1, 3)
    # like the wrapper: concatenate the heads' context vectors
    per_head = [context[:, i] for i in range(context.shape[1])]  # each (b, n, hd)
    merged = torch.cat(per_head, dim=1)
    return heads, merged
