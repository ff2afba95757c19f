# exercise: ex_fix_mask_heads
# mistake: Makes a mask per head by concatenating h copies of pad (torch.cat([pad] * h)) and viewing it as (b, h, 1, n): the copies follow each other batch-wise, so head j of sequence i gets the padding of sequence (i*h + j) mod b; use pad[:, None, None, :] or repeat_interleave.
# mistake_zh: 用 torch.cat([pad] * h) 拼接 h 份 pad 再 view 成 (b, h, 1, n) 作为每个头的掩码：各份按整批首尾相接，序列 i 的第 j 个头拿到的是序列 (i*h + j) mod b 的填充；应使用 pad[:, None, None, :] 或 repeat_interleave。
# keywords: head, batch, broadcast, repeat_interleave
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = torch.cat([pad] * h, dim=0).view(b, h, 1, n)
    weights = torch.softmax(scores.masked_fill(mask, -1e9), dim=-1)
    return weights
