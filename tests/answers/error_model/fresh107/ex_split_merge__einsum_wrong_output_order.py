# exercise: ex_split_merge
# mistake: Writes the split as einsum('bnhd->bhdn'), putting the features before the tokens, so heads has shape (b, h, hd, n) (the right shape only when hd == n, then transposed); the target is 'bnhd->bhnd'.
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = torch.einsum("bnhd->bhdn", x.reshape(b, n, num_heads, hd))
    merged = torch.einsum("bhnd->bnhd", context).reshape(b, n, d)
    return heads, merged
