# exercise: ex_fix_second_head
# mistake: On the 3-D tensor a[0] (h, n, d), .T reverses all three axes to (d, n, h) instead of swapping the last two, so the batched matmul fails (or mixes heads). Use a[0] @ a[0].transpose(-2, -1) (or .mT).
# mistake_zh: 对三维张量 a[0]（形状 (h, n, d)）使用 .T 会把三个轴全部反转成 (d, n, h)，而不是只交换最后两个轴，所以批量矩阵乘法会失败（或把头混在一起）。应写 a[0] @ a[0].transpose(-2, -1)（或 .mT）。
# keywords: .t, 3-d, transpose, .mt, last two axes
import torch


def ex_fix_second_head(a):
    heads = a[0]                 # (h, n, d)，所有头一起算
    return heads @ heads.T
