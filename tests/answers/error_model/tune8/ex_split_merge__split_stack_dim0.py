# exercise: ex_split_merge
# mistake: The per-head pieces from torch.split are stacked along dim=0, giving (h, b, n, hd): the heads land before the batch; stack along dim=1.
# mistake_zh: torch.split 得到的各头被沿 dim=0 堆叠，得到 (h, b, n, hd)：头跑到了批次前面；应沿 dim=1 堆叠。
# keywords: stack, dim, order

import torch


def ex_split_merge(x, num_heads, context):
    hd = x.shape[-1] // num_heads
    heads = torch.stack(torch.split(x, hd, dim=2), 0)
    b, h, n, d = context.shape
    merged = context.transpose(1, 2).reshape(b, n, h * d)
    return heads, merged
