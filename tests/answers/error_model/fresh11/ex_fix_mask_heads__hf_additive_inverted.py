# exercise: ex_fix_mask_heads
# mistake: The learner applies Hugging Face's additive recipe (1 - mask) * finfo.min, which expects mask = 1 at real tokens, to pad (True at padding), so the real keys are pushed to -inf and the padding kept; add pad * finfo.min (or use masked_fill with pad).
# mistake_zh: 学习者套用 Hugging Face 的加性写法 (1 - mask) * finfo.min，它要求 mask 在真实词元处为 1，却用在了 pad（填充处为 True）上，结果真实的键被压到极小、填充被保留；应加 pad * finfo.min（或用 pad 做 masked_fill）。
# keywords: inverted, padding, additive mask, real tokens
import torch


def ex_fix_mask_heads(scores, pad):
    extended_attention_mask = pad[:, None, None, :].to(scores.dtype)  # (b, 1, 1, n)
    extended_attention_mask = (1.0 - extended_attention_mask) * torch.finfo(scores.dtype).min
    return torch.softmax(scores + extended_attention_mask, dim=-1)
