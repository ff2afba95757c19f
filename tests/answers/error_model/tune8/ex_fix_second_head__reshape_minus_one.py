# exercise: ex_fix_second_head
# mistake: The transpose of each head is written as reshape(-1, d, n), which keeps the memory order and scrambles the entries; use transpose(-1, -2).
# mistake_zh: 每个头的转置写成了 reshape(-1, d, n)，这会保持内存顺序、打乱元素；应使用 transpose(-1, -2)。
# keywords: reshape, transpose, scrambl

import torch


def ex_fix_second_head(a):
    heads = a[0]
    flipped = heads.reshape(-1, heads.shape[-1], heads.shape[-2])
    return heads @ flipped
