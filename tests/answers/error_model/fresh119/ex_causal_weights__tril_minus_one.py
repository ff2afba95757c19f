# exercise: ex_causal_weights
# mistake: Masks with torch.tril(..., diagonal=-1), which blanks the past instead of the future; the future is triu(..., diagonal=1).
import torch

def ex_causal_weights(scores):
    n = scores.shape[-1]
    # 1. 因果掩码：对角线以下
    zhezhao = torch.tril(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=-1)
    # 2. 填 -inf
    s = scores.masked_fill(zhezhao, float('-inf'))
    # 3. softmax
    return torch.softmax(s, dim=-1)
