# exercise: ex_causal_weights
# mistake: The learner builds one boolean mask for a maximum length at import time on the CPU and slices it, so on a GPU masked_fill gets a CPU mask for CUDA scores; the mask must be created on scores.device. [cond: only on a GPU]
import torch

MAX_LEN = 4096
_FUTURE = torch.triu(torch.ones(MAX_LEN, MAX_LEN, dtype=torch.bool), diagonal=1)


def ex_causal_weights(scores):
    n = scores.shape[-1]
    masked = scores.masked_fill(_FUTURE[:n, :n], float("-inf"))
    return torch.softmax(masked, dim=-1)
