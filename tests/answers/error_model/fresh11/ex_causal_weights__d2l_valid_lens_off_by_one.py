# exercise: ex_causal_weights
# mistake: Reusing d2l's sequence_mask/masked_softmax, the learner gives query i the valid length i (torch.arange(n)) instead of i + 1, so every query loses its own key and query 0 has no valid key (uniform over all keys after the -1e6 fill); the valid lengths must be torch.arange(1, n + 1).
# mistake_zh: 学习者复用 d2l 的 sequence_mask / masked_softmax，给第 i 个查询的有效长度是 i（torch.arange(n)）而不是 i + 1，于是每个查询都丢掉了自己的键，第 0 个查询没有任何有效键（填 -1e6 后在所有键上均匀分布）；有效长度应为 torch.arange(1, n + 1)。
# keywords: diagonal, valid length, off by one, i + 1
import torch


def sequence_mask(X, valid_len, value=0):
    maxlen = X.size(1)
    mask = torch.arange(maxlen, dtype=torch.float32, device=X.device)[None, :] < valid_len[:, None]
    X[~mask] = value
    return X


def ex_causal_weights(scores):
    shape = scores.shape
    n = shape[-1]
    # causal: query i has valid_len keys, rows of the flattened scores cycle over the queries
    valid_lens = torch.arange(n, device=scores.device).repeat(scores.numel() // (n * n))
    X = sequence_mask(scores.reshape(-1, n).clone(), valid_lens, value=-1e6)
    return torch.softmax(X.reshape(shape), dim=-1)
