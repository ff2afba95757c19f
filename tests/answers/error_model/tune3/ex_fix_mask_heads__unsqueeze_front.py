# exercise: ex_fix_mask_heads
# mistake: pad.unsqueeze(0).unsqueeze(0) puts both new axes in front, (1, 1, b, n), so the batch axis of the mask lines up with the query axis of the scores; the mask needs (b, 1, 1, n): pad[:, None, None, :].
# mistake_zh: pad.unsqueeze(0).unsqueeze(0) 把两个新轴都放在了前面，得到 (1, 1, b, n)，于是掩码的批次轴对上了分数的查询轴；掩码应为 (b, 1, 1, n)：pad[:, None, None, :]。
# keywords: axes, batch, pad[:, None, None, :], query, front
import torch


def ex_fix_mask_heads(scores, pad):
    m = pad.unsqueeze(0).unsqueeze(0)
    return scores.masked_fill(m, float("-inf")).softmax(-1)
