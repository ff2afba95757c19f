# exercise: ex_fix_mask_heads
# mistake: Used the Hugging Face convention (attention_mask True/1 = keep) and inverted pad with ~: now the REAL keys are masked and only padding is attended to (rows without padding become NaN). Here pad is already True at padding; mask with pad[:, None, None, :] directly.
# mistake_zh: 套用了 Hugging Face 的约定（attention_mask 为 True/1 表示保留），用 ~ 取反了 pad：现在被遮住的是真实的键，只关注填充（没有填充的行变成 NaN）。这里 pad 本来就在填充处为 True；应直接用 pad[:, None, None, :] 作掩码。
# keywords: inverted, ~pad, convention, real keys, True at padding
import torch


def ex_fix_mask_heads(scores, pad):
    attention_mask = ~pad                              # 1 = attend, 0 = ignore
    mask = attention_mask[:, None, None, :] == 0
    mask = ~mask                                       # positions to fill
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
