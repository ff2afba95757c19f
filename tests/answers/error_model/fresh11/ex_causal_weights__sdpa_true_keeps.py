# exercise: ex_causal_weights
# mistake: The learner builds the mask the F.scaled_dot_product_attention way, tril = True where a key may be attended, and passes it to masked_fill, which fills the True entries; masked_fill needs True on the future: triu(ones, diagonal=1) (or ~tril).
# mistake_zh: 学习者按 F.scaled_dot_product_attention 的约定构造掩码，tril 中可关注的位置为 True，再把它交给 masked_fill，而 masked_fill 填充的是 True 的位置；masked_fill 需要未来位置为 True：triu(ones, diagonal=1)（或 ~tril）。
# keywords: mask, inverted, masked_fill, future
import torch


def ex_causal_weights(scores):
    T = scores.size(-1)
    attn_mask = torch.ones(T, T, dtype=torch.bool, device=scores.device).tril()  # True = attend
    att = scores.masked_fill(attn_mask, float('-inf'))
    return torch.softmax(att, dim=-1)
