# exercise: ex_causal_weights
# mistake: Using BERT's extended attention mask, the learner adds (1 - tril) * -10000.0 to the scores; for scores of magnitude ≳ 10⁴ the future is not masked. Fill the future with -inf (or the dtype's minimum) instead of adding -10000.
# mistake_zh: 学习者沿用 BERT 的扩展注意力掩码，把 (1 - tril) * -10000.0 加到分数上；分数量级达到约 10⁴ 时未来位置并没有被掩掉。应把未来位置填成 -inf（或该 dtype 的最小值），而不是加 -10000。
# keywords: -inf, additive, -10000, future
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    attention_mask = torch.tril(torch.ones(n, n, device=scores.device, dtype=scores.dtype))
    extended_attention_mask = (1.0 - attention_mask) * -10000.0
    return torch.softmax(scores + extended_attention_mask, dim=-1)
