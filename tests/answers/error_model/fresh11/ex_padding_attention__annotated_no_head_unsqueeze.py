# exercise: ex_padding_attention
# mistake: Like The Annotated Transformer the learner makes the mask (b, 1, n) with unsqueeze(-2), but skips MultiHeadedAttention's mask.unsqueeze(1), so against (b, h, n, n) scores b lines up with the head axis; the key mask must be (b, 1, 1, n).
# mistake_zh: 学习者像 The Annotated Transformer 那样用 unsqueeze(-2) 得到 (b, 1, n) 的掩码，却漏了 MultiHeadedAttention 中的 mask.unsqueeze(1)，于是对 (b, h, n, n) 的分数 b 对齐到了头的轴上；键掩码应为 (b, 1, 1, n)。
# keywords: head axis, (b, 1, 1, n), broadcast, unsqueeze
import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    src_mask = (torch.arange(n, device=scores.device)[None, :] < lengths[:, None]).unsqueeze(-2)  # (b, 1, n)
    scores = scores.masked_fill(src_mask == 0, -1e9)
    p_attn = scores.softmax(dim=-1)
    query_mask = src_mask.squeeze(-2)[:, None, :, None]
    return p_attn * query_mask
