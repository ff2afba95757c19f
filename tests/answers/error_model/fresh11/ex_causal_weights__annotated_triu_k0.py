# exercise: ex_causal_weights
# mistake: Writing The Annotated Transformer's subsequent_mask as torch.triu(ones, diagonal=0) == 0 (it needs diagonal=1), the learner also masks the diagonal, so the first query has every key filled with -1e9 and spreads uniformly over the future; use triu(..., diagonal=1).
# mistake_zh: 学习者把 The Annotated Transformer 的 subsequent_mask 写成 torch.triu(ones, diagonal=0) == 0（应为 diagonal=1），连对角线也被掩掉，第一个词的所有键都被填成 -1e9，于是均匀地分到未来位置；应使用 triu(..., diagonal=1)。
# keywords: diagonal=1, triu, diagonal, future
import torch


def subsequent_mask(size):
    "Mask out subsequent positions."
    attn_shape = (size, size)
    subsequent = torch.triu(torch.ones(attn_shape), diagonal=0).type(torch.uint8)
    return subsequent == 0


def ex_causal_weights(scores):
    mask = subsequent_mask(scores.size(-1)).to(scores.device)
    scores = scores.masked_fill(mask == 0, -1e9)
    return scores.softmax(dim=-1)
