# exercise: ex_causal_weights
# mistake: Builds one 1024×1024 mask at import time on the CPU and slices it, so it fails for scores on a GPU and for n > 1024; the mask must be built for n on scores.device. [cond: only on a GPU or when n > 1024]
import torch

# 提前建好一个大的 mask，每次切片就行，省时间
MAX_LEN = 1024
DA_MASK = torch.triu(torch.ones(MAX_LEN, MAX_LEN, dtype=torch.bool), diagonal=1)


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = DA_MASK[:n, :n]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
