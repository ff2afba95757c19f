# exercise: ex_split_merge
# mistake: The einsum 'bhnd->bndh' puts the head axis last, so merging interleaves the heads' features instead of placing head i in features [i*hd, (i+1)*hd); the string should be 'bhnd->bnhd'.
# mistake_zh: einsum 写成 'bhnd->bndh' 把头维放在了最后，合并后各头的特征交错排列，而不是第 i 个头占据 [i*hd, (i+1)*hd)；应写 'bhnd->bnhd'。
# keywords: einsum, axis order, interleave, merge

import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = torch.einsum('bnhd->bhnd', x.reshape(b, n, num_heads, d // num_heads))
    merged = torch.einsum('bhnd->bndh', context).reshape(b, n, -1)
    return heads, merged
