# exercise: ex_fix_mask_heads
# mistake: The learner indexed pad[None, :, None, :], shape (1, b, 1, n), which still aligns the batch axis b with the head axis h; the batch axis must stay first: pad[:, None, None, :].
# mistake_zh: 学习者写成 pad[None, :, None, :]，形状 (1, b, 1, n)，仍把批维度 b 对齐到了头维度 h 上；批维度必须在最前面：pad[:, None, None, :]。
# keywords: batch axis, head axis, broadcast, [:, None, None, :]

import torch


def ex_fix_mask_heads(scores, pad):
    # 广播成 (1, b, 1, n)：查询那一维补 1
    mask = pad[None, :, None, :]
    weights = torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
    return weights
