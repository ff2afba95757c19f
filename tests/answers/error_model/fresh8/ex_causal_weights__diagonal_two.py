# exercise: ex_causal_weights
# mistake: The learner used torch.triu(..., diagonal=2), an off-by-one that leaves the key right after each query unmasked, so every query still sees the next token. Use diagonal=1.
# mistake_zh: 学习者用了 torch.triu(..., diagonal=2)，差了一位，每个查询后面紧挨着的那个键没有被遮住，于是仍能看到下一个词元。应使用 diagonal=1。
# keywords: diagonal=1, off-by-one, next token, triu
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    # 对角线以上的位置都是"未来"
    future = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(diagonal=2)
    return torch.where(future, torch.tensor(float("-inf"), device=scores.device), scores).softmax(-1)
