# exercise: ex_split_merge
# mistake: Split with reshape(b, n, hd, h).permute(0, 3, 1, 2), so head i gets the strided features i, i+h, i+2h, ... instead of the block [i*hd, (i+1)*hd); view(b, n, h, hd).transpose(1, 2). The merge is right.
import torch


def split(x, h):
    b, n, d = x.shape
    return x.reshape(b, n, d // h, h).permute(0, 3, 1, 2)


def merge(c):
    b, h, n, hd = c.shape
    return c.transpose(1, 2).reshape(b, n, h * hd)


def ex_split_merge(x, num_heads, context):
    return split(x, num_heads), merge(context)


# split: shapes
assert split(torch.zeros(2, 3, 8), 4).shape == (2, 4, 3, 2)
# merge: head 1's features come after head 0's
_c = torch.stack([torch.zeros(1, 1, 2), torch.ones(1, 1, 2)], dim=1)  # (1, 2, 1, 2)
assert merge(_c).tolist() == [[[0.0, 0.0, 1.0, 1.0]]]
