# exercise: ex_fix_second_head
# mistake: torch.bmm(h, h.T) on the 3-D tensor h (heads, n, d): .T reverses all three axes, giving (d, n, heads), so bmm fails. Swap only the last two axes: h.transpose(1, 2) or h.mT.
# mistake_zh: 对三维张量 h（heads, n, d）做 torch.bmm(h, h.T)：.T 会反转全部三个轴，得到 (d, n, heads)，于是 bmm 失败。应只交换最后两个轴：h.transpose(1, 2) 或 h.mT。
# keywords: .t, 3-d, reverses, transpose, mt
import torch


def ex_fix_second_head(a):
    h = a.squeeze(0)
    return torch.bmm(h, h.T).unsqueeze(0)
