# exercise: ex_fix_mask_heads
# mistake: Expands pad to (h, b, n) with the heads first and reshapes that to (b, h, 1, n), so the batch and head entries are interleaved and a head gets another sequence's padding; broadcast pad[:, None, None, :].
# mistake_zh: 把 pad 扩展成头在前的 (h, b, n) 再 reshape 成 (b, h, 1, n)，批次与头的条目被交错，某个头拿到了别的序列的填充；应广播 pad[:, None, None, :]。
# keywords: head, batch, broadcast, repeat_interleave
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.unsqueeze(0).expand(h, b, n).reshape(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
