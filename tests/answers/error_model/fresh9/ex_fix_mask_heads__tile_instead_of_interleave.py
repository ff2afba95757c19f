# exercise: ex_fix_mask_heads
# mistake: Builds a per-head mask with pad.repeat(h, 1).view(b, h, 1, n), as with tf.tile, but repeat stacks whole copies of the batch, so head j of sequence i gets another sequence's padding; broadcast pad[:, None, None, :] (or use repeat_interleave).
# mistake_zh: 像 tf.tile 那样用 pad.repeat(h, 1).view(b, h, 1, n) 为每个头构造掩码，但 repeat 是整批整批地复制，于是序列 i 的第 j 个头拿到了别的序列的填充；应广播 pad[:, None, None, :]（或用 repeat_interleave）。
# keywords: repeat, broadcast, batch, head axis

import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
