# exercise: ex_split_merge
# mistake: Returns the transposed context of shape (b, n, num_heads, hd) as `merged`, forgetting the final reshape to (b, n, num_heads·hd).

import torch


def _to_heads(t, h):
    b, n, d = t.shape
    return t.reshape(b, n, h, d // h).transpose(1, 2)


def _from_heads(t):
    return t.transpose(1, 2)


def ex_split_merge(x, num_heads, context):
    return _to_heads(x, num_heads), _from_heads(context)
