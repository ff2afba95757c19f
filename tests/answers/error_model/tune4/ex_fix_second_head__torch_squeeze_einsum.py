# exercise: ex_fix_second_head
# mistake: torch.squeeze(a) with no dim drops every size-1 axis, so with one head the head axis is gone and the output loses it. Index the batch (a[0]) or squeeze(0).
# mistake_zh: 不带 dim 的 torch.squeeze(a) 会去掉所有大小为 1 的维，只有一个头时头的维也没了。应索引批次（a[0]）或 squeeze(0)。
# keywords: squeeze, size 1, a[0]
import torch


def ex_fix_second_head(a):
    x = torch.squeeze(a)
    return torch.einsum("...id,...jd->...ij", x, x)
