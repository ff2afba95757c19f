# exercise: ex_padding_attention
# mistake: Filling with -1e9 avoids NaN, but a sequence of length 0 then gets uniform rows (1/n) instead of zeros, and the rows of padded queries are never zeroed; zero the padded queries' rows (and the empty sequences) after the softmax.
# mistake_zh: 用 -1e9 填充虽然避免了 NaN，但长度为 0 的序列会得到均匀的行（1/n）而不是全 0，而且填充查询所在的行从未被置零；应在 softmax 之后把填充查询的行（以及空序列）置零。
# keywords: padded queries, rows, zero, uniform, length 0
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    key_is_pad = torch.arange(n, device=scores.device)[None, :] >= lengths.to(scores.device)[:, None]
    additive = torch.zeros_like(key_is_pad, dtype=scores.dtype).masked_fill(key_is_pad, -1e9)
    return torch.softmax(scores + additive[:, None, None, :], dim=-1)
