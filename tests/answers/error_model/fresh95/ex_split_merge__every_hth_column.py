# exercise: ex_split_merge
# mistake: The learner dealt the features out to the heads like cards (head i gets columns i, i+h, i+2h, ...) instead of giving head i the block of consecutive features [i*hd, (i+1)*hd); the merge is right. [cond: only when num_heads > 1 and head_dim > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    # one column-group per head
    heads = torch.stack([x[:, :, i::num_heads] for i in range(num_heads)], dim=1)
    merged = context.transpose(1, 2).reshape(b, n, -1)
    return heads, merged
