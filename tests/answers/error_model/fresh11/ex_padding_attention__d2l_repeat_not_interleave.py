# exercise: ex_padding_attention
# mistake: Following d2l's masked_softmax, the learner flattens scores to (b·h·n, n) and expands valid_lens with lengths.repeat(h*n), which tiles the batch; the rows belong to batches in blocks, so it must be torch.repeat_interleave(lengths, h*n).
# mistake_zh: 学习者照 d2l 的 masked_softmax 把分数展平成 (b·h·n, n)，并用 lengths.repeat(h*n) 扩展 valid_lens，这是把 batch 循环平铺；而展平后的行是按 batch 成块排列的，必须用 torch.repeat_interleave(lengths, h*n)。
# keywords: repeat_interleave, lengths, batch, flatten
import torch


def sequence_mask(X, valid_len, value=0.0):
    maxlen = X.size(1)
    mask = torch.arange(maxlen, dtype=torch.float32, device=X.device)[None, :] < valid_len[:, None]
    X[~mask] = value
    return X


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    valid_lens = lengths.repeat(h * n)
    X = sequence_mask(scores.reshape(-1, n).clone(), valid_lens, value=float('-inf'))
    weights = torch.softmax(X, dim=-1).reshape(b, h, n, n)
    weights = torch.nan_to_num(weights, nan=0.0)
    query_pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    return weights.masked_fill(query_pad[:, None, :, None], 0.0)
