# exercise: ex_causal_weights
# mistake: The loops write -inf into the caller's scores tensor in place (scores[..., i, j] = -inf), so the input is changed; the masking must be done on a copy (masked_fill, not in place).
import torch

def ex_causal_weights(scores):
    n = scores.shape[-1]
    for i in range(n):          # query
        for j in range(n):      # key
            if j > i:
                scores[..., i, j] = float('-inf')
    return torch.softmax(scores, dim=-1)
