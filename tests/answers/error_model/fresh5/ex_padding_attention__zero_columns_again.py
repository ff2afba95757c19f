# exercise: ex_padding_attention
# mistake: Your second masked_fill, meant to zero the rows of padded queries, uses the key mask [:, None, None, :] again, so it zeroes columns and the padded queries keep their weights. Zero the rows with pad[:, None, :, None].
# mistake_zh: 你第二次 masked_fill 本来要把填充查询的行清零，却又用了键掩码 [:, None, None, :]，于是清零的是列，填充查询的权重仍然保留。应用 pad[:, None, :, None] 清零这些行。
# keywords: rows, padded queries, zero, columns, key mask
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)
    key_mask = pad[:, None, None, :]
    w = scores.masked_fill(key_mask, -1e9).softmax(-1)   # 有限值，不会 NaN
    return w.masked_fill(key_mask, 0.0)                   # 填充的 query 行清零
