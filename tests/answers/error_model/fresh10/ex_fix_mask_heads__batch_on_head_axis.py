# exercise: ex_fix_mask_heads
# mistake: The learner 'fixed' it with pad[None, :, None, :], which puts the batch axis on the head axis; it still only runs when b == h (or b == 1) and masks with the wrong sequence. Use pad[:, None, None, :].
# mistake_zh: 学习者改成 pad[None, :, None, :]，把批次维放在了头维上；仍只在 b == h（或 b == 1）时能运行，并且用错了序列的掩码。应使用 pad[:, None, None, :]。
# keywords: broadcast, batch axis, head axis, unsqueeze

import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, :, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
