# exercise: ex_softmax_weight
# mistake: Used the learner's attention-weights helper whose causal flag defaults to True, so the softmax runs over only ω21 and ω22 (0.6320); the statement wants the softmax over all six scores (0.2379).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])


def attn_weights(x, causal=True, scale=False):
    s = x @ x.T
    if scale:
        s = s / x.shape[-1] ** 0.5
    if causal:
        n = s.shape[-1]
        s = s.masked_fill(torch.triu(torch.ones(n, n, dtype=torch.bool), 1), float("-inf"))
    return torch.softmax(s, dim=-1)


W = attn_weights(inputs)
ex_softmax_weight = round(W[1, 1].item(), 4)
