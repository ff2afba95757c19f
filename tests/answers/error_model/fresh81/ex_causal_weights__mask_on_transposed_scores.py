# exercise: ex_causal_weights
# mistake: Transposed the scores (keys × queries) before masking and taking the softmax, which uses ω_ji for ω_ij; the scores must stay queries × keys.
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    # rows = queries i, columns = keys j, omega_ij = k_j . q_i
    omega = scores.transpose(-2, -1)
    omega = omega.masked_fill(future, float('-inf'))
    return torch.softmax(omega, dim=-1)
