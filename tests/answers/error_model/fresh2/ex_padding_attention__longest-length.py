# exercise: ex_padding_attention
# mistake: The padding mask is built from lengths.max(), so every sequence is masked only past the longest one; each sequence needs its own mask, position >= lengths[i].
# mistake_zh: 填充掩码是用 lengths.max() 构造的，所以每个序列都只在最长序列之后才被遮住；每个序列需要自己的掩码，即 position >= lengths[i]。
# keywords: lengths, per-sequence, mask, batch, padding

import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    max_len = int(lengths.max())
    pad = torch.arange(n, device=scores.device) >= max_len          # (n,)
    w = scores.masked_fill(pad, float("-inf")).softmax(-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    w = w.masked_fill(pad[:, None], 0.0)                              # padded queries
    return w
