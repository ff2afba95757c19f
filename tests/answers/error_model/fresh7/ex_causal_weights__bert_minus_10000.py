# exercise: ex_causal_weights
# mistake: Used the BERT-style additive mask of -10000 instead of -inf. That works for small scores, but when scores are large (e.g. 1e5 or -1e5) a future key at -10000 can still beat the real keys and gets weight. Use float('-inf') (masked_fill) so future keys get exactly 0.
# mistake_zh: 用了 BERT 风格的加性掩码 -10000 而不是 -inf。小分数时没问题，但分数很大时（例如 1e5 或 -1e5），被遮住的未来 key 的 -10000 仍可能胜过真实 key 而获得权重。应使用 float('-inf')（masked_fill），使未来 key 的权重严格为 0。
# keywords: -inf, fill value, -10000, large scores, future
import torch


def ex_causal_weights(scores: torch.Tensor) -> torch.Tensor:
    n = scores.size(-1)
    causal = torch.tril(torch.ones(n, n, device=scores.device))   # 1 = allowed
    extended = (1.0 - causal) * -10000.0                          # as in BERT
    return torch.softmax(scores + extended, dim=-1)
