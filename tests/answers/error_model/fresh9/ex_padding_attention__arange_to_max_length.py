# exercise: ex_padding_attention
# mistake: Builds the mask from torch.arange(lengths.max()), assuming like a Hugging Face collator that the batch is padded to its longest sequence, so it raises when every sequence is shorter than n (and for length 0); use torch.arange(scores.shape[-1]).
# mistake_zh: 用 torch.arange(lengths.max()) 构造掩码，像 Hugging Face 的 collator 那样假设批次只填充到最长的序列，于是当所有序列都短于 n（或长度为 0）时就报错；应使用 torch.arange(scores.shape[-1])。
# keywords: n, arange, max length, shape

import torch


def ex_padding_attention(scores, lengths):
    max_len = int(lengths.max())
    attention_mask = torch.arange(max_len, device=scores.device)[None, :] < lengths[:, None]  # (b, n)
    key_mask = attention_mask[:, None, None, :]
    weights = torch.softmax(scores.masked_fill(~key_mask, float("-inf")), dim=-1)
    weights = torch.nan_to_num(weights, nan=0.0)
    return weights * attention_mask[:, None, :, None]
