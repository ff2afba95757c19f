# exercise: ex_fix_mask_heads
# mistake: Added both new axes in front, pad[None, None, :, :] (shape (1, 1, b, n)), so the batch index lines up with the query axis: it only runs when b equals n (or b = 1) and then masks using the wrong sequence's padding. Use pad[:, None, None, :].
# mistake_zh: 把两个新轴都加在前面：pad[None, None, :, :]（形状 (1, 1, b, n)），于是批次索引对上了查询轴：只有 b 等于 n（或 b = 1）时才能运行，而且用的是别的序列的填充。应使用 pad[:, None, None, :]。
# keywords: broadcast, batch axis, pad[:, None, None, :], query axis, alignment
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, None, :, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
